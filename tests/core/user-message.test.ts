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
