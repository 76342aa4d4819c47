import { newRequestId } from '../../src/api/request-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRequestId', () => {
  it('uses crypto.randomUUID where it exists', () => {
    const source = { randomUUID: () => '11111111-2222-4333-8444-555555555555' } as unknown as Crypto;
    expect(newRequestId(source)).toBe('11111111-2222-4333-8444-555555555555');
  });

  it('builds a version 4 UUID from getRandomValues outside secure contexts', () => {
    const source = {
      getRandomValues: <T extends ArrayBufferView>(array: T): T => {
        new Uint8Array(array.buffer).fill(0xff);
        return array;
      },
    } as unknown as Crypto;
    expect(newRequestId(source)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('still gives a UUID without any crypto', () => {
    expect(newRequestId(undefined)).toMatch(UUID_V4);
  });

  it('gives a different UUID each time with the platform crypto', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newRequestId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
