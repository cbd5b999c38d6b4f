/** A message announced at once (role="alert") on red; nothing when there is none. `className` places it. */
export function ErrorLine({ message, className = '' }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}>
      {message}
    </p>
  );
}
