import { gatewayEnvironment } from '../../src/app/api-port';
import { APP_FLAVOUR, EVENTS_FLAVOUR } from '../../src/api/flavours';

test.each([
  ['events', 'pre', { environment: 'pre' }],
  ['events', 'test3', { environment: 'test3' }],
  ['events', 'online', {}],
  ['app', 'test3', {}],
] as const)('the %s shell in the log environment %s sends %j', (name, logEnv, expected) => {
  expect(gatewayEnvironment(name === 'events' ? EVENTS_FLAVOUR : APP_FLAVOUR, logEnv)).toEqual(expected);
});
