import type { FastifyRequest } from 'fastify';
import { GatewayCodes } from './codes';
import { GatewayError } from './envelope';
import { cameOverHttps } from './security-headers';

// A DNS name (labels of letters, digits and inner hyphens), an IPv4 address or a bracketed IPv6 literal, then an
// optional port. Anything else in Host (a path, userinfo, spaces, a scheme) must not end up in a URL we hand out.
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST_HEADER = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9A-Fa-f:.]{2,45}\\])(?::(\\d{1,5}))?$`);
const MAX_HOST_LENGTH = 260;

/** Whether `host` is a host name, IPv4 address or bracketed IPv6 address with an optional port, and nothing else. */
export function isWellFormedHost(host: string): boolean {
  const match = host.length > MAX_HOST_LENGTH ? null : HOST_HEADER.exec(host);
  const port = match?.[1];
  return match !== null && (port === undefined || Number(port) <= 65535);
}

/**
 * The origin the client reached this gateway at, from the Host header and the protocol (X-Forwarded-Host and
 * X-Forwarded-Proto instead only from a configured proxy, see TRUST_PROXY). Throws 40002 for a missing or
 * malformed host, so a forged header cannot smuggle another site into an answer.
 */
export function requestOrigin(request: FastifyRequest): string {
  const host = request.host;
  if (!isWellFormedHost(host)) throw new GatewayError(GatewayCodes.INVALID_PARAMETER, 'Invalid Host header');
  return `${cameOverHttps(request) ? 'https' : 'http'}://${host.toLowerCase()}`;
}
