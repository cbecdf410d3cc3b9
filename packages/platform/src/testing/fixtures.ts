import type { Developer, Project, Service, Testimonial } from '@site/contracts';

/** Typed sample data for the sections' tests. */
export function aDeveloper(overrides: Partial<Developer> = {}): Developer {
  return {
    id: '2f6b1c3e-8a4d-4c55-9a61-1f0e7a1d9b01',
    name: 'Amelia Hart',
    title: 'Senior Power Platform Architect',
    description:
      'Designs Dataverse-backed Power Apps for regulated industries, with Azure OpenAI assistants that summarise cases and draft responses for caseworkers.',
    email: 'amelia.hart@powerai-consulting.co.uk',
    hourlyRate: 145,
    rating: 4.9,
    reviewCount: 87,
    profileImage: '/images/developers/amelia-hart.svg',
    skills: ['Power Apps', 'Dataverse', 'Azure OpenAI', 'Power Automate', 'TypeScript'],
    certifications: ['PL-600: Power Platform Solution Architect Expert'],
    yearsExperience: 12,
    availability: 'available',
    ...overrides,
  };
}

export function aService(overrides: Partial<Service> = {}): Service {
  return {
    id: '7d1e2f30-0b1c-4d2e-8f3a-5b6c7d8e9f01',
    name: 'Risk Manager',
    description: 'A risk register on Dataverse with scoring, owners, reviews and heatmaps.',
    category: 'Governance',
    icon: 'fas fa-chart-bar',
    features: ['5x5 and 3x3 scoring', 'Review reminders', 'Power BI heatmap'],
    priceRangeMin: 2500,
    priceRangeMax: 3500,
    color: 'cyan',
    ...overrides,
  };
}

export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 'a3c9e1f2-4b5d-4e6f-8a7b-9c0d1e2f3a01',
    title: 'Field inspections app',
    description: 'Offline-first inspections for a housing association.',
    category: 'Power Apps',
    image: '/images/projects/field-inspections.svg',
    rating: 4.8,
    impact: 'Cut report turnaround from 5 days to same day',
    developerId: '2f6b1c3e-8a4d-4c55-9a61-1f0e7a1d9b01',
    technologies: ['Power Apps', 'Dataverse', 'Power Automate'],
    ...overrides,
  };
}

export function aTestimonial(overrides: Partial<Testimonial> = {}): Testimonial {
  return {
    id: 'c4d5e6f7-1a2b-4c3d-9e8f-0a1b2c3d4e01',
    content: 'They replaced three spreadsheets and a shared inbox with one app our team actually likes using.',
    clientName: 'James Whitfield',
    clientTitle: 'Operations Director',
    clientCompany: 'Northgate Housing',
    clientImage: '/images/clients/james-whitfield.svg',
    rating: 5,
    developerId: '2f6b1c3e-8a4d-4c55-9a61-1f0e7a1d9b01',
    ...overrides,
  };
}
