import { refusalOf } from '../../sagas/orders.saga';

// How a failed order call becomes what the screen says (the component tests show the words; these, the mapping).
describe('a failed order call as the screen words it', () => {
  it.each([
    ['network', 'errors.network'],
    ['timeout', 'errors.timeout'],
    ['http', 'errors.systemBusy'],
    ['malformed', 'errors.malformed'],
  ])('a failure of kind %s without its own text takes %s', (kind, messageKey) => {
    expect(refusalOf({ kind, code: 'ERR_SOMETHING' })).toEqual({ messageKey });
  });

  it("keeps the request layer's own text and its values (a 429's wait), never the code", () => {
    expect(refusalOf({ kind: 'http', messageKey: 'errors.tooManyWait', values: { wait: 30, unit: 'seconds' }, code: 'ERR_BAD_REQUEST' })).toEqual({
      messageKey: 'errors.tooManyWait',
      values: { wait: 30, unit: 'seconds' },
    });
  });

  it('takes the kind\'s text for an empty text, and leaves out values that are not all texts and numbers', () => {
    expect(refusalOf({ kind: 'timeout', messageKey: '' })).toEqual({ messageKey: 'errors.timeout' });
    expect(refusalOf({ kind: 'timeout', messageKey: 7 })).toEqual({ messageKey: 'errors.timeout' });
    for (const values of [null, ['a'], 'text', { wait: true }, { wait: 30, later: { nested: 1 } }]) {
      expect(refusalOf({ kind: 'network', values })).toEqual({ messageKey: 'errors.network' });
    }
    expect(refusalOf({ kind: 'network', values: { a: 'x', b: 2 } })).toEqual({ messageKey: 'errors.network', values: { a: 'x', b: 2 } });
  });

  it("keeps a gateway refusal's code, and nothing of a kind it does not know", () => {
    expect(refusalOf({ kind: 'envelope', code: '31004' })).toEqual({ code: '31004' });
    expect(refusalOf({ kind: 'envelope', code: '' })).toEqual({});
    expect(refusalOf({ kind: 7, code: '31004' })).toEqual({ code: '31004' });
    expect(refusalOf({ code: 31004 })).toEqual({});
  });

  it('answers an empty refusal, for the generic text, for anything else thrown', () => {
    for (const error of [undefined, null, 'boom', new Error('boom'), { kind: 'toString' }]) expect(refusalOf(error)).toEqual({});
  });
});
