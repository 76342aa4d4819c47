import { APP_FLAVOUR } from './api/flavours';
import { renderApp } from './app/render-app';
import { startApp } from './app/start';
import { yieldToMain } from './core/yield-to-main';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Evaluating the modules, starting the app and its first render are three tasks rather than one long one.
await yieldToMain();
const started = await startApp(APP_FLAVOUR);
await yieldToMain();

renderApp(container, started);
