import { Module } from '@nestjs/common';
import { RevisionsController } from './revisions.controller.js';
import { RevisionsService } from './revisions.service.js';
import { RevisionsWatcher } from './revisions-watcher.js';

/** The data's revisions: published to the site server, watched to keep the catalogue cache current. */
@Module({
  controllers: [RevisionsController],
  providers: [RevisionsService, RevisionsWatcher],
})
export class RevisionsModule {}
