// Checking a value against a schema without compiling code: the client runs under a CSP without unsafe-eval,
// which rules out TypeCompiler, so every check walks the schema (schema-check.ts, a few hundred bytes where
// TypeBox's Value.Check and Value.Errors weigh 16 KB gzip).
import type { Static, TSchema } from '@sinclair/typebox';
import { schemaErrors } from './schema-check';

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: string[] };

/** `value` typed by `schema` when it conforms, otherwise the first few reasons (path: message). */
export function parseWith<S extends TSchema>(schema: S, value: unknown, maxErrors = 5): Parsed<Static<S>> {
  const found = schemaErrors(schema, value);
  if (found.length === 0) return { ok: true, value: value as Static<S> };
  return { ok: false, errors: found.slice(0, maxErrors).map((error) => `${error.path || '/'}: ${error.message}`) };
}
