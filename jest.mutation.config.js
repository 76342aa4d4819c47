// One project of jest.config.js, as StrykerJS runs it against each mutant (stryker.config.mjs): the unit project, or
// the gateway's when MUTATION_PROJECT says so (scripts/mutation.ts sets it for a run that mutates server/).
// scripts/mutation.ts makes the run's issuer once before Stryker starts; the project's globalSetup would make a new
// one for every mutant.
// MUTATION_TESTS (comma-separated globs under the project root) narrows the tests to a layer's own, so that a
// layer's score says what its own tests prove and a run does not load every screen that happens to use it.
import path from 'node:path';
import jestConfig from './jest.config.js';

const name = process.env.MUTATION_PROJECT ?? 'unit';
const project = jestConfig.projects.find((candidate) => candidate.displayName === name);
if (!project) throw new Error(`MUTATION_PROJECT: jest.config.js has no project named "${name}"`);
const { displayName: _name, globalSetup: _setup, globalTeardown: _teardown, ...projectConfig } = project;
const root = path.dirname(new URL(import.meta.url).pathname);
const only = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

export default {
  ...projectConfig,
  ...(only?.length ? { testMatch: only.map((glob) => `<rootDir>/${glob}`) } : {}),
  // Stryker wraps the test environment to record which test covers which mutant, and resolves it without <rootDir>.
  testEnvironment: projectConfig.testEnvironment.replace('<rootDir>', root),
};
