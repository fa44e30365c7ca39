import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Messages of the site's contact form. The topic list is written out, not imported: a migration
// must keep meaning what it meant when it ran.
export class ContactMessages1763900000000 implements MigrationInterface {
  name = 'ContactMessages1763900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
        topic text NOT NULL CHECK (topic IN ('general', 'account', 'reviews', 'business', 'press', 'privacy')),
        message text NOT NULL CHECK (length(message) BETWEEN 10 AND 5000),
        ip text NOT NULL CHECK (length(ip) BETWEEN 1 AND 100),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Support reads the newest first; retention deletes the oldest.
    await q.query(`CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS contact_messages`);
  }
}
