// The run's database, for the few states the API cannot make in demo mode (the end-to-end product
// runs in demo mode: a larger plan, for one, is granted at once there instead of being requested).
// Everything else is made through the API, as a person would.
import { Client } from 'pg';

export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: the global set-up names the database (run the tests with playwright test)');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
