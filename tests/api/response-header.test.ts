import { AxiosHeaders } from 'axios';
import { readResponseHeader } from '../../src/api/response-header';

describe('readResponseHeader', () => {
  it('reads AxiosHeaders case-insensitively', () => {
    expect(readResponseHeader(new AxiosHeaders({ 'Request-Time': '123' }), 'request-time')).toBe('123');
  });

  it('reads a plain header object case-insensitively', () => {
    expect(readResponseHeader({ 'REQUEST-TIME': 5 }, 'request-time')).toBe(5);
    expect(readResponseHeader({ 'content-type': 'text/plain', 'Request-Time': 7 }, 'request-time')).toBe(7);
  });

  it('gives undefined for missing headers and for values that are not headers', () => {
    expect(readResponseHeader({}, 'request-time')).toBeUndefined();
    expect(readResponseHeader({ undefined: 'not this one' }, 'request-time')).toBeUndefined();
    expect(readResponseHeader(undefined, 'request-time')).toBeUndefined();
    expect(readResponseHeader('request-time: 1', 'request-time')).toBeUndefined();
    expect(readResponseHeader(new Map([['request-time', '1']]), 'request-time')).toBe('1');
    expect(readResponseHeader(null, 'request-time')).toBeUndefined();
    expect(readResponseHeader(Object.assign(new (class Headers {})(), { 'request-time': '1' }), 'request-time')).toBeUndefined();
  });
});
