// The password pages, one chunk loaded on first visit (routes.ts).
export { ChangePasswordPage } from './ChangePasswordPage.tsx';
export { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
export { PasswordSetupPage, ResetPasswordPage } from './ResetPasswordPage.tsx';
export { CallbackPage } from './CallbackPage.tsx';
