// The ESLint rule `data/table-owner`: a module's code writes only the tables it owns
// (table-owners.js). It reads the SQL in string and template literals of src/modules/<module>/
// (and of the rest of src/ but the seed and the migrations, which build the schema and its bulk
// data) and reports each INSERT INTO, UPDATE ... SET, DELETE FROM, MERGE INTO, TRUNCATE and COPY
// ... FROM of another module's table, and of a table nobody owns. A table named by an interpolation (realm-stores.ts) is not checked.
import path from 'node:path';
import { TABLE_OWNERS } from './table-owners.js';

// `UPDATE t SET`, `UPDATE t AS x SET`; not `DO UPDATE SET` (an upsert of the statement's own
// table) nor `FOR UPDATE` / `FOR NO KEY UPDATE` (row locks).
const WRITES = [
  { verb: 'INSERT INTO', pattern: /\bINSERT\s+INTO\s+([a-z_][a-z0-9_]*)/gi },
  { verb: 'DELETE FROM', pattern: /\bDELETE\s+FROM\s+([a-z_][a-z0-9_]*)/gi },
  { verb: 'UPDATE', pattern: /(?<!\bDO\s+)(?<!\bFOR\s+)(?<!\bKEY\s+)\bUPDATE\s+([a-z_][a-z0-9_]*)(?:\s+(?:AS\s+)?[a-z_][a-z0-9_]*)?\s+SET\b/gi },
  { verb: 'MERGE INTO', pattern: /\bMERGE\s+INTO\s+([a-z_][a-z0-9_]*)/gi },
  { verb: 'TRUNCATE', pattern: /\bTRUNCATE\s+(?:TABLE\s+)?(?:ONLY\s+)?([a-z_][a-z0-9_]*)/gi },
  // COPY t FROM (a bulk load); not COPY t TO or COPY (SELECT ...) TO, which read.
  { verb: 'COPY FROM', pattern: /\bCOPY\s+([a-z_][a-z0-9_]*)(?:\s*\([^)]*\))?\s+FROM\b/gi },
];

/**
 * Who a file writes as: the feature module (the folder under src/modules/), a part of common/
 * ('common/<folder>', e.g. common/jobs, which owns scheduled_jobs), or 'src' for the entry points
 * (main.ts, admin-grant.ts: they call the owners' services). Undefined outside src/.
 */
function moduleOf(filename) {
  const parts = path.resolve(filename).split(path.sep);
  const src = parts.lastIndexOf('src');
  if (src < 0 || src + 2 > parts.length) return undefined;
  const [top, folder] = parts.slice(src + 1);
  if (top === 'modules' && src + 3 < parts.length) return folder;
  if (top === 'common' && src + 3 < parts.length) return `common/${folder}`;
  return src + 2 === parts.length ? 'src' : top;
}

export const tableOwnerRule = {
  meta: {
    type: 'problem',
    docs: { description: "A module writes only the tables it owns (api/eslint/table-owners.js); it calls the owner's service for others." },
    schema: [],
    messages: {
      foreign: "{{module}} writes {{table}} ({{verb}}), which {{owner}} owns: call {{owner}}'s exported service instead.",
      unowned: 'The table {{table}} has no owner: add it to api/eslint/table-owners.js.',
    },
  },
  create(context) {
    const module = moduleOf(context.filename);
    if (!module) return {};
    const check = (node, text) => {
      for (const { verb, pattern } of WRITES) {
        for (const match of text.matchAll(pattern)) {
          const table = match[1].toLowerCase();
          const owner = TABLE_OWNERS[table];
          if (!owner) context.report({ node, messageId: 'unowned', data: { table } });
          else if (owner !== module) context.report({ node, messageId: 'foreign', data: { module, table, verb, owner } });
        }
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        // The parts between interpolations, joined by a placeholder no table name contains.
        check(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ${} '));
      },
    };
  },
};
