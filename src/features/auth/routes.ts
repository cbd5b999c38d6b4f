// The auth pages by page name (src/domain/routeTable.ts): the login page in the first bundle, the password pages
// in one chunk loaded on first visit.
import { lazyPages, type PageTable } from '../../app/featurePages.ts';
import { LoginPage } from './LoginPage.tsx';

export const authPages: PageTable = {
  index: LoginPage,
  ...lazyPages(() => import('./pages.ts'), {
    forgot_password: (auth) => auth.ForgotPasswordPage,
    reset: (auth) => auth.ResetPasswordPage,
    password_setup: (auth) => auth.PasswordSetupPage,
    change_password: (auth) => auth.ChangePasswordPage,
    callback: (auth) => auth.CallbackPage,
  }),
};
