// The first `Intl` call of a page loads the engine's ICU data: the time zone, the number and date patterns, the
// locale's symbols. In Chromium that one call blocked the main thread for 180-220 ms at 4x CPU, a long task on its
// own wherever it fell (the tracker's time zone, the first price). ICU keeps what it has loaded for the whole
// renderer process, so a worker that makes the same calls first takes that cost off the main thread: after it, the
// main thread's first calls took 1-14 ms (docs/benchmarks.md).
import { scriptUrlPolicy } from './script-url-policy';
import type { ScriptUrlPolicyFactory } from './script-url-policy';

/** Where the build puts the worker (`intl-warmup.worker.ts`, a file of its own under `assets/`). */
export type WorkerUrl = string;

/** The policy's name, listed in the gateway's `trusted-types` directive (server/security-headers.ts). */
export const INTL_WARMUP_POLICY_NAME = 'exchange-intl-warmup';

/** The formatters a first visit needs early, made once each so ICU loads their data. Never throws. */
export function touchIntl(locale: string): void {
  for (const tag of new Set([locale, 'en'])) {
    try {
      // The time zone first: the tracker reads it, and finding it is most of the cost.
      Intl.DateTimeFormat(tag).resolvedOptions();
      new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5);
      new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 2 }).format(1.5e12);
      new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: 'numeric', second: 'numeric', hour12: false }).format(0);
      new Intl.PluralRules(tag).select(1);
      return;
    } catch {
      // A tag this engine does not know: English instead.
    }
  }
}

export interface WarmupDeps {
  /** The browser's Worker; absent where there is none. */
  readonly Worker?: new (url: string, options?: WorkerOptions) => Pick<Worker, 'postMessage'>;
  readonly trustedTypes?: Partial<ScriptUrlPolicyFactory>;
}

let trusted: ReturnType<typeof scriptUrlPolicy> | undefined;

/**
 * Starts the worker that loads ICU for `locale`. A speed-up only: where a worker cannot start (no Worker, a CSP
 * that refuses it) the page makes the same calls itself later, as it would have anyway, so nothing is reported.
 */
export function startIntlWarmup(locale: string, url: WorkerUrl, deps: WarmupDeps = globalThis as WarmupDeps): boolean {
  const WorkerClass = deps.Worker;
  if (typeof WorkerClass !== 'function') return false;
  try {
    // `new Worker` is a TrustedScriptURL sink: the URL comes from a policy that answers for this one file.
    trusted ??= scriptUrlPolicy(INTL_WARMUP_POLICY_NAME, url);
    const scriptUrl = trusted(deps.trustedTypes ?? {});
    new WorkerClass(scriptUrl as string, { type: 'module', name: 'intl-warmup' }).postMessage(locale);
    return true;
  } catch {
    return false;
  }
}
