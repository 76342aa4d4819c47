// A deploy replaces the hashed files: a tab opened before it asks for chunks that no longer exist. One reload
// fetches the new index.html and the chunks it names. A flag in sessionStorage (per tab, kept across the reload)
// makes it one reload, never a loop.
import { STORAGE_KEYS, type StorageArea } from './storage';

// What browsers and Vite's preload helper say when a module or its stylesheet cannot be fetched: Chromium,
// Firefox, Safari, Vite. A module that loads and then throws is a bug, not a deploy, and is not matched.
const CHUNK_LOAD_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Reloads the page once for a chunk that failed to load and answers true, or answers false when this tab already
 * reloaded for one (the files are really missing) or when the flag cannot be kept (a reload would forget it and
 * could loop).
 */
export function reloadForNewDeploy(session: StorageArea, reload: () => void): boolean {
  if (session.read(STORAGE_KEYS.chunkReload, false)) return false;
  if (!session.write(STORAGE_KEYS.chunkReload, true)) return false;
  reload();
  return true;
}

/** A page's chunks loaded: the next failed load (another deploy) may reload again. */
export function chunksLoaded(session: StorageArea): void {
  session.remove(STORAGE_KEYS.chunkReload);
}
