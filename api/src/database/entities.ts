import { ContactEntity } from '../contacts/entities/contact.entity.js';
import { LeadDeliveryEntity } from '../deliveries/entities/lead-delivery.entity.js';
import { DeveloperEntity } from '../developers/entities/developer.entity.js';
import { ProjectEntity } from '../projects/entities/project.entity.js';
import { ServiceEntity } from '../services/entities/service.entity.js';
import { TestimonialEntity } from '../testimonials/entities/testimonial.entity.js';

export const ENTITIES = [
  DeveloperEntity,
  ServiceEntity,
  ProjectEntity,
  TestimonialEntity,
  ContactEntity,
  LeadDeliveryEntity,
];
