import { streamUrl } from '../../src/app/market-port';

describe('market stream address', () => {
  it('asks for the paper world in the query, which a browser WebSocket cannot carry as a header', () => {
    expect(streamUrl('real', { protocol: 'http:', host: '127.0.0.1:8080' })).toBe('ws://127.0.0.1:8080/v1/ws');
    expect(streamUrl('paper', { protocol: 'http:', host: '127.0.0.1:8080' })).toBe('ws://127.0.0.1:8080/v1/ws?paptrading=1');
    expect(streamUrl('paper', { protocol: 'https:', host: 'exchange.example' })).toBe('wss://exchange.example/v1/ws?paptrading=1');
  });
});
