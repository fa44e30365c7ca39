import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { textBands } from '../../modules/signals/text-bands.js';

// Fake-review signals: what a review was written from (a keyed hash of the client address, never
// the address), MinHash bands of the text's trigrams for finding near-duplicates along an index, the signals raised on reviews (flags for
// a moderator, never a hide), and a moderator's time-limited public notice on a company page.
export class ReviewSignals1764400000000 implements MigrationInterface {
  name = 'ReviewSignals1764400000000';

  public async up(q: QueryRunner): Promise<void> {
    // pg_trgm is a trusted extension: the database owner may create it without superuser rights.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    // Secrets the server makes for itself once (the client-address key), kept with the data they key.
    await q.query(`
      CREATE TABLE server_secrets (
        name text PRIMARY KEY,
        value bytea NOT NULL CHECK (length(value) >= 32),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`ALTER TABLE reviews ADD COLUMN client_key bytea CHECK (length(client_key) = 16)`);
    await q.query(`CREATE INDEX reviews_client_key_idx ON reviews (client_key, company_id, created_at) WHERE client_key IS NOT NULL`);
    // See text-bands.ts for why bands and not pg_trgm's own GIN index. Without fastupdate each write
    // files its 30 keys at once: a lookup then never scans a long pending list (25 ms against 0.6 ms).
    await q.query(`ALTER TABLE reviews ADD COLUMN text_bands integer[]`);
    for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
      const rows = (await q.query(`SELECT id, content FROM reviews WHERE id > $1 ORDER BY id LIMIT 2000`, [after])) as { id: string; content: string }[];
      if (rows.length === 0) break;
      after = rows[rows.length - 1].id;
      const banded = rows.map((r) => ({ id: r.id, bands: textBands(r.content) })).filter((r) => r.bands);
      await q.query(`UPDATE reviews r SET text_bands = v.bands FROM jsonb_to_recordset($1::jsonb) AS v(id uuid, bands integer[]) WHERE r.id = v.id`, [
        JSON.stringify(banded),
      ]);
    }
    await q.query(`CREATE INDEX reviews_text_bands_idx ON reviews USING gin (text_bands) WITH (fastupdate = off)`);

    await q.query(`
      CREATE TABLE review_signals (
        review_id uuid NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
        signal text NOT NULL CHECK (signal IN ('burst', 'same_address', 'new_account_cluster', 'near_duplicate', 'new_account_extreme')),
        -- The figures behind the flag, shown to the moderator (counts, windows, the similar reviews).
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
        decision_id bigint REFERENCES audit_log(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz,
        PRIMARY KEY (review_id, signal),
        CONSTRAINT review_signals_closed_decided CHECK ((status = 'open') = (closed_at IS NULL))
      )`);
    await q.query(`CREATE INDEX review_signals_open_idx ON review_signals (review_id, created_at) WHERE status = 'open'`);
    await q.query(`CREATE INDEX review_signals_created_idx ON review_signals (created_at)`);

    await q.query(`
      ALTER TABLE companies
        ADD COLUMN notice_until timestamptz,
        ADD COLUMN notice_decision_id bigint REFERENCES audit_log(id),
        ADD CONSTRAINT companies_notice_has_decision CHECK (notice_until IS NULL OR notice_decision_id IS NOT NULL)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE companies DROP CONSTRAINT IF EXISTS companies_notice_has_decision, DROP COLUMN IF EXISTS notice_decision_id, DROP COLUMN IF EXISTS notice_until`,
    );
    await q.query(`DROP TABLE IF EXISTS review_signals`);
    await q.query(`DROP INDEX IF EXISTS reviews_text_bands_idx`);
    await q.query(`DROP INDEX IF EXISTS reviews_client_key_idx`);
    await q.query(`ALTER TABLE reviews DROP COLUMN IF EXISTS text_bands, DROP COLUMN IF EXISTS client_key`);
    await q.query(`DROP TABLE IF EXISTS server_secrets`);
  }
}
