import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { readWebsite } from '../../common/validation/website.js';

/** Companies read per statement: a large directory is walked without holding it in memory. */
const BATCH = 1000;

// Websites are now read by one parser (modules/companies/website.ts). Every stored website is read
// again by it: where the parser refuses the text or reads another domain than the stored one (the
// listing read "https://victim.example\@evil.example" as victim.example while the claim check read
// evil.example), the domain is released, so the real business can be listed, and an ownership
// verified by email domain on it goes back to a moderator; the text is kept for the moderator to
// correct. Where both agree, the website is stored as the parser writes it.
export class OneWebsiteParser1765000000000 implements MigrationInterface {
  name = 'OneWebsiteParser1765000000000';

  public async up(q: QueryRunner): Promise<void> {
    for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
      const rows: { id: string; website: string | null; website_domain: string | null }[] = await q.query(
        `SELECT id, website, website_domain FROM companies WHERE id > $1 AND website IS NOT NULL ORDER BY id LIMIT ${BATCH}`,
        [after],
      );
      if (rows.length === 0) return;
      after = rows[rows.length - 1].id;
      const released: string[] = [];
      const rewritten: { id: string; url: string }[] = [];
      for (const row of rows) {
        const read = readWebsite(row.website!);
        if (!read.ok || read.website.domain !== row.website_domain) released.push(row.id);
        else if (read.website.url !== row.website) rewritten.push({ id: row.id, url: read.website.url });
      }
      if (released.length) {
        await q.query(`UPDATE companies SET website_domain = NULL WHERE id = ANY($1::uuid[])`, [released]);
        await q.query(
          `UPDATE company_claims SET status = 'pending', verification = NULL, decided_at = NULL, updated_at = now()
            WHERE verification = 'email_domain' AND company_id = ANY($1::uuid[])`,
          [released],
        );
      }
      if (rewritten.length) {
        await q.query(
          `UPDATE companies c SET website = t.url FROM unnest($1::uuid[], $2::text[]) AS t(id, url) WHERE c.id = t.id`,
          [rewritten.map((r) => r.id), rewritten.map((r) => r.url)],
        );
      }
    }
  }

  public async down(): Promise<void> {
    // Nothing to undo: released domains and reopened claims are what the old code would have allowed.
  }
}
