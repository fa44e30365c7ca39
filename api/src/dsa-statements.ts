// npm run dsa:statements -- --date 2026-11-28 [--out statements-2026-11-28.json]
// Writes a UTC day's statements of reasons, without personal data, as the body of the DSA
// Transparency Database's batch endpoint ({ "statements": [...] }); to standard output without
// --out. Nothing is sent from here: the README says how the operator submits the file.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { HttpException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadConfig } from './config/config.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { resolveDatabase } from './database/database-url.js';
import { DsaStatementsService, parseStatementDay } from './modules/moderation/index.js';

const USAGE = 'Usage: npm run dsa:statements --workspace api -- --date YYYY-MM-DD [--out file.json]';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { date: { type: 'string' }, out: { type: 'string' } } });
  if (!values.date) {
    console.error(USAGE);
    return 2;
  }
  // The day is checked before the database is opened: a mistyped date answers at once.
  let day: Date;
  try {
    day = parseStatementDay(values.date);
  } catch (e) {
    console.error(e instanceof HttpException ? e.message : e);
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env, []);
  const database = await resolveDatabase(config, (line) => console.error(line));
  const db = new DataSource(dataSourceOptions(database.url));
  try {
    await db.initialize();
    const batch = await DsaStatementsService.standalone(db).statementsOn(day);
    const text = JSON.stringify(batch, null, 2) + '\n';
    if (values.out) {
      await writeFile(values.out, text);
      console.error(`${batch.statements.length} statements of ${values.date} written to ${values.out}.`);
    } else process.stdout.write(text);
    return 0;
  } finally {
    if (db.isInitialized) await db.destroy().catch(() => undefined);
    await database.embedded?.stop();
  }
}

main().then((code) => process.exit(code), (e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
