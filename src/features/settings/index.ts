// Interface of the settings feature (spec 2.3; issue 16): the settings hub (routes.ts), whose tabs load the profile
// form of this folder and the billing, social accounts and posting schedule views of their features.
export { SettingsPage } from './SettingsPage.tsx';
export { ProfilePage } from './ProfileTab.tsx';
