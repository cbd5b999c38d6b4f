/**
 * The index page (spec 2.1): /#login shows the login form, /#register the registration form, and the link of a
 * registration mail (/?confirm=<token>#register) finishes the registration. All hand the work to the auth machine
 * through useSession(); the machine routes after login (src/domain/postLoginRoute.ts), so these forms only show
 * what went wrong, or that the registration mail is on its way.
 */
import { Link } from 'wouter';
import { registerRequest } from '../../contract/passwords.ts';
import { loginRequest } from '../../contract/session.ts';
import { authMessages, loginNoteOf } from '../../domain/authMessages.ts';
import { WELCOME_TEXT } from '../../domain/banners.ts';
import { confirmTokenOf } from '../../domain/registration.ts';
import { useSession } from '../../app/session.tsx';
import { useAppLocation } from '../../app/useAppLocation.ts';
import { LegalConsent } from '../legal/LegalConsent.tsx';
import { ConfirmRegistration } from './ConfirmRegistration.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';
import { AuthPanel, FormCard, Notice, PasswordField, TextField, linkClass, useAuthForm } from './form.tsx';

const WELCOME_LINE = WELCOME_TEXT;

/** `/` with the same query (the kept `?redirect=`), and `hash`. */
function sameQuery(search: string, hash: '#login' | '#register'): string {
  return `/${search}${hash}`;
}

export function LoginPage() {
  const { hash, search } = useAppLocation();
  const confirmToken = confirmTokenOf(search);
  if (hash === '#register' && confirmToken !== null) {
    return <ConfirmRegistration token={confirmToken} search={search} />;
  }
  if (hash === '#register') return <RegisterForm search={search} />;
  return <LoginForm search={search} />;
}

function LoginForm({ search }: { search: string }) {
  const { logIn } = useSession();
  const note = loginNoteOf(search);
  const form = useAuthForm({
    initial: { username: '', password: '' },
    labels: { username: 'E-mail', password: 'Password' },
    schema: loginRequest,
    send: ({ username, password }) => logIn(username, password),
    fallbackError: authMessages.loginFailed,
  });

  return (
    <AuthPanel title="Log in" intro={WELCOME_LINE}>
      {note ? (
        <div className="mt-6">
          <Notice>{note}</Notice>
        </div>
      ) : null}
      <FormCard
        form={form}
        label="Log in"
        submit="Log in"
        sendingLabel="Logging in…"
        links={
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <Link href="/forgot_password" className={linkClass}>
              Forgot your password?
            </Link>
            <Link href={sameQuery(search, '#register')} className={linkClass}>
              Create an account
            </Link>
          </div>
        }
      >
        <TextField form={form} field="username" label="E-mail" type="email" autoComplete="username" />
        <PasswordField form={form} field="password" label="Password" autoComplete="current-password" />
      </FormCard>
      <SocialSignIn intent="login" />
    </AuthPanel>
  );
}

/**
 * Ends with the server's message (check your e-mail); the password is cleared, the rest kept to send again. Above
 * the button, the terms and the privacy policy the visitor agrees to, each opening in a new tab (issue 16).
 */
function RegisterForm({ search }: { search: string }) {
  const { register, registrationNotice } = useSession();
  const form = useAuthForm({
    initial: { first_name: '', last_name: '', email: '', password: '' },
    labels: { first_name: 'First name', last_name: 'Last name', email: 'E-mail', password: 'Password' },
    schema: registerRequest,
    send: async (registration) => {
      await register(registration);
      form.setValue('password', '');
    },
    fallbackError: authMessages.registerFailed,
  });

  return (
    <AuthPanel title="Create an account" intro={WELCOME_LINE}>
      <FormCard
        form={form}
        label="Create an account"
        submit="Create account"
        sendingLabel="Creating your account…"
        notice={registrationNotice}
        links={
          <p className="text-center text-sm">
            Already registered?{' '}
            <Link href={sameQuery(search, '#login')} className={linkClass}>
              Log in instead
            </Link>
          </p>
        }
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} field="first_name" label="First name" autoComplete="given-name" />
          <TextField form={form} field="last_name" label="Last name" autoComplete="family-name" />
        </div>
        <TextField form={form} field="email" label="E-mail" type="email" autoComplete="email" />
        <PasswordField form={form} field="password" label="Password" autoComplete="new-password" />
        <LegalConsent action="register" />
      </FormCard>
      <SocialSignIn intent="register" />
    </AuthPanel>
  );
}
