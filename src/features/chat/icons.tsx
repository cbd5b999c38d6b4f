/** Decorative icons of the bells (the buttons carry their own labels). */

/** A 24 px outline icon drawn by one path. */
function OutlineIcon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path strokeLinecap="round" strokeLinejoin="round" d={path} />
    </svg>
  );
}

export function ChatIcon() {
  return (
    <OutlineIcon path="M7.5 8.25h9m-9 3H12M2.25 12.76c0 1.6 1.12 2.99 2.7 3.23 1.08.16 2.18.28 3.3.37v4.39l4.18-4.18c.28-.28.66-.44 1.06-.45 1.99-.05 3.97-.23 5.89-.52 1.58-.23 2.7-1.63 2.7-3.23V6.74c0-1.6-1.12-2.99-2.7-3.23A48.4 48.4 0 0 0 12 3c-2.39 0-4.74.17-7.05.51-1.58.24-2.7 1.64-2.7 3.24v6.01Z" />
  );
}

export function BellIcon() {
  return (
    <OutlineIcon path="M14.86 17.08a23.85 23.85 0 0 0 5.45-1.31A8.97 8.97 0 0 1 18 9.75V9a6 6 0 0 0-12 0v.75a8.97 8.97 0 0 1-2.31 6.02c1.73.64 3.56 1.08 5.45 1.31m5.72 0a24.26 24.26 0 0 1-5.72 0m5.72 0a3 3 0 1 1-5.72 0" />
  );
}
