import { commonHeaders } from '../../src/api/common-headers';
import { APP_FLAVOUR, EVENTS_FLAVOUR } from '../../src/api/flavours';
import { makeContext } from './support/context';

// The context comes from a callback at run time: a value its store has not filled in yet arrives as undefined.
const missing = undefined as unknown as string;
const IDS = { requestId: 'a1b2c3d4-0000-4000-8000-000000000000', requestTime: 1_700_000_000_123 };

describe('commonHeaders (app)', () => {
  it('sends theme, terminal, device language, locale and language', () => {
    expect(commonHeaders(makeContext({ locale: 'ja', theme: 'dark' }), APP_FLAVOUR, IDS)).toEqual({
      appTheme: 'dark',
      terminalCode: 'terminal-1',
      terminaltype: '1',
      devicelanguage: 'ja_JP',
      locale: 'ja',
      language: 'ja_JP',
    });
  });

  it('sends appTheme standard for the light theme', () => {
    expect(commonHeaders(makeContext({ theme: 'light' }), APP_FLAVOUR, IDS)['appTheme']).toBe('standard');
  });

  it('sends English values for an unknown locale', () => {
    const headers = commonHeaders(makeContext({ locale: 'klingon' }), APP_FLAVOUR, IDS);
    expect(headers).toMatchObject({ locale: 'en', language: 'en_US', devicelanguage: 'en_US' });
  });

  it('adds beta=1 only in beta environments', () => {
    expect(commonHeaders(makeContext({ beta: true }), APP_FLAVOUR, IDS)['beta']).toBe('1');
    expect(commonHeaders(makeContext({ beta: false }), APP_FLAVOUR, IDS)).not.toHaveProperty('beta');
  });

  it('adds paptrading=1 only in simulation mode', () => {
    expect(commonHeaders(makeContext({ simulation: true }), APP_FLAVOUR, IDS)['paptrading']).toBe('1');
    expect(commonHeaders(makeContext({ simulation: false }), APP_FLAVOUR, IDS)).not.toHaveProperty('paptrading');
  });

  it('sends none of the events shell headers', () => {
    const headers = commonHeaders(makeContext({ environment: 'test1' }), APP_FLAVOUR, IDS);
    for (const name of ['website', 'deviceId', 'requestId', 'requestTime', 'environment']) {
      expect(headers).not.toHaveProperty(name);
    }
  });

  it('sends an empty terminalCode when none is stored', () => {
    expect(commonHeaders(makeContext({ terminalCode: missing }), APP_FLAVOUR, IDS)['terminalCode']).toBe('');
  });

  it('strips characters a header cannot carry from stored values', () => {
    const headers = commonHeaders(makeContext({ terminalCode: ' abc\r\nX-Evil: 1\u0000é ' }), APP_FLAVOUR, IDS);
    expect(headers['terminalCode']).toBe('abcX-Evil: 1');
  });
});

describe('commonHeaders (events)', () => {
  it('adds website=mix, deviceId, the request id and the request time', () => {
    expect(commonHeaders(makeContext({ locale: 'de' }), EVENTS_FLAVOUR, IDS)).toEqual({
      appTheme: 'dark',
      terminalCode: 'terminal-1',
      terminaltype: '1',
      devicelanguage: 'de_DE',
      locale: 'de',
      language: 'de_DE',
      website: 'mix',
      deviceId: 'device-1',
      requestId: IDS.requestId,
      requestTime: '1700000000123',
    });
  });

  it('sends an empty deviceId when none is stored', () => {
    expect(commonHeaders(makeContext({ deviceId: missing }), EVENTS_FLAVOUR, IDS)['deviceId']).toBe('');
  });

  it('adds the environment header only when one is set', () => {
    expect(commonHeaders(makeContext({ environment: 'test3' }), EVENTS_FLAVOUR, IDS)['environment']).toBe('test3');
    expect(commonHeaders(makeContext({ environment: '' }), EVENTS_FLAVOUR, IDS)).not.toHaveProperty('environment');
    expect(commonHeaders(makeContext(), EVENTS_FLAVOUR, IDS)).not.toHaveProperty('environment');
  });

  it('also carries the simulation and beta markers', () => {
    const headers = commonHeaders(makeContext({ simulation: true, beta: true }), EVENTS_FLAVOUR, IDS);
    expect(headers).toMatchObject({ paptrading: '1', beta: '1' });
  });
});
