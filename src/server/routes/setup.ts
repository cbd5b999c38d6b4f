/**
 * The first-run setup of an account (issue 16; src/domain/onboarding.ts):
 * - GET /auth/getOnboarding (ours): the account's steps, those done and the answers so far;
 * - POST /auth/saveOnboardingStep (ours): one step's answer, checked by the same rules as the form; the step is
 *   then done and the saving member's landing_url points at the first step still to do, or at the content planner
 *   once every step is done, so a login resumes the setup where it stopped;
 * - GET /getIndustries, /getCategories, /getDefaultCategories (spec 7.x, public reference lists);
 * - POST /addupdateIndustries, /addupdateCategories (spec 7.x): the account's picks, also saved by the steps.
 *
 * A billing owner (roleType 5) whose account has a subscription skips the steps spec 6 sends them away from.
 */
import { Hono, type Context } from 'hono';
import {
  addUpdatePicksRequest,
  saveOnboardingStepRequest,
  type OnboardingStatus,
  type SaveOnboardingStepRequest,
} from '../../contract/onboarding.ts';
import { SUBSCRIBED_OWNER_BLOCKED, BILLING_OWNER_ROLE_TYPE } from '../../domain/billingOwner.ts';
import { DEFAULT_ONBOARDING_TYPE } from '../../domain/constants.ts';
import {
  STEP_KINDS,
  isOnboardingStep,
  normaliseDraft,
  onboardingMessages,
  resumeStep,
  setupLandingUrl,
  setupStepsOf,
  stepProblem,
  type OnboardingStep,
} from '../../domain/onboarding.ts';
import { accountScope, scopedAccount } from '../accountScope.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { badField, ok, parseBody } from '../http.ts';
import { OBJECTIVES, feedScheduleOf } from '../plannerStore.ts';

type Answers = OnboardingStatus['answers'];

/** The onboarding steps a subscribed billing owner is sent away from (spec 6), as step names. */
const BLOCKED_FOR_SUBSCRIBED: readonly string[] = SUBSCRIBED_OWNER_BLOCKED.map((name) =>
  name.replace(/^accid-/, ''),
);

interface Membership {
  onboarding_type_id: number | null;
  role_type: number;
}

/** The steps of `accountId` for `userId` (its type's flow, less what spec 6 blocks for a subscribed owner). */
async function stepsFor(db: Queryable, userId: number, accountId: number): Promise<OnboardingStep[]> {
  const members = await db.query<Membership>(
    'select onboarding_type_id, role_type from account_memberships where user_id = $1 and account_id = $2',
    [userId, accountId],
  );
  const member = members[0];
  const types = await db.query<{ onboarding_flow: string | null }>(
    'select onboarding_flow from onboarding_types where id = $1',
    [member?.onboarding_type_id ?? DEFAULT_ONBOARDING_TYPE],
  );
  const steps = setupStepsOf(types[0]?.onboarding_flow ?? null);
  if (member?.role_type !== BILLING_OWNER_ROLE_TYPE) return steps;
  const subscribed = await db.query('select 1 from subscriptions where account_id = $1 limit 1', [accountId]);
  return subscribed.length === 0 ? steps : steps.filter((step) => !BLOCKED_FOR_SUBSCRIBED.includes(step));
}

interface Stored {
  answers: Answers;
  done: OnboardingStep[];
  /** The account's setup is running: started at its creation (`startSetup`) and not finished yet. */
  running: boolean;
}

const doneSteps = (value: unknown): OnboardingStep[] =>
  (Array.isArray(value) ? (value as unknown[]) : []).filter((step): step is OnboardingStep =>
    isOnboardingStep(String(step)),
  );

async function storedOf(db: Queryable, accountId: number, lock = false): Promise<Stored> {
  const rows = await db.query<{ answers: Answers; done: unknown; finished_at: Date | null }>(
    `select answers, done, finished_at from account_onboarding where account_id = $1${lock ? ' for update' : ''}`,
    [accountId],
  );
  const row = rows[0];
  return {
    answers: row?.answers ?? {},
    done: doneSteps(row?.done),
    running: !!row && row.finished_at === null,
  };
}

/**
 * Starts the setup of a new account (account creation, registration). Accounts without a setup row are
 * established: their steps are settings.
 */
export async function startSetup(db: Queryable, accountId: number, now: Date): Promise<void> {
  await db.query(
    'insert into account_onboarding (account_id, updated_at) values ($1, $2) on conflict do nothing',
    [accountId, now.toISOString()],
  );
}

/** The setup of `accountId` as `userId` sees it: GET /auth/getOnboarding, and the action items (actionItems.ts). */
export async function statusOf(db: Queryable, userId: number, accountId: number): Promise<OnboardingStatus> {
  const steps = await stepsFor(db, userId, accountId);
  const { answers, done, running } = await storedOf(db, accountId);
  return {
    account_id: accountId,
    steps,
    done: steps.filter((step) => done.includes(step)),
    finished: !running || resumeStep(steps, done) === null,
    answers,
  };
}

/** The ids of a reference table that exist among `ids` (each once). */
async function knownIds(db: Queryable, table: 'industries' | 'content_categories', ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number }>(
    `select id from ${table} where id = any($1::int[]) order by id`,
    [[...new Set(ids)]],
  );
  return rows.map((row) => row.id);
}

/** Replaces the account's picks of a reference table. */
async function savePicks(
  db: Queryable,
  table: 'account_industries' | 'account_categories',
  accountId: number,
  ids: readonly number[],
): Promise<void> {
  const column = table === 'account_industries' ? 'industry_id' : 'category_id';
  await db.query(`delete from ${table} where account_id = $1`, [accountId]);
  if (ids.length > 0) {
    await db.query(
      `insert into ${table} (account_id, ${column}) select $1, unnest($2::int[]) on conflict do nothing`,
      [accountId, [...ids]],
    );
  }
}

/** The answer to store of a checked body, or a 400 with the step's sentence. */
async function answerOf(db: Queryable, body: SaveOnboardingStepRequest) {
  const kind = STEP_KINDS[body.step];
  const draft = normaliseDraft({ text: body.text ?? '', picks: body.picks ?? [] });
  const problem = stepProblem(body.step, draft, body.step === 'goals_objectives' ? OBJECTIVES : null);
  if (problem !== null) throw badField(kind === 'picks' ? 'picks' : 'text', problem);
  if (kind === 'picks') {
    const table = body.step === 'topics' ? 'industries' : 'content_categories';
    const known = await knownIds(db, table, draft.picks);
    if (known.length !== draft.picks.length) throw badField('picks', onboardingMessages.unknownPick);
    return { picks: known };
  }
  if (body.step === 'dayTimeSchedule') {
    if ((await feedScheduleOf(db, body.account_id)).length === 0) {
      throw badField('step', onboardingMessages.scheduleMissing);
    }
    return {};
  }
  return kind === 'page' ? {} : { text: draft.text };
}

export function setupRoutes({ db, clock, session }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  const member = accountScope({ db });

  routes.get('/auth/getOnboarding', async (c) =>
    ok(c, await statusOf(db, c.get('session').userId, scopedAccount(c))),
  );

  routes.post('/auth/saveOnboardingStep', async (c) => {
    const body = await parseBody(c, saveOnboardingStepRequest);
    const userId = c.get('session').userId;
    const answer = await answerOf(db, body);
    const now = clock.now().toISOString();
    const status = await db.transaction(async (tx) => {
      // An established account (no setup row) saves its step as a setting: its row starts finished.
      await tx.query(
        `insert into account_onboarding (account_id, updated_at, finished_at) values ($1, $2, $2)
         on conflict (account_id) do nothing`,
        [body.account_id, now],
      );
      // One writer per account at a time: two tabs saving steps cannot lose each other's step.
      const stored = await storedOf(tx, body.account_id, true);
      const done = stored.done.includes(body.step) ? stored.done : [...stored.done, body.step];
      const answers = { ...stored.answers, [body.step]: answer };
      if (body.step === 'topics' && answer.picks) {
        await savePicks(tx, 'account_industries', body.account_id, answer.picks);
      }
      if (body.step === 'categories' && answer.picks) {
        await savePicks(tx, 'account_categories', body.account_id, answer.picks);
      }
      const steps = await stepsFor(tx, userId, body.account_id);
      const finished = resumeStep(steps, done) === null;
      await tx.query(
        `update account_onboarding set answers = $2::jsonb, done = $3::jsonb, updated_at = $4,
           finished_at = case when $5::boolean then coalesce(finished_at, $4::timestamptz) else finished_at end
         where account_id = $1`,
        [body.account_id, JSON.stringify(answers), JSON.stringify(done), now, finished],
      );
      // While the setup runs, a login resumes it at its first unfinished step (the planner once all are done).
      if (stored.running) {
        await tx.query(
          'update account_memberships set landing_url = $3 where user_id = $1 and account_id = $2',
          [
            userId,
            body.account_id,
            setupLandingUrl(
              steps,
              steps.filter((step) => done.includes(step)),
            ),
          ],
        );
      }
      return statusOf(tx, userId, body.account_id);
    });
    return ok(c, status, { code: 200 });
  });

  const list = (sql: string) => async () => db.query<{ id: number; name: string }>(sql);
  const industries = list('select id, name from industries order by sort_order, id');
  const categories = list('select id, name from content_categories order by sort_order, id');
  const defaults = list('select id, name from content_categories where is_default order by sort_order, id');
  routes.get('/getIndustries', async (c) => ok(c, await industries()));
  routes.get('/getCategories', async (c) => ok(c, await categories()));
  routes.get('/getDefaultCategories', async (c) => ok(c, await defaults()));

  const picksRoute = (reference: 'industries' | 'content_categories') => {
    const table = reference === 'industries' ? 'account_industries' : 'account_categories';
    return async (c: Context<AppEnv>) => {
      const body = await parseBody(c, addUpdatePicksRequest);
      const ids = await knownIds(db, reference, body.ids);
      if (ids.length !== new Set(body.ids).size) throw badField('ids', onboardingMessages.unknownPick);
      await db.transaction((tx) => savePicks(tx, table, body.account_id, ids));
      return ok(c, { account_id: body.account_id, ids }, { code: 200 });
    };
  };
  routes.post('/addupdateIndustries', session, member, picksRoute('industries'));
  routes.post('/addupdateCategories', session, member, picksRoute('content_categories'));

  return routes;
}
