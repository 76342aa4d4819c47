import { CryptoError } from '../../src/crypto/crypto-error';

test('a CryptoError is an Error named CryptoError whose message is its reason, and keeps its cause', () => {
  const cause = new Error('OperationError');
  const error = new CryptoError('key generation failed', { cause });
  expect(error).toBeInstanceOf(Error);
  expect(error.name).toBe('CryptoError');
  expect(error.reason).toBe('key generation failed');
  expect(error.message).toBe('key generation failed');
  expect(error.cause).toBe(cause);
  expect(String(error)).toBe('CryptoError: key generation failed');
});
