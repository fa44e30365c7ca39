// The API's boundary rules (eslint.config.js) catch what they are for: a module writing another's
// table (bulk writes included), an entry point writing any, the ORM's repository calls, a deep
// import into another module (from a module or from the code around them), a repository in a module's exports and an import cycle. Each case lints a few lines placed, in memory, at a path in src/.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the API boundary rules', () => {
  it("refuse a module's write of another module's table, and allow its own", async () => {
    const foreign = await problems('src/modules/moderation/probe.ts', 'export const sql = `UPDATE users SET role = $2 WHERE id = $1`;\n');
    expect(foreign).toEqual(["data/table-owner: moderation writes users (UPDATE), which auth owns: call auth's exported service instead."]);
    const inserts = await problems('src/modules/signals/probe.ts', "export const sql = 'INSERT INTO reviews (id) VALUES ($1)';\n");
    expect(inserts).toEqual(["data/table-owner: signals writes reviews (INSERT INTO), which reviews owns: call reviews's exported service instead."]);
    expect(await problems('src/modules/auth/probe.ts', 'export const sql = `UPDATE users u SET role = $2 WHERE u.id = $1`;\n')).toEqual([]);
  });

  it('refuse the bulk writes too: MERGE, TRUNCATE and COPY FROM, and read COPY TO as a read', async () => {
    const code = "export const a = 'MERGE INTO users u USING x ON true WHEN MATCHED THEN DO NOTHING';\nexport const b = 'TRUNCATE TABLE sessions';\nexport const c = 'COPY users (id, email) FROM STDIN';\nexport const d = 'COPY users TO STDOUT';\n";
    expect(await problems('src/modules/moderation/probe.ts', code)).toEqual([
      "data/table-owner: moderation writes users (MERGE INTO), which auth owns: call auth's exported service instead.",
      "data/table-owner: moderation writes sessions (TRUNCATE), which auth owns: call auth's exported service instead.",
      "data/table-owner: moderation writes users (COPY FROM), which auth owns: call auth's exported service instead.",
    ]);
  });

  it('read row locks and upserts as what they are, not as writes of another table', async () => {
    const code = "export const a = 'SELECT id FROM users WHERE id = $1 FOR UPDATE';\nexport const b = `INSERT INTO review_votes (review_id) VALUES ($1) ON CONFLICT (review_id) DO UPDATE SET vote_type = 1`;\n";
    expect(await problems('src/modules/reviews/probe.ts', code)).toEqual([]);
  });

  it('refuse writes from an entry point and tables nobody owns', async () => {
    expect(await problems('src/probe.ts', "export const sql = 'DELETE FROM sessions WHERE id = $1';\n")).toEqual([
      "data/table-owner: src writes sessions (DELETE FROM), which auth owns: call auth's exported service instead.",
    ]);
    expect(await problems('src/modules/auth/probe.ts', "export const sql = 'DELETE FROM nobodys_table';\n")).toEqual([
      'data/table-owner: The table nobodys_table has no owner: add it to api/eslint/table-owners.js.',
    ]);
  });

  it("refuse TypeORM's repository API", async () => {
    const code = "import type { DataSource } from 'typeorm';\nexport const find = (db: DataSource) => db.getRepository('users').findOneBy({ id: '1' });\n";
    const found = await problems('src/modules/auth/probe.ts', code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^no-restricted-syntax: Data access is hand-written SQL/);
  });

  it("refuse a deep import into another module, and allow its index", async () => {
    const deep = await problems('src/modules/business/probe.ts', "export { ReviewsService } from '../reviews/reviews.service.js';\n");
    expect(deep.some((m) => m.startsWith('import-x/no-restricted-paths: '))).toBe(true);
    expect(await problems('src/modules/business/probe.ts', "export { ReviewsService } from '../reviews/index.js';\n")).toEqual([]);
  });

  it('refuse a deep import into a module from the code around the modules, and any module import from common/', async () => {
    const entry = await problems('src/probe.ts', "export { UsersRepository } from './modules/auth/users.repository.js';\n");
    expect(entry.some((m) => m.startsWith('import-x/no-restricted-paths: '))).toBe(true);
    expect(await problems('src/probe.ts', "export { UsersService } from './modules/auth/index.js';\n")).toEqual([]);
    const common = await problems('src/common/validation/probe.ts', "export { UsersService } from '../../modules/auth/index.js';\n");
    expect(common.some((m) => m.startsWith('import-x/no-restricted-paths: ') && m.includes('common/ is shared by every module'))).toBe(true);
  });

  it("refuse a repository among a module's exports, under any name, and allow its services and row types", async () => {
    const refused = /^no-restricted-syntax: A module's index\.ts exports no repository/;
    const named = await problems('src/modules/contact/index.ts', "export { ContactRepository } from './contact.repository.js';\n");
    expect(named).toHaveLength(1);
    expect(named[0]).toMatch(refused);
    const renamed = await problems('src/modules/contact/index.ts', "export { ContactRepository as ContactMessages } from './contact.repository.js';\n");
    expect(renamed).toHaveLength(1);
    expect(renamed[0]).toMatch(refused);
    const allowed = "export type { ContactMessageRow } from './contact.repository.js';\nexport { ContactService } from './contact.service.js';\n";
    expect(await problems('src/modules/contact/index.ts', allowed)).toEqual([]);
  });

  it('refuse an import cycle between modules', async () => {
    // A file of the reviews module (one its index.ts exports) importing business, which imports reviews.
    const file = 'src/modules/reviews/review-topics.ts';
    const code = `${fs.readFileSync(path.join(root, file), 'utf8')}\nexport { BusinessModule } from '../business/index.js';\n`;
    const found = await problems(file, code);
    expect(found.some((m) => m.startsWith('import-x/no-cycle: '))).toBe(true);
  });
});
