// RSA key generation in pure JavaScript, stepped. forge's own asynchronous mode either prefers the same native
// WebCrypto the backup exists to replace, or starts web workers from a script path ('forge/prime.worker.js')
// that the built app does not serve and the CSP would not allow; stepping its generation state under a time
// budget gives the same non-blocking result with neither.
import type { pki } from 'node-forge';
import { loadForge } from './forge';
import type { Forge } from './forge';

// Not in forge's type definitions, but public API of forge's rsa module (documented in its README).
interface GenerationState {
  keys?: { privateKey: pki.rsa.PrivateKey; publicKey: pki.rsa.PublicKey };
}
interface SteppedRsa {
  createKeyPairGenerationState(bits: number, e: number): GenerationState;
  stepKeyPairGenerationState(state: GenerationState, ms: number): boolean;
}

export const DEFAULT_SLICE_MS = 15;

function nextMacrotask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function toPems(forge: Forge, state: GenerationState): { publicKey: string; privateKeyPem: string } {
  const keys = state.keys;
  if (keys === undefined) throw new Error('forge finished without keys');
  const privateInfo = forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(keys.privateKey));
  return {
    publicKey: forge.pki.publicKeyToPem(keys.publicKey).replace(/\r\n/g, '\n'),
    privateKeyPem: forge.pki.privateKeyInfoToPem(privateInfo).replace(/\r\n/g, '\n'),
  };
}

export async function generateForgeKeyPair(
  bits: number,
  options: { sliceMs?: number; signal?: AbortSignal } = {},
): Promise<{ publicKey: string; privateKeyPem: string }> {
  const forge = await loadForge();
  const rsa = forge.pki.rsa as unknown as SteppedRsa;
  const state = rsa.createKeyPairGenerationState(bits, 0x10001);
  const slice = Math.max(1, options.sliceMs ?? DEFAULT_SLICE_MS);
  for (;;) {
    options.signal?.throwIfAborted();
    if (rsa.stepKeyPairGenerationState(state, slice)) return toPems(forge, state);
    await nextMacrotask();
  }
}
