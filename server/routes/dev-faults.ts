import { GatewayCodes } from '../codes';
import { GatewayError, ok } from '../envelope';
import { FAULTS_PATH } from '../faults';
import type { FaultSpec } from '../faults';
import type { RoutePlugin } from '../route-plugin';

export const MAX_FAULT_DELAY_MS = 60_000;
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const FIELDS = ['path', 'method', 'code', 'msg', 'httpStatus', 'delayMs', 'body', 'times', 'after'];

const BODY_SCHEMA = {
  type: 'object',
  required: ['path'],
  properties: {
    // A path as the gateway sees it before routing: no query string, fragment or whitespace.
    path: { type: 'string', minLength: 1, maxLength: 2048, pattern: '^/[^?#\\s]*$' },
    method: { type: 'string', minLength: 1, maxLength: 16 },
    code: { type: 'string', pattern: '^[0-9A-Za-z]{1,16}$' },
    msg: { type: 'string', maxLength: 1024 },
    httpStatus: { type: 'integer', minimum: 400, maximum: 599 },
    delayMs: { type: 'integer', minimum: 0, maximum: MAX_FAULT_DELAY_MS },
    body: { type: 'string', enum: ['malformed', 'empty'] },
    times: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    after: { type: 'boolean' },
  },
} as const;

function invalid(msg: string): GatewayError {
  return new GatewayError(GatewayCodes.INVALID_PARAMETER, msg);
}

/** The rules a schema cannot say: a fault must do something, and its parts must not contradict each other. */
function checkFault(spec: FaultSpec): FaultSpec {
  // Checked here rather than with additionalProperties: false, which the validator would answer by silently
  // dropping the field, so a misspelt `tims` would turn a one-off fault into a permanent one.
  const unknown = Object.keys(spec).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined) throw invalid(`${unknown}: unknown field; expected ${FIELDS.join(', ')}`);
  if (spec.path === FAULTS_PATH) throw invalid(`path: ${FAULTS_PATH} cannot be faulted`);
  const method = spec.method?.toUpperCase();
  if (method !== undefined && !METHODS.includes(method)) {
    throw invalid(`method: must be one of ${METHODS.join(', ')}`);
  }
  if (spec.body !== undefined && (spec.code !== undefined || spec.msg !== undefined)) {
    throw invalid('body: cannot be combined with code or msg, which need an envelope');
  }
  if (spec.msg !== undefined && spec.code === undefined && spec.httpStatus === undefined) {
    throw invalid('msg: needs code or httpStatus');
  }
  if (spec.code === undefined && spec.httpStatus === undefined && spec.body === undefined && !spec.delayMs) {
    throw invalid('A fault needs at least one of code, httpStatus, body or a positive delayMs');
  }
  return { ...spec, method };
}

const devFaults: RoutePlugin = async (app) => {
  app.post<{ Body: FaultSpec }>('/faults', { schema: { body: BODY_SCHEMA } }, async (request) =>
    ok(app.faults.add(checkFault(request.body))),
  );
  app.get('/faults', async () => ok(app.faults.list()));
  app.delete('/faults', async () => ok({ cleared: app.faults.clear() }));
};

export default devFaults;
