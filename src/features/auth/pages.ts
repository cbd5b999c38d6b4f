/** The password pages by route name (src/domain/routes.ts), for the app's page table. */
import type { ComponentType } from 'react';
import { ChangePasswordPage } from './ChangePasswordPage.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { PasswordSetupPage, ResetPasswordPage } from './ResetPasswordPage.tsx';

export const authPages: Readonly<Record<string, ComponentType>> = {
  forgot_password: ForgotPasswordPage,
  reset: ResetPasswordPage,
  password_setup: PasswordSetupPage,
  change_password: ChangePasswordPage,
};
