// Jest for the front ends (shared-ui, shell, remotes): jsdom, TypeScript/TSX through swc.
const path = require('node:path');

module.exports = function frontendJestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    transform: {
      '^.+\\.[jt]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: { '^shared-ui$': path.join(__dirname, 'src', 'index.ts') },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/src/**/*.test.ts?(x)'],
    maxWorkers: 2,
    // Whole pages render in jsdom; on a loaded 2-core machine some take longer than the 5 s default.
    testTimeout: 20_000,
  };
};
