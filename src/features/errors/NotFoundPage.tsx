import { Link } from 'wouter';
import { messages } from '../../domain/constants.ts';
import { FALLBACK_PATH_KEY, fallbackPath } from '../../domain/routeGuards.ts';
import { buttonClass } from '../../ui/buttonClass.ts';

function storedFallback(): string | null {
  try {
    return localStorage.getItem(FALLBACK_PATH_KEY);
  } catch {
    return null;
  }
}

/** The error page of spec 2.5 for an unknown page. */
export function NotFoundPage({ message = messages.unknownPage }: { message?: string }) {
  return (
    <section aria-labelledby="error-code" className="max-w-md text-center">
      <h1 id="error-code" className="text-7xl font-bold tracking-tight text-indigo-600">
        {messages.notFoundTitle}
      </h1>
      <p className="mt-4 text-2xl font-semibold text-slate-900">{messages.notFoundHeading}</p>
      <p className="mt-2 text-slate-600">{message}</p>
      <Link href={fallbackPath(storedFallback())} className={buttonClass('primary', 'md', 'mt-8')}>
        {messages.returnToHomepage}
      </Link>
    </section>
  );
}
