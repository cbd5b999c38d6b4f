/** /change_password (spec 2.1), logged in: POST /auth/changePassword {old_password, new_password}. */
import { useState } from 'react';
import { Link } from 'wouter';
import { changePasswordRequest } from '../../contract/passwords.ts';
import { authMessages } from '../../domain/authMessages.ts';
import { useSession } from '../../app/session.tsx';
import { AuthPanel, FormCard, Notice, PasswordField, linkClass, useAuthForm } from './form.tsx';
import { passwordCalls } from './passwordCalls.ts';

export function ChangePasswordPage() {
  const { social } = useSession();
  const [changed, setChanged] = useState<string | null>(null);
  const form = useAuthForm({
    initial: { old_password: '', new_password: '' },
    labels: { old_password: 'Current password', new_password: 'New password' },
    schema: changePasswordRequest,
    send: async (body) => {
      setChanged(null);
      const answer = await passwordCalls.changePassword(body);
      form.setValue('old_password', '');
      form.setValue('new_password', '');
      setChanged(answer.message ?? authMessages.passwordChanged);
    },
    fallbackError: authMessages.requestFailed,
  });

  return (
    <AuthPanel title="Change password" intro="Enter your current password, then the new one.">
      {social ? (
        <div className="mt-6 space-y-2">
          <Notice>{authMessages.socialSessionNoPassword}</Notice>
          <Link href="/forgot_password" className={linkClass}>
            Ask for a reset link
          </Link>
        </div>
      ) : null}
      <FormCard
        form={form}
        label="Change password"
        submit="Change password"
        sendingLabel="Changing…"
        notice={changed}
      >
        <PasswordField
          form={form}
          field="old_password"
          label="Current password"
          autoComplete="current-password"
        />
        <PasswordField form={form} field="new_password" label="New password" autoComplete="new-password" />
      </FormCard>
    </AuthPanel>
  );
}
