/**
 * Hides the middle of a personal value for display: first and last character kept, three stars between, so
 * neither the content nor the length shows. Values of two characters or fewer are starred whole.
 */
export function maskMiddle(value: string | null): string | null {
  if (value === null) return null;
  const chars = Array.from(value); // code points, so a name in any script is not cut inside a character
  if (chars.length <= 2) return '*'.repeat(chars.length);
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
