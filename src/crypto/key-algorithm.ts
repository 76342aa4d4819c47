// The client key sizes of SPEC 9 by their wire names (`algorithm`, `defaultAlgorithm`, `lastAlgorithm`). Apart from
// key-pair.ts so code that only names a size (the key store, the key-pair machine) does not carry the generators.

export type KeyAlgorithmName = 'rsa1024' | 'rsa2048';
export type KeyBits = 1024 | 2048;

/** SPEC 9: "1024 bit (rsa1024) by default; 2048 supported". */
export const DEFAULT_KEY_ALGORITHM: KeyAlgorithmName = 'rsa1024';

export function algorithmFor(bits: KeyBits): KeyAlgorithmName {
  return bits === 2048 ? 'rsa2048' : 'rsa1024';
}

export function bitsFor(algorithm: KeyAlgorithmName): KeyBits {
  return algorithm === 'rsa2048' ? 2048 : 1024;
}

export function isKeyAlgorithm(value: unknown): value is KeyAlgorithmName {
  return value === 'rsa1024' || value === 'rsa2048';
}
