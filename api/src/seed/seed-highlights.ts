// The review highlights of seeded reviews: the seed writes reviews with COPY, past the API that
// reads each review's aspects as it is written, so it reads them itself once it is done.
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options.js';
import { backfillHighlights } from '../modules/highlights/index.js';

/** Reads every review not read yet for the highlights, at full speed; answers how many. */
export async function highlightSeededReviews(databaseUrl: string): Promise<number> {
  const db = new DataSource(dataSourceOptions(databaseUrl));
  await db.initialize();
  try {
    return await backfillHighlights(db);
  } finally {
    await db.destroy();
  }
}
