// Interface of cookie consent, the tag manager, the affiliate tracker and page views (issue 16).
export { ConsentProvider } from './ConsentProvider.tsx';
export { CookieSettingsButton } from './CookieSettingsButton.tsx';
