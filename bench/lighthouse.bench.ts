import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { startGateway } from '../tests/e2e/support/gateway';
import { ms, printTable } from './format';
import { median } from './stats';

/** Lighthouse runs per figure; the median is the figure (DESIGN "Budgets"). */
const RUNS = 3;

interface Run {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
}

/** One Lighthouse run with its defaults: mobile, simulated slow 4G and a 4x slower CPU, in a fresh profile. */
async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: categories['performance']?.score ?? Number.NaN,
      accessibility: categories['accessibility']?.score ?? Number.NaN,
      bestPractices: categories['best-practices']?.score ?? Number.NaN,
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse mobile on `path`, three runs and their median. */
async function auditPage(path: string): Promise<void> {
  const gateway = await startGateway();
  try {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${gateway.url}${path}`));
    const row = (name: string, pick: (run: Run) => number, format: (value: number) => string, budget: string) => [
      name,
      format(median(runs.map(pick))),
      runs.map((run) => format(pick(run))).join(', '),
      budget,
    ];
    const score = (value: number) => value.toFixed(2);
    printTable(
      `Lighthouse mobile (slow 4G, 4x CPU) on ${path}, median of ${RUNS}`,
      ['figure', 'median', 'runs', 'budget'],
      [
        row('performance', (run) => run.performance, score, '>= 0.95'),
        row('accessibility', (run) => run.accessibility, score, '1.00'),
        row('best practices', (run) => run.bestPractices, score, '1.00'),
        row('first contentful paint', (run) => run.fcp, ms, ''),
        row('largest contentful paint', (run) => run.lcp, ms, '<= 2000 ms'),
        row('total blocking time', (run) => run.tbt, ms, '<= 100 ms'),
        row('cumulative layout shift', (run) => run.cls, (value) => value.toFixed(3), '<= 0.02'),
      ],
    );
  } finally {
    await gateway.close();
  }
}

/** Lighthouse mobile on the spot and the futures workspace (`npm run bench -- lighthouse`). */
export async function benchLighthouse(): Promise<void> {
  await auditPage('/spot/BTCUSDT');
  await auditPage('/futures/usdt/BTCUSDT');
}
