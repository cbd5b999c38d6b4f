/** The setup pages by step: the form steps, and the two page steps wrapped around their features' editors. */
import { FeedSchedule, FeedSchedulePage } from '../schedule/FeedSchedulePage.tsx';
import { SocialAccountsPage, SocialAccountsSection } from '../social/SocialAccountsPage.tsx';
import { socialTexts } from '../../domain/social.ts';
import { SetupStepPage } from './SetupStepPage.tsx';
import type { PageProps } from '../../app/pages.tsx';

export const setupStepPages = {
  subjects_services: (_props: PageProps) => <SetupStepPage step="subjects_services" />,
  goals_objectives: (_props: PageProps) => <SetupStepPage step="goals_objectives" />,
  chaptername: (_props: PageProps) => <SetupStepPage step="chaptername" />,
  topics: (_props: PageProps) => <SetupStepPage step="topics" />,
  categories: (_props: PageProps) => <SetupStepPage step="categories" />,
};

export function SetupSchedulePage(props: PageProps) {
  return (
    <SetupStepPage
      step="dayTimeSchedule"
      embedded={<FeedSchedule level={2} />}
      plain={<FeedSchedulePage {...props} />}
    />
  );
}

export function SetupSocialPage(_props: PageProps) {
  return (
    <SetupStepPage
      step="social_accounts"
      embedded={
        <SocialAccountsSection
          headingId="setup-social-heading"
          heading={socialTexts.heading}
          intro={socialTexts.intro}
          from="socialAuth"
          level={2}
        />
      }
      plain={<SocialAccountsPage />}
    />
  );
}
