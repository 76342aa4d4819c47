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
  transformIgnorePatterns: ['/node_modules/(?!(web-vitals|cookie|content-disposition)/)'],
  moduleNameMapper: {
    '^(.*)/config/env$': '<rootDir>/tests/setup/env.stub.ts',
    '^(.*)/devtools/inspector$': '<rootDir>/tests/setup/inspector.stub.ts',
    '\\.css$': '<rootDir>/tests/setup/style.stub.ts',
  },
  clearMocks: true,
  restoreMocks: true,
};

export default {
  reporters: ['default', '<rootDir>/tests/setup/summary-reporter.cjs'],
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: '<rootDir>/tests/setup/jsdom-environment.cjs',
      setupFiles: ['<rootDir>/tests/setup/polyfills.ts'],
      testMatch: ['<rootDir>/tests/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['<rootDir>/tests/e2e/', '<rootDir>/tests/server/'],
    },
    {
      ...shared,
      displayName: 'gateway',
      testEnvironment: 'node',
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
