// The preference record of SPEC 3, kept in one cookie so the gateway and both shells see the same choices.
// A cookie is user-editable and outlives releases, so reading it validates every field on its own: one bad
// value never costs the user the others, and an old record is migrated rather than wiped.
import Cookies from 'js-cookie';
import { DEFAULT_DISPLAY_UNIT, DEFAULT_LAYOUT, DEFAULT_THEME, PREFS_COOKIE_DAYS } from '../config/constants';
import { findLocale } from './locales';

export type PrefsFlavour = 'app' | 'events';

export interface PreferenceRecord {
  /** A locale code, or '' for "not chosen yet" (then the URL or the browser decides). */
  language: string;
  /** Display currency, upper case. */
  unit: string;
  showAsset: boolean;
  /** Saved theme word; each shell interprets it (DECISIONS: Theme). */
  theme: string;
  layout: 'right' | 'left';
  valuationUnit: number;
  login: boolean;
}

export const PREFS_COOKIE_NAME = 'exchange_prefs';

/** Written as `v` in the cookie; raise it and add a MIGRATIONS entry when the record's shape changes. */
export const PREFS_VERSION = 1;

// Browsers keep at most about 4 KB per cookie; anything longer was not written by us.
const MAX_COOKIE_LENGTH = 4096;
const UNIT = /^[A-Z]{2,6}$/;
const THEME = /^[a-z]{1,16}$/;

type LooseRecord = { readonly [K in keyof PreferenceRecord]?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fromText(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value)) return Number(value);
  return value;
}

/**
 * Step n turns a version-n record into version n+1. Version 0 is the record written before versioning, whose
 * values were all strings ("true", "1").
 */
const MIGRATIONS: Record<number, (old: Record<string, unknown>) => unknown> = {
  0: (old) => ({
    ...old,
    v: 1,
    showAsset: fromText(old['showAsset']),
    login: fromText(old['login']),
    valuationUnit: fromText(old['valuationUnit']),
  }),
};

/** 0 before versioning; a version that is no number reads as the current one (nothing to migrate). */
function versionOf(record: Record<string, unknown>): number {
  const version = record['v'];
  if (version === undefined) return 0;
  return typeof version === 'number' ? version : PREFS_VERSION;
}

function upgrade(record: Record<string, unknown>): Record<string, unknown> {
  // A newer record (from a later release running in another tab) or an unreadable version (negative, fractional,
  // text: no step is written for it) is used as it is: the field checks below keep what this release understands.
  let current = record;
  for (let version = versionOf(record); version < PREFS_VERSION; version += 1) {
    const step = MIGRATIONS[version];
    if (!step) break;
    const next = step(current);
    if (!isRecord(next)) return {};
    current = next;
  }
  return current;
}

const FIELDS: { readonly [K in keyof PreferenceRecord]: (value: unknown) => PreferenceRecord[K] | undefined } = {
  // "" (not chosen yet) is no locale, and is the default.
  language: (value) => findLocale(value)?.code,
  unit: (value) => {
    const unit = typeof value === 'string' ? value.toUpperCase() : '';
    return UNIT.test(unit) ? unit : undefined;
  },
  showAsset: (value) => (typeof value === 'boolean' ? value : undefined),
  theme: (value) => {
    const theme = typeof value === 'string' ? value.toLowerCase() : '';
    return THEME.test(theme) ? theme : undefined;
  },
  layout: (value) => (value === 'right' || value === 'left' ? value : undefined),
  valuationUnit: (value) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined),
  login: (value) => (typeof value === 'boolean' ? value : undefined),
};

function field<K extends keyof PreferenceRecord>(
  input: LooseRecord,
  key: K,
  defaults: PreferenceRecord,
): PreferenceRecord[K] {
  return FIELDS[key](input[key]) ?? defaults[key];
}

function normalize(input: LooseRecord, flavour: PrefsFlavour): PreferenceRecord {
  const defaults = defaultPrefs(flavour);
  return {
    language: field(input, 'language', defaults),
    unit: field(input, 'unit', defaults),
    showAsset: field(input, 'showAsset', defaults),
    theme: field(input, 'theme', defaults),
    layout: field(input, 'layout', defaults),
    valuationUnit: field(input, 'valuationUnit', defaults),
    login: field(input, 'login', defaults),
  };
}

/** A first visit's preferences; the display unit differs between the app and the events shell (SPEC 9). */
export function defaultPrefs(flavour: PrefsFlavour): PreferenceRecord {
  return {
    language: '',
    unit: DEFAULT_DISPLAY_UNIT[flavour],
    showAsset: true,
    theme: DEFAULT_THEME,
    layout: DEFAULT_LAYOUT,
    valuationUnit: 1,
    login: false,
  };
}

/** The record held by a cookie value; every field that is missing or invalid takes its default. Never throws. */
export function parsePrefs(raw: string | undefined, flavour: PrefsFlavour): PreferenceRecord {
  // An empty value is no JSON either: the parse below refuses it.
  if (typeof raw !== 'string' || raw.length > MAX_COOKIE_LENGTH) return defaultPrefs(flavour);
  try {
    const data: unknown = JSON.parse(raw);
    return isRecord(data) ? normalize(upgrade(data), flavour) : defaultPrefs(flavour);
  } catch {
    return defaultPrefs(flavour);
  }
}

/** The cookie value for a record, tagged with the current version; fields outside the record are dropped. */
export function serializePrefs(record: PreferenceRecord): string {
  return JSON.stringify({
    v: PREFS_VERSION,
    language: record.language,
    unit: record.unit,
    showAsset: record.showAsset,
    theme: record.theme,
    layout: record.layout,
    valuationUnit: record.valuationUnit,
    login: record.login,
  });
}

/** Cookie attributes for a page served over `protocol`; Secure only where the browser would keep it. */
export function prefsCookieAttributes(protocol: string | undefined): Cookies.CookieAttributes {
  return { expires: PREFS_COOKIE_DAYS, path: '/', sameSite: 'Lax', secure: protocol === 'https:' };
}

function pageProtocol(): string | undefined {
  try {
    return globalThis.location?.protocol;
  } catch {
    return undefined;
  }
}

export function readPrefs(flavour: PrefsFlavour): PreferenceRecord {
  let raw: string | undefined;
  try {
    raw = Cookies.get(PREFS_COOKIE_NAME);
  } catch {
    raw = undefined;
  }
  return parsePrefs(raw, flavour);
}

/**
 * Saves the record; invalid fields are saved as the flavour's defaults. Returns whether the browser kept the
 * cookie (false with cookies disabled or without a document). Never throws.
 */
export function writePrefs(record: PreferenceRecord, flavour: PrefsFlavour = 'app'): boolean {
  const text = serializePrefs(normalize(record, flavour));
  try {
    Cookies.set(PREFS_COOKIE_NAME, text, prefsCookieAttributes(pageProtocol()));
    return Cookies.get(PREFS_COOKIE_NAME) === text;
  } catch {
    return false;
  }
}
