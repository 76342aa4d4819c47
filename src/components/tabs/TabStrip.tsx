import type { KeyboardEvent } from 'react';

/** The id of one tab of the strip whose ids start with `idBase`, so a panel can be named by it (aria-labelledby). */
export function tabIdOf(idBase: string, tab: string): string {
  return `${idBase}-tab-${tab}`;
}

export interface TabStripProps<Tab extends string> {
  readonly tabs: readonly Tab[];
  readonly selected: Tab;
  readonly onSelect: (tab: Tab) => void;
  /** The accessible name of the tab list. */
  readonly label: string;
  /** Each tab's visible text, which is also its accessible name. */
  readonly nameOf: (tab: Tab) => string;
  /** A unique prefix for the tabs' ids (React's useId). */
  readonly idBase: string;
  /** The id of the panel the tabs switch; absent where the tabs switch fields within a form. */
  readonly controls?: string;
  readonly className?: string;
}

/** Where a key moves the focus in a row of `count` tabs, or undefined for a key the strip leaves alone. */
function targetOf(key: string, index: number, count: number, rtl: boolean): number | undefined {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * A row of tabs in the WAI-ARIA tabs pattern: one stop in the Tab order (the selected tab), the arrow keys move
 * to the next or previous tab (mirrored right to left) and Home and End to the first and last, each selecting the
 * tab it reaches: every panel these tabs switch is already in the page, so showing it costs nothing.
 */
export function TabStrip<Tab extends string>({ tabs, selected, onSelect, label, nameOf, idBase, controls, className }: TabStripProps<Tab>) {
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const target = targetOf(event.key, tabs.indexOf(selected), tabs.length, rtl);
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target] as Tab;
    onSelect(tab);
    document.getElementById(tabIdOf(idBase, tab))?.focus();
  };
  return (
    <div role="tablist" className={className} aria-label={label} onKeyDown={keyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          id={tabIdOf(idBase, tab)}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          aria-controls={controls}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {nameOf(tab)}
        </button>
      ))}
    </div>
  );
}
