import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/document-title/useDocumentTitle';
import { DeferredMarketSummary } from '../../components/market/DeferredMarketSummary';

export function FuturesPage() {
  const { symbol = '' } = useParams();
  useDocumentTitle('pages.futures.title', { symbol });
  return (
    <main className="page" id="main">
      <h1>{symbol}</h1>
      <DeferredMarketSummary symbol={symbol} market="futures" />
    </main>
  );
}
