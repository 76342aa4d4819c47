import type { FastifyInstance } from 'fastify';
import { postJson, testGateway } from './support';

const URL = '/v1/mix/public/getTdkMltQueryList';

interface Tdk {
  page: string;
  title: string;
  description: string;
  keywords: string;
}

describe('POST /v1/mix/public/getTdkMltQueryList', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testGateway();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers every page when none is named', async () => {
    for (const body of [undefined, {}, { locale: 'en' }]) {
      const response = await postJson(app, URL, body);
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: Tdk[] }>();
      expect(data.map((entry) => entry.page)).toEqual(['spot', 'futures', 'wiki']);
      for (const entry of data) {
        expect(Object.keys(entry).sort()).toEqual(['description', 'keywords', 'page', 'title']);
        expect(entry.title.length).toBeGreaterThan(0);
        expect(entry.description.length).toBeGreaterThan(0);
        expect(entry.keywords.length).toBeGreaterThan(0);
      }
    }
  });

  it('answers the named pages in the order asked, skipping unknown and repeated ones', async () => {
    const response = await postJson(app, URL, { locale: 'en', pages: ['wiki', 'nope', 'spot', 'wiki'] });
    expect(response.json<{ data: Tdk[] }>().data.map((entry) => entry.page)).toEqual(['wiki', 'spot']);
    const none = await postJson(app, URL, { pages: [] });
    expect(none.json()).toMatchObject({ code: '00000', data: [] });
  });

  it.each([
    [{ pages: 'spot' }, 'pages'],
    [{ pages: [1] }, 'pages/0'],
    [{ pages: [''] }, 'pages/0'],
    [{ pages: ['x'.repeat(65)] }, 'pages/0'],
    [{ pages: Array.from({ length: 51 }, () => 'spot') }, 'pages'],
    [{ locale: 'x'.repeat(17) }, 'locale'],
  ])('refuses %j with 40002 naming %s', async (body, field) => {
    const response = await postJson(app, URL, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: '40002', msg: expect.stringContaining(`body/${field} `) });
  });
});
