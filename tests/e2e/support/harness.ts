import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { startGateway, type RunningGateway } from './gateway';

export interface Fault {
  path: string;
  method?: string;
  code?: string;
  msg?: string;
  httpStatus?: number;
  delayMs?: number;
  body?: 'malformed' | 'empty';
  times?: number;
  /** Hits the answer after the call did its work (server/faults.ts). */
  after?: boolean;
}

export interface Harness {
  /** The gateway's base URL, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  readonly gateway: RunningGateway;
  readonly browser: Browser;
  /** A fresh context and page, watched for console errors, missing texts, page errors and CSP violations. */
  newPage(options?: { context?: BrowserContext }): Promise<Page>;
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Lets the current test expect a console error matching `pattern` (e.g. a forced 500). */
  allowConsoleError(pattern: RegExp): void;
  /** Asks the gateway's fault switch to answer `fault.path` with a code, an HTTP status, a delay or a broken body. */
  forceFault(fault: Fault): Promise<void>;
}

const CSP_PROBE = `document.addEventListener('securitypolicyviolation', (e) => {
  window.__reportCspViolation(e.violatedDirective + ' ' + (e.blockedURI || 'inline') + ' ' + (e.sample || ''));
});`;

/**
 * Registers the Jest hooks of a browser test file: one gateway and one browser
 * for the file, a fresh context per test, and a failure for any console error,
 * uncaught page error or CSP violation the test did not declare.
 */
export function useHarness(): Harness {
  let gateway: RunningGateway | undefined;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let problems: string[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    gateway = await startGateway();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await gateway?.close();
  });

  beforeEach(async () => {
    problems = [];
    allowed = [];
    // Faults forced by an earlier test must not leak into this one.
    if (gateway) await fetch(`${gateway.url}/__dev/faults`, { method: 'DELETE' });
  });

  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
    expect(unexpected).toEqual([]);
  });

  async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    if (!browser) throw new Error('useHarness: the browser is not running (call inside a test)');
    const context = await browser.newContext(options);
    await context.exposeBinding('__reportCspViolation', (_source, detail: string) => {
      problems.push(`CSP violation: ${detail}`);
    });
    await context.addInitScript(CSP_PROBE);
    contexts.push(context);
    return context;
  }

  return {
    get url() {
      if (!gateway) throw new Error('useHarness: the gateway is not running (call inside a test)');
      return gateway.url;
    },
    get gateway() {
      if (!gateway) throw new Error('useHarness: the gateway is not running (call inside a test)');
      return gateway;
    },
    get browser() {
      if (!browser) throw new Error('useHarness: the browser is not running (call inside a test)');
      return browser;
    },
    newContext,
    async newPage(options = {}) {
      const context = options.context ?? (await newContext());
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
        // A text no catalog has (src/i18n/translator.ts): a key missing from English, or a part of it not added.
        else if (message.type() === 'warning' && message.text().startsWith('i18n: no text')) problems.push(`missing text: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      return page;
    },
    allowConsoleError(pattern) {
      allowed.push(pattern);
    },
    async forceFault(fault) {
      if (!gateway) throw new Error('useHarness: the gateway is not running (call inside a test)');
      const response = await fetch(`${gateway.url}/__dev/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fault),
      });
      if (!response.ok) throw new Error(`fault switch refused ${JSON.stringify(fault)}: ${await response.text()}`);
    },
  };
}
