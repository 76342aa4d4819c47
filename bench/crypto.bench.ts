import type { CryptoFigures } from './browser/crypto-entry';
import { runInChromium } from './run-in-chromium';
import { ms, printTable } from './format';

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Key generation (1024 and 2048 bits), the longest main-thread task meanwhile, and signing one request. */
export async function benchCrypto(): Promise<void> {
  const figures = await runInChromium<CryptoFigures>('bench/browser/crypto-entry.ts', 'runCryptoBench');
  printTable(
    'Client crypto in Chromium (median of runs)',
    ['figure', 'value'],
    [
      ['key pair 1024 bit (WebCrypto)', ms(median(figures.keyGenerationMs['1024'] ?? []))],
      ['key pair 2048 bit (WebCrypto)', ms(median(figures.keyGenerationMs['2048'] ?? []))],
      ['backup key pair 1024 bit (node-forge, sliced)', ms(figures.backupGenerationMs['1024'] ?? 0)],
      ['longest main-thread task during all of it', figures.longestTaskMs === 0 ? 'none >= 50 ms' : ms(figures.longestTaskMs)],
      ['sign one request (mode 2)', ms(median(figures.signMs))],
    ],
  );
}
