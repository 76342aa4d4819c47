// Hundreds of generated broken answers against both clients: every call must settle with data or an ApiError,
// the toast edge must always get something it can show, and the client must keep working afterwards.
import { ApiError, MAX_SERVER_MESSAGE_LENGTH } from '../../src/api/errors';
import { APP_FLAVOUR, EVENTS_FLAVOUR } from '../../src/api/flavours';
import type { Flavour } from '../../src/api/flavours';
import type { FakeReply } from './support/fake-adapter';
import { networkError, ok, timeoutError } from './support/fake-adapter';
import { makeClient } from './support/client';
import { seededRandom } from './support/random';
import type { Random } from './support/random';

const SEED = 20_240_917;
const CASES_PER_FLAVOUR = 400;
const HUGE = 'x'.repeat(1024 * 1024);

function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { inner: value } : [value];
  return value;
}

function randomText(random: Random, length: number): string {
  const alphabet = 'abc{}[]":,<>/\\ \n\t\u0000é😀0123456789';
  return Array.from({ length }, () => alphabet[random.int(alphabet.length)] ?? 'a').join('');
}

function anyValue(random: Random): unknown {
  return random.pick<() => unknown>([
    () => undefined,
    () => null,
    () => random.int(1_000_000) - 500_000,
    () => Number.NaN,
    () => random.next() * 1e300,
    () => random.chance(0.5),
    () => randomText(random, random.int(40)),
    () => '',
    () => '   ',
    () => [],
    () => [randomText(random, 5), 1, null],
    () => ({}),
    () => ({ [randomText(random, 4)]: randomText(random, 8) }),
    () => nested(50 + random.int(200), 'deep'),
    () => HUGE,
    () => '00000',
    () => '20906',
    () => '00004',
    () => 200,
    () => 'error',
    () => 'success',
  ])();
}

/** A broken (or, by chance, valid) answer, as text the way the browser delivers it or as a parsed value. */
function brokenBody(random: Random): unknown {
  const kind = random.int(12);
  switch (kind) {
    case 0:
      return randomText(random, 1 + random.int(200));
    case 1:
      return `<!DOCTYPE html><html><head><title>502</title></head><body>${randomText(random, 50)}</body></html>`;
    case 2:
      return random.pick(['', undefined, ' ', '\n']);
    case 3:
      return random.pick([null, 'null', 0, 42, -1, 'true', true, [], '[]', '[1,2]', [{ data: 1 }]]);
    case 4:
      // Truncated JSON.
      return JSON.stringify({ status: 'success', code: '00000', data: { a: 1 } }).slice(0, 1 + random.int(40));
    case 5:
      return { status: anyValue(random), code: anyValue(random), msg: anyValue(random), data: anyValue(random) };
    case 6: {
      const fields = ['status', 'code', 'msg', 'data'].filter(() => random.chance(0.5));
      const envelope: Record<string, unknown> = {};
      for (const field of fields) envelope[field] = anyValue(random);
      return envelope;
    }
    case 7:
      return { status: 'error', code: random.pick(['1', '00005', '40002', 7]), msg: HUGE, data: null };
    case 8:
      return nested(5_000 + random.int(5_000), { status: 'error' });
    case 9:
      return { status: 'success', code: '00000', msg: 'ok', data: nested(3_000, 1) };
    case 10:
      // Valid JSON text of a broken envelope.
      return JSON.stringify({
        status: anyValue(random),
        code: random.pick(['20205', '00006', 200, '200', '00000', 5]),
        msg: randomText(random, 20),
      });
    default:
      return { status: 'error', code: { nested: true }, msg: ['not', 'text'], data: () => 'function' };
  }
}

type Outcome = FakeReply | 'timeout' | 'network';

function brokenReply(random: Random): Outcome {
  const roll = random.int(20);
  if (roll === 0) return 'timeout';
  if (roll === 1) return 'network';
  const errorStatuses = [201, 204, 301, 400, 401, 403, 404, 418, 429, 500, 502, 503, 504];
  const status = random.chance(0.7) ? 200 : random.pick(errorStatuses);
  const headers: Record<string, string> = random.chance(0.3)
    ? { 'request-time': random.pick(['', 'abc', '-5', '1e99', String(Date.now()), randomText(random, 10)]) }
    : {};
  return { status, data: brokenBody(random), headers };
}

async function fuzz(flavour: Flavour, seed: number): Promise<void> {
  const random = seededRandom(seed);
  let current: Outcome = ok(null);
  const { client, onError } = makeClient(flavour, (config) => {
    if (current === 'timeout') return Promise.reject(timeoutError(config));
    if (current === 'network') return Promise.reject(networkError(config));
    return current;
  });

  let resolved = 0;
  let rejected = 0;
  for (let index = 0; index < CASES_PER_FLAVOUR; index += 1) {
    current = brokenReply(random);
    const name = random.pick(['v1/mix/public/usdtRate', 'v1/user/overview/userinfo', '/v1/a/b', 'btapi/common/logout']);
    const outcome = await client.post(name, { index }).then(
      () => 'resolved' as const,
      (error: unknown) => error,
    );
    if (outcome === 'resolved') {
      resolved += 1;
    } else {
      rejected += 1;
      if (!(outcome instanceof ApiError)) throw new Error(`case ${seed}/${index} rejected with ${String(outcome)}`);
      expect(outcome.message.length).toBeLessThanOrEqual(MAX_SERVER_MESSAGE_LENGTH);
    }

    // The next, good answer still works.
    current = ok({ index });
    await expect(client.get('v1/ping')).resolves.toEqual({ index });
  }

  for (const [error] of onError.mock.calls) {
    expect(error).toBeInstanceOf(ApiError);
    expect(typeof error.messageKey === 'string' || typeof error.serverMessage === 'string').toBe(true);
    expect((error.serverMessage ?? '').length).toBeLessThanOrEqual(MAX_SERVER_MESSAGE_LENGTH);
    expect(error.kind).not.toBe('cancelled');
  }
  expect(resolved + rejected).toBe(CASES_PER_FLAVOUR);
  expect(rejected).toBeGreaterThan(CASES_PER_FLAVOUR / 2);
  expect(onError.mock.calls.length).toBeGreaterThan(0);
  expect(client.pending.size).toBe(0);
}

describe('fuzzed malformed answers', () => {
  const unhandled: unknown[] = [];
  const collect = (reason: unknown): void => {
    unhandled.push(reason);
  };
  beforeAll(() => process.on('unhandledRejection', collect));
  afterAll(() => process.off('unhandledRejection', collect));
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each([
    ['app', APP_FLAVOUR, SEED],
    ['events', EVENTS_FLAVOUR, SEED + 1],
  ])('the %s client settles every call with data or an ApiError and keeps working', async (_name, flavour, seed) => {
    await fuzz(flavour, seed);
    expect(unhandled).toEqual([]);
  });
});
