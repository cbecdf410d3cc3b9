/** The resources of spec section 3, as the API returns them (numeric columns as JSON numbers). */

export type Availability = 'available' | 'busy' | 'unavailable';

export interface Developer {
  id: string;
  name: string;
  title: string;
  description: string;
  email: string;
  hourlyRate: number;
  rating: number;
  reviewCount: number;
  profileImage: string;
  skills: string[];
  certifications: string[] | null;
  yearsExperience: number;
  availability: string;
}

export type ServiceColor = 'cyan' | 'purple' | 'green';

export const SERVICE_ICONS = ['fas fa-mobile-alt', 'fas fa-cogs', 'fas fa-chart-bar', 'fas fa-globe'] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export interface Service {
  id: string;
  name: string;
  description: string;
  category: string;
  icon: string;
  features: string[];
  priceRangeMin: number;
  priceRangeMax: number;
  color: string;
}

export const PROJECT_CATEGORIES = ['Power Apps', 'Power BI', 'Power Automate'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export interface Project {
  id: string;
  title: string;
  description: string;
  category: string;
  image: string;
  rating: number;
  impact: string;
  developerId: string;
  technologies: string[];
}

export interface Testimonial {
  id: string;
  content: string;
  clientName: string;
  clientTitle: string;
  clientCompany: string;
  clientImage: string;
  rating: number;
  developerId: string;
}

export const CONTACT_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export interface Contact {
  id: string;
  fullName: string;
  email: string;
  company: string | null;
  serviceNeeded: string;
  projectDescription: string;
  newsletter: boolean;
  status: ContactStatus;
  createdAt: string;
  /** A demo booking's details (null for a contact-form lead). */
  jobTitle: string | null;
  phone: string | null;
  /** `YYYY-MM-DD` */
  preferredDate: string | null;
  preferredTime: string | null;
  attendees: number | null;
}

/** What `POST /api/contacts` answers with: the stored lead's id and status. */
export interface ContactReceipt {
  id: string;
  status: ContactStatus;
  createdAt: string;
}

/** A fixed team member on the home page (not fetched). */
export interface TeamMember {
  id: string;
  name: string;
  title: string;
  bio: string;
  image: string;
  skills: string[];
  linkedin: string;
  email: string;
}
