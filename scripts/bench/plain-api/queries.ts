import type { Developer, Service } from '@site/contracts';

/**
 * The two reads of the API, as plain SQL on the API's own tables, with the same order and the
 * same JSON shape (camelCase keys in the API's order, numbers for numeric columns: pg returns
 * `numeric` as a string).
 */
export const DEVELOPERS_SQL = `SELECT id, name, title, description, email, hourly_rate, rating, review_count,
  profile_image, skills, certifications, years_experience, availability
  FROM developers ORDER BY rating DESC, name ASC`;

export const SERVICES_SQL = `SELECT id, name, description, category, icon, features, price_range_min, price_range_max, color
  FROM services ORDER BY name ASC`;

export interface DeveloperRow {
  id: string;
  name: string;
  title: string;
  description: string;
  email: string;
  hourly_rate: string;
  rating: string;
  review_count: number;
  profile_image: string;
  skills: string[];
  certifications: string[] | null;
  years_experience: number;
  availability: string;
}

export interface ServiceRow {
  id: string;
  name: string;
  description: string;
  category: string;
  icon: string;
  features: string[];
  price_range_min: string;
  price_range_max: string;
  color: string;
}

export function toDeveloper(row: DeveloperRow): Developer {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    email: row.email,
    hourlyRate: Number(row.hourly_rate),
    rating: Number(row.rating),
    reviewCount: row.review_count,
    profileImage: row.profile_image,
    skills: row.skills,
    certifications: row.certifications,
    yearsExperience: row.years_experience,
    availability: row.availability,
  };
}

export function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    icon: row.icon,
    features: row.features,
    priceRangeMin: Number(row.price_range_min),
    priceRangeMax: Number(row.price_range_max),
    color: row.color,
  };
}
