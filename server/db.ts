import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { errorText } from '../src/core/error-text';

export type GatewayDatabase = Database.Database;

export const MIGRATION_FILE_PATTERN = /^\d{3}-[a-z0-9-]+\.sql$/;

export interface OpenDatabaseOptions {
  /** Folder of the numbered `.sql` migrations; relative to the working directory by default. */
  migrationsDir?: string;
}

export class MigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationError';
  }
}

interface Migration {
  version: number;
  name: string;
  file: string;
}

function isInMemory(location: string): boolean {
  return location === ':memory:' || location === '';
}

export function listMigrations(migrationsDir: string): Migration[] {
  let entries;
  try {
    entries = readdirSync(migrationsDir, { withFileTypes: true });
  } catch (error) {
    throw new MigrationError(`Cannot read the migrations folder ${migrationsDir}: ${errorText(error)}`);
  }
  const migrations: Migration[] = [];
  const seen = new Map<number, string>();
  // Editors and file managers drop hidden files (.DS_Store, swap files); they are not migrations.
  for (const entry of entries.filter((e) => !e.name.startsWith('.'))) {
    if (!entry.isFile() || !MIGRATION_FILE_PATTERN.test(entry.name)) {
      throw new MigrationError(
        `Badly named migration ${entry.name} in ${migrationsDir}: expected NNN-lowercase-words.sql, e.g. 002-add-users.sql`,
      );
    }
    const version = Number(entry.name.slice(0, 3));
    const clash = seen.get(version);
    if (clash !== undefined) {
      throw new MigrationError(`Migrations ${clash} and ${entry.name} share version ${version}`);
    }
    seen.set(version, entry.name);
    migrations.push({ version, name: entry.name, file: path.join(migrationsDir, entry.name) });
  }
  return migrations.sort((a, b) => a.version - b.version);
}

function migrate(db: GatewayDatabase, migrationsDir: string): void {
  const migrations = listMigrations(migrationsDir);
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Map(
    db
      .prepare('SELECT version, name FROM schema_migrations')
      .all()
      .map((row) => {
        const { version, name } = row as { version: number; name: string };
        return [version, name] as const;
      }),
  );
  const known = new Set(migrations.map((m) => m.version));
  // A database touched by newer code, or a migration renamed after release, would otherwise run against a
  // schema this code does not know.
  for (const [version, name] of applied) {
    if (!known.has(version)) {
      throw new MigrationError(`The database has migration ${name}, which is not in ${migrationsDir}`);
    }
  }
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of migrations) {
    const recorded = applied.get(migration.version);
    if (recorded !== undefined) {
      if (recorded !== migration.name) {
        throw new MigrationError(
          `Migration ${migration.version} was applied as ${recorded} but is now named ${migration.name}`,
        );
      }
      continue;
    }
    const sql = readFileSync(migration.file, 'utf8');
    // One transaction per file: the schema change and its record land together or not at all. The files
    // must therefore not open transactions of their own.
    try {
      db.transaction(() => {
        db.exec(sql);
        record.run(migration.version, migration.name, new Date().toISOString());
      })();
    } catch (error) {
      throw new MigrationError(`Migration ${migration.name} failed: ${errorText(error)}`);
    }
  }
}

/** Opens (creating if needed) the gateway database and brings its schema up to date. */
export function openDatabase(location: string, options: OpenDatabaseOptions = {}): GatewayDatabase {
  const migrationsDir = options.migrationsDir ?? path.resolve('server/migrations');
  const inMemory = isInMemory(location);
  if (!inMemory) mkdirSync(path.dirname(path.resolve(location)), { recursive: true });
  const db = new Database(location);
  try {
    if (!inMemory) db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db, migrationsDir);
  } catch (error) {
    db.close();
    throw error;
  }
  reuseStatements(db);
  return db;
}

/** Distinct statement texts kept compiled; the gateway has a few dozen, so the bound is only a safety net. */
const MAX_CACHED_STATEMENTS = 500;

/**
 * Compiles each statement text once. The hot paths (every signed call, every order) call `db.prepare` with the same
 * texts on each request, and compiling SQL was a fifth of an order placement's cost. Safe because no code changes a
 * statement's mode (`pluck`, `raw`, `expand`) or holds one open with `iterate`; SQLite recompiles a cached
 * statement itself if the schema changes.
 */
function reuseStatements(db: GatewayDatabase): void {
  const compile = db.prepare.bind(db);
  const compiled = new Map<string, Database.Statement>();
  db.prepare = ((source: string) => {
    let statement = compiled.get(source);
    if (statement === undefined) {
      if (compiled.size >= MAX_CACHED_STATEMENTS) compiled.clear();
      statement = compile(source);
      compiled.set(source, statement);
    }
    return statement;
  }) as GatewayDatabase['prepare'];
}
