import { APP_FLAVOUR } from './api/flavours';
import { renderApp } from './app/render-app';
import { startApp } from './app/start';
import { startIntlWarmup } from './core/intl-warmup';
import intlWarmupUrl from './core/intl-warmup.worker?worker&url';
import { yieldToMain } from './core/yield-to-main';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Evaluating the modules, starting the app and its first render are three tasks rather than one long one. An async
// function rather than top-level await: a top-level await anywhere turns off the bundler's merging of shared chunks,
// which nearly doubles the files a first visit requests before its first render (docs/benchmarks.md).
async function main(container: HTMLElement): Promise<void> {
  // Before anything formats a number or a date: ICU loads in a worker while the app starts (src/core/intl-warmup.ts).
  startIntlWarmup(document.documentElement.lang || 'en', intlWarmupUrl);
  await yieldToMain();
  const started = await startApp(APP_FLAVOUR);
  await yieldToMain();

  renderApp(container, started);
}

void main(container);
