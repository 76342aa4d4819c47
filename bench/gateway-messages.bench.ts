// What answering in the user's language costs the gateway: the lookup alone, and error answers per second with no
// `language` header (English, the lookup returns at once), with a language the catalogs have, and with a message
// that carries a detail. The three kinds of request alternate in turns, so they see the same machine load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildGateway } from '../server/app';
import { serverMessage } from '../server/i18n/messages';
import { ISSUER_CERT_ENV, ISSUER_KEY_ENV, writeIssuerFiles } from '../server/signing/issuer';
import { createIssuer } from '../server/signing/issuer-certificate';
import { printTable } from './format';

const TURNS = 9;
const REQUESTS_PER_TURN = 1_000;
const LOOKUPS = 100_000;
const LOOKUP_ROUNDS = 5;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function lookupMicroseconds(msg: string, language: string | undefined): number {
  let sink = 0;
  // Warm up first, so the first case measured does not pay for compiling the lookup.
  for (let i = 0; i < LOOKUPS / 10; i += 1) sink += serverMessage(msg, language).length;
  const start = performance.now();
  for (let i = 0; i < LOOKUPS; i += 1) sink += serverMessage(msg, language).length;
  const elapsed = performance.now() - start;
  if (sink === 0) throw new Error('the lookup returned nothing');
  return (elapsed * 1000) / LOOKUPS;
}

interface Case {
  readonly name: string;
  readonly payload: string;
  readonly language: string | undefined;
  /** The case this one is compared with: the same request without a language header. */
  readonly baseline: string;
}

// userinfo without a session answers 00004 on HTTP 200; a number for `locale` answers 40002 with a detail.
const USER_INFO = '/v1/user/overview/userinfo';
const CASES: readonly Case[] = [
  { name: '00004, no language header', payload: '{}', language: undefined, baseline: '00004, no language header' },
  { name: '00004, language: ja_JP', payload: '{}', language: 'ja_JP', baseline: '00004, no language header' },
  { name: '40002 with a detail, no language header', payload: '{"locale":7}', language: undefined, baseline: '40002 with a detail, no language header' },
  { name: '40002 with a detail, language: pt_PT', payload: '{"locale":7}', language: 'pt_PT', baseline: '40002 with a detail, no language header' },
];

export async function benchGatewayMessages(): Promise<void> {
  const lookupCases = [
    ['en_US (English: no lookup)', 'Not logged in', 'en_US'],
    ['ja_JP, whole message', 'Not logged in', 'ja_JP'],
    ['pt_PT, message and detail', 'Invalid parameter: body/locale must be string', 'pt_PT'],
    ['malformed header', 'Not logged in', 'ja<script>'],
  ] as const;
  // Rounds alternate the cases, so a burst of load on the machine does not fall on one case only.
  const rounds = new Map<string, number[]>(lookupCases.map(([name]) => [name, []]));
  for (let round = 0; round < LOOKUP_ROUNDS; round += 1) {
    for (const [name, msg, language] of lookupCases) rounds.get(name)?.push(lookupMicroseconds(msg, language));
  }
  const lookups = lookupCases.map(([name]) => [name, median(rounds.get(name) ?? [])] as const);
  printTable(
    `Gateway messages: serverMessage per call (median of ${LOOKUP_ROUNDS} alternating rounds of ${LOOKUPS.toLocaleString('en')} calls)`,
    ['case', 'per call'],
    lookups.map(([name, micros]) => [name, `${micros.toFixed(2)} µs`]),
  );

  const app = await buildGateway({ db: ':memory:', production: true, logger: false });
  const perSecond = new Map<string, number[]>(CASES.map((entry) => [entry.name, []]));
  try {
    for (let turn = 0; turn < TURNS; turn += 1) {
      for (const entry of CASES) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (entry.language !== undefined) headers['language'] = entry.language;
        const start = performance.now();
        for (let i = 0; i < REQUESTS_PER_TURN; i += 1) {
          await app.inject({ method: 'POST', url: USER_INFO, headers, payload: entry.payload });
        }
        perSecond.get(entry.name)?.push((REQUESTS_PER_TURN * 1000) / (performance.now() - start));
      }
    }
  } finally {
    await app.close();
  }
  const medianOf = (name: string) => median(perSecond.get(name) ?? []);
  printTable(
    `Gateway messages: error answers per second (inject, no sockets; median of ${TURNS} alternating turns of ${REQUESTS_PER_TURN.toLocaleString('en')})`,
    ['case', 'answers/s', 'of the same answer in English'],
    CASES.map((entry) => [
      entry.name,
      Math.round(medianOf(entry.name)).toLocaleString('en'),
      `${((medianOf(entry.name) / medianOf(entry.baseline)) * 100).toFixed(1)}%`,
    ]),
  );
}

/** Run on its own (`npx tsx bench/gateway-messages.bench.ts`), with an issuer made for the run and removed after. */
async function runAlone(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gateway-messages-bench-'));
  try {
    const files = { certFile: path.join(dir, 'issuer-cert.pem'), keyFile: path.join(dir, 'issuer-key.pem') };
    await writeIssuerFiles(files, await createIssuer({ commonName: 'Exchange Web Bench Issuer' }));
    process.env[ISSUER_CERT_ENV] = files.certFile;
    process.env[ISSUER_KEY_ENV] = files.keyFile;
    await benchGatewayMessages();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('gateway-messages.bench.ts')) await runAlone();
