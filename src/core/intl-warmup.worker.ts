// A dedicated worker that makes the page's first `Intl` calls for it (src/core/intl-warmup.ts), then ends.
import { touchIntl } from './intl-warmup';

addEventListener('message', (event: MessageEvent<unknown>) => {
  touchIntl(typeof event.data === 'string' ? event.data : 'en');
  close();
});
