import { APP_FLAVOUR } from '../../src/api/flavours';
import { makeClient } from './support/client';
import { ok } from './support/fake-adapter';

test('a gw-sign-error response header is reported with the path, on success and on failure answers', async () => {
  const onSignError = jest.fn();
  const { client } = makeClient(
    APP_FLAVOUR,
    (config) =>
      config.url?.includes('fails')
        ? { status: 500, data: 'x', headers: { 'gw-sign-error': 'signature-invalid' } }
        : { ...ok({ fine: true }), headers: { 'gw-sign-error': 'mode-mismatch' } },
    { onSignError },
  );
  await client.post('/v1/account/profile', {});
  await client.post('/v1/account/fails', {}).catch(() => undefined);
  expect(onSignError.mock.calls).toEqual([
    ['mode-mismatch', '/v1/account/profile'],
    ['signature-invalid', '/v1/account/fails'],
  ]);
});

test('answers without the header report nothing and resolve with their data', async () => {
  const onSignError = jest.fn();
  const { client } = makeClient(APP_FLAVOUR, () => ok({ fine: true }), { onSignError });
  await expect(client.post('/v1/account/profile', {})).resolves.toEqual({ fine: true });
  expect(onSignError).not.toHaveBeenCalled();
});

test('an empty gw-sign-error header reports nothing', async () => {
  const onSignError = jest.fn();
  const { client } = makeClient(APP_FLAVOUR, () => ({ ...ok('fine'), headers: { 'gw-sign-error': '' } }), {
    onSignError,
  });
  await expect(client.post('/v1/account/profile', {})).resolves.toBe('fine');
  expect(onSignError).not.toHaveBeenCalled();
});

test('a reason longer than 200 characters is reported cut to its first 200', async () => {
  const onSignError = jest.fn();
  const reason = `${'a'.repeat(200)}${'b'.repeat(50)}`;
  const { client } = makeClient(APP_FLAVOUR, () => ({ ...ok('fine'), headers: { 'gw-sign-error': reason } }), {
    onSignError,
  });
  await client.post('/v1/account/profile', {});
  expect(onSignError).toHaveBeenCalledWith('a'.repeat(200), '/v1/account/profile');
});

test('a client without a sign-error listener still answers a call that carries the header', async () => {
  const { client } = makeClient(APP_FLAVOUR, () => ({ ...ok('fine'), headers: { 'gw-sign-error': 'mode-mismatch' } }));
  await expect(client.post('/v1/account/profile', {})).resolves.toBe('fine');
});
