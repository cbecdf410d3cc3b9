import pg from 'pg';

/**
 * Makes the seed's developers `copies` times as many: every seeded developer is copied with a
 * numbered name and e-mail address (the table keeps e-mail addresses unique) and a fresh id; the
 * rest (title, skills, rate, rating, picture) is the original's, so pages keep their shape.
 * Returns how many developers the database then holds.
 */
export async function multiplyDevelopers(databaseUrl: string, copies: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO developers (name, title, description, email, hourly_rate, rating, review_count, profile_image,
         skills, certifications, years_experience, availability)
       SELECT name || ' ' || copy, title, description, copy || '.' || email, hourly_rate, rating, review_count,
         profile_image, skills, certifications, years_experience, availability
       FROM developers CROSS JOIN generate_series(2, $1::int) AS copy`,
      [copies],
    );
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM developers');
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}
