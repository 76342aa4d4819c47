import type { KeyboardEvent } from 'react';
import { RADIO_KEYS, rowTarget } from './row-keys';

export interface RadioStripProps<Choice extends string> {
  readonly choices: readonly Choice[];
  /** The chosen one; none yet (the first is then the group's stop in the Tab order). */
  readonly chosen: Choice | undefined;
  readonly onChoose: (choice: Choice) => void;
  /** The accessible name of the group. */
  readonly label: string;
  /** Each choice's visible text, which is also its accessible name; the choice itself by default. */
  readonly nameOf?: (choice: Choice) => string;
  readonly className?: string;
}

/**
 * A row of buttons in the WAI-ARIA radio group pattern: one stop in the Tab order (the chosen button), the arrow
 * keys move to the next or previous one and choose it, wrapping at the ends, as a row of native radio buttons does.
 */
export function RadioStrip<Choice extends string>({ choices, chosen, onChoose, label, nameOf = (choice) => choice, className }: RadioStripProps<Choice>) {
  const stop = chosen !== undefined && choices.includes(chosen) ? chosen : choices[0];
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = rowTarget(event, RADIO_KEYS, stop === undefined ? 0 : choices.indexOf(stop), choices.length);
    if (target === undefined) return;
    event.preventDefault();
    onChoose(choices[target] as Choice);
    (event.currentTarget.children[target] as HTMLElement).focus();
  };
  return (
    <div role="radiogroup" className={className} aria-label={label} onKeyDown={keyDown}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          role="radio"
          aria-checked={choice === chosen}
          tabIndex={choice === stop ? 0 : -1}
          onClick={() => onChoose(choice)}
        >
          {nameOf(choice)}
        </button>
      ))}
    </div>
  );
}
