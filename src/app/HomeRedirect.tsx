import { Navigate, useLocation } from 'react-router';
import { DEFAULT_SPOT_PATH } from '../config/constants';

/**
 * The site's root opens the default spot page with the query and hash it came with: a shared link such as
 * `/?locale=ar&appTheme=light` keeps its language and theme in the address, so a reload shows them again.
 */
export function HomeRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={DEFAULT_SPOT_PATH + search + hash} replace />;
}
