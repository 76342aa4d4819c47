/**
 * Prices travel as decimal strings so the client never sees binary floating-point noise (0.1 + 0.2). They are
 * held as whole numbers of ticks and only written out here, digit by digit, which is exact.
 */
export function formatTicks(ticks: number, decimals: number): string {
  if (!Number.isSafeInteger(ticks)) throw new RangeError('ticks must be a safe integer');
  const sign = ticks < 0 ? '-' : '';
  const digits = String(Math.abs(ticks)).padStart(decimals + 1, '0');
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** `value` rounded to `decimals` places, without a "-0.00" for a value that rounds to zero. */
export function formatFixed(value: number, decimals: number): string {
  const text = value.toFixed(decimals);
  return Number(text) === 0 ? (0).toFixed(decimals) : text;
}
