// Banners of the default layout (spec 2.5): impersonation, welcome and the auto-disconnect banner.
export { ImpersonationBanner, WelcomeBanner } from './Banners.tsx';
export { AutoDisconnectBanner } from './AutoDisconnectBanner.tsx';
