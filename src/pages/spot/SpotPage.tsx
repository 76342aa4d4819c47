import { useParams } from 'react-router';

export function SpotPage() {
  const { symbol = '' } = useParams();
  return (
    <main>
      <h1>{symbol}</h1>
    </main>
  );
}
