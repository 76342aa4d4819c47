import { userMessageOf } from '../../src/core/user-message';

test("the gateway's own words win over the catalog key", () => {
  expect(userMessageOf({ serverMessage: 'Wrong password', messageKey: 'errors.unknown' })).toEqual({ text: 'Wrong password' });
});

test('without server words, the typed error names its catalog key and values', () => {
  expect(userMessageOf({ kind: 'http', messageKey: 'errors.status', values: { status: 502 } })).toEqual({
    messageKey: 'errors.status',
    values: { status: 502 },
  });
});

test('anything else thrown says errors.unknown', () => {
  for (const thrown of [undefined, null, new Error('boom'), 'text', { serverMessage: '' }, { messageKey: 3 }])
    expect(userMessageOf(thrown)).toEqual({ messageKey: 'errors.unknown' });
});

test('values that are null or not an object are left out of the message', () => {
  expect(userMessageOf({ messageKey: 'errors.status', values: null })).toEqual({ messageKey: 'errors.status' });
  expect(userMessageOf({ messageKey: 'errors.status', values: 'status 502' })).toEqual({ messageKey: 'errors.status' });
});

test('an empty catalog key says errors.unknown, keeping the values', () => {
  expect(userMessageOf({ messageKey: '', values: { status: 500 } })).toEqual({
    messageKey: 'errors.unknown',
    values: { status: 500 },
  });
});

test('server words that are not text give way to the catalog key', () => {
  expect(userMessageOf({ serverMessage: 42, messageKey: 'errors.network' })).toEqual({ messageKey: 'errors.network' });
});
