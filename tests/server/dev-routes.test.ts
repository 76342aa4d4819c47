import { makeStaticDir, removeDir, testGateway } from './support';

describe('/__dev routes', () => {
  it('answers /__dev/ping outside production', async () => {
    const app = await testGateway({ production: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/__dev/ping' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'success', code: '00000', msg: 'success', data: { pong: true } });
    } finally {
      await app.close();
    }
  });

  it('does not exist in production, not even as a page', async () => {
    const staticDir = makeStaticDir();
    const app = await testGateway({ production: true, staticDir });
    try {
      for (const accept of ['application/json', 'text/html']) {
        const response = await app.inject({ method: 'GET', url: '/__dev/ping', headers: { accept } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ status: 'error', code: '40400', msg: 'Unknown API path', data: null });
      }
    } finally {
      await app.close();
      removeDir(staticDir);
    }
  });
});
