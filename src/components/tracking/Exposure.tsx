import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { EventExt } from '../../tracking/event';
import { useTrack } from './useTrack';

export interface ExposureProps {
  /** b followed by digits (SPEC 5). */
  trackingId: string;
  name?: string;
  ext?: EventExt;
  business1?: string;
  business2?: string;
  /** Combine with other exposures of the same id into one event with an ext list. */
  merge?: boolean;
  /** Share of the element that must be on screen; half by default. */
  threshold?: number;
  className?: string;
  children: ReactNode;
}

/**
 * Records one exposure event the first time its content is on screen, per page view. The event belongs to the
 * page this element was rendered on: if the tracker is still on another page, it waits for this one.
 */
export function Exposure({ trackingId, name, ext, business1, business2, merge, threshold = 0.5, className, children }: ExposureProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const track = useTrack();
  const [seen, setSeen] = useState<string | null>(null);
  const view = `${pathname}${search}`;
  // The latest details without re-observing when an inline ext object changes identity on each render.
  const details = useRef({ name, ext, business1, business2, merge });
  useEffect(() => {
    details.current = { name, ext, business1, business2, merge };
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || seen === view) return undefined;
    const expose = () => {
      const { name: event_tracking, ext: event_tracking_ext, ...rest } = details.current;
      track({ ...rest, type: 'expose', event_tracking_id: trackingId, event_tracking, event_tracking_ext, curr_page: pathname });
      setSeen(view);
    };
    // Without IntersectionObserver there is no telling; what rendered counts as seen.
    if (typeof IntersectionObserver !== 'function') {
      expose();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          observer.disconnect();
          expose();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [pathname, seen, threshold, track, trackingId, view]);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
