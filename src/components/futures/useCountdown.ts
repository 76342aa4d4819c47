import { useEffect, useRef, useState } from 'react';

/**
 * Milliseconds left until `target`, a time of the gateway's clock, at least 0, updated every second; null while there
 * is no target. `serverNow` is the gateway's time of the latest frame: each second's count runs on the device's clock
 * moved by how far the two were apart then, so a device clock that is off (by minutes, on some phones) counts right.
 */
export function useCountdown(target: number | null, serverNow: number | null = null): number | null {
  const [now, setNow] = useState(() => Date.now());
  // How far the gateway's clock is ahead of the device's, as of the latest frame; read by the ticks.
  const ahead = useRef(0);
  useEffect(() => {
    if (serverNow !== null) ahead.current = serverNow - Date.now();
  }, [serverNow]);
  useEffect(() => {
    if (target === null) return undefined;
    const tick = () => setNow(Date.now() + ahead.current);
    // The time read at mount may be old by the time a target arrives: read it again at once, then every second.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [target]);
  return target === null ? null : Math.max(0, target - now);
}

/** "hh:mm:ss", the way exchanges show the time to the next funding; hours go past 24 when the interval does. */
export function clockText(ms: number): string {
  const total = Math.floor(ms / 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
