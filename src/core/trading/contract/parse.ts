// Checking a value against a schema without compiling code: the client runs under a CSP without unsafe-eval,
// which rules out TypeCompiler, so every check walks the schema with Value.Check.
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: string[] };

/** `value` typed by `schema` when it conforms, otherwise the first few reasons (path: message). */
export function parseWith<S extends TSchema>(schema: S, value: unknown, maxErrors = 5): Parsed<Static<S>> {
  if (Value.Check(schema, value)) return { ok: true, value };
  const errors: string[] = [];
  for (const error of Value.Errors(schema, value)) {
    errors.push(`${error.path || '/'}: ${error.message}`);
    if (errors.length >= maxErrors) break;
  }
  return { ok: false, errors };
}
