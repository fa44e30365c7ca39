// NestJS 12 is published as ES modules only, so jest runs in its native ESM mode
// (node --experimental-vm-modules, see package.json). Unit specs sit beside the code
// (src/**/*.spec.ts); integration specs boot the app against a real PostgreSQL
// (test/**/*.int-spec.ts), one fresh database per file.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
      // The seed's JSON imports keep their `with { type: 'json' }`, as Node needs and Jest asks.
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.(ts|js)$': swc },
  // CommonJS packages here require() ESM-only packages (light-my-request -> cookie 2), which Node 20
  // allows but Jest's module loader does not: those few are compiled to CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  maxWorkers: 2,
  testTimeout: 30000,
};
