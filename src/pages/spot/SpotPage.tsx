import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/document-title/useDocumentTitle';

export function SpotPage() {
  const { symbol = '' } = useParams();
  useDocumentTitle('pages.spot.title', { symbol });
  return (
    <main>
      <h1>{symbol}</h1>
    </main>
  );
}
