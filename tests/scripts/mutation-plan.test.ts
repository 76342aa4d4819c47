import { foldersOf, plan, projectOf, testsOf } from '../../scripts/mutation-plan';

describe('the mutation plan for a --mutate selection', () => {
  it('names the folders of a selection without its glob parts or file names, once each', () => {
    expect(foldersOf('src/core/**/*.ts')).toEqual(['src/core']);
    expect(foldersOf('src/core/currency.ts,src/core/locale-url.ts,machines/**/*.ts')).toEqual(['src/core', 'machines']);
  });

  it("takes a browser layer's tests from its mirror under tests/", () => {
    expect(testsOf('src/core', () => true)).toBe('tests/core/**/*.test.ts?(x)');
    expect(testsOf('machines', () => true)).toBe('tests/machines/**/*.test.ts?(x)');
  });

  it("takes a gateway folder's tests from the nearest folder of tests that exists", () => {
    const existing = new Set(['tests/server', 'tests/server/market']);
    expect(testsOf('server/market/engine', (path) => existing.has(path))).toBe('tests/server/market/**/*.test.ts?(x)');
    expect(testsOf('server/login', (path) => existing.has(path))).toBe('tests/server/**/*.test.ts?(x)');
  });

  it('runs browser code in the unit project and the gateway in its own', () => {
    expect(projectOf(['src/core', 'machines'])).toBe('unit');
    expect(projectOf(['server/market/engine', 'server'])).toBe('gateway');
  });

  it('refuses a selection that mixes the gateway with browser code, naming the gateway part', () => {
    expect(() => projectOf(['src/core', 'server/market'])).toThrow(/server\/market.*one at a time/);
  });

  it('gives a gateway selection its project, its tests and reports of its own', () => {
    const { args, env } = plan(['--mutate', 'server/market/engine/*.ts'], {});
    expect(args).toEqual(['--mutate', 'server/market/engine/*.ts']);
    expect(env).toEqual({
      MUTATION_PROJECT: 'gateway',
      MUTATION_TESTS: 'tests/server/market/**/*.test.ts?(x)',
      MUTATION_REPORT_DIR: 'reports/mutation/server-market-engine',
    });
  });

  it('keeps the tests the caller chose, and the rest of the environment', () => {
    const { env } = plan(['-m', 'src/core/currency.ts'], { MUTATION_TESTS: 'tests/core/currency.test.ts', HOME: '/h' });
    expect(env).toEqual({
      HOME: '/h',
      MUTATION_PROJECT: 'unit',
      MUTATION_TESTS: 'tests/core/currency.test.ts',
      MUTATION_REPORT_DIR: 'reports/mutation/src-core-currency',
    });
  });

  it('leaves a run without --mutate as it is: every folder against every unit test', () => {
    expect(plan(['--ignoreStatic', 'false'], { HOME: '/h' })).toEqual({ args: ['--ignoreStatic', 'false'], env: { HOME: '/h' } });
  });
});
