// Compressed answers for the public market data only. A first visit to a trading page reads about 80 KB of JSON
// (300 candles alone are 71 KB) over what may be a phone's slow link; brotli or gzip makes that about a fifth.
// Answers that carry an account's data are left as they are: compressing a secret beside text a request can choose
// is what BREACH measures, and those answers are small anyway.
import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** GET routes under these prefixes carry market data only: the same bytes for every caller. */
export const PUBLIC_MARKET_PREFIXES = ['/v1/market/', '/v1/futures/market/'] as const;

/** Below this many bytes the header costs about what compression saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Whether a route's answers may be compressed: a public market GET. */
export function isPublicMarketRoute(method: string | readonly string[], url: string): boolean {
  const methods = typeof method === 'string' ? [method] : method;
  return methods.every((one) => one === 'GET' || one === 'HEAD') && PUBLIC_MARKET_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Registers response compression for the public market routes declared after it. Request bodies are never
 * decompressed: the API takes plain JSON, and a compressed body would let a few bytes on the wire expand into
 * megabytes past the body limit.
 */
export function registerPublicCompression(app: FastifyInstance): void {
  // Runs before the plugin's own onRoute hook (registered next), which reads `compress` to decide per route.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && isPublicMarketRoute(route.method, route.url)) route.compress = {};
  });
  // Not awaited: awaiting would load every plugin registered so far, before the error handler is set.
  void app.register(fastifyCompress, {
    global: false,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 5 keeps brotli's cost per answer near gzip's while it still saves more.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
