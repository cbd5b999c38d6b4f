/**
 * /pages: the shapes a page takes while it loads, when it has nothing, when it failed, and when it is not built
 * yet, each as the product draws it, with links to the full-page examples.
 */
import { Link } from 'wouter';
import { messages } from '../../domain/constants.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { SkeletonBlock } from '../../ui/Skeleton.tsx';
import { GuideFrame, GuideSection } from './GuideFrame.tsx';

export function PagesPage() {
  return (
    <GuideFrame
      title="Pages"
      intro="Every page of the product is in one of these states; each says what is going on and what to do next."
    >
      <GuideSection title="Page states">
        <div className="grid gap-4 md:grid-cols-2">
          <Card
            title="Loading"
            description="Skeletons in the page's own shape, and the top bar after 200 ms."
          >
            <SkeletonBlock label="Example: a page loading" lines={4} />
          </Card>
          <Card title="Empty" description="Why it is empty and the action that fills it.">
            <EmptyState title="No social networks connected">
              Connect Facebook, Instagram, LinkedIn, TikTok or Twitter to publish from the planner.
            </EmptyState>
          </Card>
          <Card title="Failed" description="The reason in a sentence, and Try again.">
            <ErrorWithRetry
              message="We could not load this page. Check your connection."
              onRetry={() => undefined}
            />
          </Card>
          <Card title="Not found" description="An unknown address answers HTTP 404 with this page.">
            <p className="text-4xl font-bold text-indigo-600">{messages.notFoundTitle}</p>
            <p className="mt-2 font-semibold text-slate-900">{messages.notFoundHeading}</p>
            <p className="mt-1 text-sm text-slate-600">{messages.unknownPage}</p>
          </Card>
        </div>
      </GuideSection>
      <GuideSection title="Full pages">
        <div className="flex flex-wrap gap-3">
          <Link href="/sample" className={buttonClass('secondary', 'sm')}>
            A sample page
          </Link>
          <Link href="/this-page-does-not-exist" className={buttonClass('secondary', 'sm')}>
            The 404 page
          </Link>
        </div>
      </GuideSection>
    </GuideFrame>
  );
}
