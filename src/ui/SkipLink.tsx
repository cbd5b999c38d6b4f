export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every layout: jumps over the header and menus. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only rounded-md bg-white px-4 py-2 font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      onClick={(event) => {
        // Move focus without touching the URL: the hash of some pages (/#login, /#register) carries meaning.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
