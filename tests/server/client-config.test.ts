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
      data: { clientCommonConfig: { eventLogUploadSwitch: true, userId: '' }, localVo: { ip: '203.0.113.7' } },
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
