import { useDocumentTitle } from '../../../components/document-title/useDocumentTitle';
import { EventNotFound } from './EventNotFound';

/** Any path under /events/ that is neither the list nor an event. */
export function EventsNotFoundPage() {
  useDocumentTitle('events.notFound.documentTitle');
  return (
    <main id="main" className="page">
      <EventNotFound />
    </main>
  );
}
