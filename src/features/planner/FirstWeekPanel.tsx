/**
 * "Your first week" (issue 16): where a finished setup lands (`/{accid}/contentplanner?welcome=first-week`), a
 * panel above the calendar says what to do next. "Got it" hides it and drops the query, so a reload does not bring
 * it back.
 */
import { Link, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { asksForFirstWeek, firstWeekTasks, setupText } from '../../domain/onboarding.ts';
import { Button } from '../../ui/Button.tsx';

export function FirstWeekPanel({ accountId }: { accountId: number }) {
  const search = useSearch();
  if (!asksForFirstWeek(search)) return null;
  const dismiss = () => navigate(window.location.pathname, { replace: true });
  return (
    <section
      aria-labelledby="first-week-heading"
      className="mb-4 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-slate-800"
    >
      <h2 id="first-week-heading" className="text-lg font-semibold text-indigo-900">
        {setupText.firstWeekTitle}
      </h2>
      <p className="text-sm">{setupText.firstWeekIntro}</p>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
        {firstWeekTasks.map((task) => (
          <li key={task.text}>
            {task.path === null ? (
              task.text
            ) : (
              <Link
                href={`/${accountId}${task.path}`}
                className="text-indigo-800 underline hover:no-underline"
              >
                {task.text}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <div className="mt-3">
        <Button size="sm" variant="secondary" onClick={dismiss}>
          {setupText.firstWeekDismiss}
        </Button>
      </div>
    </section>
  );
}
