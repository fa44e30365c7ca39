import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Three pairs of categories meant one thing each, and the site listed both on the home page, in
// the directory's filter and in the add-a-business list, so a person could not tell which to
// browse or choose: "Restaurant" (independent restaurants) and "Restaurants" (restaurant groups);
// "Financial Services" (advice, investments, payments) and "Finance" (lending, credit); and
// "Communication" (business phone systems, calling and messaging) and "Telecommunications"
// (broadband and mobile). Each pair keeps the name that says plainly what its companies are:
// Restaurants (a home-page category), Finance, Telecommunications ("Communication" alone reads as
// anything from a messaging app to a PR agency). The companies move, the kept category's count is
// counted again from its companies, and the merged name's row goes (companies.category references
// categories.name). The API still takes a merged name in a filter or a new company
// (CATEGORY_ALIASES in the companies module).
const MERGED: [merged: string, into: string][] = [
  ['Restaurant', 'Restaurants'],
  ['Financial Services', 'Finance'],
  ['Communication', 'Telecommunications'],
];

// Where the merged names stood in the list, for down().
const POSITIONS: Record<string, number> = { Restaurant: 11, 'Financial Services': 14, Communication: 15 };

export class MergedCategories1767351000000 implements MigrationInterface {
  name = 'MergedCategories1767351000000';

  public async up(q: QueryRunner): Promise<void> {
    for (const [merged, into] of MERGED) {
      await q.query(`UPDATE companies SET category = $2 WHERE category = $1`, [merged, into]);
      await q.query(`UPDATE categories SET company_count = (SELECT count(*) FROM companies WHERE category = $1) WHERE name = $1`, [into]);
      await q.query(`DELETE FROM categories WHERE name = $1`, [merged]);
    }
  }

  // The names come back as empty categories: which companies were in them is not kept.
  public async down(q: QueryRunner): Promise<void> {
    for (const [merged] of MERGED) {
      await q.query(`INSERT INTO categories (name, position, company_count) VALUES ($1, $2, 0) ON CONFLICT (name) DO NOTHING`, [merged, POSITIONS[merged]]);
    }
  }
}
