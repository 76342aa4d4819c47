// Arabic is written right to left: a column's head keeps to one side of its column, and the figures under it must
// keep to the same side, or a balance reads as the next column's. A number is set left to right (base.css), so its
// own "end" is the right whatever the page's direction; these tests hold the desktop tables and the market list to
// the heads' side.
import type { Locator } from 'playwright-core';
import { useHarness } from './support/harness';

const harness = useHarness();

// Logging in and reading the balances takes more than the default minute on a busy machine.
jest.setTimeout(120_000);

/** For each head of `heads` and the cell under it in `cells`: the side of its box its text keeps to, when they differ. */
function mismatchedSides(container: Locator, heads: string, cells: string): Promise<string[]> {
  return container.evaluate(
    (element, selectors) => {
      const side = (node: Element) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        const box = node.getBoundingClientRect();
        return box.right - text.right < text.left - box.left ? 'right' : 'left';
      };
      const headNodes = [...element.querySelectorAll(selectors.heads)];
      const cellNodes = [...element.querySelectorAll(selectors.cells)];
      return headNodes.flatMap((head, index) => {
        const cell = cellNodes[index];
        if (cell === undefined) return [`${head.textContent}: no cell`];
        return side(head) === side(cell) ? [] : [`${head.textContent}: head ${side(head)}, "${cell.textContent}" ${side(cell)}`];
      });
    },
    { heads, cells },
  );
}

test('in Arabic on a desktop, each balance sits at the side of its column its head does', async () => {
  const page = await harness.newPage({ context: await harness.newContext({ viewport: { width: 1366, height: 900 } }) });
  await page.goto(`${harness.url}/login?locale=ar`);
  await page.locator('input[name=account]').fill('demo');
  await page.locator('input[name=password]').fill('Demo-pass-2026');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/spot\/BTCUSDT/);
  await page.getByRole('tab', { name: 'الأرصدة' }).click();
  const table = page.getByRole('tabpanel', { name: 'الأرصدة' }).locator('table');
  await table.locator('tbody tr').first().waitFor();
  await expect(mismatchedSides(table, 'thead th', 'tbody tr:first-child > *')).resolves.toEqual([]);
});

test('in Arabic, the market list writes each price and change at the side of its column its head does', async () => {
  const page = await harness.newPage({ context: await harness.newContext({ viewport: { width: 1366, height: 900 } }) });
  await page.goto(`${harness.url}/spot/BTCUSDT?locale=ar`);
  await page.getByRole('button', { name: 'الأسواق' }).click();
  const list = page.locator('.market-list');
  await list.locator('.market-list__items a').first().waitFor();
  await expect(mismatchedSides(list, '.market-list__head span', '.market-list__items li:first-child a > span')).resolves.toEqual([]);
});
