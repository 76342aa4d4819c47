// Sign mode 2 signs the body as sent, but fastify hands handlers the parsed value. For the signed paths, a
// preParsing hook passes the body stream through a tap that keeps the bytes as they go by, so the text is there
// when the signature is checked and the body is still read (and limited) by fastify's own parsers.
import { Transform, pipeline } from 'node:stream';
import type { FastifyRequest } from 'fastify';

const bodies = new WeakMap<FastifyRequest, Buffer[]>();

export function tapBody(request: FastifyRequest, payload: NodeJS.ReadableStream): NodeJS.ReadableStream {
  const chunks: Buffer[] = [];
  bodies.set(request, chunks);
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback(null, chunk);
    },
  });
  // pipeline, not pipe: an aborted upload must end the tap too, or the parser would wait on it forever.
  pipeline(payload, tap, () => undefined);
  return tap;
}

/** The body text of a tapped request; '' when it had none. */
export function rawBodyText(request: FastifyRequest): string {
  const chunks = bodies.get(request);
  return chunks === undefined ? '' : Buffer.concat(chunks).toString('utf8');
}
