/**
 * The book-a-call dropdown of the top bar (spec 1, 2.6, 9). The book-call machine decides when it is open: hovering
 * with a mouse opens it and leaving closes it 300 ms later unless the mouse comes back; a click (or Enter/Space)
 * opens it pinned; a second click, Escape, a click outside or moving keyboard focus out closes it. The entries
 * (src/domain/bookCall.ts) are e-mails to the support team.
 */
import { inspect } from '../../app/inspection.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useId } from 'react';
import { useDropdown } from '../../ui/useDismissOnOutside.ts';
import { bookCallMachine } from '../../../machines/bookCall.machine.ts';
import { BOOK_CALL_ITEMS, bookCallHref } from '../../domain/bookCall.ts';

export function BookCallMenu() {
  const actor = useActorRef(bookCallMachine, { inspect });
  const open = useSelector(actor, (snapshot) => snapshot.hasTag('open'));
  const headingId = useId();

  // Escape and a click outside close it.
  const dismiss = useCallback(() => actor.send({ type: 'bookCall.dismissed' }), [actor]);
  const { wrapper, panelId, buttonProps } = useDropdown(open, dismiss);

  return (
    <div
      ref={wrapper}
      // Small screens get the same entries in the menu panel (BookCallLinks): the bar has no room for a dropdown.
      className="relative hidden md:block"
      // Only a mouse hovers: touch and pen open the dropdown with a tap (a click).
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') actor.send({ type: 'bookCall.pointerEntered' });
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') actor.send({ type: 'bookCall.pointerLeft' });
      }}
      // Keyboard focus leaving the dropdown closes it (a click outside is handled above).
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && !wrapper.current?.contains(next)) dismiss();
      }}
    >
      <button
        {...buttonProps}
        onClick={() => actor.send({ type: 'bookCall.buttonClicked' })}
        className="inline-flex items-center gap-1.5 rounded-md border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm font-medium text-indigo-700 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M3.5 2A1.5 1.5 0 0 0 2 3.5V5c0 6.627 5.373 12 12 12h1.5a1.5 1.5 0 0 0 1.5-1.5v-2.24a1.5 1.5 0 0 0-1.11-1.45l-2.76-.74a1.5 1.5 0 0 0-1.57.52l-.7.93a9.03 9.03 0 0 1-4.58-4.58l.93-.7a1.5 1.5 0 0 0 .52-1.57l-.74-2.76A1.5 1.5 0 0 0 5.74 2H3.5Z" />
        </svg>
        {/* The words show on wide screens; narrower, the telephone stands for them (they are still read). */}
        <span className="sr-only 2xl:not-sr-only">Book a call</span>
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      {open ? (
        <div className="absolute top-full right-0 z-30 pt-1">
          <div
            id={panelId}
            role="region"
            aria-labelledby={headingId}
            className="w-72 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            <p
              id={headingId}
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
            >
              Book a call
            </p>
            <BookCallList onNavigate={dismiss} labelSize="text-sm" />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The book-a-call entries as a plain list, for the small-screen menu panel. */
export function BookCallLinks({ onNavigate }: { onNavigate?: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-2 py-3">
      <h2 id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Book a call
      </h2>
      <BookCallList onNavigate={onNavigate} labelSize="text-base" />
    </section>
  );
}

/** The book-a-call entries, each with its description. */
function BookCallList({
  onNavigate,
  labelSize,
}: {
  onNavigate?: () => void;
  labelSize: 'text-sm' | 'text-base';
}) {
  return (
    <ul className="flex flex-col">
      {BOOK_CALL_ITEMS.map((item) => (
        <li key={item.id}>
          <a
            href={bookCallHref(item)}
            onClick={onNavigate}
            className="flex flex-col rounded-md px-3 py-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <span className={`${labelSize} font-medium text-slate-900`}>{item.label}</span>
            <span className="text-xs text-slate-600">{item.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
