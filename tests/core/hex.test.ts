import { bytesToHex } from '../../src/core/hex';

test('bytes print as two lower-case hex digits each, leading zeros kept', () => {
  expect(bytesToHex(new Uint8Array([0, 1, 15, 16, 171, 255]))).toBe('00010f10abff');
  expect(bytesToHex(new Uint8Array([]))).toBe('');
});
