/** A small turning circle beside a busy label; decorative (the label or `aria-busy` says what happens). */
export function Spinner({
  tone = 'dark',
  className = 'h-4 w-4',
}: {
  tone?: 'dark' | 'light';
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-2 motion-reduce:animate-none ${className} ${
        tone === 'light' ? 'border-white/40 border-t-white' : 'border-indigo-200 border-t-indigo-600'
      }`}
    />
  );
}
