// Turns the raw build-time variables into a typed, validated configuration.
// Kept apart from env.ts so it can be tested without import.meta.

export type AppMode = 'development' | 'production' | 'test';

export interface AppEnv {
  readonly mode: AppMode;
  readonly dev: boolean;
  /** Prefix put in front of every API path (SPEC 7: "/v1 unless configured otherwise"). */
  readonly apiPrefix: string;
  /** Beta environments send a beta marker header (SPEC 7). */
  readonly beta: boolean;
  /** The web client's version (package.json), sent as the tracking field `ver`. */
  readonly version: string;
  /** Value of the tracking field log_env: pre, online or testN (SPEC 3). */
  readonly logEnv: string;
  /** URL schemes of the exchange's own apps that links may use (SPEC 5). */
  readonly appSchemes: readonly string[];
}

export type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

const LOG_ENV = /^(pre|online|test\d+)$/;
const SCHEME = /^[a-z][a-z0-9+.-]*$/;

function text(raw: RawEnv, key: string): string | undefined {
  const value = raw[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function parseEnv(raw: RawEnv): AppEnv {
  const mode: AppMode = raw['MODE'] === 'production' ? 'production' : raw['MODE'] === 'test' ? 'test' : 'development';

  const prefix = text(raw, 'VITE_API_PREFIX') ?? '/v1';
  const apiPrefix = prefix === '/' ? '' : `/${prefix.replace(/^\/+|\/+$/g, '')}`;

  const logEnv = text(raw, 'VITE_LOG_ENV') ?? (mode === 'production' ? 'online' : 'pre');
  if (!LOG_ENV.test(logEnv)) throw new Error(`VITE_LOG_ENV must be pre, online or testN, not "${logEnv}"`);

  const appSchemes = (text(raw, 'VITE_APP_SCHEMES') ?? 'exchange')
    .split(',')
    .map((scheme) => scheme.trim().toLowerCase())
    .filter((scheme) => scheme !== '');
  for (const scheme of appSchemes) {
    if (!SCHEME.test(scheme) || ['javascript', 'vbscript', 'data', 'file', 'blob', 'about'].includes(scheme)) {
      throw new Error(`VITE_APP_SCHEMES holds an unusable scheme: "${scheme}"`);
    }
  }

  return {
    mode,
    dev: mode === 'development',
    apiPrefix,
    beta: text(raw, 'VITE_BETA') === 'true',
    version: text(raw, 'VITE_APP_VERSION') ?? '0.0.0',
    logEnv,
    appSchemes,
  };
}
