import type { RequestContext } from '../../../src/api/request-context';

export function makeContext(overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    locale: 'en',
    theme: 'dark',
    terminalCode: 'terminal-1',
    simulation: false,
    beta: false,
    deviceId: 'device-1',
    ...overrides,
  };
}
