import { randomUuid } from '../../src/core/uuid';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const filled = (byte: number) => ({
  getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
    new Uint8Array(array!.buffer).fill(byte);
    return array;
  },
});

describe('randomUuid', () => {
  it('sets the version (4) and variant bits over the random bytes', () => {
    expect(randomUuid(filled(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(randomUuid(filled(0x00))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('needs only getRandomValues, which insecure contexts have too (no crypto.randomUUID)', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => randomUuid()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
