// Threat: a client that holds sockets open (headers or a body trickled a byte at a time, a connection opened and
// left idle) until the gateway runs out of them, and requests the HTTP parser refuses, which must still be answered
// with the envelope rather than a framework's own text.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_TIMEOUTS } from '../../../server/connection-edges';
import { testGateway } from '../support';
import { listenOnLoopback, openSocket, parseRawResponse, readUntilClosed, sendRaw } from './raw-http';

function envelopeOf(body: string): unknown {
  return JSON.parse(body);
}

describe('connection timeouts', () => {
  it('reach the HTTP server: headers, whole request, keep-alive and idle socket', async () => {
    const app = await testGateway();
    try {
      await app.ready();
      expect(app.server.headersTimeout).toBe(DEFAULT_TIMEOUTS.headersMs);
      expect(app.server.requestTimeout).toBe(DEFAULT_TIMEOUTS.requestMs);
      expect(app.server.keepAliveTimeout).toBe(DEFAULT_TIMEOUTS.keepAliveMs);
      expect(app.server.timeout).toBe(DEFAULT_TIMEOUTS.idleMs);
    } finally {
      await app.close();
    }
  });

  describe('with short limits', () => {
    let app: FastifyInstance;
    let port: number;

    beforeAll(async () => {
      app = await testGateway({ timeouts: { headersMs: 150, requestMs: 300, keepAliveMs: 150, idleMs: 600 } });
      port = await listenOnLoopback(app);
    });

    afterAll(async () => {
      await app.close();
    });

    it('answers 408 with the envelope and closes a connection whose headers never end', async () => {
      const socket = await openSocket(port);
      const answer = readUntilClosed(socket);
      socket.write('GET /v1/market/tickers HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1');
      const response = parseRawResponse(await answer);
      expect(response.status).toBe(408);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['connection']).toBe('close');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(envelopeOf(response.body)).toEqual({ status: 'error', code: '40800', msg: 'Request timed out', data: null });
    });

    it('answers 408 and closes a connection whose body never arrives in full', async () => {
      const socket = await openSocket(port);
      const answer = readUntilClosed(socket);
      socket.write(
        'POST /v1/mix/public/usdtRate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"loc',
      );
      const response = parseRawResponse(await answer);
      expect(response.status).toBe(408);
      expect(envelopeOf(response.body)).toMatchObject({ code: '40800' });
    });

    it('closes a connection that never sends a byte', async () => {
      const socket = await openSocket(port);
      const text = await readUntilClosed(socket);
      // Closed by the server; a 408 is all it may have said.
      expect(text === '' || parseRawResponse(text).status === 408).toBe(true);
    });

    it('closes an idle keep-alive connection after its answer', async () => {
      const socket = await openSocket(port);
      const answer = readUntilClosed(socket);
      socket.write('GET /v1/market/tickers HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const response = parseRawResponse(await answer);
      expect(response.status).toBe(200);
    });
  });
});

describe('requests the HTTP parser refuses', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await testGateway();
    port = await listenOnLoopback(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers headers over 16 KiB with 431 and the envelope', async () => {
    const response = await sendRaw(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(response.status).toBe(431);
    expect(response.headers['request-time']).toMatch(/^\d{13}$/);
    expect(envelopeOf(response.body)).toEqual({
      status: 'error',
      code: '43100',
      msg: 'Request header fields too large',
      data: null,
    });
  });

  it.each([
    ['a request line that is not HTTP', 'HELLO\r\n\r\n'],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBroken header\r\n\r\n'],
    ['a space inside the request target', 'GET /v1/a b HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
    ['both Content-Length and chunked', 'POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
  ])('answers %s with 400 and the envelope', async (_name, request) => {
    const response = await sendRaw(port, request);
    expect(response.status).toBe(400);
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(response.body)));
    expect(envelopeOf(response.body)).toEqual({ status: 'error', code: '40000', msg: 'Bad request', data: null });
  });

  it('answers an HTTP/1.1 request without a Host header with 400, the envelope and the security headers', async () => {
    const response = await sendRaw(port, 'POST /v1/user/logout HTTP/1.1\r\nOrigin: http://127.0.0.1\r\nContent-Length: 0\r\n\r\n');
    expect(response.status).toBe(400);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(envelopeOf(response.body)).toMatchObject({ status: 'error', code: '40000', msg: 'Bad request: the Host header is required' });
  });

  it('answers an HTTP/1.0 request without a Host header as any other: Host is HTTP/1.1’s requirement', async () => {
    const response = await sendRaw(port, 'GET /v1/market/tickers HTTP/1.0\r\n\r\n');
    expect(response.status).toBe(200);
  });
});
