import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { RadioStrip } from '../../../src/components/tabs/RadioStrip';
import { renderWithProviders } from '../../support/render';

const CHOICES = ['1m', '5m', '1h'] as const;
type Choice = (typeof CHOICES)[number];

function Strip({ start }: { start?: Choice }) {
  const [chosen, setChosen] = useState<Choice | undefined>(start);
  return <RadioStrip choices={CHOICES} chosen={chosen} onChoose={setChosen} label="Interval" />;
}

function checked(): string | null {
  return screen.getAllByRole('radio').find((radio) => radio.getAttribute('aria-checked') === 'true')?.textContent ?? null;
}

function press(key: string): void {
  fireEvent.keyDown(document.activeElement as Element, { key });
}

describe('radio strip', () => {
  it('is one stop in the Tab order, the chosen button; a click chooses', async () => {
    await renderWithProviders(<Strip start="5m" />);
    expect(screen.getByRole('radiogroup', { name: 'Interval' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.click(screen.getByRole('radio', { name: '1h' }));
    expect(checked()).toBe('1h');
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('with nothing chosen yet, the first button is the stop, so the group can still be reached', async () => {
    await renderWithProviders(<Strip />);
    expect(checked()).toBeNull();
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([0, -1, -1]);
    act(() => screen.getByRole('radio', { name: '1m' }).focus());
    press('ArrowRight');
    expect(checked()).toBe('5m');
  });

  it('moves to and chooses the next button with right or down and the previous with left or up, wrapping at the ends', async () => {
    await renderWithProviders(<Strip start="1m" />);
    act(() => screen.getByRole('radio', { name: '1m' }).focus());
    press('ArrowRight');
    expect(checked()).toBe('5m');
    expect(document.activeElement?.textContent).toBe('5m');
    press('ArrowDown');
    expect(checked()).toBe('1h');
    press('ArrowDown');
    expect(checked()).toBe('1m');
    press('ArrowUp');
    expect(checked()).toBe('1h');
    press('ArrowLeft');
    expect(checked()).toBe('5m');
    expect(document.activeElement?.textContent).toBe('5m');
  });

  it('mirrors left and right in a right-to-left page, not up and down', async () => {
    await renderWithProviders(
      <div dir="rtl">
        <Strip start="5m" />
      </div>,
    );
    act(() => screen.getByRole('radio', { name: '5m' }).focus());
    press('ArrowRight');
    expect(checked()).toBe('1m');
    press('ArrowLeft');
    expect(checked()).toBe('5m');
    press('ArrowDown');
    expect(checked()).toBe('1h');
  });

  it('leaves other keys alone: Home, End and letters choose nothing', async () => {
    await renderWithProviders(<Strip start="5m" />);
    act(() => screen.getByRole('radio', { name: '5m' }).focus());
    for (const key of ['Home', 'End', 'a', 'Tab']) press(key);
    expect(checked()).toBe('5m');
  });
});
