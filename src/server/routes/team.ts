/**
 * The team of an account (issue 16): GET /auth/userlist, POST /auth/inviteMember, /auth/updateMemberRole and
 * /auth/removeMember. The account is the one the call names (accountScope checked the caller's membership and the
 * route's permission: listing needs 'account.view', the writes 'members.manage'). The rules about whom one may change
 * or remove are src/domain/team.ts's, read inside the transaction that writes.
 * - Inviting an e-mail nobody uses creates the user without a usable password (PENDING_HASH_PREFIX in front of the
 *   hash of a random secret, so no password matches and the list can tell the invitation is pending), a membership
 *   with is_invited 1 landing on /contentplanner, and mails a /password_setup link (single use, 7 days). POST
 *   /resetPassword consumes it like a reset link, replacing the hash: the person is no longer pending.
 * - Inviting someone who has a login adds the membership at once and tells them by mail (a pending person gets a
 *   fresh setup link instead).
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  inviteMemberRequest,
  removeMemberRequest,
  updateMemberRoleRequest,
  type TeamMember,
} from '../../contract/team.ts';
import { PRODUCT_NAME } from '../../domain/constants.ts';
import {
  INVITE_LINK_TTL_SECONDS,
  memberName,
  removalRefusal,
  roleChangeRefusal,
  teamMessages,
} from '../../domain/team.ts';
import { scopedAccount } from '../accountScope.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, badField, ok, paged, parseBody } from '../http.ts';
import { spendAttempt } from '../rateLimit.ts';
import { hashPassword } from '../security.ts';
import { createPasswordToken } from './passwords.ts';
import { isUniqueViolation } from './registration.ts';

/** In front of the stored hash of an invited person who has not set a password: no password verifies against it. */
export const PENDING_HASH_PREFIX = '!invited!';

const MEMBER_COLUMNS = `u.id, u.first_name, u.last_name, u.email, m.account_role, m.is_invited,
  (u.password_hash like '${PENDING_HASH_PREFIX}%') as pending`;

/** The members of `accountId`, owners first, then by name. */
export async function teamOf(db: Queryable, accountId: number): Promise<TeamMember[]> {
  return db.query<TeamMember>(
    `select ${MEMBER_COLUMNS} from account_memberships m join users u on u.id = m.user_id
     where m.account_id = $1
     order by m.account_role, lower(u.first_name), lower(u.last_name), lower(u.email), u.id`,
    [accountId],
  );
}

/**
 * GET /auth/userlist: the members of the account the call is about. Also answers spec 7.5's GET /userlist
 * (routes/libraryExtras.ts), with the same checks.
 */
export function teamList(db: Queryable) {
  return async (c: Context<AppEnv>) => paged(c, await teamOf(db, scopedAccount(c)));
}

async function memberOf(db: Queryable, accountId: number, userId: number): Promise<TeamMember> {
  const rows = await db.query<TeamMember>(
    `select ${MEMBER_COLUMNS} from account_memberships m join users u on u.id = m.user_id
     where m.account_id = $1 and m.user_id = $2`,
    [accountId, userId],
  );
  if (!rows[0]) throw new HttpError(404, teamMessages.noSuchMember, 'user_id');
  return rows[0];
}

/** Locks the account's memberships for the rest of the transaction, so two writes cannot both take its last owner. */
async function lockTeam(tx: Queryable, accountId: number): Promise<TeamMember[]> {
  await tx.query('select id from account_memberships where account_id = $1 for update', [accountId]);
  return teamOf(tx, accountId);
}

export function teamRoutes({ db, clock, mail, log, config, limits }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/auth/userlist', teamList(db));

  routes.post('/auth/inviteMember', async (c) => {
    const body = await parseBody(c, inviteMemberRequest);
    const actorId = c.get('session').userId;
    const refused = await spendAttempt(c, [[limits.invitePerUser, String(actorId)]]);
    if (refused) return refused;
    const email = body.email.toLowerCase();
    const accountId = body.account_id;
    const now = clock.now();
    // Hashed outside the transaction (scrypt is slow); used only when the e-mail is new.
    const unusable = `${PENDING_HASH_PREFIX}${await hashPassword(randomBytes(24).toString('base64url'))}`;

    let outcome: { member: TeamMember; created: boolean; resent: boolean; setupToken: string | null };
    try {
      outcome = await db.transaction(async (tx) => {
        const known = await tx.query<{ id: number; pending: boolean }>(
          `select id, (password_hash like '${PENDING_HASH_PREFIX}%') as pending from users where lower(email) = $1`,
          [email],
        );
        let userId = known[0]?.id;
        const created = userId === undefined;
        // Invited again before setting a password: a fresh link (the older one stops working), no new membership.
        let resent = false;
        if (userId === undefined) {
          const rows = await tx.query<{ id: number }>(
            `insert into users (email, password_hash, first_name, last_name) values ($1, $2, $3, $4) returning id`,
            [email, unusable, body.first_name, body.last_name],
          );
          userId = rows[0]!.id;
        } else {
          const already = await tx.query(
            'select 1 from account_memberships where user_id = $1 and account_id = $2',
            [userId, accountId],
          );
          if (already.length > 0 && known[0]?.pending !== true) {
            throw new HttpError(409, teamMessages.alreadyMember, 'email');
          }
          resent = already.length > 0;
        }
        if (!resent) {
          await tx.query(
            `insert into account_memberships (user_id, account_id, account_role, is_invited, landing_url, is_landing)
             values ($1, $2, $3, 1, '/contentplanner',
               not exists (select 1 from account_memberships where user_id = $1 and is_landing))`,
            [userId, accountId, body.account_role],
          );
        }
        const needsSetup = created || known[0]?.pending === true;
        const setupToken = needsSetup
          ? await createPasswordToken(tx, {
              userId,
              purpose: 'setup',
              now,
              ttlSeconds: INVITE_LINK_TTL_SECONDS,
            })
          : null;
        return { member: await memberOf(tx, accountId, userId), created, resent, setupToken };
      });
    } catch (error) {
      // The same e-mail invited twice at once: the unique indexes refuse the second.
      if (isUniqueViolation(error)) throw new HttpError(409, teamMessages.alreadyMember, 'email');
      throw error;
    }

    const { member, created, resent, setupToken } = outcome;
    await mailInvitation(member, created, setupToken, accountId, actorId);
    log.info(
      `inviteMember: user #${actorId} ${resent ? 're-invited' : created ? 'invited' : 'added'} user #${member.id} to #${accountId}`,
    );
    const message = resent
      ? teamMessages.invitedAgain(member.email)
      : created
        ? teamMessages.invitedNew(member.email)
        : teamMessages.addedExisting(member.email);
    return ok(c, member, { code: 200, message });
  });

  /**
   * The mail to an invited or added person; a failure is logged, the membership stays (they can reset later). A new
   * person's names were typed by the inviter, so the mail does not repeat them (as registration's mail does not).
   */
  async function mailInvitation(
    member: TeamMember,
    created: boolean,
    setupToken: string | null,
    accountId: number,
    actorId: number,
  ) {
    const rows = await db.query<{
      account_name: string;
      first_name: string;
      last_name: string;
      email: string;
    }>(
      `select a.account_name, u.first_name, u.last_name, u.email from accounts a, users u
       where a.id = $1 and u.id = $2`,
      [accountId, actorId],
    );
    const account = rows[0]?.account_name ?? 'an account';
    const inviter = rows[0] ? memberName(rows[0]) : 'A colleague';
    const opening = [
      created || member.first_name === '' ? 'Hi,' : `Hi ${member.first_name},`,
      '',
      `${inviter} added you to ${account} on ${PRODUCT_NAME}.`,
    ];
    const text =
      setupToken === null
        ? [
            ...opening,
            '',
            'Log in with your usual e-mail and password to see it:',
            '',
            `${config.publicUrl}/#login`,
          ]
        : [
            ...opening,
            '',
            'Open this link to choose your password, then log in with this e-mail address:',
            '',
            `${config.publicUrl}/password_setup?token=${encodeURIComponent(setupToken)}`,
            '',
            'The link works once, for 7 days. If you do not know this team, ignore this mail.',
          ];
    try {
      await mail.send({
        to: member.email,
        subject: `You were added to ${account} on ${PRODUCT_NAME}`,
        text: text.join('\n'),
      });
    } catch (error) {
      log.error(`inviteMember: the mail to user #${member.id} could not be sent`, error);
    }
  }

  routes.post('/auth/updateMemberRole', async (c) => {
    const body = await parseBody(c, updateMemberRoleRequest);
    const actorId = c.get('session').userId;
    const member = await db.transaction(async (tx) => {
      const team = await lockTeam(tx, body.account_id);
      const target = team.find((each) => each.id === body.user_id);
      if (!target) throw new HttpError(404, teamMessages.noSuchMember, 'user_id');
      const refusal = roleChangeRefusal(actorId, target, body.account_role, team);
      if (refusal === teamMessages.badRole) throw badField('account_role', refusal);
      if (refusal !== null)
        throw new HttpError(refusal === teamMessages.ownRole ? 403 : 409, refusal, 'user_id');
      await tx.query(
        'update account_memberships set account_role = $3 where account_id = $1 and user_id = $2',
        [body.account_id, body.user_id, body.account_role],
      );
      return memberOf(tx, body.account_id, body.user_id);
    });
    log.info(`updateMemberRole: user #${actorId} gave user #${member.id} role ${member.account_role}`);
    return ok(c, member, {
      code: 200,
      message: teamMessages.roleChanged(memberName(member), member.account_role),
    });
  });

  routes.post('/auth/removeMember', async (c) => {
    const body = await parseBody(c, removeMemberRequest);
    const actorId = c.get('session').userId;
    const removed = await db.transaction(async (tx) => {
      const team = await lockTeam(tx, body.account_id);
      const target = team.find((each) => each.id === body.user_id);
      if (!target) throw new HttpError(404, teamMessages.noSuchMember, 'user_id');
      const refusal = removalRefusal(actorId, target, team);
      if (refusal !== null)
        throw new HttpError(refusal === teamMessages.removeSelf ? 403 : 409, refusal, 'user_id');
      const gone = await tx.query<{ is_landing: boolean }>(
        'delete from account_memberships where account_id = $1 and user_id = $2 returning is_landing',
        [body.account_id, body.user_id],
      );
      if (gone[0]?.is_landing) {
        // Their next account (if any) becomes the landing one.
        await tx.query(
          `update account_memberships set is_landing = true
           where id = (select id from account_memberships where user_id = $1 order by account_id limit 1)`,
          [body.user_id],
        );
      }
      const left = await tx.query('select 1 from account_memberships where user_id = $1', [body.user_id]);
      if (left.length === 0) {
        // Nobody left to set a password for: an open invitation link stops working.
        await tx.query(
          `update password_tokens set used_at = $2 where user_id = $1 and purpose = 'setup' and used_at is null`,
          [body.user_id, clock.now().toISOString()],
        );
      }
      return target;
    });
    log.info(`removeMember: user #${actorId} removed user #${removed.id} from #${body.account_id}`);
    return ok(c, { user_id: removed.id }, { code: 200, message: teamMessages.removed(memberName(removed)) });
  });

  return routes;
}
