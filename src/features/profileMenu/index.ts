// Interface of the profile menu (spec 4.6): mounted once in the top bar.
export { ProfileMenu } from './ProfileMenu.tsx';
