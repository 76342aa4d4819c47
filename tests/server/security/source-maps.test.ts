// Threat: the original source of the client read off the production server through its source maps. The
// production build makes none (tests/e2e/production-build.test.ts); the gateway would not serve one anyway.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeStaticDir, removeDir, testGateway } from '../support';

describe('source maps', () => {
  it.each([true, false])('are not served from the built app (production: %s)', async (production) => {
    const staticDir = makeStaticDir();
    writeFileSync(path.join(staticDir, 'assets', 'app.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
    writeFileSync(path.join(staticDir, 'assets', 'app.css.MAP'), '{"version":3}');
    const app = await testGateway({ production, staticDir });
    try {
      for (const url of ['/assets/app.js.map', '/assets/app.css.MAP']) {
        const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(response.body).not.toContain('sources');
      }
      // The script itself still is.
      expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    } finally {
      await app.close();
      removeDir(staticDir);
    }
  });
});
