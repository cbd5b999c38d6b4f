/**
 * After a route change inside the app (not the first load), focus moves to the new page's main heading and its
 * title is announced (issue 14; WCAG 2.4.3): without it focus stayed on the link just followed, or fell to
 * <body>, and a screen reader heard nothing. The page may arrive later than the URL (a lazy chunk, a redirect), so
 * the heading is awaited for a few seconds; a page without an <h1> gets its main landmark focused. A change of hash
 * alone (tabs of one page) moves nothing, and focus the user has moved meanwhile stays where they put it.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';
import { MAIN_CONTENT_ID } from '../ui/SkipLink.tsx';

/** How long a new page's heading is awaited before the main landmark gets the focus instead. */
const HEADING_WAIT_MS = 5_000;

const currentPathname = () => location.pathname;

function focusTarget(): HTMLElement | null {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return null;
  // While a page's chunk loads, its Suspense boundary keeps the old page in the document, hidden (display: none):
  // its <h1> cannot take the focus, so only a heading on screen counts.
  for (const heading of main.querySelectorAll<HTMLElement>('h1')) {
    if (heading.getClientRects().length > 0) return heading;
  }
  return null;
}

export function RouteAnnouncer() {
  const pathname = useLocationProperty(currentPathname);
  const previous = useRef(pathname);
  const [spoken, setSpoken] = useState('');
  // Redirects of the first load (a path given its account id) are not the user's changes: only after the user has
  // clicked, pressed a key or gone back does a new page take the focus.
  const userActed = useRef(false);
  useEffect(() => {
    const acted = () => {
      userActed.current = true;
    };
    const events = ['pointerdown', 'keydown', 'popstate'] as const;
    for (const type of events) window.addEventListener(type, acted, { capture: true });
    return () => {
      for (const type of events) window.removeEventListener(type, acted, { capture: true });
    };
  }, []);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!userActed.current) return;
    // Where focus was when the page changed: if the user has moved it since (typing already), it stays there.
    const focusedBefore = document.activeElement;
    let done = false;
    const settle = (heading: HTMLElement | null) => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      const target = heading ?? document.getElementById(MAIN_CONTENT_ID);
      const active = document.activeElement;
      const userMoved = active !== focusedBefore && active !== document.body && active?.isConnected === true;
      if (target && !userMoved) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: false });
      }
      setSpoken(document.title);
    };
    const observer = new MutationObserver(() => {
      const heading = focusTarget();
      if (heading) settle(heading);
    });
    const timer = setTimeout(() => settle(null), HEADING_WAIT_MS);
    // The old page may still be on screen: wait for the next render before looking.
    requestAnimationFrame(() => {
      const heading = focusTarget();
      if (heading && heading.isConnected) settle(heading);
      else observer.observe(document.body, { childList: true, subtree: true });
    });
    return () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="route-announcer">
      {spoken}
    </p>
  );
}
