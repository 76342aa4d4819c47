import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { buildGateway, makeTempDir, removeDir, testGateway } from './support';

describe('buildGateway', () => {
  it('exposes the migrated database and closes it with the instance', async () => {
    const app = await testGateway();
    const row = app.db.prepare('SELECT COUNT(*) AS count FROM schema_migrations').get() as { count: number };
    expect(row.count).toBeGreaterThan(0);
    await app.close();
    expect(app.db.open).toBe(false);
  });

  it('gives each request its own id', async () => {
    const app = await testGateway();
    const ids: string[] = [];
    app.get('/v1/test/id', async (request) => {
      ids.push(request.id);
      return {};
    });
    try {
      await app.inject({ method: 'GET', url: '/v1/test/id' });
      await app.inject({ method: 'GET', url: '/v1/test/id' });
      expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[0]).not.toBe(ids[1]);
    } finally {
      await app.close();
    }
  });

  it('fails to build, naming the file, when a migration is badly named', async () => {
    const temp = makeTempDir('gateway-app-');
    try {
      writeFileSync(path.join(temp, 'init.sql'), 'SELECT 1;');
      await expect(
        buildGateway({ db: ':memory:', production: false, migrationsDir: temp }),
      ).rejects.toThrow('Badly named migration init.sql');
    } finally {
      removeDir(temp);
    }
  });
});
