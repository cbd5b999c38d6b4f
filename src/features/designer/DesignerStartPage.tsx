/**
 * `/designer` (spec 2.1; issue 19): the start of a new design, the same chooser as My designs' dialog
 * (DesignChooser.tsx). `?day=YYYY-MM-DD` (the planner's design banner) names the day the design is for: Create
 * carries it to the editor's address.
 */
import { Link } from 'wouter';
import type { PageProps } from '../../app/pages.tsx';
import { useCan } from '../../app/permissions.ts';
import { useSession } from '../../app/session.tsx';
import { useAppLocation } from '../../app/useAppLocation.ts';
import { designerDayOf, myDesignsText, newDesignText as text } from '../../domain/designPages.ts';
import { Note } from '../../ui/Note.tsx';
import { SkeletonBlock } from '../../ui/Skeleton.tsx';
import { DesignChooser } from './DesignChooser.tsx';

const HEADING_ID = 'designer-start-heading';

export function DesignerStartPage(_props: PageProps) {
  const { accountId } = useSession();
  const canWrite = useCan('posts.write');
  const day = designerDayOf(useAppLocation().search);
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6"
    >
      <p>
        <Link
          href="/my_designs"
          className="text-sm font-semibold text-indigo-700 underline hover:no-underline"
        >
          {text.backToDesigns}
        </Link>
      </p>
      <div>
        <h1 id={HEADING_ID} className="text-2xl font-semibold text-slate-900">
          {text.startHeading}
        </h1>
        <p className="mt-1 max-w-prose text-slate-700">{text.startIntro}</p>
      </div>
      {accountId === null ? (
        <SkeletonBlock label={text.templatesLoading} lines={4} />
      ) : canWrite ? (
        <DesignChooser key={accountId} accountId={accountId} day={day} />
      ) : (
        <Note>{myDesignsText.readOnly}</Note>
      )}
    </section>
  );
}
