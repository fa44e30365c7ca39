// The SQL side of seeding: COPY streams in text format, and the aggregates recomputed and checked
// once the rows are written.
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** How much COPY text is buffered before it is written to the socket. */
export const CHUNK_BYTES = 1 << 20;

export async function recountCategories(client: pg.Client): Promise<void> {
  await client.query(`
    UPDATE categories k SET company_count = coalesce(s.n, 0)
    FROM categories k2 LEFT JOIN (SELECT category, count(*)::int AS n FROM companies GROUP BY category) s ON s.category = k2.name
    WHERE k.name = k2.name AND k.company_count IS DISTINCT FROM coalesce(s.n, 0)`);
}

/** How many of the given companies have kept aggregates that differ from their review rows. */
export async function companiesWithWrongAggregates(client: pg.Client, ids: string[]): Promise<number> {
  const res = await client.query(
    `SELECT count(*)::int AS n FROM companies c
     LEFT JOIN (
       SELECT company_id, count(*)::int AS n, sum(rating)::bigint AS total,
         count(*) FILTER (WHERE rating = 1)::int AS r1, count(*) FILTER (WHERE rating = 2)::int AS r2,
         count(*) FILTER (WHERE rating = 3)::int AS r3, count(*) FILTER (WHERE rating = 4)::int AS r4,
         count(*) FILTER (WHERE rating = 5)::int AS r5
       FROM reviews WHERE company_id = ANY($1::uuid[]) GROUP BY company_id
     ) s ON s.company_id = c.id
     WHERE c.id = ANY($1::uuid[])
       AND (c.review_count, c.rating_sum, c.rating_1, c.rating_2, c.rating_3, c.rating_4, c.rating_5)
           IS DISTINCT FROM (coalesce(s.n, 0), coalesce(s.total, 0), coalesce(s.r1, 0), coalesce(s.r2, 0), coalesce(s.r3, 0), coalesce(s.r4, 0), coalesce(s.r5, 0))`,
    [ids],
  );
  return res.rows[0].n;
}

// COPY text format: tab-separated, \N for NULL, backslash escapes.
export function row(values: (string | null)[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i) line += '\t';
    line += v === null ? '\\N' : /[\\\t\n\r]/.test(v) ? v.replace(/[\\\t\n\r]/g, escapeChar) : v;
  }
  return line + '\n';
}

function escapeChar(c: string): string {
  return c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r';
}

/** Streams lines into COPY, buffering ~1 MiB per write and waiting for the socket when it is full. */
export async function copy(client: pg.Client, sql: string, produce: (put: (line: string) => Promise<void>) => Promise<void>): Promise<void> {
  const stream = client.query(copyFrom(sql));
  let buffer = '';
  const flush = async () => {
    if (!buffer) return;
    const ok = stream.write(buffer);
    buffer = '';
    if (!ok) await once(stream, 'drain');
  };
  await produce(async (line) => {
    buffer += line;
    if (buffer.length >= CHUNK_BYTES) await flush();
  });
  await flush();
  stream.end();
  await finished(stream);
}
