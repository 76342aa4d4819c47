import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Navigator } from './navigator';

/** Hands the router's navigate to `navigator` while mounted, inside the router. */
export function NavigatorBridge({ navigator }: { navigator: Navigator }) {
  const navigate = useNavigate();
  useEffect(() => navigator.attach((path, options) => void navigate(path, options)), [navigator, navigate]);
  return null;
}
