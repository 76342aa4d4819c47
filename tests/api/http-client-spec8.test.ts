// SPEC section 8, row by row, through the whole client: what the call resolves or rejects with, whether the toast
// edge (onError) hears of it, and whether the events shell writes it to the console.
import { ApiError } from '../../src/api/errors';
import { APP_FLAVOUR, EVENTS_FLAVOUR } from '../../src/api/flavours';
import type { Flavour } from '../../src/api/flavours';
import type { FakeHandler } from './support/fake-adapter';
import { networkError, ok, timeoutError } from './support/fake-adapter';
import { makeClient, rejectionOf } from './support/client';

const USER_INFO = 'v1/user/overview/userinfo';
const OTHER = 'v1/mix/public/usdtRate';

interface Row {
  readonly rule: string;
  readonly reply: FakeHandler;
  readonly name?: string;
  readonly resolves?: unknown;
  readonly rejects?: Partial<Record<keyof ApiError, unknown>>;
  readonly toast: boolean;
  readonly logged: boolean;
}

const envelope = (status: string, code: string | number, msg: string, data: unknown = null): FakeHandler => () => ({
  data: { status, code, msg, data },
});
const http = (status: number): FakeHandler => () => ({
  status,
  data: { status: 'error', code: '1', msg: 'server says' },
});

async function check(flavour: Flavour, row: Row): Promise<void> {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { client, onError } = makeClient(flavour, row.reply);
  const call = client.post(row.name ?? OTHER, { locale: 'en' });
  if (row.rejects) {
    const error = await rejectionOf(call);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(row.rejects);
    if (row.toast) expect(onError).toHaveBeenCalledWith(error);
  } else {
    await expect(call).resolves.toEqual(row.resolves);
  }
  if (!row.toast) expect(onError).not.toHaveBeenCalled();
  expect(consoleError).toHaveBeenCalledTimes(row.logged ? 1 : 0);
  consoleError.mockRestore();
}

const APP_ROWS: Row[] = [
  { rule: 'success: the data is returned', reply: () => ok({ a: 1 }), resolves: { a: 1 }, toast: false, logged: false },
  {
    rule: "status 'error' with a msg on HTTP 200: the msg is toasted",
    reply: envelope('error', '40002', 'Invalid parameter'),
    rejects: { kind: 'envelope', code: '40002', serverMessage: 'Invalid parameter', message: 'Invalid parameter' },
    toast: true,
    logged: false,
  },
  ...['20906', '20205'].map(
    (code): Row => ({
      rule: `code ${code}: localized login-expired toast`,
      reply: envelope('error', code, 'token invalid'),
      rejects: { kind: 'session-expired', code, messageKey: 'errors.loginExpired' },
      toast: true,
      logged: false,
    }),
  ),
  ...['00004', '00005', '00006'].map(
    (code): Row => ({
      rule: `code ${code} with a msg: the msg is toasted`,
      reply: envelope('error', code, `refused ${code}`),
      rejects: { kind: 'envelope', code, serverMessage: `refused ${code}` },
      toast: true,
      logged: false,
    }),
  ),
  ...['00004', '00005', '00006'].map(
    (code): Row => ({
      rule: `code ${code} on the user-info call: resolves normally`,
      name: USER_INFO,
      reply: envelope('error', code, 'Please log in'),
      resolves: null,
      toast: false,
      logged: false,
    }),
  ),
  {
    rule: 'a missing data body throws',
    reply: () => ({ data: { status: 'success', code: '00000', msg: 'success' } }),
    rejects: { kind: 'malformed', messageKey: 'errors.malformed' },
    toast: true,
    logged: false,
  },
  {
    rule: '403',
    reply: http(403),
    rejects: { kind: 'http', messageKey: 'errors.forbidden' },
    toast: true,
    logged: false,
  },
  { rule: '404', reply: http(404), rejects: { messageKey: 'errors.requestError' }, toast: true, logged: false },
  { rule: '504', reply: http(504), rejects: { messageKey: 'errors.requestError' }, toast: true, logged: false },
  { rule: '500', reply: http(500), rejects: { messageKey: 'errors.systemBusy' }, toast: true, logged: false },
  {
    rule: 'any other status: status, colon, system busy',
    reply: http(502),
    rejects: { messageKey: 'errors.statusSystemBusy', values: { status: 502 } },
    toast: true,
    logged: false,
  },
  {
    rule: 'no response: the error message is kept',
    reply: (config) => Promise.reject(networkError(config)),
    rejects: { kind: 'network', messageKey: 'errors.network', detail: 'Network Error' },
    toast: true,
    logged: false,
  },
  {
    rule: 'timeout: "Request timed out!"',
    reply: (config) => Promise.reject(timeoutError(config)),
    rejects: { kind: 'timeout', messageKey: 'errors.timeout' },
    toast: true,
    logged: false,
  },
];

const EVENTS_ROWS: Row[] = [
  {
    rule: 'success code 00000',
    reply: envelope('success', '00000', 'ok', [1]),
    resolves: [1],
    toast: false,
    logged: false,
  },
  { rule: 'success code 200', reply: envelope('success', 200, 'ok', 'x'), resolves: 'x', toast: false, logged: false },
  {
    rule: 'any other code: rejected with the msg text and logged',
    reply: envelope('success', '30001', 'Activity ended'),
    rejects: { kind: 'envelope', code: '30001', message: 'Activity ended', serverMessage: 'Activity ended' },
    toast: true,
    logged: true,
  },
  {
    rule: "status 'error' logs its message",
    reply: envelope('error', '40002', 'Bad activity id'),
    rejects: { kind: 'envelope', message: 'Bad activity id' },
    toast: true,
    logged: true,
  },
  ...['00004', '20906', '20205'].map(
    (code): Row => ({
      rule: `code ${code} on HTTP 200: logout`,
      reply: envelope('error', code, 'Login expired'),
      rejects: { kind: 'session-expired', action: 'logout', messageKey: 'errors.loginExpired', code },
      toast: true,
      logged: true,
    }),
  ),
  ...['00004', '20906', '20205'].map(
    (code): Row => ({
      rule: `code ${code} on the user-info call: no logout`,
      name: USER_INFO,
      reply: envelope('error', code, 'Please log in'),
      rejects: { kind: 'envelope', code, toast: false },
      toast: false,
      logged: false,
    }),
  ),
  {
    rule: 'HTTP 429 suppresses the console error',
    reply: http(429),
    rejects: { kind: 'http', status: 429, messageKey: 'errors.rateLimited' },
    toast: true,
    logged: false,
  },
  { rule: '403', reply: http(403), rejects: { messageKey: 'errors.forbidden' }, toast: true, logged: true },
  { rule: '404', reply: http(404), rejects: { messageKey: 'errors.requestError' }, toast: true, logged: true },
  { rule: '504', reply: http(504), rejects: { messageKey: 'errors.requestError' }, toast: true, logged: true },
  { rule: '500', reply: http(500), rejects: { messageKey: 'errors.systemBusy' }, toast: true, logged: true },
  {
    rule: 'any other status',
    reply: http(503),
    rejects: { messageKey: 'errors.statusSystemBusy', values: { status: 503 } },
    toast: true,
    logged: true,
  },
  {
    rule: 'no response',
    reply: (config) => Promise.reject(networkError(config)),
    rejects: { kind: 'network', detail: 'Network Error' },
    toast: true,
    logged: true,
  },
  {
    rule: 'timeout',
    reply: (config) => Promise.reject(timeoutError(config)),
    rejects: { kind: 'timeout', messageKey: 'errors.timeout' },
    toast: true,
    logged: true,
  },
];

describe('SPEC 8 envelope and HTTP rules (app client)', () => {
  it.each(APP_ROWS.map((row) => [row.rule, row] as const))('%s', async (_rule, row) => {
    await check(APP_FLAVOUR, row);
  });
});

describe('SPEC 8 envelope and HTTP rules (events client)', () => {
  it.each(EVENTS_ROWS.map((row) => [row.rule, row] as const))('%s', async (_rule, row) => {
    await check(EVENTS_FLAVOUR, row);
  });
});
