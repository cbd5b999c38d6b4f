/** /social_accounts, 'My Social Channels' (spec 2.3, 2.4, 2.6): the social account cards. */
import { socialTexts } from '../../domain/social.ts';
import { SocialAccountsPanel } from './SocialAccountsPanel.tsx';

export function SocialAccountsPage() {
  return (
    <section
      aria-labelledby="social-heading"
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6"
    >
      <div className="flex flex-col gap-2">
        <h1 id="social-heading" className="text-2xl font-semibold text-slate-900">
          {socialTexts.heading}
        </h1>
        <p className="text-slate-700">{socialTexts.intro}</p>
      </div>
      <SocialAccountsPanel from="socialAuth" />
    </section>
  );
}
