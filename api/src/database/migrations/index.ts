import { CreateSchema1795305600000 } from './1795305600000-CreateSchema.js';
import { AddContactIdempotencyKey1795309200000 } from './1795309200000-AddContactIdempotencyKey.js';
import { CreateLeadDeliveries1795312800000 } from './1795312800000-CreateLeadDeliveries.js';
import { AddContactDemoDetails1795316400000 } from './1795316400000-AddContactDemoDetails.js';
import { AddLeadDeliveriesUndeliveredIndex1795320000000 } from './1795320000000-AddLeadDeliveriesUndeliveredIndex.js';
import { AddContentRevisions1795323600000 } from './1795323600000-AddContentRevisions.js';

/** Every migration, oldest first. Listed rather than globbed, so src, dist and tests load the same set. */
export const MIGRATIONS = [
  CreateSchema1795305600000,
  AddContactIdempotencyKey1795309200000,
  CreateLeadDeliveries1795312800000,
  AddContactDemoDetails1795316400000,
  AddLeadDeliveriesUndeliveredIndex1795320000000,
  AddContentRevisions1795323600000,
];
