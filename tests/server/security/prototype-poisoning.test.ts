// Threat: prototype poisoning. A well-formed JSON body with a property named `__proto__`, or a `constructor`
// holding `prototype`, changes the prototype of whatever object code later copies it into. fastify's parser refuses
// such bodies, but the gateway answered them as broken JSON ("Malformed JSON body", 40001), which told the sender
// nothing true and hid the attempt among typos. They are answered 400/40006, naming where the name is.
import type { FastifyInstance } from 'fastify';
import { TRACKING_PATH } from '../../../server/routes/tracking';
import { MESSAGE_CATALOGS } from '../../../server/i18n/messages';
import { testGateway } from '../support';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testGateway();
});

afterAll(async () => {
  await app.close();
});

function post(url: string, payload: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });
}

const USERINFO = '/v1/user/overview/userinfo';

describe('a JSON body with a forbidden property name', () => {
  it.each([
    ['__proto__ at the top', '{"__proto__": {"isAdmin": true}}', 'body/__proto__'],
    ['__proto__ further in', '{"locale": "en", "pages": [{"__proto__": {}}]}', 'body/pages/0/__proto__'],
    ['__proto__ spelled with escapes', '{"\\u005f_proto\\u005f_": {"isAdmin": true}}', 'body/__proto__'],
    ['constructor.prototype', '{"constructor": {"prototype": {"isAdmin": true}}}', 'body/constructor/prototype'],
  ])('is refused with 400/40006 naming where it is, not as malformed JSON: %s', async (_name, payload, where) => {
    const response = await post(USERINFO, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', code: '40006', msg: `Invalid parameter: ${where} is a forbidden property name`, data: null });
  });

  it('is refused alike by the tracking beacon (text/plain) and the CSP report endpoint', async () => {
    const beacon = await post(TRACKING_PATH, '[{"__proto__": {}}]', { 'content-type': 'text/plain' });
    expect(beacon.json()).toMatchObject({ code: '40006', msg: 'Invalid parameter: body/0/__proto__ is a forbidden property name' });
    const report = await post('/v1/csp-report', '{"csp-report": {"__proto__": {}}}', { 'content-type': 'application/csp-report' });
    expect(report.json()).toMatchObject({ code: '40006', msg: 'Invalid parameter: body/csp-report/__proto__ is a forbidden property name' });
  });

  it('is answered in the language of the request, the place named as sent', async () => {
    const response = await post(USERINFO, '{"__proto__": {}}', { language: 'ja_JP' });
    expect(response.json()).toMatchObject({ code: '40006', msg: `${MESSAGE_CATALOGS.ja['Invalid parameter']}: body/__proto__ is a forbidden property name` });
  });
});

describe('bodies that only look alike', () => {
  it('broken JSON is still 40001, and a constructor that is no object is an ordinary field', async () => {
    expect((await post(USERINFO, '{"__proto__": ')).json()).toMatchObject({ code: '40001', msg: 'Malformed JSON body' });
    const plain = await post(USERINFO, '{"locale": "en", "constructor": "x", "prototype": {}}');
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ code: '00004' });
  });
});
