// Demo mode: a deterministic data set the first time the database is empty.
import pg from 'pg';
import { PasswordHasher } from '../modules/auth/password-hasher.js';
import { seedDatabase } from './seed-writer.js';

export const DEMO_PASSWORD = 'demo-password-1';
export const DEMO_CONSUMER_EMAIL = 'demo@example.com';
export const DEMO_BUSINESS_EMAIL = 'business@example.com';
export const DEMO_SEED = 20251;

export async function seedDemoIfEmpty(databaseUrl: string, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let empty: boolean;
  try {
    const res = await client.query(`SELECT NOT EXISTS (SELECT 1 FROM companies) AND NOT EXISTS (SELECT 1 FROM users) AS empty`);
    empty = res.rows[0].empty;
  } finally {
    await client.end();
  }
  if (!empty) return;
  const started = Date.now();
  log('Empty database: writing the demo data set');
  const passwordHash = await new PasswordHasher().hash(DEMO_PASSWORD);
  const result = await seedDatabase(databaseUrl, {
    companies: 180,
    reviews: 3600,
    voteRate: 0.5,
    seed: DEMO_SEED,
    demoAccount: {
      email: DEMO_CONSUMER_EMAIL,
      firstName: 'Demo',
      lastName: 'User',
      passwordHash,
    },
  });
  await seedDemoBusiness(databaseUrl, passwordHash);
  log(
    `Demo data: ${result.companies} companies, ${result.reviews} reviews, ${result.users} users, ${result.votes} votes ` +
      `in ${Date.now() - started} ms. Sign in as ${DEMO_CONSUMER_EMAIL} / ${DEMO_PASSWORD}; business ${DEMO_BUSINESS_EMAIL} / ${DEMO_PASSWORD}`,
  );
}

/**
 * The demo business account: the contact of the demo company with the most reviews (the first by
 * name among equals), its email already confirmed.
 */
async function seedDemoBusiness(databaseUrl: string, passwordHash: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO business_accounts (email, contact_name, company_name, website, password_hash, email_verified_at)
       SELECT $1, 'Demo Business', c.name, c.website, $2, now()
         FROM companies c WHERE c.website IS NOT NULL
        ORDER BY c.review_count DESC, c.name LIMIT 1`,
      [DEMO_BUSINESS_EMAIL, passwordHash],
    );
  } finally {
    await client.end();
  }
}
