// Threat: getting around the per-account lockout by naming the account another way. An account logs in by its login
// name, by its email (sent as email or as the login name) and by its phone; the lockout was kept per spelling, so
// each way of naming the account had its own free guesses and its own lock, and the right password by email still
// logged in while the login name was locked. Time is simulated: the gateway reads the test's clock.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_ACCOUNT } from '../../../server/demo-account';
import { BASE_LOCK_MS, FREE_FAILURES } from '../../../server/limits/login-lockout';
import { connect, envelope, postEncrypted } from '../crypto-client';
import type { TestClient } from '../crypto-client';
import { testGateway } from '../support';

const START = Date.UTC(2026, 10, 25, 12);
const LOGIN = '/v1/user/login';
const VERIFY = '/v1/user/login/verify';
const RIGHT = DEMO_ACCOUNT.password;

// Every way the demo account can be named at login.
const BY_NAME = { loginName: DEMO_ACCOUNT.loginName };
const BY_EMAIL = { email: DEMO_ACCOUNT.email };
const BY_EMAIL_AS_NAME = { loginName: DEMO_ACCOUNT.email };
const BY_MOBILE = { areaCode: `+${DEMO_ACCOUNT.areaCode}`, mobile: DEMO_ACCOUNT.phone };
const NAMES: ReadonlyArray<Record<string, string>> = [BY_NAME, BY_EMAIL, BY_EMAIL_AS_NAME, BY_MOBILE];
const SPELLINGS: ReadonlyArray<readonly [string, Record<string, string>]> = [
  ['login name', BY_NAME],
  ['email', BY_EMAIL],
  ['email as login name', BY_EMAIL_AS_NAME],
  ['mobile', BY_MOBILE],
];

/** The names in turn: the i-th guess of a series spread over all of them. */
function nameInTurn(i: number): Record<string, string> {
  return NAMES[i % NAMES.length] ?? BY_NAME;
}

class TestClock {
  time = START;
  readonly now = () => this.time;
  advance(ms: number): void {
    this.time += ms;
  }
}

let clock: TestClock;
let app: FastifyInstance;
let client: TestClient;

beforeEach(async () => {
  clock = new TestClock();
  // The per-address auth budget is set out of the way: these tests are about the per-account count alone.
  app = await testGateway({ now: clock.now, rateLimits: { authMax: 1000 } });
  client = await connect(app);
});

afterEach(async () => {
  await app.close();
});

async function login(name: Record<string, string>, pwd: string): Promise<LightMyRequestResponse> {
  return postEncrypted(app, client, LOGIN, { ...name, pwd });
}

let wrongCount = 0;
function wrong(): string {
  wrongCount += 1;
  return `Not-the-pass-${wrongCount}`;
}

/** The code of the answer, and for a lock its Retry-After in seconds (checked to be a 429). */
function outcome(response: LightMyRequestResponse): string {
  const { code } = envelope(response);
  if (code !== '42901') return code;
  expect(response.statusCode).toBe(429);
  return `42901 after ${response.headers['retry-after']}s`;
}

const LOCKED_A_MINUTE = `42901 after ${BASE_LOCK_MS / 1000}s`;

describe('the per-account lockout, whichever name the account is given', () => {
  it.each(SPELLINGS)('locked through its %s, refuses every name of the account, wrong password or right', async (_, locking) => {
    for (let i = 0; i <= FREE_FAILURES; i += 1) expect(outcome(await login(locking, wrong()))).toBe('20001');
    for (const [, name] of SPELLINGS) {
      expect(outcome(await login(name, wrong()))).toBe(LOCKED_A_MINUTE);
      expect(outcome(await login(name, RIGHT))).toBe(LOCKED_A_MINUTE);
    }
  });

  it('adds wrong guesses spread over the names into one count, and one growing lock', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i <= FREE_FAILURES; i += 1) outcomes.push(outcome(await login(nameInTurn(i), wrong())));
    expect(outcomes).toEqual(Array(FREE_FAILURES + 1).fill('20001'));
    for (const [, name] of SPELLINGS) expect(outcome(await login(name, RIGHT))).toBe(LOCKED_A_MINUTE);
    // The lock ends; the next wrong guess, by yet another name, is the seventh of the account: two minutes.
    clock.advance(BASE_LOCK_MS);
    expect(outcome(await login(BY_EMAIL_AS_NAME, wrong()))).toBe('20001');
    for (const [, name] of SPELLINGS) {
      expect(outcome(await login(name, RIGHT))).toBe(`42901 after ${(2 * BASE_LOCK_MS) / 1000}s`);
    }
  });

  it('ends for every name when the lock ends, and a login by one name clears the count of all', async () => {
    for (let i = 0; i <= FREE_FAILURES; i += 1) expect(outcome(await login(BY_NAME, wrong()))).toBe('20001');
    clock.advance(BASE_LOCK_MS - 1000);
    for (const [, name] of SPELLINGS) expect(outcome(await login(name, RIGHT))).toBe('42901 after 1s');
    clock.advance(1000);
    expect(outcome(await login(BY_MOBILE, RIGHT))).toBe('00000');
    // Cleared under every name: the free guesses are back, by any name, and then every name logs in.
    for (let i = 0; i < FREE_FAILURES; i += 1) expect(outcome(await login(nameInTurn(i), wrong()))).toBe('20001');
    for (const [, name] of SPELLINGS) expect(outcome(await login(name, RIGHT))).toBe('00000');
  });

  it('counts wrong one-time codes of the verify-login call under every name too', async () => {
    const byEmail = { email: DEMO_ACCOUNT.email, emailCode: '000000' };
    for (let i = 0; i <= FREE_FAILURES; i += 1) {
      expect(outcome(await postEncrypted(app, client, VERIFY, byEmail))).toBe('20002');
    }
    const byName = { loginName: DEMO_ACCOUNT.loginName, verifyCode: '000000' };
    expect(outcome(await postEncrypted(app, client, VERIFY, byName))).toBe(LOCKED_A_MINUTE);
    expect(outcome(await login(BY_MOBILE, RIGHT))).toBe(LOCKED_A_MINUTE);
  });

  it('still locks a name no account uses on its own, with the answers a real account’s name gets', async () => {
    const unknown = { email: 'nobody-here@example.com' };
    const unknownOutcomes: string[] = [];
    for (let i = 0; i <= FREE_FAILURES + 1; i += 1) unknownOutcomes.push(outcome(await login(unknown, wrong())));
    expect(unknownOutcomes.at(-1)).toBe(LOCKED_A_MINUTE);
    // Its lock is its own: every name of the real account still logs in.
    for (const [, name] of SPELLINGS) expect(outcome(await login(name, RIGHT))).toBe('00000');
    expect(outcome(await login(unknown, RIGHT))).toBe(LOCKED_A_MINUTE);
    // The real account's email, guessed the same way, answers exactly alike: codes and waits.
    const knownOutcomes: string[] = [];
    for (let i = 0; i <= FREE_FAILURES + 1; i += 1) knownOutcomes.push(outcome(await login(BY_EMAIL, wrong())));
    expect(knownOutcomes).toEqual(unknownOutcomes);
  });
});
