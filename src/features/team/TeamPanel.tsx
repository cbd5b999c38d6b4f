/**
 * The team of the current account (issue 16): /users (level 1) and the settings hub's Team tab (/userSetting#team,
 * level 2). The members with their role and a pending mark; a role that may manage the team
 * (src/domain/permissions.ts, 'members.manage') also invites, changes roles and removes (after a confirmation).
 * The rules about whom one may change or remove are src/domain/team.ts's: the view offers only what they allow, and
 * says the server's sentence when it refuses anyway. Every write invalidates the cached list.
 */
import { Description, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { api } from '../../api/index.ts';
import { team } from '../../api/queries/team.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { teamCalls } from '../../api/team.ts';
import { useCan } from '../../app/permissions.ts';
import { useSession } from '../../app/session.tsx';
import type { TeamMember } from '../../contract/team.ts';
import {
  TEAM_ROLES,
  memberName,
  removalRefusal,
  roleChangeRefusal,
  roleLabel,
  teamTexts,
} from '../../domain/team.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { inputClass } from '../../ui/Field.tsx';
import { headingTags, type PageLevel } from '../../ui/headingLevel.ts';
import { Modal } from '../../ui/Modal.tsx';
import { SkeletonBlock } from '../../ui/Skeleton.tsx';
import { Table, type Column } from '../../ui/Table.tsx';
import { InviteForm } from './InviteForm.tsx';

const calls = teamCalls(api);

export function TeamPanel({ level = 2 }: { level?: PageLevel }) {
  const { accountId, user } = useSession();
  const tags = headingTags(level);
  const Title = tags.title;
  return (
    <section aria-labelledby="team-title" className="flex max-w-4xl min-w-0 flex-col gap-4">
      <div>
        <Title id="team-title" className="text-xl font-semibold text-slate-900">
          {teamTexts.title}
        </Title>
        <p className="mt-1 text-sm text-slate-600">{teamTexts.intro}</p>
      </div>
      {accountId === null || !user ? (
        <p className="text-sm text-slate-600">{teamTexts.empty}</p>
      ) : (
        <TeamOf key={accountId} accountId={accountId} me={user.id} section={tags.section} />
      )}
    </section>
  );
}

/** /users: the panel as a page of its own. */
export function TeamPage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6">
      <TeamPanel level={1} />
    </div>
  );
}

function TeamOf({ accountId, me, section }: { accountId: number; me: number; section: 'h2' | 'h3' }) {
  const { state, retry } = useQuery(team.query(calls, accountId));
  const canManage = useCan('members.manage');
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState<number | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const done = (message: string) => {
    setProblem(null);
    setNotice(message);
    void team.invalidate(accountId);
  };

  const changeRole = async (member: TeamMember, role: number, members: readonly TeamMember[]) => {
    const refusal = roleChangeRefusal(me, member, role, members);
    setNotice('');
    if (refusal !== null) {
      setProblem(refusal);
      return;
    }
    setWorking(member.id);
    try {
      done(await calls.updateRole({ accountId, userId: member.id, role }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      void team.invalidate(accountId);
    } finally {
      setWorking(null);
    }
  };

  const remove = async (member: TeamMember) => {
    setWorking(member.id);
    try {
      done(await calls.remove({ accountId, userId: member.id }));
      setRemoving(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setRemoving(null);
    } finally {
      setWorking(null);
    }
  };

  const members = state.status === 'loaded' ? state.data : [];
  const columns: Column<TeamMember>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (member) => (
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            {memberName(member)}{' '}
            {member.id === me ? <span className="text-slate-600">{teamTexts.you}</span> : null}
          </p>
          <p className="break-all text-slate-600">{member.email}</p>
          {member.pending ? <Badge tone="warning">{teamTexts.pending}</Badge> : null}
        </div>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      cell: (member) =>
        canManage && member.id !== me ? (
          <select
            aria-label={teamTexts.roleOf(memberName(member))}
            value={member.account_role}
            disabled={working !== null}
            onChange={(event) => void changeRole(member, Number(event.target.value), members)}
            className={`${inputClass} mt-0 min-w-28`}
          >
            {TEAM_ROLES.some((each) => each.role === member.account_role) ? null : (
              <option value={member.account_role}>{roleLabel(member.account_role)}</option>
            )}
            {TEAM_ROLES.map((each) => (
              <option key={each.role} value={each.role}>
                {each.label}
              </option>
            ))}
          </select>
        ) : (
          roleLabel(member.account_role)
        ),
    },
  ];
  if (canManage) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (member) =>
        removalRefusal(me, member, members) === null ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={working !== null}
            aria-label={`${teamTexts.remove} ${memberName(member)}`}
            onClick={() => setRemoving(member)}
          >
            {teamTexts.remove}
          </Button>
        ) : null,
    });
  }

  return (
    <div className="flex flex-col gap-4">
      {canManage ? null : (
        <p role="note" className="rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-700">
          {teamTexts.readOnly}
        </p>
      )}
      <p role="status" className="text-sm text-emerald-800 empty:hidden">
        {notice}
      </p>
      {problem ? <ErrorWithRetry message={problem} onDismiss={() => setProblem(null)} /> : null}
      {state.status === 'loading' ? <SkeletonBlock label={teamTexts.loading} lines={3} /> : null}
      {state.status === 'failed' ? <ErrorWithRetry message={state.message} onRetry={retry} /> : null}
      {state.status === 'loaded' ? (
        <Table
          caption={teamTexts.caption}
          columns={columns}
          rows={members}
          rowKey={(member) => member.id}
          pageSize={50}
          empty={teamTexts.empty}
        />
      ) : null}
      {canManage ? (
        <InviteForm
          accountId={accountId}
          heading={section}
          invite={(request) => calls.invite(request)}
          onInvited={done}
        />
      ) : null}
      <Modal
        open={removing !== null}
        onClose={() => {
          if (working === null) setRemoving(null);
        }}
        width="max-w-md"
        compact
        centred
        role="alertdialog"
        busy={working !== null}
      >
        {removing ? (
          <div className="flex flex-col gap-3">
            <DialogTitle className="text-base font-semibold text-slate-900">
              {teamTexts.removeTitle(memberName(removing))}
            </DialogTitle>
            <Description className="text-sm text-slate-700">
              {teamTexts.removeBody(memberName(removing))}
            </Description>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" disabled={working !== null} onClick={() => setRemoving(null)}>
                {teamTexts.cancel}
              </Button>
              <Button variant="danger" busy={working === removing.id} onClick={() => void remove(removing)}>
                {teamTexts.removeConfirm}
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
