import { isChunkLoadError, reloadForNewDeploy } from '../core/chunk-reload';
import { sessionStore } from '../core/storage';
import { reloadPage } from './page-reload';

/**
 * `load`, except that a chunk a deploy removed reloads the page once (the new index.html names the new chunks)
 * and never settles meanwhile; any other failure, or the same one after that reload, rejects as before and reaches
 * the error boundary.
 */
export function reloadingOnMissingChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadForNewDeploy(sessionStore, reloadPage)) return new Promise<T>(() => {});
      throw error;
    });
}
