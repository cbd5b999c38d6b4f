/** /redirect never stays on screen: the guard sends the visitor on. This is what shows for that instant. */
export function RedirectingPage() {
  return (
    <p role="status" className="mx-auto max-w-md px-4 py-12 text-slate-600">
      Taking you to the right place…
    </p>
  );
}
