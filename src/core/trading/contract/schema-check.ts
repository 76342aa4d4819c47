// Checks a value against a TypeBox schema by walking the JSON Schema it is, for the keywords the trading contract
// uses. The browser needs no more: TypeBox's own Value.Check and Value.Errors weigh 16 KB gzip, more than the
// whole stream they guard, and its TypeCompiler needs `unsafe-eval`, which the CSP forbids. The gateway keeps
// Value.Check; tests/core/trading/schema-check.test.ts holds both to the same verdict on every contract shape.

/** The JSON Schema keywords TypeBox writes for Object, Array, Tuple, Union, Literal, String, Integer, Number, Boolean, Null. */
interface Schema {
  readonly type?: string;
  readonly const?: unknown;
  readonly anyOf?: readonly Schema[];
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | Schema;
  readonly items?: Schema | readonly Schema[];
  readonly additionalItems?: boolean;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
}

/** The keywords this checker reads; a schema with any other validation keyword is refused, never half-checked. */
const KNOWN = new Set([
  'type', 'const', 'anyOf', 'properties', 'required', 'additionalProperties', 'items', 'additionalItems',
  'minItems', 'maxItems', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum',
  'exclusiveMaximum', 'title', 'description', '$id', 'default', 'examples',
]);

/** A schema this checker cannot judge: a programming error in the contract, not bad input. */
export class UnsupportedSchemaError extends Error {}

export interface SchemaError {
  readonly path: string;
  readonly message: string;
}

const patterns = new Map<string, RegExp>();
function compiled(pattern: string): RegExp {
  let regExp = patterns.get(pattern);
  if (!regExp) patterns.set(pattern, (regExp = new RegExp(pattern)));
  return regExp;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkBounds(schema: Schema, value: number, path: string, errors: SchemaError[]): void {
  if (schema.minimum !== undefined && value < schema.minimum) errors.push({ path, message: `must be >= ${schema.minimum}` });
  if (schema.maximum !== undefined && value > schema.maximum) errors.push({ path, message: `must be <= ${schema.maximum}` });
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) errors.push({ path, message: `must be > ${schema.exclusiveMinimum}` });
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) errors.push({ path, message: `must be < ${schema.exclusiveMaximum}` });
}

function checkString(schema: Schema, value: unknown, path: string, errors: SchemaError[]): void {
  if (typeof value !== 'string') return void errors.push({ path, message: 'expected string' });
  if (schema.minLength !== undefined && value.length < schema.minLength) errors.push({ path, message: `shorter than ${schema.minLength}` });
  if (schema.maxLength !== undefined && value.length > schema.maxLength) errors.push({ path, message: `longer than ${schema.maxLength}` });
  if (schema.pattern !== undefined && !compiled(schema.pattern).test(value)) errors.push({ path, message: `does not match ${schema.pattern}` });
}

function checkArray(schema: Schema, value: unknown, path: string, errors: SchemaError[]): void {
  if (!Array.isArray(value)) return void errors.push({ path, message: 'expected array' });
  if (schema.minItems !== undefined && value.length < schema.minItems) errors.push({ path, message: `fewer than ${schema.minItems} items` });
  if (schema.maxItems !== undefined && value.length > schema.maxItems) errors.push({ path, message: `more than ${schema.maxItems} items` });
  const { items } = schema;
  if (Array.isArray(items)) {
    // A tuple: TypeBox fixes its length with minItems, maxItems and additionalItems false.
    (items as readonly Schema[]).forEach((item, index) => {
      if (index < value.length) visit(item, value[index], `${path}/${index}`, errors);
    });
  } else if (items !== undefined) {
    value.forEach((item, index) => visit(items as Schema, item, `${path}/${index}`, errors));
  }
}

function checkObject(schema: Schema, value: unknown, path: string, errors: SchemaError[]): void {
  if (!isRecord(value)) return void errors.push({ path, message: 'expected object' });
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  for (const [key, property] of Object.entries(properties)) {
    const isRequired = required.includes(key);
    if (!(key in value)) {
      if (isRequired) errors.push({ path: `${path}/${key}`, message: 'required property' });
      // An optional property present as undefined passes too (TypeBox's default policy).
    } else if (isRequired || value[key] !== undefined) {
      visit(property, value[key], `${path}/${key}`, errors);
    }
  }
  const extra = schema.additionalProperties;
  if (extra === undefined || extra === true) return;
  for (const key of Object.keys(value)) {
    if (Object.hasOwn(properties, key)) continue;
    if (extra === false) errors.push({ path: `${path}/${key}`, message: 'unexpected property' });
    else visit(extra, value[key], `${path}/${key}`, errors);
  }
}

function visit(schema: Schema, value: unknown, path: string, errors: SchemaError[]): void {
  for (const key of Object.keys(schema)) {
    if (!KNOWN.has(key)) throw new UnsupportedSchemaError(`schema keyword "${key}" at ${path || '/'} is not supported`);
  }
  if ('const' in schema) {
    if (value !== schema.const) errors.push({ path, message: `expected ${JSON.stringify(schema.const)}` });
    return;
  }
  if (schema.anyOf) {
    if (!schema.anyOf.some((option) => check(option, value))) errors.push({ path, message: 'matches none of the allowed shapes' });
    return;
  }
  switch (schema.type) {
    case 'object':
      return checkObject(schema, value, path, errors);
    case 'array':
      return checkArray(schema, value, path, errors);
    case 'string':
      return checkString(schema, value, path, errors);
    case 'integer':
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return void errors.push({ path, message: `expected ${schema.type}` });
      if (schema.type === 'integer' && !Number.isInteger(value)) return void errors.push({ path, message: 'expected integer' });
      return checkBounds(schema, value, path, errors);
    case 'boolean':
      if (typeof value !== 'boolean') errors.push({ path, message: 'expected boolean' });
      return;
    case 'null':
      if (value !== null) errors.push({ path, message: 'expected null' });
      return;
    default:
      throw new UnsupportedSchemaError(`schema type ${String(schema.type)} at ${path || '/'} is not supported`);
  }
}

/** Every way `value` breaks `schema`, each with its JSON pointer path ('' for the value itself). */
export function schemaErrors(schema: object, value: unknown): SchemaError[] {
  const errors: SchemaError[] = [];
  visit(schema as Schema, value, '', errors);
  return errors;
}

/** Whether `value` conforms to `schema`. */
export function check(schema: object, value: unknown): boolean {
  return schemaErrors(schema, value).length === 0;
}
