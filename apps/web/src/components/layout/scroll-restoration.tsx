import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
}

function savePosition(key: string, top: number) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...savedPositions(), [key]: top }));
  } catch {
    // Storage can be full or disabled: Back then starts at the top, which is all that is lost.
  }
}

/**
 * What a visitor expects of pages: a new page opens at its top (or at the section its link names), and Back or
 * Forward returns to where they were on that page. The browser does this for whole documents; in the app each
 * navigation only changes the content, so it is done here, keeping one position per history entry.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const top = savedPositions()[location.key];
      // The first page of a visit, or a link to a section on the page (the browser has scrolled to it).
      if (top !== undefined) window.scrollTo({ top, behavior: 'instant' });
    } else {
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo({ top: 0, behavior: 'instant' });
    }
    // Leaving this entry: keep where the visitor was on it.
    return () => savePosition(location.key, window.scrollY);
  }, [location.key, location.hash, navigationType]);

  return null;
}
