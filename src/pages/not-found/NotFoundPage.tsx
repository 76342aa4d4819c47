import { Link } from 'react-router';
import { DEFAULT_SPOT_PATH } from '../../config/constants';

export function NotFoundPage() {
  return (
    <main>
      <h1>Page not found</h1>
      <p>
        <Link to={DEFAULT_SPOT_PATH}>Go to spot trading</Link>
      </p>
    </main>
  );
}
