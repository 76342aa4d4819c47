import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/document-title/useDocumentTitle';

export function FuturesPage() {
  const { symbol = '' } = useParams();
  useDocumentTitle('pages.futures.title', { symbol });
  return (
    <main>
      <h1>{symbol}</h1>
    </main>
  );
}
