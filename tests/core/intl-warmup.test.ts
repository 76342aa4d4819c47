import { INTL_WARMUP_POLICY_NAME, touchIntl } from '../../src/core/intl-warmup';
import type { WarmupDeps } from '../../src/core/intl-warmup';

const WORKER_URL = '/assets/intl-warmup.worker-abc123.js';

// Loaded afresh: the module keeps its Trusted Types policy once made.
async function freshStart() {
  jest.resetModules();
  return (await import('../../src/core/intl-warmup')).startIntlWarmup;
}

class FakeWorker {
  static started: Array<{ url: unknown; options: WorkerOptions | undefined; messages: unknown[] }> = [];
  readonly record: { url: unknown; options: WorkerOptions | undefined; messages: unknown[] };
  constructor(url: string, options?: WorkerOptions) {
    this.record = { url, options, messages: [] };
    FakeWorker.started.push(this.record);
  }
  postMessage(message: unknown) {
    this.record.messages.push(message);
  }
}

beforeEach(() => {
  FakeWorker.started = [];
});

test('starts the worker from its built URL and hands it the page language', async () => {
  const start = await freshStart();
  expect(start('de', WORKER_URL, { Worker: FakeWorker })).toBe(true);
  expect(FakeWorker.started).toEqual([{ url: WORKER_URL, options: { type: 'module', name: 'intl-warmup' }, messages: ['de'] }]);
});

test('under Trusted Types the URL comes from the exchange-intl-warmup policy, made once, which refuses any other URL', async () => {
  const created: string[] = [];
  let rule: ((input: string) => string) | undefined;
  const trustedTypes = {
    createPolicy(name: string, rules: { createScriptURL(input: string): string }) {
      created.push(name);
      rule = rules.createScriptURL;
      return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }) };
    },
  };
  const start = await freshStart();
  expect(start('en', WORKER_URL, { Worker: FakeWorker, trustedTypes })).toBe(true);
  expect(start('fr', WORKER_URL, { Worker: FakeWorker, trustedTypes })).toBe(true);
  expect(created).toEqual(['exchange-intl-warmup']);
  expect(INTL_WARMUP_POLICY_NAME).toBe('exchange-intl-warmup');
  expect(FakeWorker.started.map((worker) => worker.url)).toEqual([{ trusted: WORKER_URL }, { trusted: WORKER_URL }]);
  expect(() => rule?.('/assets/app.js')).toThrow('exchange-intl-warmup: refused script URL /assets/app.js');
  expect(rule?.(WORKER_URL)).toBe(WORKER_URL);
});

test('a browser without workers starts nothing and says so', async () => {
  const start = await freshStart();
  expect(start('en', WORKER_URL, {})).toBe(false);
});

test('a worker the page may not start (a CSP refusal throws) leaves the page to make the calls itself', async () => {
  const start = await freshStart();
  const Refused = class {
    constructor() {
      throw new DOMException('refused by the content security policy', 'SecurityError');
    }
    postMessage() {}
  };
  expect(start('en', WORKER_URL, { Worker: Refused as unknown as WarmupDeps['Worker'] })).toBe(false);
});

describe('touchIntl', () => {
  const calls = () => {
    const made: Array<[string, string | undefined]> = [];
    const spy = <K extends 'NumberFormat' | 'DateTimeFormat' | 'PluralRules'>(name: K) => {
      const Real = Intl[name] as unknown as new (...args: unknown[]) => unknown;
      return jest.spyOn(Intl, name).mockImplementation(((tag: string, options?: unknown) => {
        made.push([name, tag]);
        if (tag === 'zz-unknown') throw new RangeError('Incorrect locale information provided');
        return new Real(tag, options);
      }) as never);
    };
    spy('NumberFormat');
    spy('DateTimeFormat');
    spy('PluralRules');
    return made;
  };

  test('makes the time zone, number, compact number, time and plural formatters of the locale', () => {
    const made = calls();
    touchIntl('ja');
    expect(made).toEqual([
      ['DateTimeFormat', 'ja'],
      ['NumberFormat', 'ja'],
      ['NumberFormat', 'ja'],
      ['DateTimeFormat', 'ja'],
      ['PluralRules', 'ja'],
    ]);
  });

  test('a locale the engine refuses falls back to English, and nothing is thrown', () => {
    const made = calls();
    expect(() => touchIntl('zz-unknown')).not.toThrow();
    expect(made).toEqual([
      ['DateTimeFormat', 'zz-unknown'],
      ['DateTimeFormat', 'en'],
      ['NumberFormat', 'en'],
      ['NumberFormat', 'en'],
      ['DateTimeFormat', 'en'],
      ['PluralRules', 'en'],
    ]);
  });

  test('the numbers are made with two decimals and in compact notation, the times in 24 hours with seconds, as the app shows them', () => {
    const options: unknown[] = [];
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const Real = Intl[name] as unknown as new (...args: unknown[]) => unknown;
      jest.spyOn(Intl, name).mockImplementation(((tag: string, given?: unknown) => {
        options.push([name, given]);
        return new Real(tag, given);
      }) as never);
    }
    touchIntl('en');
    expect(options).toEqual([
      ['DateTimeFormat', undefined],
      ['NumberFormat', { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
      ['NumberFormat', { notation: 'compact', maximumFractionDigits: 2 }],
      ['DateTimeFormat', { hour: 'numeric', minute: 'numeric', second: 'numeric', hour12: false }],
    ]);
  });

  test('English is made once when it is the locale', () => {
    const made = calls();
    touchIntl('en');
    expect(made.filter(([name]) => name === 'PluralRules')).toEqual([['PluralRules', 'en']]);
  });
});

describe('the worker', () => {
  test('warms the locale it is sent, English for anything else, and ends itself each time', async () => {
    const listeners: Array<(event: { data: unknown }) => void> = [];
    jest.spyOn(globalThis, 'addEventListener').mockImplementation(((type: string, listener: (event: { data: unknown }) => void) => {
      if (type === 'message') listeners.push(listener);
    }) as never);
    const close = jest.spyOn(globalThis, 'close').mockImplementation(() => {});
    const plural = jest.spyOn(Intl, 'PluralRules').mockImplementation((() => ({ select: () => 'one' })) as never);
    const firstTags: unknown[] = [];
    const RealDateTimeFormat = Intl.DateTimeFormat;
    jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(((tag: string, options?: Intl.DateTimeFormatOptions) => {
      if (options === undefined) firstTags.push(tag);
      return new RealDateTimeFormat(tag, options);
    }) as never);
    jest.resetModules();
    await import('../../src/core/intl-warmup.worker');
    expect(listeners).toHaveLength(1);

    listeners[0]!({ data: 'de' });
    expect(plural).toHaveBeenLastCalledWith('de');
    expect(close).toHaveBeenCalledTimes(1);

    listeners[0]!({ data: { locale: 'de' } });
    expect(plural).toHaveBeenLastCalledWith('en');
    expect(close).toHaveBeenCalledTimes(2);
    // English straight away, not a failed try first.
    expect(firstTags).toEqual(['de', 'en']);
  });
});
