import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Websites are now read by one parser (modules/companies/website.ts), which refuses backslashes,
// "@" and white space. A company stored before with such a website may hold another business's
// domain (the listing read "https://victim.example\@evil.example" as victim.example while the claim
// check read evil.example): its domain is released, so the real business can be listed, and an
// ownership verified by email domain on it goes back to a moderator. The website text is kept for
// the moderator to read and correct.
export class OneWebsiteParser1765000000000 implements MigrationInterface {
  name = 'OneWebsiteParser1765000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TEMP TABLE ambiguous_websites ON COMMIT DROP AS SELECT id FROM companies WHERE website ~ '[\\\\@[:space:]]'`);
    await q.query(`UPDATE companies SET website_domain = NULL WHERE id IN (SELECT id FROM ambiguous_websites)`);
    await q.query(`
      UPDATE company_claims SET status = 'pending', verification = NULL, decided_at = NULL, updated_at = now()
       WHERE verification = 'email_domain' AND company_id IN (SELECT id FROM ambiguous_websites)`);
  }

  public async down(): Promise<void> {
    // Nothing to undo: released domains and reopened claims are what the old code would have allowed.
  }
}
