import type { FastifyInstance } from 'fastify';
import type { ArticleAnswer } from '../../server/routes/wiki';
import { getEnvelope } from './plugin-app';
import { testGateway } from './support';

const URL = '/v1/wiki/article?id=hostile-markup-test&locale=en';

// Each shape the client's sanitiser has to neutralise, as it appears in the article.
const HOSTILE_SHAPES: Array<[string, RegExp]> = [
  ['script', /<script>alert\('script'\)<\/script>/],
  ['noscript with a body', /<noscript><p>[^<]+<\/p><\/noscript>/],
  ['img onerror', /<img src=x onerror="alert\('img-onerror'\)"/],
  ['javascript: link', /<a href="javascript:alert\('javascript-link'\)">/],
  ['target=_blank link', /<a target="_blank" href="https:\/\/example\.com">/],
  ['iframe', /<iframe src="https:\/\/example\.com\/embed"/],
  ['svg onload', /<svg onload="alert\('svg-onload'\)"/],
  ['inline style', /<p style="position:fixed;[^"]*">/],
  ['comment', /<!--[^>]*-->/],
  ['noscript mXSS', /<noscript><p title="<\/noscript><img src=x onerror=alert\('mxss-noscript'\)>"><\/p><\/noscript>/],
  ['math/form mXSS', /<form><math><mtext><\/form><form><mglyph><style><\/math><img src onerror=alert\('mxss-math'\)>/],
];

describe('the hostile-markup test article', () => {
  describe('outside production', () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await testGateway({ production: false });
    });

    afterAll(async () => {
      await app.close();
    });

    it('is served with a plain English paragraph', async () => {
      const { statusCode, body } = await getEnvelope<ArticleAnswer>(app, URL);
      expect(statusCode).toBe(200);
      expect(body.data).toMatchObject({ id: 'hostile-markup-test', locale: 'en' });
      expect(body.data.html).toContain('<p>This article exists to test the sanitizer.</p>');
    });

    it.each(HOSTILE_SHAPES)('contains the %s shape', async (_name, shape) => {
      const { body } = await getEnvelope<ArticleAnswer>(app, URL);
      expect(body.data.html).toMatch(shape);
    });
  });

  it('does not exist in production', async () => {
    const app = await testGateway({ production: true });
    try {
      const { statusCode, body } = await getEnvelope(app, URL);
      expect(statusCode).toBe(404);
      expect(body).toEqual({ status: 'error', code: '40401', msg: 'Article not found', data: null });
      expect((await getEnvelope(app, '/v1/wiki/article?id=bitcoin')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
