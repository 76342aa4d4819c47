// SPEC 9's visual constants are the stylesheets' business: these tests read the CSS the app ships, so a token
// changed there, or a layout switching at a width the spec does not name, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '../../src');
const read = (file: string) => readFileSync(path.join(SRC, file), 'utf8');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** The custom property `name` as declared in the root block of tokens.css. */
function token(name: string): string | undefined {
  return new RegExp(`${name}:\\s*([^;]+);`).exec(read('styles/tokens.css'))?.[1]?.trim();
}

test('the root tokens carry the base font size, control height, radius and brand colour of SPEC 9', () => {
  expect(token('--font-size-base')).toBe('14px');
  expect(token('--control-height')).toBe('32px');
  expect(token('--radius')).toBe('4px');
  expect(token('--color-primary')?.toLowerCase()).toBe('#03aac7');
});

test('toasts sit 8 px from the top (SPEC 9)', () => {
  expect(read('components/toasts/toasts.css')).toMatch(/\.toasts\s*\{[^}]*inset-block-start:\s*8px;/);
});

test('every width a layout changes at is one of the breakpoints of SPEC 9', () => {
  const breakpoints = [480, 576, 768, 992, 1200, 1600];
  const widths = cssFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].map(([, side, px]) =>
      // `max-width: 767px` is the range below the 768 breakpoint.
      side === 'max' ? Number(px) + 1 : Number(px),
    ),
  );
  expect(widths.length).toBeGreaterThan(0);
  for (const width of widths) expect(breakpoints).toContain(width);
});
