// WCAG AA contrast (4.5:1 for text) of each theme's colour pairs, read from the tokens the app ships: a token changed
// into a pair a reader cannot make out fails here, before a browser's accessibility audit would see it on a page.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const TOKENS = readFileSync(path.join(__dirname, '../../src/styles/tokens.css'), 'utf8');

/** The declarations of the block whose selector list names `selector`. */
function themeBlock(selector: string): Map<string, string> {
  const block = new RegExp(`${selector.replace(/[.]/g, '\\.')}\\s*\\{([^}]*)\\}`).exec(TOKENS)?.[1] ?? '';
  return new Map([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
}

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test('the contrast of two colours is computed as WCAG defines it', () => {
  expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});

describe.each([':root.theme-dark', ':root.theme-light'])('%s', (selector) => {
  const tokens = themeBlock(selector);
  const color = (name: string) => {
    const value = tokens.get(name);
    if (value === undefined || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${selector} has no #rrggbb ${name}`);
    return value;
  };

  it.each([
    ['--color-on-trade', '--color-up', 'a buy button\'s text on its face'],
    ['--color-on-trade', '--color-down', 'a sell button\'s text on its face'],
    ['--color-text', '--color-surface', 'text on a panel'],
    ['--color-text', '--color-surface-raised', 'text in a field or select'],
    ['--color-text-muted', '--color-surface', 'a field\'s name on a panel'],
    ['--color-up', '--color-surface', 'a rising price on a panel'],
    ['--color-down', '--color-surface', 'a falling price on a panel'],
  ])('%s on %s (%s) reads at 4.5:1 or more', (text, background) => {
    expect(contrast(color(text), color(background))).toBeGreaterThanOrEqual(4.5);
  });
});
