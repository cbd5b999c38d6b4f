// Session banners of the default layout (spec 2.5): impersonation and welcome.
export { ImpersonationBanner, WelcomeBanner } from './Banners.tsx';
