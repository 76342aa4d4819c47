import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { APP_FLAVOUR } from './api/flavours';
import { App } from './app/App';
import { startApp } from './app/start';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { store, i18n, router } = await startApp(APP_FLAVOUR);

createRoot(container).render(
  <StrictMode>
    <App store={store} i18n={i18n} router={router} />
  </StrictMode>,
);
