import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProjectsModule } from '../projects/projects.module.js';
import { TestimonialsModule } from '../testimonials/testimonials.module.js';
import { DevelopersController } from './developers.controller.js';
import { DevelopersService } from './developers.service.js';
import { DeveloperEntity } from './entities/developer.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([DeveloperEntity]), ProjectsModule, TestimonialsModule],
  controllers: [DevelopersController],
  providers: [DevelopersService],
})
export class DevelopersModule {}
