import type { FastifyInstance } from 'fastify';
import { loginAs, postJson, testGateway } from './support';

const URL = '/v1/mix/public/clientCommonConfig';

describe('POST /v1/mix/public/clientCommonConfig', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await testGateway();
  });

  afterEach(async () => {
    await app.close();
  });

  it('answers upload on, no user and the caller ip when anonymous', async () => {
    const response = await app.inject({ method: 'POST', url: URL, remoteAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      code: '00000',
      msg: 'success',
      data: {
        clientCommonConfig: { eventLogUploadSwitch: true, userId: '', supportUrl: 'https://support.example.com/' },
        localVo: { ip: '203.0.113.7' },
      },
    });
  });

  it('answers the session user id', async () => {
    const { cookie } = await loginAs(app);
    const response = await postJson(app, URL, undefined, { cookie });
    expect(response.json()).toMatchObject({
      data: { clientCommonConfig: { eventLogUploadSwitch: true, userId: '10000001' }, localVo: { ip: '127.0.0.1' } },
    });
  });

  it('ignores a body if one is sent', async () => {
    const response = await postJson(app, URL, { anything: true });
    expect(response.json()).toMatchObject({ code: '00000' });
  });
});

describe('support link', () => {
  test('the common config carries the support URL, which a development call can replace', async () => {
    const app = await testGateway();
    const before = await app.inject({ method: 'POST', url: '/v1/mix/public/clientCommonConfig' });
    expect(before.json().data.clientCommonConfig.supportUrl).toBe('https://support.example.com/');
    const set = await app.inject({
      method: 'POST',
      url: '/__dev/client-config',
      payload: { supportUrl: 'javascript:alert(1)' },
    });
    expect(set.statusCode).toBe(200);
    const after = await app.inject({ method: 'POST', url: '/v1/mix/public/clientCommonConfig' });
    expect(after.json().data.clientCommonConfig.supportUrl).toBe('javascript:alert(1)');
    await app.close();
  });

  test('the development call does not exist in production', async () => {
    const app = await testGateway({ production: true });
    const set = await app.inject({ method: 'POST', url: '/__dev/client-config', payload: { supportUrl: 'x' } });
    expect(set.statusCode).toBe(404);
    await app.close();
  });
});
