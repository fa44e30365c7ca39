// ESLint for the front ends, the end-to-end tests and the scripts (the API has its own config in
// api/). Besides TypeScript's and React hooks' rules, it keeps the architecture's boundaries:
// remotes never import each other or the shell, nothing imports a remote, and a feature reaches
// another feature only through that feature's public index.ts.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import remotesManifest from './shared-ui/remotes.cjs';

const { remotes, ROOT } = remotesManifest;

function featuresOf(app) {
  const dir = path.join(ROOT, app, 'src', 'features');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name) : [];
}

const SHARE = 'Share through shared-ui instead.';
const MUI_BARREL = {
  name: '@mui/material',
  message: "Import MUI by path (import Button from '@mui/material/Button'): shared, the whole of @mui/material cannot be tree-shaken.",
};
const ROUTER = {
  name: 'react-router-dom',
  message: "Import the router from shared-ui: react-router-dom is not shared, and a copy of its own would be outside the shell's router.",
};
// The API is called through the typed client (`api` from shared-ui: openapi-fetch over the schema
// generated from /api/openapi.json), which checks a call's path, parameters, body and answer. The
// untyped helpers stay exported for remotes built earlier, not for new calls.
const UNTYPED_CALLS = {
  name: 'shared-ui',
  importNames: ['apiRequest', 'apiGet', 'apiGetPage'],
  message: "Call the API through shared-ui's typed client `api` (api.GET('/api/...')), checked against the generated schema.",
};
const zones = [
  { target: './shared-ui', from: './shell', message: `shared-ui is below every app. ${SHARE}` },
  ...remotes.flatMap((remote) => [
    { target: './shell', from: `./${remote.folder}`, message: 'The shell knows a remote only at run time, through Module Federation.' },
    { target: './shared-ui', from: `./${remote.folder}`, message: `shared-ui is below every app. ${SHARE}` },
    { target: `./${remote.folder}`, from: './shell', message: `A remote never imports the shell. ${SHARE}` },
    ...remotes
      .filter((other) => other !== remote)
      .map((other) => ({ target: `./${remote.folder}`, from: `./${other.folder}`, message: `Remotes never import each other. ${SHARE}` })),
  ]),
  // Within an app: a feature's insides are its own; others use what its index.ts exports.
  ...['shell', ...remotes.map((r) => r.folder)].flatMap((app) => {
    const features = featuresOf(app);
    return features.map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
      message: 'A feature reaches another feature only through its public index.ts.',
    }));
  }),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/coverage/**', 'api/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // What keeps the shared code small (shared-ui/mf-shared.cjs): MUI by path, the router through
  // shared-ui.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}', ...remotes.map((r) => `${r.folder}/src/**/*.{ts,tsx}`)],
    rules: {
      'no-restricted-imports': ['error', { paths: [MUI_BARREL] }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', ...remotes.map((r) => `${r.folder}/src/**/*.{ts,tsx}`)],
    rules: {
      'no-restricted-imports': ['error', { paths: [MUI_BARREL, ROUTER, UNTYPED_CALLS] }],
    },
  },
  // shared-ui's kit reaches the contract (src/contract/) by its shared name, 'shared-ui/contract',
  // and the router through it: the kit may run as a remote's own copy (mf-shared.cjs), and a
  // relative import would bundle a second contract into that copy, with sessions, toasts and a
  // router of its own.
  {
    files: ['shared-ui/src/**/*.{ts,tsx}', 'shared-ui/test-support/**/*.{ts,tsx}'],
    ignores: ['shared-ui/src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [MUI_BARREL, ROUTER],
          patterns: [{ regex: '^\\.{1,2}/(?:.*/)?contract(?:/|$)', message: "Import the contract as 'shared-ui/contract', never by a relative path." }],
        },
      ],
    },
  },
  // The contract takes nothing of the kit at run time (types only): the kit's code would otherwise
  // be part of the singleton, and a remote's own kit would not be all of its kit.
  {
    files: ['shared-ui/src/contract/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [MUI_BARREL],
          patterns: [
            { regex: '^\\.\\./(?!\\.\\./contract-compat\\.cjs$)', allowTypeImports: true, message: 'The contract imports only types from the kit.' },
            { regex: '^shared-ui(/|$)', message: 'The contract imports its own files relatively, and nothing of the kit.' },
          ],
        },
      ],
    },
  },
  // A form's submit button is the kit's SubmitButton, pending on its form's submit lock (useForm's
  // `submitting`, or useSubmitLock): one request per submit until the API answers, even for a
  // double click. A search form, which only navigates, says so where it opts out.
  {
    files: ['shell/src/**/*.tsx', 'shared-ui/src/**/*.tsx', ...remotes.map((r) => `${r.folder}/src/**/*.tsx`)],
    ignores: ['shared-ui/src/forms/submit-button.tsx', '**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Button'] > JSXAttribute[name.name='type'][value.value='submit']",
          message:
            "Submit through the form kit's SubmitButton (shared-ui) with pending={form.submitting} (or a useSubmitLock's pending), so a double click sends one request.",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/__tests__/**', '**/test-support/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
