// Draws the app's icons (the favicon's rising line on the brand colour) as PNGs for the web app manifest:
//   npx tsx scripts/make-icons.ts
// The files are committed; run this again only when the mark changes. No image library and no download: a small
// rasteriser (4x4 samples per pixel) and Node's zlib make the PNG.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const BRAND: Rgb = [0x03, 0xaa, 0xc7];
const WHITE: Rgb = [0xff, 0xff, 0xff];
// The favicon's line, in its 32-unit box (public/favicon.svg).
const LINE: ReadonlyArray<readonly [number, number]> = [
  [9, 20],
  [14, 12],
  [18, 17],
  [23, 10],
];
const STROKE = 3;
const SAMPLES = 4;

type Rgb = readonly [number, number, number];

export interface IconSpec {
  file: string;
  size: number;
  /** Maskable: the brand colour fills the square and the mark stays inside the central safe circle (80 %). */
  maskable: boolean;
}

export const ICONS: readonly IconSpec[] = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

function segmentDistance(px: number, py: number, [ax, ay]: readonly [number, number], [bx, by]: readonly [number, number]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/** RGBA pixels of one icon. */
export function drawIcon({ size, maskable }: IconSpec): Uint8Array {
  // The maskable icon shrinks the mark to 80 % around the centre, so it stays inside the safe circle (80 % wide).
  const scale = maskable ? 0.8 : 1;
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let background = 0;
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const ux = ((x + (sx + 0.5) / SAMPLES) / size) * 32;
          const uy = ((y + (sy + 0.5) / SAMPLES) / size) * 32;
          if (!maskable && !insideRoundedSquare(ux, uy, 6)) continue;
          background += 1;
          const mx = (ux - 16) / scale + 16;
          const my = (uy - 16) / scale + 16;
          const near = LINE.slice(1).some((end, i) => segmentDistance(mx, my, LINE[i]!, end) <= STROKE / 2);
          if (near) mark += 1;
        }
      }
      const total = SAMPLES * SAMPLES;
      const offset = (y * size + x) * 4;
      const share = background === 0 ? 0 : mark / background;
      for (let c = 0; c < 3; c += 1) pixels[offset + c] = Math.round(BRAND[c]! * (1 - share) + WHITE[c]! * share);
      pixels[offset + 3] = Math.round((background / total) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGBA PNG. */
export function encodePng(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) rows.set(rgba.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(import.meta.dirname, '..', 'public', 'icons');
  mkdirSync(dir, { recursive: true });
  for (const icon of ICONS) {
    const png = encodePng(icon.size, drawIcon(icon));
    writeFileSync(path.join(dir, icon.file), png);
    console.log(`${icon.file}: ${icon.size}x${icon.size}, ${png.length} bytes`);
  }
}
