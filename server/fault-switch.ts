import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope';
import { FAULTS_PATH } from './faults';
import type { Fault, FaultStore } from './faults';
import { pathOf } from './request-path';

export const DEFAULT_FAULT_MSG = 'Injected fault';
// Cut mid-object: what a proxy that dropped the connection, or a server that crashed while writing, leaves.
export const MALFORMED_BODY = '{"status":"success","code":"00000","msg":"success","data":{';
export const FAULT_RETRY_AFTER_SECONDS = 1;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether the fault changes the answer, rather than only delaying it. */
function answers(fault: Fault): boolean {
  return fault.code !== null || fault.httpStatus !== null || fault.body !== null;
}

/**
 * Sets the fault's status (`status` when it names none) and headers on `reply`, and gives the body it answers with.
 * The client's 429 handling reads Retry-After; a 429 without it would not be what a real gateway sends. Without a
 * code, an HTTP fault uses the gateway's convention: five digits starting with the status.
 */
function faultBody(reply: FastifyReply, fault: Fault, status: number): string {
  const code = fault.httpStatus ?? status;
  reply.code(code).type('application/json; charset=utf-8');
  if (code === 429) reply.header('retry-after', String(FAULT_RETRY_AFTER_SECONDS));
  if (fault.body === 'malformed') return MALFORMED_BODY;
  if (fault.body === 'empty') return '';
  return JSON.stringify(fail(fault.code ?? `${code}00`, fault.msg ?? DEFAULT_FAULT_MSG));
}

/** The answer of a fault that hits it after the work: delayed, then replaced when the fault answers. */
async function faultAnswer(reply: FastifyReply, fault: Fault, payload: unknown): Promise<unknown> {
  if (fault.delayMs > 0) await wait(fault.delayMs);
  return answers(fault) ? faultBody(reply, fault, reply.statusCode) : payload;
}

/**
 * Applies the faults before routing, so they hit any path, unknown ones included, and before any body
 * parsing or handler work. A fault marked `after` lets the call do its work and hits its answer instead, as a
 * connection lost or a proxy failing on the way back would. Registered only with the development endpoints
 * (server/dev-endpoints.ts).
 */
export function registerFaultSwitch(app: FastifyInstance, store: FaultStore): void {
  const onAnswer = new WeakMap<FastifyRequest, Fault>();
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (path === FAULTS_PATH) return;
    const fault = store.take(request.method, path);
    if (fault === undefined) return;
    if (fault.after) {
      onAnswer.set(request, fault);
      return;
    }
    if (fault.delayMs > 0) await wait(fault.delayMs);
    if (answers(fault)) return reply.send(faultBody(reply, fault, 200));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const fault = onAnswer.get(request);
    if (fault === undefined) return payload;
    onAnswer.delete(request);
    return faultAnswer(reply, fault, payload);
  });
}
