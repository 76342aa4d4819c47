// StrykerJS: `npm run mutation` (see docs/mutation.md). It mutates the layers the budget names and runs the Jest
// unit project against each mutant; the gateway and browser projects test other code and would only slow it down.
// scripts/mutation.ts gives each folder run its own reports and sandboxes, so runs of two folders can go side by side.
const reports = process.env.MUTATION_REPORT_DIR ?? 'reports/mutation';
const concurrency = Number.parseInt(process.env.STRYKER_CONCURRENCY ?? '1', 10);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'jest.mutation.config.js', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  // The machine is shared: one test runner unless STRYKER_CONCURRENCY asks for more.
  concurrency: Number.isInteger(concurrency) && concurrency > 0 ? concurrency : 1,
  mutate: [
    'src/core/**/*.ts',
    'src/api/**/*.ts',
    'src/crypto/**/*.ts',
    'src/tracking/**/*.ts',
    'machines/**/*.ts',
    'sagas/**/*.ts',
  ],
  ignorePatterns: ['dist', 'dist-*', '.data', 'coverage', 'reports', 'bench', 'tests/e2e'],
  // Results are kept in reports/ (git-ignored): they describe one checkout and would conflict on every merge.
  // A static mutant (a module-level value) is only decided by re-running every related test file: in src/core that
  // is 37% of the mutants and 91% of the time (about 1,800 tests each). They are left out of the score by default;
  // `npm run mutation -- --ignoreStatic false` measures them too.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: `${reports}/incremental.json`,
  // event-recorder writes each tested mutant as it goes (events/*-onMutantTested.json): survivors can be read, and
  // tests written for them, while a long run is still going.
  reporters: ['clear-text', 'progress', 'html', 'json', 'event-recorder'],
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  eventReporter: { baseDir: `${reports}/events` },
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 10000,
  tempDirName: `.stryker-tmp/${reports.replaceAll('/', '-')}`,
  cleanTempDir: true,
};
