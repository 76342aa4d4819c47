// Exact decimal arithmetic for the market. The engine counts ticks and lots (integers); the ledger counts atoms,
// 10^-18 of an asset, in bigint, so every product of a price and a quantity, and every fee, is exact.

export const ATOM_DECIMALS = 18;

/**
 * The whole number of `10^-decimals` units in `text`, or undefined when `text` has more decimals than that (it is
 * then not a multiple of the unit). `text` must already match the contract's DecimalString.
 */
export function toUnits(text: string, decimals: number): bigint | undefined {
  const [whole = '0', fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > decimals) return undefined;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(trimmed.padEnd(decimals, '0') || '0');
}

/** `units` of `10^-decimals` as a decimal string with exactly `decimals` decimals. */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return negative ? `-${text}` : text;
}

/**
 * `units` of `10^-decimals` as the shortest decimal string ("12.5", "400000000", "0"): only the fraction's trailing
 * zeros go, and its point with them. Trimming zeros from the end of the whole text would make 400000000 lots of one
 * unit "4".
 */
export function formatShortest(units: bigint, decimals: number): string {
  const text = formatUnits(units, decimals);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Atoms as the shortest decimal string ("12.5", "0", "0.000001"). */
export function formatAtoms(atoms: bigint): string {
  return formatShortest(atoms, ATOM_DECIMALS);
}

export function parseAtoms(text: string): bigint {
  return toUnits(text, ATOM_DECIMALS) ?? 0n;
}

/** Ticks of 10^-priceDecimals times lots of 10^-qtyDecimals, in quote atoms. */
export function quoteAtoms(tickLots: bigint, priceDecimals: number, qtyDecimals: number): bigint {
  return tickLots * 10n ** BigInt(ATOM_DECIMALS - priceDecimals - qtyDecimals);
}

/** Lots of 10^-qtyDecimals in base atoms. */
export function lotAtoms(lots: number, qtyDecimals: number): bigint {
  return BigInt(lots) * 10n ** BigInt(ATOM_DECIMALS - qtyDecimals);
}

/** `amount x ppm / 10^6`, rounded down: the exchange never charges a fraction of an atom more than the rate. */
export function feeAtoms(amount: bigint, ppm: bigint): bigint {
  return (amount * ppm) / 1_000_000n;
}

