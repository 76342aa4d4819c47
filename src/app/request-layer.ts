// What the first request loads, as one chunk: the HTTP client (axios and the error catalogue), the server clock, the
// request steps that seal and sign, and the gateway's calls with their answers' checks (api-port.ts).
export * as endpoints from '../api/endpoints';
export { createHttpClient } from '../api/http-client';
export { createServerClock } from '../api/clock';
export { createCryptoSteps } from './crypto-steps';
