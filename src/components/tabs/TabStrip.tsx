import type { KeyboardEvent } from 'react';
import { TAB_KEYS, rowTarget } from './row-keys';

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

/**
 * A row of tabs in the WAI-ARIA tabs pattern: one stop in the Tab order (the selected tab), the arrow keys move
 * to the next or previous tab (mirrored right to left) and Home and End to the first and last, each selecting the
 * tab it reaches: every panel these tabs switch is already in the page, so showing it costs nothing.
 */
export function TabStrip<Tab extends string>({ tabs, selected, onSelect, label, nameOf, idBase, controls, className }: TabStripProps<Tab>) {
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = rowTarget(event, TAB_KEYS, tabs.indexOf(selected), tabs.length);
    if (target === undefined) return;
    event.preventDefault();
    onSelect(tabs[target] as Tab);
    (event.currentTarget.children[target] as HTMLElement).focus();
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
