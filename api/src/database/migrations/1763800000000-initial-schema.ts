import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The category list as the product first had it, frozen here: the code's list (modules/companies/
// categories.ts) has changed since (1767351000000 merged three pairs), and a migration reads no
// file that can still change.
const CATEGORIES = [
  'E-commerce', 'Restaurants', 'Real Estate', 'Automotive', 'Technology', 'Travel', 'Retail', 'Electronics', 'Entertainment',
  'Finance', 'Restaurant', 'Logistics', 'Airlines', 'Financial Services', 'Communication', 'Social Media', 'Software',
  'Fashion', 'Gaming', 'Banking', 'Telecommunications', 'Food Delivery', 'Hotels', 'Home Improvement', 'Grocery', 'Beauty',
  'Pharmacy', 'Home & Garden', 'Transportation', 'Business', 'Outdoor', 'Books',
];

// The consumer side of the schema: accounts, sessions, companies with kept aggregates,
// reviews, votes, tokens and the mail outbox. Constraints live here, not only in code.
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
        first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 60),
        last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 60),
        password_hash text,
        profile_image_url text,
        email_verified_at timestamptz,
        password_changed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Emails are stored lower-cased; the index on lower() keeps uniqueness case-insensitive
    // even if a future writer forgets to normalise.
    await q.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);

    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ip text,
        user_agent text
      )`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
    await q.query(`CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)`);

    await q.query(`
      CREATE TABLE categories (
        name text PRIMARY KEY,
        position integer NOT NULL,
        company_count integer NOT NULL DEFAULT 0 CHECK (company_count >= 0)
      )`);
    // The categories are reference data of the product (the category list), present in every database.
    await q.query(
      `INSERT INTO categories (name, position) SELECT name, ord FROM unnest($1::text[]) WITH ORDINALITY AS t(name, ord)`,
      [CATEGORIES],
    );

    await q.query(`
      CREATE TABLE companies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        -- Stored, so substring search does not pay lower() per row (3x faster scans at 100k).
        name_lower text GENERATED ALWAYS AS (lower(name)) STORED,
        category text NOT NULL REFERENCES categories(name) ON UPDATE CASCADE,
        description text NOT NULL DEFAULT '',
        logo_url text,
        website text,
        website_domain text,
        location text,
        country_code char(2),
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        review_count integer NOT NULL DEFAULT 0,
        rating_sum bigint NOT NULL DEFAULT 0,
        rating_1 integer NOT NULL DEFAULT 0,
        rating_2 integer NOT NULL DEFAULT 0,
        rating_3 integer NOT NULL DEFAULT 0,
        rating_4 integer NOT NULL DEFAULT 0,
        rating_5 integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT companies_counts_non_negative CHECK (
          rating_1 >= 0 AND rating_2 >= 0 AND rating_3 >= 0 AND rating_4 >= 0 AND rating_5 >= 0),
        CONSTRAINT companies_count_matches_stars CHECK (
          review_count = rating_1 + rating_2 + rating_3 + rating_4 + rating_5),
        CONSTRAINT companies_sum_matches_stars CHECK (
          rating_sum = rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX companies_website_domain_key ON companies (website_domain) WHERE website_domain IS NOT NULL`,
    );
    await q.query(`CREATE INDEX companies_category_name_idx ON companies (category, name, id)`);
    await q.query(`CREATE INDEX companies_name_idx ON companies (name, id)`);
    // Case-insensitive substring search on names (categories are matched against their fixed list).
    await q.query(`CREATE INDEX companies_name_trgm_idx ON companies USING gin (name_lower gin_trgm_ops)`);
    // Featured order: Bayesian average with a constant prior, see companies.repository.ts.
    await q.query(
      `CREATE INDEX companies_bayesian_idx ON companies (((rating_sum + 35.0) / (review_count + 10)) DESC, id)`,
    );

    await q.query(`
      CREATE TABLE reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
        content text NOT NULL CHECK (length(content) BETWEEN 1 AND 10000),
        topic text CHECK (topic IN ('Customer Service', 'Product Quality', 'Delivery', 'Value for Money', 'User Experience')),
        verified boolean NOT NULL DEFAULT false,
        helpful_count integer NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
        not_helpful_count integer NOT NULL DEFAULT 0 CHECK (not_helpful_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT reviews_one_per_user_per_company UNIQUE (user_id, company_id)
      )`);
    await q.query(`CREATE INDEX reviews_company_created_idx ON reviews (company_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX reviews_user_created_idx ON reviews (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX reviews_created_idx ON reviews (created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE review_votes (
        review_id uuid NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        vote_type text NOT NULL CHECK (vote_type IN ('helpful', 'not_helpful')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (review_id, user_id)
      )`);
    await q.query(`CREATE INDEX review_votes_user_idx ON review_votes (user_id)`);

    for (const table of ['password_reset_tokens', 'email_verification_tokens']) {
      await q.query(`
        CREATE TABLE ${table} (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          token_hash text NOT NULL UNIQUE,
          expires_at timestamptz NOT NULL,
          used_at timestamptz,
          created_at timestamptz NOT NULL DEFAULT now()
        )`);
      await q.query(`CREATE INDEX ${table}_user_idx ON ${table} (user_id)`);
    }

    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        link text,
        kind text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'logged', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX mail_outbox_pending_idx ON mail_outbox (created_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'mail_outbox',
      'email_verification_tokens',
      'password_reset_tokens',
      'review_votes',
      'reviews',
      'companies',
      'categories',
      'sessions',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
