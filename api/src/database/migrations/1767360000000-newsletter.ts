import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The footer's newsletter box subscribes for real, by double opt-in (modules/newsletter owns the
// table). One row per address: what the person agreed to (the consent's version and its text, as
// the confirmation mail quoted it), when they asked, confirmed and unsubscribed, the hash of the
// single-use confirmation link and the token of the unsubscribe link every newsletter mail
// carries. Nothing else about the person is kept.
export class Newsletter1767360000000 implements MigrationInterface {
  name = 'Newsletter1767360000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE newsletter_subscribers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
        status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        consent_version text NOT NULL CHECK (length(consent_version) BETWEEN 1 AND 40),
        consent_text text NOT NULL CHECK (length(consent_text) BETWEEN 1 AND 2000),
        requested_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        confirm_token_hash text UNIQUE,
        confirm_expires_at timestamptz,
        -- Readable, unlike the other mailed tokens: an export hands it to the mailer that sends
        -- the issues, so each can carry a working unsubscribe link. It can only unsubscribe.
        unsubscribe_token text NOT NULL UNIQUE CHECK (length(unsubscribe_token) BETWEEN 32 AND 100),
        CONSTRAINT newsletter_subscribers_link_dated CHECK ((confirm_token_hash IS NULL) = (confirm_expires_at IS NULL)),
        CONSTRAINT newsletter_subscribers_confirmed_dated CHECK (status <> 'confirmed' OR confirmed_at IS NOT NULL),
        CONSTRAINT newsletter_subscribers_unsubscribed_dated CHECK (status <> 'unsubscribed' OR unsubscribed_at IS NOT NULL)
      )`);
    // The export reads the confirmed addresses in id order, a page at a time.
    await q.query(`CREATE INDEX newsletter_subscribers_confirmed_idx ON newsletter_subscribers (id) WHERE status = 'confirmed'`);
    // The retention job finds unconfirmed requests whose link has expired, and old unsubscriptions.
    await q.query(`CREATE INDEX newsletter_subscribers_pending_idx ON newsletter_subscribers (confirm_expires_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX newsletter_subscribers_unsubscribed_idx ON newsletter_subscribers (unsubscribed_at) WHERE status = 'unsubscribed'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS newsletter_subscribers`);
  }
}
