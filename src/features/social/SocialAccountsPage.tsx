/** /social_accounts, 'My Social Channels' (spec 2.3, 2.4, 2.6): the social account cards. */
import type { SocialConnectFrom } from '../../../machines/socialAccounts.machine.ts';
import { socialTexts } from '../../domain/social.ts';
import { headingTags, type PageLevel } from '../../ui/headingLevel.ts';
import { SocialAccountsPanel } from './SocialAccountsPanel.tsx';

export function SocialAccountsPage() {
  return (
    <SocialAccountsSection
      headingId="social-heading"
      heading={socialTexts.heading}
      intro={socialTexts.intro}
      from="socialAuth"
    />
  );
}

/**
 * A page of the social account cards under its heading and a line; `from` is where connecting comes back to.
 * `level` 2 inside another page (the settings hub's tab): the heading is an <h2> and the host pads the page.
 */
export function SocialAccountsSection({
  headingId,
  heading,
  intro,
  from,
  level = 1,
}: {
  headingId: string;
  heading: string;
  intro: string;
  from: SocialConnectFrom;
  level?: PageLevel;
}) {
  const Title = headingTags(level).title;
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-6 ${level === 1 ? 'mx-auto max-w-5xl px-4 py-6 sm:px-6' : ''}`}
    >
      <div className="flex flex-col gap-2">
        <Title
          id={headingId}
          className={`${level === 1 ? 'text-2xl' : 'text-xl'} font-semibold text-slate-900`}
        >
          {heading}
        </Title>
        <p className="text-slate-700">{intro}</p>
      </div>
      <SocialAccountsPanel from={from} />
    </section>
  );
}
