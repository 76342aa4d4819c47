// The unit project alone, as StrykerJS runs it against each mutant (stryker.config.mjs). scripts/mutation.ts makes
// the run's issuer once before Stryker starts; the project's globalSetup would make a new one for every mutant.
import path from 'node:path';
import jestConfig from './jest.config.js';

const unit = jestConfig.projects.find((project) => project.displayName === 'unit');
const { displayName: _name, globalSetup: _setup, globalTeardown: _teardown, ...unitConfig } = unit;

export default {
  ...unitConfig,
  // Stryker wraps the test environment to record which test covers which mutant, and resolves it without <rootDir>.
  testEnvironment: unitConfig.testEnvironment.replace('<rootDir>', path.dirname(new URL(import.meta.url).pathname)),
};
