// The app's text: a key is looked up in the chosen locale's catalog, then in English, and its placeholders filled.
// This is all the app asks of a translation library (no plurals by count, no texts referring to others, no
// namespaces), and it costs well under a kilobyte where i18next and its React binding cost about 20 KB of the first
// visit (docs/i18n.md).
import { resolveLocale } from '../core/locales';

/** A catalog as its JSON file holds it: nested objects of strings, read by dotted keys ("errors.systemBusy"). */
export interface Messages {
  readonly [key: string]: string | Messages;
}

/** Values for the key's placeholders; `defaultValue` is the text when no catalog has the key. */
export type TranslateOptions = Readonly<Record<string, unknown>> & { readonly defaultValue?: string };

export type Translate = (key: string, options?: TranslateOptions) => string;

// {{name}} or {{name, relativetime(unit)}}, the one formatter the catalogs use.
const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*relativetime\((\w+)\)\s*)?\}\}/g;

/** The text at a dotted key, or undefined for a missing key or a group of keys. Own properties only. */
function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export class Translator {
  /** The locale code the text is in (es-ES, zh-TC, asia: several locales can share one catalog). */
  language: string;

  // Read as they are: flattening English up front cost the start-up about 6 ms of CPU for keys mostly never read.
  private readonly catalogs = new Map<string, Messages>();
  private readonly fallback: Messages;
  private readonly listeners = new Set<() => void>();
  /** Keys already said to be missing. */
  private readonly warned = new Set<string>();
  private relativeTime: Intl.RelativeTimeFormat | undefined;
  // A new function for each language, so memoised text that depends on it is made again when the language changes.
  private bound: Translate;

  constructor(language: string, fallback: Messages) {
    this.language = language;
    this.fallback = fallback;
    this.bound = this.bind();
  }

  /**
   * The text of `key` in the current language, else in English, else `defaultValue`, else the key itself, said once
   * in the console: a key no catalog has is a text missing from English, or a part of English its page did not add
   * (catalogs.ts).
   */
  t(key: string, options?: TranslateOptions): string {
    const text = lookup(this.catalogs.get(this.language), key) ?? lookup(this.fallback, key) ?? options?.defaultValue ?? this.missing(key);
    return options === undefined || !text.includes('{{') ? text : this.interpolate(text, options);
  }

  /** `t` of the current language, a new function after each change of language (what `useTranslation` hands out). */
  get translate(): Translate {
    return this.bound;
  }

  hasCatalog(language: string): boolean {
    return this.catalogs.has(language);
  }

  addCatalog(language: string, messages: Messages): void {
    this.catalogs.set(language, messages);
  }

  /** Switches the text to `language` (its catalog, or English when it has none) and tells every subscriber. */
  changeLanguage(language: string): void {
    this.language = language;
    this.relativeTime = undefined;
    this.bound = this.bind();
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after each change of language; returns the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private missing(key: string): string {
    if (!this.warned.has(key)) {
      this.warned.add(key);
      console.warn(`i18n: no text for "${key}"`);
    }
    return key;
  }

  private bind(): Translate {
    return (key, options) => this.t(key, options);
  }

  private interpolate(text: string, options: TranslateOptions): string {
    return text.replace(PLACEHOLDER, (placeholder, name: string, unit: string | undefined) => {
      const value = options[name];
      if (value === undefined) return placeholder;
      return unit === undefined ? String(value) : this.formatRelative(Number(value), unit as Intl.RelativeTimeFormatUnit);
    });
  }

  // The locale's BCP 47 tag, not its code: ph is Filipino (fil), and Intl would not know "ph" or "asia".
  private formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit): string {
    this.relativeTime ??= new Intl.RelativeTimeFormat(resolveLocale(this.language).htmlLang);
    return this.relativeTime.format(value, unit);
  }
}
