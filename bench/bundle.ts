import { build, type Rollup } from 'vite';

/**
 * Bundles a benchmark entry with the project's own Vite: an IIFE to inject into
 * a page, or an ES module to weigh. `external` leaves out what the app already
 * ships in other chunks, so a size is what the feature itself adds.
 */
export async function bundle(entry: string, options: { format?: 'iife' | 'es'; external?: (id: string) => boolean } = {}): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: [options.format ?? 'iife'], name: 'bench', fileName: 'bench' },
      rollupOptions: options.external ? { external: options.external } : {},
    },
  })) as Rollup.RollupOutput[];
  const chunks = output[0]?.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk') ?? [];
  if (chunks.length === 0) throw new Error(`${entry} did not bundle`);
  return chunks.map((chunk) => chunk.code).join('\n');
}
