import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app/App';
import { yieldToMain } from '../core/yield-to-main';
import { startEvents } from './start';
import '../styles/tokens.css';
import '../styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('events.html has no #root element');

// As in the exchange app: evaluating the modules, starting and the first render are three tasks, not one.
await yieldToMain();
const { store, i18n, routes, navigator } = await startEvents();
await yieldToMain();

// The exchange app's providers (store, i18n with <html lang dir>, theme class, toasts) around the events routes.
// In a transition, as the exchange app's: rendered in short slices, committed whole (src/main.tsx).
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <App store={store} i18n={i18n} routes={routes} navigator={navigator} />
    </StrictMode>,
  ),
);
