/** One Jest run, six projects: domain rules, application use cases, web components (jsdom), HTTP integration, hardening (security), browser. */
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }];
const base = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': tsJest },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // TypeScript with nodenext writes './x.js' for './x.ts'.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
module.exports = {
  reporters: ['default', '<rootDir>/tests/support/summary-reporter.cjs'],
  collectCoverageFrom: ['domain/**/*.ts', '!domain/**/*.spec.ts', '!domain/**/index.ts'],
  coverageReporters: ['text-summary'],
  coverageThreshold: { './domain/': { lines: 100, branches: 100, functions: 100, statements: 100 } },
  projects: [
    { ...base, displayName: 'domain', testMatch: ['<rootDir>/domain/**/*.spec.ts', '<rootDir>/tests/architecture/**/*.spec.ts'] },
    { ...base, displayName: 'application', testMatch: ['<rootDir>/application/**/*.spec.ts'] },
    {
      // Component tests (docs/testing.md): React + Mantine in jsdom, RTK Query answered by a fake fetch.
      ...base,
      displayName: 'web',
      testEnvironment: '<rootDir>/tests/web/support/jsdom-environment.cjs',
      testMatch: ['<rootDir>/tests/web/**/*.spec.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/web/support/setup.ts'],
      moduleNameMapper: { ...base.moduleNameMapper, '\\.css$': '<rootDir>/tests/web/support/style-stub.cjs' },
    },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/integration/**/*.spec.ts', '<rootDir>/adapters/**/*.spec.ts'],
      globalSetup: '<rootDir>/tests/support/db-global-setup.cjs',
      globalTeardown: '<rootDir>/tests/support/db-global-teardown.cjs',
      setupFilesAfterEnv: ['<rootDir>/tests/support/integration-timeout.ts'],
    },
    {
      ...base,
      displayName: 'hardening',
      testMatch: ['<rootDir>/tests/hardening/**/*.spec.ts'],
      globalSetup: '<rootDir>/tests/support/db-global-setup.cjs',
      globalTeardown: '<rootDir>/tests/support/db-global-teardown.cjs',
      setupFilesAfterEnv: ['<rootDir>/tests/support/integration-timeout.ts'],
    },
    {
      ...base,
      displayName: 'browser',
      testMatch: ['<rootDir>/tests/browser/**/*.spec.ts'],
      globalSetup: '<rootDir>/tests/support/db-global-setup.cjs',
      globalTeardown: '<rootDir>/tests/support/db-global-teardown.cjs',
      setupFilesAfterEnv: ['<rootDir>/tests/support/browser-timeout.ts'],
    },
  ],
};
