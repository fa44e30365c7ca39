import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';

/** Applies pending migrations with a short-lived connection, before the app starts serving. */
export async function runMigrations(url: string): Promise<string[]> {
  const ds = new DataSource(dataSourceOptions(url));
  await ds.initialize();
  try {
    const ran = await ds.runMigrations({ transaction: 'each' });
    return ran.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}
