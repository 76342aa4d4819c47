import type { FastifyRequest } from 'fastify';

/** SPEC 4: requests made in simulation (paper) trading mode carry `paptrading: 1`. */
export function isPaperRequest(request: FastifyRequest): boolean {
  const value = request.headers.paptrading;
  return (Array.isArray(value) ? value[0] : value) === '1';
}

export type AccountMode = 'real' | 'paper';

export function accountModeOf(request: FastifyRequest): AccountMode {
  return isPaperRequest(request) ? 'paper' : 'real';
}

/** The paper account of a user: its own id space, so paper orders can never be mistaken for real ones. */
export function paperAccountId(userId: string): string {
  return `P${userId}`;
}
