/** The social accounts tab of /userSetting (`#social_media_accounts`, spec 2.3): the cards, coming back here. */
import { SocialAccountsPanel } from './SocialAccountsPanel.tsx';

export function SocialAccountsTab() {
  return (
    <section
      aria-labelledby="social-tab-heading"
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6"
    >
      <div className="flex flex-col gap-2">
        <h1 id="social-tab-heading" className="text-2xl font-semibold text-slate-900">
          Social media accounts
        </h1>
        <p className="text-slate-700">Connect, reconnect or disconnect the networks your posts go to.</p>
      </div>
      <SocialAccountsPanel from="settings" />
    </section>
  );
}
