import { renderApp } from '../app/render-app';
import { startIntlWarmup } from '../core/intl-warmup';
import intlWarmupUrl from '../core/intl-warmup.worker?worker&url';
import { yieldToMain } from '../core/yield-to-main';
import { startEvents } from './start';
import '../styles/tokens.css';
import '../styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('events.html has no #root element');

// As in the exchange app (and for the same reason an async function, not top-level await): evaluating the modules,
// starting and the first render are three tasks, not one.
async function main(container: HTMLElement): Promise<void> {
  // Before anything formats a number or a date: ICU loads in a worker while the app starts (src/core/intl-warmup.ts).
  startIntlWarmup(document.documentElement.lang || 'en', intlWarmupUrl);
  await yieldToMain();
  const started = await startEvents();
  await yieldToMain();

  // The exchange app's providers (store, i18n with <html lang dir>, theme class, toasts) around the events routes.
  renderApp(container, started);
}

void main(container);
