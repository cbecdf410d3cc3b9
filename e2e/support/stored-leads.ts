import { Client } from 'pg';
import { apiDatabaseUrl } from './stack';

export interface StoredLead {
  full_name: string;
  email: string;
  company: string | null;
  service_needed: string;
  project_description: string;
  newsletter: boolean;
  status: string;
  idempotency_key: string | null;
}

/** The leads stored in PostgreSQL for this e-mail address (each test uses its own). */
export async function leadsFor(email: string): Promise<StoredLead[]> {
  const client = new Client({ connectionString: apiDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<StoredLead>(
      `SELECT full_name, email, company, service_needed, project_description, newsletter, status, idempotency_key
         FROM contacts WHERE email = $1 ORDER BY created_at`,
      [email],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** An address no other test uses. */
export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@northwind-housing.co.uk`;
