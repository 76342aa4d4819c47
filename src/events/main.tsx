import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('events.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <main>
      <h1>Events</h1>
    </main>
  </StrictMode>,
);
