/** The first-run setup pages (issue 16): the steps, and the posting schedule and social accounts inside a setup. */
export { SetupStepPage } from './SetupStepPage.tsx';
export { SetupSchedulePage, SetupSocialPage, setupStepPages } from './setupPages.tsx';
