import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BREAKPOINTS } from '../../src/config/constants';

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

// `min-width: 768px` starts at a breakpoint; `max-width: 767.98px` ends just below one (the fraction keeps the two
// from both matching at 768 px, even with zoom).
function breakpointOf(query: string): number | null {
  const match = /\((min|max)-width:\s*([\d.]+)px\)/.exec(query);
  if (!match) return null;
  const value = Number(match[2]);
  return match[1] === 'min' ? value : Math.round(value + 0.02);
}

test('every width in a media query is one of the SPEC 9 breakpoints (480, 576, 768, 992, 1200, 1600)', () => {
  const found: string[] = [];
  for (const file of cssFiles('src')) {
    for (const [query] of readFileSync(file, 'utf8').matchAll(/@media[^{]*/g)) {
      const widths = [...query.matchAll(/\((?:min|max)-width:[^)]*\)/g)].map(([part]) => breakpointOf(part));
      for (const width of widths) {
        if (width === null || !(BREAKPOINTS as readonly number[]).includes(width)) found.push(`${file}: ${query.trim()}`);
      }
    }
  }
  expect(found).toEqual([]);
});

test('the check reads both ends of a range', () => {
  expect(breakpointOf('(max-width: 767.98px)')).toBe(768);
  expect(breakpointOf('(min-width: 992px)')).toBe(992);
  expect(breakpointOf('(max-width: 700px)')).toBe(700);
});
