/**
 * /reset?token=... (the reset mail) and /password_setup?token=... (an invitation): POST /resetPassword
 * {token, password}. Success goes to the login page with a note.
 */
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { resetPasswordRequest } from '../../contract/passwords.ts';
import { authMessages, loginWithNote } from '../../domain/authMessages.ts';
import { PRODUCT_NAME } from '../../domain/constants.ts';
import { useAppLocation } from '../../app/useAppLocation.ts';
import { ErrorLine } from '../../ui/ErrorLine.tsx';
import { AuthPanel, FormCard, PasswordField, linkClass, useAuthForm } from './form.tsx';
import { passwordCalls } from './passwordCalls.ts';

type Mode = 'reset' | 'setup';

const wording: Record<
  Mode,
  { title: string; intro: string; submit: string; note: 'password-reset' | 'password-set' }
> = {
  reset: {
    title: 'Set a new password',
    intro: 'Choose a new password for your login.',
    submit: 'Set new password',
    note: 'password-reset',
  },
  setup: {
    title: 'Set up your password',
    intro: `You have been invited to ${PRODUCT_NAME}. Choose a password to finish setting up your login.`,
    submit: 'Set password',
    note: 'password-set',
  },
};

function PasswordLinkForm({ mode }: { mode: Mode }) {
  const { search } = useAppLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const words = wording[mode];
  const form = useAuthForm({
    initial: { password: '' },
    labels: { password: 'New password' },
    schema: resetPasswordRequest,
    toInput: (values) => ({ token, password: values.password }),
    send: async (body) => {
      await passwordCalls.resetPassword(body);
      navigate(loginWithNote(words.note), { replace: true });
    },
    fallbackError: authMessages.requestFailed,
  });

  return (
    <AuthPanel title={words.title} intro={words.intro}>
      <ErrorLine message={token === '' ? authMessages.resetLinkMissing : null} className="mt-6" />
      <FormCard
        form={form}
        label={words.title}
        submit={words.submit}
        sendingLabel="Saving…"
        links={
          <p className="flex flex-wrap justify-between gap-2 text-sm">
            <Link href="/forgot_password" className={linkClass}>
              Ask for a new link
            </Link>
            <Link href="/#login" className={linkClass}>
              Back to log in
            </Link>
          </p>
        }
      >
        <PasswordField form={form} field="password" label="New password" autoComplete="new-password" />
      </FormCard>
    </AuthPanel>
  );
}

/** /reset?token=... */
export function ResetPasswordPage() {
  return <PasswordLinkForm mode="reset" />;
}

/** /password_setup?token=... */
export function PasswordSetupPage() {
  return <PasswordLinkForm mode="setup" />;
}
