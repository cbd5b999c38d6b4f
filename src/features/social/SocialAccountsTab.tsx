/** The social accounts tab of /userSetting (`#social_media_accounts`, spec 2.3): the cards, coming back here. */
import { SocialAccountsSection } from './SocialAccountsPage.tsx';

export function SocialAccountsTab() {
  return (
    <SocialAccountsSection
      headingId="social-tab-heading"
      heading="Social media accounts"
      intro="Connect, reconnect or disconnect the networks your posts go to."
      from="settings"
    />
  );
}
