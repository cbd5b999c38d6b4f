import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { keptPathOf, postLoginTarget } from '../../domain/routeGuards.ts';
import { useSession } from '../../app/session.tsx';
import { useAppLocation } from '../../app/useAppLocation.ts';

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-indigo-600';

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Login failed. Please try again.';
}

/** The index page (/ and /#login): e-mail and password. /#register explains that sign-up is not here yet. */
export function LoginPage() {
  const { hash, search } = useAppLocation();
  if (hash === '#register') return <RegisterNotYet search={search} />;
  return <LoginForm search={search} />;
}

function LoginForm({ search }: { search: string }) {
  const { logIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await logIn(email.trim(), password);
      // The kept path is followed only when isSafeRedirectTarget accepts it; otherwise home (/redirect).
      navigate(postLoginTarget(keptPathOf(search)), { replace: true });
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-md px-4 py-12">
      <h1 id="page-title" className="text-2xl font-semibold text-slate-900">
        Log in
      </h1>
      <p className="mt-2 text-slate-600">Your account helps you manage and automate your social media.</p>
      <form
        className="mt-8 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        onSubmit={(event) => void submit(event)}
        aria-describedby={error ? errorId : undefined}
      >
        <div>
          <label htmlFor="login-email" className="block text-sm font-medium text-slate-700">
            E-mail
          </label>
          <input
            id="login-email"
            name="username"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="login-password" className="block text-sm font-medium text-slate-700">
            Password
          </label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            className={inputClass}
          />
        </div>
        {error ? (
          <p id={errorId} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-md bg-indigo-600 px-4 py-2.5 font-medium text-white hover:bg-indigo-700 disabled:opacity-60"
        >
          {busy ? 'Logging in…' : 'Log in'}
        </button>
        <p className="text-center text-sm">
          <Link href="/forgot_password" className="text-indigo-700 underline-offset-2 hover:underline">
            Forgot your password?
          </Link>
        </p>
      </form>
    </section>
  );
}

function RegisterNotYet({ search }: { search: string }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-md px-4 py-12">
      <h1 id="page-title" className="text-2xl font-semibold text-slate-900">
        Create an account
      </h1>
      <p className="mt-3 text-slate-600">Registration arrives in a later release.</p>
      <p className="mt-6">
        <Link
          href={`/${search}#login`}
          className="font-medium text-indigo-700 underline-offset-2 hover:underline"
        >
          Log in instead
        </Link>
      </p>
    </section>
  );
}
