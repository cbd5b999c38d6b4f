/**
 * The cookie consent banner (issue 16): shown while the consent machine asks (tag `banner`), at the foot of the
 * window over the page, never modal: the page stays usable and the banner is a labelled region the keyboard reaches
 * after the page. Accept and Reject look alike (refusing is as easy as accepting); a link opens the privacy policy's
 * section on cookies. Reopened from Cookie settings, it says the choice in force and takes the focus; once answered
 * the focus goes back to where it came from.
 *
 * `sticky bottom-0` as the last block of the app: it stays in view while the page scrolls and, at the very end,
 * sits below the footer instead of covering it.
 */
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { consentQuestion, consentText, type ConsentChoice } from '../../domain/consent.ts';
import { PRIVACY_PATH } from '../../domain/legalLinks.ts';
import { Button } from '../../ui/Button.tsx';
import { ConsentActorContext } from './consentContext.ts';

export function ConsentBanner() {
  const actor = ConsentActorContext.useActorRef();
  const shown = ConsentActorContext.useSelector((snapshot) => snapshot.hasTag('banner'));
  const trackers = ConsentActorContext.useSelector((snapshot) => snapshot.context.trackers);
  const inForce = ConsentActorContext.useSelector((snapshot): ConsentChoice | null =>
    snapshot.hasTag('granted') ? 'granted' : snapshot.hasTag('refused') ? 'refused' : null,
  );
  const headingId = useId();
  const region = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const reopened = shown && inForce !== null;

  // Cookie settings moves the focus to the banner it opened; answering it gives the focus back.
  useEffect(() => {
    if (!reopened) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    region.current?.focus();
  }, [reopened]);
  useEffect(() => {
    if (shown || !returnFocusTo.current) return;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target.isConnected && (document.activeElement === document.body || document.activeElement === null))
      target.focus();
  }, [shown]);

  if (!shown) return null;
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="sticky bottom-0 z-30 border-t border-slate-200 bg-white shadow-[0_-4px_12px_rgba(15,23,42,0.08)]"
    >
      <div className="mx-auto flex max-w-screen-2xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="min-w-0 text-sm text-slate-700">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {consentText.title}
          </h2>
          <p className="mt-1 break-words">
            {consentQuestion(trackers)}{' '}
            <Link
              href={`${PRIVACY_PATH}#cookies`}
              className="rounded-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              {consentText.privacyLink}
            </Link>
          </p>
          {inForce ? (
            <p className="mt-1 break-words">
              {consentText.current[inForce]} {inForce === 'granted' ? consentText.reloadNote : null}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 gap-2">
          <Button className="flex-1 sm:flex-none" onClick={() => actor.send({ type: 'consent.reject' })}>
            {consentText.reject}
          </Button>
          <Button className="flex-1 sm:flex-none" onClick={() => actor.send({ type: 'consent.accept' })}>
            {consentText.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}
