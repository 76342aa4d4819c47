import { errorText } from '../../src/core/error-text';

test('an Error, or any object with a message, gives its message', () => {
  expect(errorText(new TypeError('bad input'))).toBe('bad input');
  expect(errorText({ kind: 'network', message: 'Network Error' })).toBe('Network Error');
});

test('a thrown string is its own text', () => {
  expect(errorText('chunk failed')).toBe('chunk failed');
});

test('anything without a usable message gives the fallback', () => {
  for (const value of [undefined, null, 42, {}, { message: 7 }, new Error(''), ''])
    expect(errorText(value, 'config fetch failed')).toBe('config fetch failed');
  expect(errorText(undefined)).toBe('unknown error');
});

test('an object whose message is empty falls back to the fallback, not to its text form', () => {
  expect(errorText({ message: '', toString: () => 'object text' }, 'fallback')).toBe('fallback');
});

test('a thrown string wins over the fallback only when it is not empty', () => {
  expect(errorText('', 'fallback')).toBe('fallback');
  expect(errorText('x', 'fallback')).toBe('x');
});
