// Helpers that compare a catalog with English by walking both trees, so a test can name the exact key that is
// missing, extra, untranslated or has lost a placeholder.

function isBranch(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every leaf of a catalog by its dotted key (errors.systemBusy), whatever type the leaf has. */
export function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (!isBranch(tree)) return found;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (isBranch(value)) {
      for (const [childPath, leaf] of leaves(value, path)) found.set(childPath, leaf);
    } else {
      found.set(path, value);
    }
  }
  return found;
}

export interface KeyDiff {
  /** Keys English has and the catalog lacks. */
  readonly missing: string[];
  /** Keys the catalog has and English lacks. */
  readonly extra: string[];
}

export function diffKeys(english: unknown, catalog: unknown): KeyDiff {
  const englishKeys = new Set(leaves(english).keys());
  const catalogKeys = new Set(leaves(catalog).keys());
  return {
    missing: [...englishKeys].filter((key) => !catalogKeys.has(key)).sort(),
    extra: [...catalogKeys].filter((key) => !englishKeys.has(key)).sort(),
  };
}

/** The distinct {{placeholders}} of a string, sorted, so word order may differ between languages. */
export function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

/** Keys whose placeholder set differs from English's, with both sets. */
export function placeholderMismatches(english: unknown, catalog: unknown): string[] {
  const translated = leaves(catalog);
  const mismatches: string[] = [];
  for (const [key, englishText] of leaves(english)) {
    const text = translated.get(key);
    if (typeof englishText !== 'string' || typeof text !== 'string') continue;
    const expected = placeholders(englishText).join(',');
    const actual = placeholders(text).join(',');
    if (expected !== actual) mismatches.push(`${key}: expected {${expected}}, got {${actual}}`);
  }
  return mismatches;
}

/** Share of English's strings, outside `sameAsEnglish`, that the catalog words differently. */
export function translatedShare(english: unknown, catalog: unknown, sameAsEnglish: readonly string[]): number {
  const translated = leaves(catalog);
  const compared = [...leaves(english)].filter(([key]) => !sameAsEnglish.includes(key));
  if (compared.length === 0) return 1;
  const differing = compared.filter(([key, text]) => translated.get(key) !== text);
  return differing.length / compared.length;
}
