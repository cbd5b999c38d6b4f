/** /forgot_password (spec 2.1, 7.1): POST /sendForgotPasswordResetLink; the answer is the same for every e-mail. */
import { useState } from 'react';
import { Link } from 'wouter';
import { FORGOT_PASSWORD_SENT, forgotPasswordRequest } from '../../contract/passwords.ts';
import { authMessages } from '../../domain/authMessages.ts';
import { LOGIN_PATH } from '../../domain/routeGuards.ts';
import { AuthPanel, FormCard, TextField, linkClass, useAuthForm } from './form.tsx';
import { passwordCalls } from './passwordCalls.ts';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useAuthForm({
    initial: { email: '' },
    labels: { email: 'E-mail' },
    schema: forgotPasswordRequest,
    send: async (body) => {
      setSent(null);
      const answer = await passwordCalls.sendForgotPasswordResetLink(body);
      setSent(answer.message ?? FORGOT_PASSWORD_SENT);
    },
    fallbackError: authMessages.requestFailed,
  });

  return (
    <AuthPanel
      title="Forgot your password?"
      intro="Enter the e-mail you log in with and we will send you a link to set a new password."
    >
      <FormCard
        form={form}
        label="Send a reset link"
        submit="Send reset link"
        sendingLabel="Sending…"
        notice={sent}
        links={
          <p className="text-center text-sm">
            <Link href={LOGIN_PATH} className={linkClass}>
              Back to log in
            </Link>
          </p>
        }
      >
        <TextField form={form} field="email" label="E-mail" type="email" autoComplete="email" />
      </FormCard>
    </AuthPanel>
  );
}
