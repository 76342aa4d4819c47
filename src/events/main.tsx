import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app/App';
import { startEvents } from './start';
import '../styles/tokens.css';
import '../styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('events.html has no #root element');

const { store, i18n, router } = await startEvents();

// The exchange app's providers (store, i18n with <html lang dir>, theme class, toasts) around the events routes.
createRoot(container).render(
  <StrictMode>
    <App store={store} i18n={i18n} router={router} />
  </StrictMode>,
);
