import { algorithmFor, bitsFor, isKeyAlgorithm } from '../../src/crypto/key-algorithm';

test('wire names and key sizes map both ways', () => {
  expect(algorithmFor(1024)).toBe('rsa1024');
  expect(algorithmFor(2048)).toBe('rsa2048');
  expect(bitsFor('rsa1024')).toBe(1024);
  expect(bitsFor('rsa2048')).toBe(2048);
});

test.each([
  ['rsa1024', true],
  ['rsa2048', true],
  ['rsa4096', false],
  ['RSA1024', false],
  ['', false],
  [1024, false],
  [null, false],
])('%p is a key algorithm name: %p', (value, expected) => {
  expect(isKeyAlgorithm(value)).toBe(expected);
});
