// node-forge loads on first use (src/crypto/forge.ts) and generates keys in time slices (src/crypto/forge-rsa.ts).
// Where the real library would take seconds, a stand-in forge shows what the code asks of it.
import type { Forge } from '../../src/crypto/forge';
import type * as ForgeRsa from '../../src/crypto/forge-rsa';
import { rejectionOf } from './support';

afterEach(() => {
  jest.dontMock('node-forge');
  jest.dontMock('../../src/crypto/forge');
});

describe('loadForge', () => {
  it("hands out the package's default export where the loader puts module.exports there", async () => {
    const library = { pki: { marker: 'default' } };
    await jest.isolateModulesAsync(async () => {
      jest.doMock('node-forge', () => ({ __esModule: true, default: library }));
      const { loadForge } = await import('../../src/crypto/forge');
      expect(await loadForge()).toBe(library);
    });
  });

  it('hands out the namespace itself where the loader has no default', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('node-forge', () => ({ __esModule: true, pki: { marker: 'namespace' } }));
      const { loadForge } = await import('../../src/crypto/forge');
      expect(((await loadForge()) as unknown as { pki: { marker: string } }).pki.marker).toBe('namespace');
    });
  });

  it('loads once for every caller', async () => {
    let loads = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('node-forge', () => {
        loads += 1;
        return { __esModule: true, default: { pki: {} } };
      });
      const { loadForge } = await import('../../src/crypto/forge');
      const [first, second] = await Promise.all([loadForge(), loadForge()]);
      expect(await loadForge()).toBe(first);
      expect(second).toBe(first);
    });
    expect(loads).toBe(1);
  });

  it('tries again after a failed load (a chunk lost to the network) instead of keeping the failure', async () => {
    let loads = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('node-forge', () => {
        loads += 1;
        if (loads === 1) throw new Error('chunk failed to load');
        return { __esModule: true, default: { pki: { marker: 'second' } } };
      });
      const { loadForge } = await import('../../src/crypto/forge');
      expect(((await rejectionOf(loadForge())) as Error).message).toBe('chunk failed to load');
      expect(((await loadForge()) as unknown as { pki: { marker: string } }).pki.marker).toBe('second');
    });
    expect(loads).toBe(2);
  });
});

/** A forge whose stepped generation finishes after `steps` slices, recording the budget of each. */
function steppedForge(steps: number, { keys = true } = {}) {
  const slices: number[] = [];
  const forge = {
    pki: {
      rsa: {
        createKeyPairGenerationState: (bits: number, e: number) => ({ bits, e }) as { keys?: object },
        stepKeyPairGenerationState: (state: { keys?: object }, ms: number) => {
          slices.push(ms);
          if (slices.length < steps) return false;
          if (keys) state.keys = { privateKey: 'private', publicKey: 'public' };
          return true;
        },
      },
      privateKeyToAsn1: (key: string) => `asn1(${key})`,
      wrapRsaPrivateKey: (asn1: string) => `wrapped(${asn1})`,
      publicKeyToPem: () => '-----BEGIN PUBLIC KEY-----\r\nAAAA\r\n-----END PUBLIC KEY-----\r\n',
      privateKeyInfoToPem: () => '-----BEGIN PRIVATE KEY-----\r\nBBBB\r\n-----END PRIVATE KEY-----\r\n',
    },
  };
  return { forge: forge as unknown as Forge, slices };
}

async function withForge<T>(forge: Forge, run: (module: typeof ForgeRsa) => Promise<T>) {
  let result: T | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('../../src/crypto/forge', () => ({ loadForge: () => Promise.resolve(forge) }));
    result = await run(await import('../../src/crypto/forge-rsa'));
  });
  return result as T;
}

describe('generateForgeKeyPair', () => {
  it('gives both keys as PEM with line feeds only, as WebCrypto and the gateway read them', async () => {
    const { forge } = steppedForge(1);
    const pems = await withForge(forge, (module) => module.generateForgeKeyPair(1024));
    expect(pems).toEqual({
      publicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n',
      privateKeyPem: '-----BEGIN PRIVATE KEY-----\nBBBB\n-----END PRIVATE KEY-----\n',
    });
  });

  it('works in slices of 15 ms by default, of the asked length otherwise, and never of less than 1 ms', async () => {
    const byDefault = steppedForge(2);
    await withForge(byDefault.forge, (module) => module.generateForgeKeyPair(1024));
    expect(byDefault.slices).toEqual([15, 15]);
    const asked = steppedForge(2);
    await withForge(asked.forge, (module) => module.generateForgeKeyPair(1024, { sliceMs: 40 }));
    expect(asked.slices).toEqual([40, 40]);
    const zero = steppedForge(1);
    await withForge(zero.forge, (module) => module.generateForgeKeyPair(1024, { sliceMs: 0 }));
    expect(zero.slices).toEqual([1]);
  });

  it('lets timers run between two slices: the page is never held for the whole generation', async () => {
    const { forge, slices } = steppedForge(3);
    // Each slice sets a timer; by the next slice it must have run, which only a macrotask between them allows.
    const ranBeforeSlice: boolean[] = [];
    let timerRan = true;
    const rsa = forge.pki.rsa as unknown as { stepKeyPairGenerationState: (state: object, ms: number) => boolean };
    const step = rsa.stepKeyPairGenerationState;
    rsa.stepKeyPairGenerationState = (state, ms) => {
      ranBeforeSlice.push(timerRan);
      timerRan = false;
      setTimeout(() => {
        timerRan = true;
      }, 0);
      return step(state, ms);
    };
    await withForge(forge, (module) => module.generateForgeKeyPair(1024));
    expect(slices).toHaveLength(3);
    expect(ranBeforeSlice).toEqual([true, true, true]);
  });

  it('fails, rather than hand out nothing, when forge finishes without keys', async () => {
    const { forge } = steppedForge(1, { keys: false });
    const error = await withForge(forge, (module) => rejectionOf(module.generateForgeKeyPair(1024)));
    expect((error as Error).message).toBe('forge finished without keys');
  });

  it('stops between slices once its signal is aborted', async () => {
    const { forge, slices } = steppedForge(10);
    const controller = new AbortController();
    const rsa = forge.pki.rsa as unknown as { stepKeyPairGenerationState: (state: object, ms: number) => boolean };
    const step = rsa.stepKeyPairGenerationState;
    rsa.stepKeyPairGenerationState = (state, ms) => {
      if (slices.length === 1) controller.abort();
      return step(state, ms);
    };
    const error = await withForge(forge, (module) =>
      rejectionOf(module.generateForgeKeyPair(1024, { signal: controller.signal })),
    );
    expect((error as Error).name).toBe('AbortError');
    expect(slices).toHaveLength(2);
  });
});
