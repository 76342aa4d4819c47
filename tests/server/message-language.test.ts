// The gateway answers every error message in the language of the request's `language` header (SPEC 7 header,
// issue 14 item 8), whichever part of the gateway refused the request, and English for a header it cannot read.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { GatewayCodes, WireCodes } from '../../server/codes';
import { GatewayError, fail, ok } from '../../server/envelope';
import { LoginCodes } from '../../server/login/login-codes';
import ja from '../../server/i18n/messages/ja.json';
import esES from '../../server/i18n/messages/es-ES.json';
import es from '../../server/i18n/messages/es.json';
import pt from '../../server/i18n/messages/pt.json';
import ptPT from '../../server/i18n/messages/pt-PT.json';
import zhTW from '../../server/i18n/messages/zh-TW.json';
import { JSON_HEADERS, testGateway } from './support';

const USER_INFO = '/v1/user/overview/userinfo';
const NOT_LOGGED_IN = WireCodes.NOT_LOGGED_IN.msg;

let app: FastifyInstance;

beforeAll(async () => {
  app = await testGateway();
  app.get('/v1/test/bad-code', async () => {
    throw new GatewayError(LoginCodes.BAD_CODE);
  });
  app.get('/v1/test/detail', async () => {
    throw new GatewayError(GatewayCodes.INVALID_PARAMETER, `${GatewayCodes.INVALID_PARAMETER.msg}: pwd must be a string`);
  });
  app.get('/v1/test/sent', async (_request, reply) => reply.send(fail('00005', WireCodes.BUSINESS_REJECTED.msg)));
  app.get('/v1/test/unknown-message', async () => {
    throw new GatewayError(GatewayCodes.INVALID_PARAMETER, 'locale is not supported');
  });
  app.get('/v1/test/ok', async () => ok({ msg: NOT_LOGGED_IN }));
});

afterAll(async () => {
  await app.close();
});

function userInfo(language?: string | string[]): Promise<LightMyRequestResponse> {
  const headers: Record<string, string | string[]> = { ...JSON_HEADERS };
  if (language !== undefined) headers['language'] = language;
  return app.inject({ method: 'POST', url: USER_INFO, headers, payload: '{}' });
}

function msgOf(response: LightMyRequestResponse): string {
  return response.json<{ msg: string }>().msg;
}

describe('a request with a language header', () => {
  it('gets 00004 in Japanese for language: ja', async () => {
    const response = await userInfo('ja');
    expect(response.json()).toEqual({ status: 'error', code: '00004', msg: ja[NOT_LOGGED_IN], data: null });
    expect(ja[NOT_LOGGED_IN]).toMatch(/[\u3040-\u30ff]/);
  });

  it.each([
    // The language keys the client sends (src/core/locales.ts), each to its own catalog.
    ['ja_JP', ja],
    ['es_MX', es],
    ['es_ES', esES],
    ['pt_BR', pt],
    ['pt_PT', ptPT],
    ['zh_HK', zhTW],
    // Locale codes and BCP 47 tags, in any case.
    ['es-ES', esES],
    ['PT-pt', ptPT],
    ['es-419', es],
    ['zh-TC', zhTW],
    // A region the table does not have reads its language.
    ['es_AR', es],
    ['pt-AO', pt],
  ])('answers %s from its catalog', async (language, catalog) => {
    expect(msgOf(await userInfo(language))).toBe(catalog[NOT_LOGGED_IN]);
  });

  it('tells Spain from Latin America and Portugal from Brazil', async () => {
    const answers = await Promise.all(['es_ES', 'es_MX', 'pt_PT', 'pt_BR'].map(async (key) => msgOf(await userInfo(key))));
    expect(new Set(answers).size).toBe(4);
  });

  it.each([
    ['a thrown login code', { method: 'GET', url: '/v1/test/bad-code' }, LoginCodes.BAD_CODE.msg],
    ['an envelope sent by a handler', { method: 'GET', url: '/v1/test/sent' }, WireCodes.BUSINESS_REJECTED.msg],
    ['the not-found handler', { method: 'GET', url: '/v1/nothing/here' }, GatewayCodes.NOT_FOUND.msg],
    ['the method check', { method: 'GET', url: USER_INFO }, GatewayCodes.METHOD_NOT_ALLOWED.msg],
    ['the body parser', { method: 'POST', url: USER_INFO, headers: JSON_HEADERS, payload: '{"locale":' }, GatewayCodes.MALFORMED_JSON.msg],
    ['an onRequest guard', { method: 'GET', url: '/v1//user' }, GatewayCodes.NON_CANONICAL_PATH.msg],
    ['the framework', { method: 'GET', url: '/v1/x/%E0%A4%A' }, GatewayCodes.BAD_REQUEST.msg],
  ] as const)('translates %s', async (_where, request, english) => {
    const response = await app.inject({ ...request, headers: { ...('headers' in request ? request.headers : {}), language: 'ja_JP' } });
    expect(response.json<{ status: string }>().status).toBe('error');
    expect(msgOf(response).startsWith(ja[english])).toBe(true);
    expect(msgOf(response)).not.toContain(english);
  });

  it.each([
    ['ja_JP', 'ja'],
    ['es_ES', 'es-ES'],
    ['es_MX', 'es-419'],
    ['pt_BR', 'pt-BR'],
    ['zh_HK', 'zh-Hant-TW'],
    [undefined, 'en'],
    ['ja<script>', 'en'],
  ])('marks an error answered for %s as %s, varying with the header', async (language, tag) => {
    const response = await userInfo(language);
    expect(response.headers['content-language']).toBe(tag);
    expect(response.headers['vary']).toMatch(/(^|, *)language$/);
  });

  it('marks an error the framework refused before any route as well', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/x/%E0%A4%A', headers: { language: 'ja' } });
    expect(response.headers['content-language']).toBe('ja');
    expect(response.headers['vary']).toMatch(/language/);
  });

  it('leaves a success answer without a message language', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/test/ok', headers: { language: 'ja' } });
    expect(response.headers['content-language']).toBeUndefined();
    expect(String(response.headers['vary'] ?? '')).not.toMatch(/language/);
  });

  it('translates the message and keeps the detail after it as written', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/test/detail', headers: { language: 'es_ES' } });
    expect(msgOf(response)).toBe(`${esES[GatewayCodes.INVALID_PARAMETER.msg]}: pwd must be a string`);
  });

  it('keeps a message no catalog has in English', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/test/unknown-message', headers: { language: 'ja' } });
    expect(msgOf(response)).toBe('locale is not supported');
  });

  it('leaves success envelopes alone', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/test/ok', headers: { language: 'ja' } });
    expect(response.json()).toEqual({ status: 'success', code: '00000', msg: 'success', data: { msg: NOT_LOGGED_IN } });
  });
});

describe('a request without a readable language header', () => {
  it.each([
    ['no header', undefined],
    ['English', 'en_US'],
    ['an empty value', ''],
    ['an unknown language', 'xx_YY'],
    ['a path', '../../etc/passwd'],
    ['markup', 'ja<script>alert(1)</script>'],
    ['a list', 'ja, en;q=0.8'],
    ['a long value', `ja${'_abcdefgh'.repeat(40)}`],
    ['a repeated header', ['ja', 'ru']],
    ['control characters', 'ja\u0000'],
  ])('gets English for %s, never an echo of the header', async (_name, language) => {
    const response = await userInfo(language);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'error', code: '00004', msg: NOT_LOGGED_IN, data: null });
    if (typeof language === 'string' && language.length > 3) expect(response.body).not.toContain(language);
  });
});

describe('a rate-limited request', () => {
  it('gets 429 in the language of its header, from the rate-limit plugin as from the handlers', async () => {
    const limited = await testGateway({ rateLimits: { generalMax: 1 } });
    try {
      const request = { method: 'POST' as const, url: USER_INFO, headers: { ...JSON_HEADERS, language: 'ja_JP' }, payload: '{}' };
      await limited.inject(request);
      const refused = await limited.inject(request);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: GatewayCodes.RATE_LIMITED.code, msg: ja[GatewayCodes.RATE_LIMITED.msg] });
    } finally {
      await limited.close();
    }
  });
});
