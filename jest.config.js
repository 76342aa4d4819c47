// Three projects: the browser code under jsdom, the gateway under node, and the
// browser tests, which drive Debian's Chromium against a gateway on a free port.
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

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  // These ship ES modules only, which Jest cannot require on Node 20.
  transformIgnorePatterns: ['/node_modules/(?!(web-vitals|cookie|content-disposition|@noble/hashes|idb-keyval)/)'],
  moduleNameMapper: {
    '^(.*)/config/env$': '<rootDir>/tests/setup/env.stub.ts',
    '^(.*)/devtools/inspector$': '<rootDir>/tests/setup/inspector.stub.ts',
    '^virtual:issuer-certificate$': '<rootDir>/tests/setup/issuer-certificate.stub.ts',
    '\\.css$': '<rootDir>/tests/setup/style.stub.ts',
  },
  // Mutation-testing sandboxes are copies of the project: never tests or modules of this run.
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/', '<rootDir>/reports/'],
  clearMocks: true,
  restoreMocks: true,
};

// One issuer per run for the unit and gateway projects (the browser project uses the one its build was made with).
const runIssuer = {
  globalSetup: '<rootDir>/tests/setup/issuer.global.ts',
  globalTeardown: '<rootDir>/tests/setup/issuer.teardown.ts',
};

export default {
  reporters: ['default', '<rootDir>/tests/setup/summary-reporter.cjs'],
  projects: [
    {
      ...shared,
      ...runIssuer,
      displayName: 'unit',
      testEnvironment: '<rootDir>/tests/setup/jsdom-environment.cjs',
      setupFiles: ['<rootDir>/tests/setup/polyfills.ts', '<rootDir>/tests/setup/issuer.env.ts', '<rootDir>/tests/setup/english-parts.ts'],
      testMatch: ['<rootDir>/tests/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['<rootDir>/tests/e2e/', '<rootDir>/tests/server/'],
    },
    {
      ...shared,
      ...runIssuer,
      displayName: 'gateway',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/tests/setup/issuer.env.ts', '<rootDir>/tests/setup/password-cost.ts'],
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/e2e/support/timeout.ts'],
      slowTestThreshold: 30,
    },
  ],
};
