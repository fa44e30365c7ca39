// Jest for the front ends (shared-ui, shell, remotes): jsdom with Node's fetch and streams (for
// msw, the API mocking of test-support), TypeScript/TSX through swc.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = function frontendJestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: path.join(__dirname, 'jest.environment.cjs'),
    transform: { '^.+\\.m?[jt]sx?$': swc },
    // msw's dependencies ship ES modules only (.mjs files, and until-async): compile those to CommonJS.
    transformIgnorePatterns: ['/node_modules/(?!until-async/).*(?<!\\.mjs)$'],
    moduleNameMapper: {
      '^shared-ui$': path.join(__dirname, 'src', 'index.ts'),
      '^shared-ui/contract$': path.join(__dirname, 'src', 'contract', 'index.ts'), '^shared-ui/test-support$': path.join(__dirname, 'test-support', 'index.ts') },
    setupFilesAfterEnv: [path.join(__dirname, 'test-support', 'setup.ts')],
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/src/**/*.test.ts?(x)'],
    maxWorkers: 2,
    // Whole pages render in jsdom; on a loaded 2-core machine some take longer than the 5 s default.
    testTimeout: 20_000,
    // A worker leaves once its event loop is empty. On a loaded 2-core machine that takes up to
    // about 3 s after the last file (measured with a 10 s grace: no worker needed more), and jest's
    // 500 ms default then kills it with a warning of leaked handles that are not there.
    workerGracefulExitTimeout: 5_000,
  };
};
