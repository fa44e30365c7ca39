// Demo mode: a deterministic data set the first time the database is empty.
import pg from 'pg';
import { PasswordHasher } from '../modules/auth/password-hasher.js';
import { highlightSeededReviews } from './seed-highlights.js';
import { seedDatabase } from './seed-writer.js';
import replyVocabulary from './vocabulary/replies.json' with { type: 'json' };

export const DEMO_PASSWORD = 'demo-password-1';
export const DEMO_CONSUMER_EMAIL = 'demo@example.com';
export const DEMO_BUSINESS_EMAIL = 'business@example.com';
export const DEMO_ADMIN_EMAIL = 'admin@example.com';
export const DEMO_SEED = 20251;

export async function seedDemoIfEmpty(databaseUrl: string, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let empty: boolean;
  try {
    const res = await client.query(`SELECT NOT EXISTS (SELECT 1 FROM companies) AND NOT EXISTS (SELECT 1 FROM users) AS empty`);
    empty = res.rows[0].empty;
  } finally {
    await client.end();
  }
  if (!empty) return;
  const started = Date.now();
  log('Empty database: writing the demo data set');
  const passwordHash = await new PasswordHasher().hash(DEMO_PASSWORD);
  const result = await seedDatabase(databaseUrl, {
    companies: 180,
    reviews: 3600,
    voteRate: 0.5,
    seed: DEMO_SEED,
    demoAccount: {
      email: DEMO_CONSUMER_EMAIL,
      firstName: 'Demo',
      lastName: 'User',
      passwordHash,
    },
  });
  await seedDemoBusiness(databaseUrl, passwordHash);
  await seedDemoAdmin(databaseUrl, passwordHash);
  // Before the site opens, so the busiest companies' pages show what reviewers say from the start.
  await highlightSeededReviews(databaseUrl);
  log(
    `Demo data: ${result.companies} companies, ${result.reviews} reviews, ${result.users} users, ${result.votes} votes ` +
      `in ${Date.now() - started} ms. Sign in as ${DEMO_CONSUMER_EMAIL} / ${DEMO_PASSWORD}; business ${DEMO_BUSINESS_EMAIL}; administrator ${DEMO_ADMIN_EMAIL} (same password)`,
  );
}

/**
 * The demo business account: the contact of the demo company with the most reviews (the first by
 * name among equals), its email already confirmed, and that company's verified owner with a
 * history: replies to most reviews (negative ones first), used, open and expired invitations, and
 * the invited reviews the used ones produced. Deterministic: choices follow the review order.
 */
async function seedDemoBusiness(databaseUrl: string, passwordHash: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const company = await client.query(
      `SELECT id, name, website FROM companies WHERE website IS NOT NULL ORDER BY review_count DESC, name LIMIT 1`,
    );
    const { id: companyId, name, website } = company.rows[0];
    const account = await client.query(
      `INSERT INTO business_accounts (email, contact_name, company_name, website, password_hash, email_verified_at, plan)
       VALUES ($1, 'Demo Business', $2, $3, $4, now(), 'plus') RETURNING id`,
      [DEMO_BUSINESS_EMAIL, name, website, passwordHash],
    );
    const accountId: string = account.rows[0].id;
    await client.query(
      `INSERT INTO company_claims (company_id, account_id, status, verification, decided_at, created_at)
       VALUES ($1, $2, 'verified', 'moderator', now() - interval '400 days', now() - interval '401 days')`,
      [companyId, accountId],
    );
    const reviews = (
      await client.query(
        `SELECT r.id, r.rating, r.created_at, u.email, u.first_name || ' ' || u.last_name AS name
           FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.company_id = $1 ORDER BY r.created_at, r.id`,
        [companyId],
      )
    ).rows as { id: string; rating: number; created_at: Date; email: string; name: string }[];
    // Replies: to every fourth review in five, answering faster as the business got used to it.
    for (let i = 0; i < reviews.length; i++) {
      const r = reviews[i];
      const recent = i >= reviews.length - 6; // the newest few are left for the demo user to answer
      if (recent || i % 5 === 4) continue;
      const texts = r.rating >= 4 ? replyVocabulary.positive : replyVocabulary.negative;
      const hours = 2 + ((i * 7) % (r.rating >= 4 ? 70 : 30));
      await client.query(
        `UPDATE reviews SET reply_content = $2, reply_created_at = least(now(), created_at + make_interval(hours => $3)),
                reply_updated_at = least(now(), created_at + make_interval(hours => $3)) WHERE id = $1`,
        [r.id, texts[i % texts.length], hours],
      );
    }
    // Invited reviews: every third review of the last 120 days came through an invitation.
    const since = Date.now() - 120 * 86_400_000;
    const invited = reviews.filter((r, i) => r.created_at.getTime() > since && i % 3 === 0);
    for (const r of invited) {
      await client.query(
        `WITH i AS (
           INSERT INTO review_invitations (company_id, account_id, email, name, token_hash, created_at, expires_at, used_at, closed_at, review_id)
           VALUES ($1, $2, $3, $4, encode(sha256(gen_random_uuid()::text::bytea), 'hex'), $5::timestamptz - interval '3 days',
                   $5::timestamptz + interval '27 days', $5, $5, $6)
           RETURNING review_id)
         UPDATE reviews SET invited = true, verified = true WHERE id = (SELECT review_id FROM i)`,
        [companyId, accountId, r.email, r.name, r.created_at, r.id],
      );
    }
    // Invitations not used: some still open this month, some expired.
    const people = replyVocabulary.invitees;
    for (let k = 0; k < people.length; k++) {
      const daysAgo = k < 8 ? k * 2 + 1 : 40 + k * 5;
      await client.query(
        `INSERT INTO review_invitations (company_id, account_id, email, name, reference, token_hash, created_at, expires_at, closed_at)
         VALUES ($1, $2, $3, $4, $5, encode(sha256(gen_random_uuid()::text::bytea), 'hex'), now() - make_interval(days => $6),
                 now() - make_interval(days => $6) + interval '30 days', NULL)`,
        [companyId, accountId, `${people[k].toLowerCase().replace(/[^a-z]+/g, '.')}@example.net`, people[k], `Order ${1040 + k}`, daysAgo],
      );
    }
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    await client.end();
  }
}

/** The demo administrator: a consumer user with the admin role, email confirmed. */
async function seedDemoAdmin(databaseUrl: string, passwordHash: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (email, first_name, last_name, password_hash, email_verified_at, role)
       VALUES ($1, 'Alex', 'Admin', $2, now(), 'admin')`,
      [DEMO_ADMIN_EMAIL, passwordHash],
    );
  } finally {
    await client.end();
  }
}
