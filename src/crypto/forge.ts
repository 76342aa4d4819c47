// node-forge is about 80 KB gzip: it is loaded on first use so it never weighs on the first page load (DESIGN
// budgets). Every module of this folder reaches forge through here.
import type forgeModule from 'node-forge';

export type Forge = typeof forgeModule;

let loading: Promise<Forge> | undefined;

export function loadForge(): Promise<Forge> {
  loading ??= import('node-forge').then(
    // A CommonJS package: bundlers put module.exports on `default`, some loaders hand it over as the namespace.
    (module) => ((module as { default?: Forge }).default ?? (module as unknown as Forge)),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
