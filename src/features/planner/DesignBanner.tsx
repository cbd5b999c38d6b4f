/**
 * The planner's design-creation banner (spec 2.6; issue 19): a suggestion to make the image of the day's post in the
 * design editor, with a link to `/designer?day=` for the day the planner shows (today when that is past). The user
 * can dismiss it; the dismissal is remembered per user on this device (designBanner.ts). Wording:
 * src/domain/designPages.ts.
 */
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useSession } from '../../app/session.tsx';
import { designBannerText as text, designerHref } from '../../domain/designPages.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { dismissDesignBanner, isDesignBannerDismissed } from './designBanner.ts';

export function DesignBanner({ day }: { day: string }) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [closed, setClosed] = useState(false);
  const titleId = useId();
  if (closed || userId === null || isDesignBannerDismissed(userId)) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="mb-4 flex items-start justify-between gap-3 rounded-md border border-indigo-100 bg-indigo-50 px-4 py-3"
    >
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id={titleId} className="font-semibold text-indigo-900">
            {text.title}
          </h2>
          <p className="text-sm text-indigo-900">{text.body}</p>
        </div>
        <Link href={designerHref(day)} className={buttonClass('primary', 'sm')}>
          {text.create}
        </Link>
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={text.dismiss}
        onClick={() => {
          dismissDesignBanner(userId);
          setClosed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </Button>
    </section>
  );
}
