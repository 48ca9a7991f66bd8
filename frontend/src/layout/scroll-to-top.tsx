import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Each new path starts at the top (filter changes only touch the query string, so they keep the scroll). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
