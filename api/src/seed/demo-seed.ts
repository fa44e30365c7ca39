// Demo mode: a deterministic data set the first time the database is empty.
import pg from 'pg';
import { PasswordHasher } from '../modules/auth/password-hasher.js';
import { seedDatabase } from './seed-writer.js';

export const DEMO_PASSWORD = 'demo-password-1';
export const DEMO_CONSUMER_EMAIL = 'demo@example.com';
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
  const result = await seedDatabase(databaseUrl, {
    companies: 180,
    reviews: 3600,
    voteRate: 0.5,
    seed: DEMO_SEED,
    demoAccount: {
      email: DEMO_CONSUMER_EMAIL,
      firstName: 'Demo',
      lastName: 'User',
      passwordHash: await new PasswordHasher().hash(DEMO_PASSWORD),
    },
  });
  log(
    `Demo data: ${result.companies} companies, ${result.reviews} reviews, ${result.users} users, ${result.votes} votes ` +
      `in ${Date.now() - started} ms. Sign in as ${DEMO_CONSUMER_EMAIL} / ${DEMO_PASSWORD}`,
  );
}
