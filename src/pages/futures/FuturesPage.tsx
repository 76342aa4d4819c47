import { useParams } from 'react-router';

export function FuturesPage() {
  const { symbol = '' } = useParams();
  return (
    <main>
      <h1>{symbol}</h1>
    </main>
  );
}
