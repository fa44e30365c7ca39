// ESLint for the API. Besides TypeScript's rules, it keeps the API's boundaries (api/README.md,
// "Modules and their tables"):
// - a module reaches another only through that module's index.ts (its Nest module and the
//   services and types it exports), never into its files;
// - an index.ts exports no repository: repositories are their module's own providers, and other
//   modules call the owner's exported services;
// - no import cycles;
// - a module writes only the tables it owns (eslint/table-owners.js);
// - data access is hand-written SQL through common/database/sql.ts: no TypeORM repositories or
//   query builders.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { tableOwnerRule } from './eslint/table-owner-rule.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const modules = fs
  .readdirSync(path.join(here, 'src', 'modules'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

const zones = modules.map((module) => ({
  target: `./src/modules/${module}`,
  from: './src/modules',
  except: [`./${module}`, ...modules.filter((m) => m !== module).map((m) => `./${m}/index.ts`)],
  message: "A module reaches another only through its index.ts (its Nest module and exported services): add what you need to that module's exports.",
}));
// The code around the modules (the app's assembly, the command line, common/ and config/) reaches
// them the same way. common/ is below every module: it imports none.
zones.push(
  {
    target: ['./src/*.ts', './src/config'],
    from: './src/modules',
    except: modules.map((m) => `./${m}/index.ts`),
    message: "Code outside the modules reaches a module only through its index.ts (its Nest module and exported services).",
  },
  {
    target: './src/common',
    from: './src/modules',
    message: 'common/ is shared by every module and imports none: move what it needs into common/.',
  },
);

const SQL_ONLY = 'Data access is hand-written SQL through common/database/sql.ts (queryRows, queryOne) in the owning module\'s repository: see "Data access" in api/README.md.';
const ORM_CALLS = [
  { selector: 'CallExpression[callee.property.name=/^(getRepository|createQueryBuilder)$/]', message: SQL_ONLY },
  // An EntityManager's calls name the entity class first: manager.save(User, ...).
  {
    selector: "CallExpression[callee.property.name=/^(save|insert|update|upsert|delete|remove|create|find|findBy|findOne|findOneBy|findOneByOrFail|exists|existsBy|count)$/][arguments.0.type='Identifier'][arguments.0.name=/^[A-Z]/]",
    message: SQL_ONLY,
  },
];

// A module's index.ts exports services, not repositories (a repository by another name included).
const NO_EXPORTED_REPOSITORY = {
  selector: 'ExportSpecifier:matches([exported.name=/Repository$/], [local.name=/Repository$/])',
  message:
    "A module's index.ts exports no repository: its repositories are its own providers. Export a service of the module with a method for what other modules need (passing on the caller's EntityManager inside a transaction); row types may be exported as types.",
};

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'eslint/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX, data: { rules: { 'table-owner': tableOwnerRule } } },
    settings: {
      // import-x parses the imported files too (no-cycle follows them): TypeScript's parser for .ts.
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: [path.join(here, 'tsconfig.json')] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones, basePath: here }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'data/table-owner': 'error',
      'no-restricted-syntax': ['error', ...ORM_CALLS],
    },
  },
  {
    files: ['src/modules/*/index.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ORM_CALLS, NO_EXPORTED_REPOSITORY] },
  },
  // Tests may set up any table and use any module's internals; the seed and the migrations build
  // the schema and its bulk data (the seed writes millions of rows in a few statements).
  {
    files: ['src/**/*.spec.ts', 'src/seed/**', 'src/database/**'],
    rules: { 'import-x/no-restricted-paths': 'off', 'data/table-owner': 'off' },
  },
);
