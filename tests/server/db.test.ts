import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MigrationError, openDatabase } from '../../server/db';
import type { GatewayDatabase } from '../../server/db';
import { makeTempDir, removeDir } from './support';

const MIGRATIONS = path.resolve('server/migrations');

interface MigrationRow {
  version: number;
  name: string;
  applied_at: string;
}

function recorded(db: GatewayDatabase): MigrationRow[] {
  return db.prepare('SELECT version, name, applied_at FROM schema_migrations ORDER BY version').all() as MigrationRow[];
}

function tables(db: GatewayDatabase): string[] {
  const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
  return rows.map((row) => (row as { name: string }).name);
}

/** A migrations folder of our own: the real 001 plus whatever a test adds. */
function migrationsCopy(root: string): string {
  const dir = path.join(root, 'migrations');
  mkdirSync(dir);
  copyFileSync(path.join(MIGRATIONS, '001-init.sql'), path.join(dir, '001-init.sql'));
  return dir;
}

describe('openDatabase', () => {
  let temp: string;

  beforeEach(() => {
    temp = makeTempDir('gateway-db-');
  });

  afterEach(() => {
    removeDir(temp);
  });

  it('applies the migrations to an in-memory database and records them', () => {
    const db = openDatabase(':memory:');
    try {
      // Every file of the folder, in order: a new migration needs no edit here.
      const files = readdirSync(path.resolve('server/migrations')).filter((name) => name.endsWith('.sql')).sort();
      expect(files.slice(0, 3)).toEqual(['001-init.sql', '002-accounts.sql', '003-security-log.sql']);
      expect(recorded(db).map((row) => row.name)).toEqual(files);
      expect(recorded(db)[0]).toEqual({ version: 1, name: '001-init.sql', applied_at: expect.any(String) });
      expect(Number.isNaN(Date.parse(recorded(db)[0]?.applied_at ?? ''))).toBe(false);
      expect(tables(db)).toEqual(
        expect.arrayContaining(['meta', 'schema_migrations', 'users', 'sub_accounts', 'sessions', 'security_log']),
      );
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('seed', '1');
      expect(() => db.prepare('INSERT INTO meta (key, value) VALUES (?, NULL)').run('x')).toThrow();
    } finally {
      db.close();
    }
  });

  it('creates the folder of a file database and uses WAL', () => {
    const file = path.join(temp, 'nested', 'data', 'gateway.sqlite');
    const db = openDatabase(file);
    try {
      expect(existsSync(file)).toBe(true);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
    }
  });

  it('applies each migration once across reopenings of a file database', () => {
    const migrationsDir = migrationsCopy(temp);
    const file = path.join(temp, 'gateway.sqlite');

    const first = openDatabase(file, { migrationsDir });
    const [initial] = recorded(first);
    first.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('kept', 'yes');
    first.close();

    const second = openDatabase(file, { migrationsDir });
    try {
      expect(recorded(second)).toEqual([initial]);
      expect(second.prepare('SELECT value FROM meta WHERE key = ?').get('kept')).toEqual({ value: 'yes' });
    } finally {
      second.close();
    }

    writeFileSync(path.join(migrationsDir, '002-add-notes.sql'), 'CREATE TABLE notes (id INTEGER PRIMARY KEY);');
    const third = openDatabase(file, { migrationsDir });
    try {
      const rows = recorded(third);
      expect(rows.map((row) => row.name)).toEqual(['001-init.sql', '002-add-notes.sql']);
      expect(rows[0]).toEqual(initial);
      expect(tables(third)).toContain('notes');
    } finally {
      third.close();
    }
  });

  it('applies migrations in numeric order', () => {
    const migrationsDir = migrationsCopy(temp);
    writeFileSync(path.join(migrationsDir, '003-b.sql'), 'ALTER TABLE a ADD COLUMN extra TEXT;');
    writeFileSync(path.join(migrationsDir, '002-a.sql'), 'CREATE TABLE a (id INTEGER PRIMARY KEY);');
    const db = openDatabase(':memory:', { migrationsDir });
    try {
      expect(recorded(db).map((row) => row.version)).toEqual([1, 2, 3]);
    } finally {
      db.close();
    }
  });

  it.each(['2-short.sql', '002_underscore.sql', '002-Upper.sql', '002-notes.txt', 'README.md'])(
    'refuses to start with the badly named migration %s',
    (name) => {
      const migrationsDir = migrationsCopy(temp);
      writeFileSync(path.join(migrationsDir, name), 'SELECT 1;');
      expect(() => openDatabase(':memory:', { migrationsDir })).toThrow(MigrationError);
      expect(() => openDatabase(':memory:', { migrationsDir })).toThrow(`Badly named migration ${name}`);
    },
  );

  it('ignores hidden files in the migrations folder', () => {
    const migrationsDir = migrationsCopy(temp);
    writeFileSync(path.join(migrationsDir, '.DS_Store'), '');
    const db = openDatabase(':memory:', { migrationsDir });
    expect(recorded(db)).toHaveLength(1);
    db.close();
  });

  it('refuses two migrations with the same number', () => {
    const migrationsDir = migrationsCopy(temp);
    writeFileSync(path.join(migrationsDir, '001-again.sql'), 'SELECT 1;');
    expect(() => openDatabase(':memory:', { migrationsDir })).toThrow(/share version 1/);
  });

  it('rolls back a failing migration, records nothing and names the file', () => {
    const migrationsDir = migrationsCopy(temp);
    writeFileSync(
      path.join(migrationsDir, '002-broken.sql'),
      'CREATE TABLE half (id INTEGER PRIMARY KEY); INSERT INTO missing_table VALUES (1);',
    );
    const file = path.join(temp, 'gateway.sqlite');
    expect(() => openDatabase(file, { migrationsDir })).toThrow(/Migration 002-broken\.sql failed: .*missing_table/);

    removeDir(path.join(migrationsDir, '002-broken.sql'));
    const db = openDatabase(file, { migrationsDir });
    try {
      expect(recorded(db).map((row) => row.name)).toEqual(['001-init.sql']);
      expect(tables(db)).not.toContain('half');
    } finally {
      db.close();
    }
  });

  it('refuses a database that has a migration this code does not know', () => {
    const migrationsDir = migrationsCopy(temp);
    const file = path.join(temp, 'gateway.sqlite');
    writeFileSync(path.join(migrationsDir, '002-newer.sql'), 'SELECT 1;');
    openDatabase(file, { migrationsDir }).close();

    removeDir(path.join(migrationsDir, '002-newer.sql'));
    expect(() => openDatabase(file, { migrationsDir })).toThrow(/has migration 002-newer\.sql/);
  });

  it('refuses a migration renamed after it was applied', () => {
    const migrationsDir = migrationsCopy(temp);
    const file = path.join(temp, 'gateway.sqlite');
    writeFileSync(path.join(migrationsDir, '002-first-name.sql'), 'SELECT 1;');
    openDatabase(file, { migrationsDir }).close();

    removeDir(path.join(migrationsDir, '002-first-name.sql'));
    writeFileSync(path.join(migrationsDir, '002-second-name.sql'), 'SELECT 1;');
    expect(() => openDatabase(file, { migrationsDir })).toThrow(/applied as 002-first-name\.sql/);
  });

  it('fails clearly when the migrations folder is missing', () => {
    expect(() => openDatabase(':memory:', { migrationsDir: path.join(temp, 'nowhere') })).toThrow(
      /Cannot read the migrations folder/,
    );
  });
});
