// The assets of earlier builds, kept served for a while after a new build replaces them. A page loaded before a
// deploy asks for its chunks by the names of its own build (a route, the chart, a dialog opened later), and an HTML
// shell fetched a moment before the swap names entry scripts that would no longer exist: without the archive each of
// those is a 404, a blank page or a part of the page that never comes. Every name under assets/ carries its content
// hash, so a name always means the same bytes and keeping them is safe.
import { copyFileSync, constants, mkdirSync, readdirSync, statSync, unlinkSync, utimesSync } from 'node:fs';
import path from 'node:path';

/** How long an asset stays served after the last start of a build that had it: longer than a tab is left open. */
export const ASSET_ARCHIVE_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** The archive's folder inside the gateway's data folder; its `assets/` mirrors the build's. */
export const ASSET_ARCHIVE_DIR_NAME = 'asset-archive';

const SOURCE_MAP = /\.map$/i;

export interface ArchiveResult {
  /** Files of this build copied in now. */
  added: number;
  /** Files of builds not started for longer than the keep time, removed. */
  removed: number;
}

/**
 * Copies this build's assets (with their compressed copies) into `archiveDir`/assets, marks them as seen `now`, and
 * removes the files no build has had for `keepMs`. Answers what it did.
 */
export function archiveAssets(staticDir: string, archiveDir: string, now = Date.now(), keepMs = ASSET_ARCHIVE_KEEP_MS): ArchiveResult {
  const from = path.join(staticDir, 'assets');
  const to = path.join(archiveDir, 'assets');
  mkdirSync(to, { recursive: true });
  const current = new Set(readdirSync(from).filter((name) => !SOURCE_MAP.test(name) && statSync(path.join(from, name)).isFile()));
  const seen = new Date(now);
  let added = 0;
  for (const name of current) {
    const target = path.join(to, name);
    try {
      copyFileSync(path.join(from, name), target, constants.COPYFILE_EXCL);
      added += 1;
    } catch (error) {
      // Kept from an earlier start: the same name is the same bytes.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    utimesSync(target, seen, seen);
  }
  let removed = 0;
  for (const name of readdirSync(to)) {
    if (current.has(name)) continue;
    const file = path.join(to, name);
    if (now - statSync(file).mtimeMs > keepMs) {
      unlinkSync(file);
      removed += 1;
    }
  }
  return { added, removed };
}
