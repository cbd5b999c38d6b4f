/** /social_accounts, 'My Social Channels' (spec 2.3, 2.4, 2.6): the social account cards. */
import type { SocialConnectFrom } from '../../../machines/socialAccounts.machine.ts';
import { socialTexts } from '../../domain/social.ts';
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

/** A page of the social account cards under its heading and a line; `from` is where connecting comes back to. */
export function SocialAccountsSection({
  headingId,
  heading,
  intro,
  from,
}: {
  headingId: string;
  heading: string;
  intro: string;
  from: SocialConnectFrom;
}) {
  return (
    <section aria-labelledby={headingId} className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6">
      <div className="flex flex-col gap-2">
        <h1 id={headingId} className="text-2xl font-semibold text-slate-900">
          {heading}
        </h1>
        <p className="text-slate-700">{intro}</p>
      </div>
      <SocialAccountsPanel from={from} />
    </section>
  );
}
