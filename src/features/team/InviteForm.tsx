/**
 * The Team panel's invitation form (issue 16): e-mail (required, checked by src/domain/team.ts), optional names and
 * the role. A bad e-mail says its sentence under the field and nothing is sent; a refused save (an e-mail already on
 * the account: the server's 409 at `email`) does the same and keeps everything typed. A sent invitation empties the
 * form and the panel announces the server's sentence.
 */
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/index.ts';
import type { InviteRequest } from '../../api/team.ts';
import {
  DEFAULT_INVITE_ROLE,
  TEAM_EMAIL_MAX,
  TEAM_NAME_MAX,
  TEAM_ROLES,
  inviteEmailError,
  teamTexts,
} from '../../domain/team.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';

interface Typed {
  email: string;
  firstName: string;
  lastName: string;
  role: number;
}

const EMPTY: Typed = { email: '', firstName: '', lastName: '', role: DEFAULT_INVITE_ROLE };

export function InviteForm({
  accountId,
  heading: Heading,
  invite,
  onInvited,
}: {
  accountId: number;
  heading: 'h2' | 'h3';
  invite: (request: InviteRequest) => Promise<{ message: string }>;
  onInvited: (message: string) => void;
}) {
  const [typed, setTyped] = useState<Typed>(EMPTY);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Once a sentence showed, it follows the typing.
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusEmail = () => formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();

  const change = (field: keyof Typed, value: string) => {
    const next = { ...typed, [field]: field === 'role' ? Number(value) : value };
    setTyped(next);
    if (field === 'email' && checked) setEmailError(inviteEmailError(next.email));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = inviteEmailError(typed.email);
    setChecked(true);
    setEmailError(problem);
    setFormError(null);
    if (problem !== null) {
      focusEmail();
      return;
    }
    setBusy(true);
    try {
      const { message } = await invite({ accountId, ...typed });
      setTyped(EMPTY);
      setChecked(false);
      onInvited(message);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && error.field === 'email') {
        setEmailError(message);
        focusEmail();
      } else {
        setFormError(message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="team-invite-title"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <Heading id="team-invite-title" className="font-semibold text-slate-900">
        {teamTexts.inviteTitle}
      </Heading>
      <p className="text-sm text-slate-600">{teamTexts.inviteHint}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={teamTexts.emailLabel}
          type="email"
          name="email"
          autoComplete="off"
          required
          maxLength={TEAM_EMAIL_MAX}
          value={typed.email}
          error={emailError}
          onChange={(event) => change('email', event.target.value)}
        />
        <SelectField
          label={teamTexts.roleLabel}
          name="account_role"
          value={String(typed.role)}
          onChange={(event) => change('role', event.target.value)}
        >
          {TEAM_ROLES.map((each) => (
            <option key={each.role} value={each.role}>
              {each.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label={teamTexts.firstNameLabel}
          name="first_name"
          autoComplete="off"
          maxLength={TEAM_NAME_MAX}
          value={typed.firstName}
          onChange={(event) => change('firstName', event.target.value)}
        />
        <TextField
          label={teamTexts.lastNameLabel}
          name="last_name"
          autoComplete="off"
          maxLength={TEAM_NAME_MAX}
          value={typed.lastName}
          onChange={(event) => change('lastName', event.target.value)}
        />
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={busy} busyLabel={teamTexts.inviting}>
          {teamTexts.inviteButton}
        </Button>
      </div>
    </form>
  );
}
