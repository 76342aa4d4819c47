import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Exposure } from '../../src/components/tracking/Exposure';
import { PageViews } from '../../src/components/tracking/PageViews';
import { useTrack } from '../../src/components/tracking/useTrack';
import { pageViewed, trackRequested } from '../../store/tracking.slice';
import { renderWithProviders } from '../support/render';

type Watch = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A controllable IntersectionObserver: `show(ratio)` reports every observed element at that ratio. */
function installObserver() {
  const watchers = new Set<Watch>();
  class FakeObserver {
    private readonly callback: Watch;
    constructor(callback: Watch) {
      this.callback = callback;
    }
    observe() {
      watchers.add(this.callback);
    }
    disconnect() {
      watchers.delete(this.callback);
    }
  }
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  return {
    show: (ratio: number) =>
      act(() => [...watchers].forEach((watch) => watch([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]))),
    remove: () => {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}

const tracked = (actions: { type: string }[]) => actions.filter(trackRequested.match).map((action) => action.payload);

function BuyButton() {
  const track = useTrack();
  return (
    <button type="button" onClick={() => track({ event_tracking_id: 'b2001', event_tracking: 'buy' })}>
      Buy
    </button>
  );
}

test('useTrack sends the event a screen describes as a tracking request', async () => {
  const { actions } = await renderWithProviders(<BuyButton />);
  fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
  expect(tracked(actions)).toEqual([{ event_tracking_id: 'b2001', event_tracking: 'buy' }]);
});

describe('Exposure', () => {
  let observer: ReturnType<typeof installObserver>;
  beforeEach(() => {
    observer = installObserver();
  });
  afterEach(() => observer.remove());

  test('records one exposure, for its own page, once at least half of it is on screen', async () => {
    const { actions } = await renderWithProviders(
      <Exposure trackingId="b3001" name="banner" ext={{ slot: 1 }}>
        <p>Banner</p>
      </Exposure>,
      { path: '/wiki?tab=top' },
    );
    observer.show(0.2);
    expect(tracked(actions)).toEqual([]);
    observer.show(0.6);
    observer.show(1);
    expect(tracked(actions)).toEqual([
      {
        type: 'expose',
        event_tracking_id: 'b3001',
        event_tracking: 'banner',
        event_tracking_ext: { slot: 1 },
        curr_page: '/wiki',
        business1: undefined,
        business2: undefined,
        merge: undefined,
      },
    ]);
  });

  test('is recorded again on the next page view, not on a re-render of the same one', async () => {
    function Page() {
      const navigate = useNavigate();
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            Again {renders}
          </button>
          <button type="button" onClick={() => void navigate('/wiki?tab=new')}>
            Next
          </button>
          <Exposure trackingId="b3002">
            <p>Card</p>
          </Exposure>
        </>
      );
    }
    const { actions } = await renderWithProviders(<Page />, { path: '/wiki?tab=top' });
    observer.show(1);
    fireEvent.click(screen.getByRole('button', { name: 'Again 0' }));
    expect(screen.getByRole('button', { name: 'Again 1' })).toBeTruthy();
    observer.show(1);
    expect(tracked(actions)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    observer.show(1);
    expect(tracked(actions)).toHaveLength(2);
  });

  test('without IntersectionObserver what rendered counts as seen', async () => {
    observer.remove();
    const { actions } = await renderWithProviders(
      <Exposure trackingId="b3003">
        <p>Card</p>
      </Exposure>,
    );
    expect(tracked(actions).map((input) => input.event_tracking_id)).toEqual(['b3003']);
  });
});

test('PageViews reports each change of path or query with the page title, and nothing for the same address', async () => {
  function Links() {
    const navigate = useNavigate();
    return (
      <>
        <button type="button" onClick={() => void navigate('/wiki')}>
          wiki
        </button>
        <button type="button" onClick={() => void navigate('/wiki?tab=new')}>
          query
        </button>
        <PageViews />
      </>
    );
  }
  document.title = 'Exchange';
  const { actions } = await renderWithProviders(<Links />, { path: '/spot/BTCUSDT' });
  fireEvent.click(screen.getByRole('button', { name: 'wiki' }));
  fireEvent.click(screen.getByRole('button', { name: 'wiki' }));
  fireEvent.click(screen.getByRole('button', { name: 'query' }));
  const views = actions.filter(pageViewed.match).map((action) => action.payload);
  expect(views).toHaveLength(3);
  expect(views.every((view) => view.title === 'Exchange')).toBe(true);
});
