/**
 * The social accounts tab of the settings hub (/userSetting#social_media_accounts, spec 2.3): the cards under an
 * <h2> (the hub has the page's <h1>), coming back to this tab after a network's consent page.
 */
import { SocialAccountsSection } from './SocialAccountsPage.tsx';

export function SocialAccountsTab() {
  return (
    <SocialAccountsSection
      headingId="social-tab-heading"
      heading="Social media accounts"
      intro="Connect, reconnect or disconnect the networks your posts go to."
      from="settings"
      level={2}
    />
  );
}
