import { chunksLoaded, isChunkLoadError, reloadForNewDeploy } from '../../src/core/chunk-reload';
import { createStorageArea, STORAGE_KEYS } from '../../src/core/storage';
import { MemoryStorage } from '../support/saga-fakes';

function session(backend: Storage | null = new MemoryStorage()) {
  return createStorageArea({ backend: () => backend });
}

test('the messages browsers and Vite give for a module that cannot be fetched are chunk load errors', () => {
  for (const message of [
    'Failed to fetch dynamically imported module: http://x.test/assets/WikiPage-abc.js',
    'error loading dynamically imported module: http://x.test/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/WikiPage-abc.css',
  ]) {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  }
});

test('a module that loaded and threw, and values that are not errors, are not chunk load errors', () => {
  expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  expect(isChunkLoadError(null)).toBe(false);
  expect(isChunkLoadError({ message: 42 })).toBe(false);
});

test('the first chunk failure of a tab reloads; the second does not, so a missing file cannot loop', () => {
  const store = session();
  const reload = jest.fn();
  expect(reloadForNewDeploy(store, reload)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(reloadForNewDeploy(store, reload)).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
});

test('once a page has loaded, a later deploy may reload again', () => {
  const store = session();
  const reload = jest.fn();
  reloadForNewDeploy(store, reload);
  chunksLoaded(store);
  expect(store.readRaw(STORAGE_KEYS.chunkReload)).toBeNull();
  expect(reloadForNewDeploy(store, reload)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
});

test('without sessionStorage (disabled or full) there is no reload: the flag would not survive it', () => {
  const reload = jest.fn();
  expect(reloadForNewDeploy(session(null), reload)).toBe(false);
  const full = new MemoryStorage();
  full.setItem = () => {
    throw new DOMException('quota', 'QuotaExceededError');
  };
  expect(reloadForNewDeploy(session(full), reload)).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});

test('an error object from another realm (not an instance of this Error) with a chunk message is a chunk load error', () => {
  expect(isChunkLoadError({ name: 'TypeError', message: 'Importing a module script failed.' })).toBe(true);
});

test('a message that is not text is not read as one, even when its text form would match', () => {
  expect(isChunkLoadError({ message: ['Importing a module script failed.'] })).toBe(false);
});

test('a function carrying a chunk message is not an error', () => {
  expect(isChunkLoadError(Object.assign(() => undefined, { message: 'Importing a module script failed.' }))).toBe(false);
});
