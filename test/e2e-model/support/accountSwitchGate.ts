/**
 * The account-switch model's gate (test/e2e-model/accountSwitch.model.ts): holds the calls only the account-switch
 * machine makes until the path's step says how they settle, so the real actor goes where the path goes and rests
 * where it rests.
 */
import type { Page, Route } from '@playwright/test';
import type { StepContext } from './uiModel.ts';

export type GatedCall =
  | 'setLandingAccount'
  | 'loadOnboardingFlow'
  | 'loadOnboardingTypes'
  | 'loadOnboardingPlans'
  | 'createAccount';

const PATHS: Record<GatedCall, string> = {
  setLandingAccount: '/api/auth/setlandingaccount',
  loadOnboardingFlow: '/api/getonboardingtype',
  loadOnboardingTypes: '/api/auth/getallonboardingtypes',
  loadOnboardingPlans: '/api/auth/getOnboardingPlans',
  createAccount: '/api/auth/createAccount',
};

/** The state value that invokes each call (the machine's invoke). */
const INVOKED_IN: Record<GatedCall, Parameters<StepContext['step']['state']['matches']>[0]> = {
  setLandingAccount: { switching: 'settingLanding' },
  loadOnboardingFlow: { switching: { leaving: { flow: 'loading' } } },
  loadOnboardingTypes: { ready: { creating: { form: 'loadingTypes' } } },
  loadOnboardingPlans: { ready: { creating: { form: 'loadingPlans' } } },
  createAccount: { ready: { creating: 'submitting' } },
};

/** How a held call settles: the real server, the server's error envelope, a given answer, or another body. */
export type Release = 'pass' | 'fail' | { status: number; json: unknown } | { Obid: number };

const STEP_TIMEOUT = 10_000;

export class Gate {
  private readonly held = new Map<GatedCall, Route[]>();
  private readonly waiters = new Set<() => void>();

  constructor(private readonly page: Page) {}

  async install(): Promise<void> {
    for (const [call, path] of Object.entries(PATHS) as [GatedCall, string][]) {
      await this.page.route(
        (url) => url.pathname === path,
        (route) => {
          const list = this.held.get(call) ?? [];
          list.push(route);
          this.held.set(call, list);
          for (const wake of [...this.waiters]) wake();
        },
      );
    }
  }

  /**
   * Settles the call the path's step `ctx.index` reports: the latest one, once as many calls arrived as the path
   * entered the invoking state so far (an older call belongs to an actor the machine already left).
   */
  async release(ctx: StepContext, call: GatedCall, how: Release): Promise<void> {
    const expected = entries(ctx, call);
    const route = await this.waitForCall(call, expected);
    if (how === 'pass') return route.fallback();
    if (how === 'fail') {
      return route.fulfill({
        status: 500,
        json: { status: 500, message: 'Something went wrong on our side.', data: null },
      });
    }
    if ('Obid' in how) {
      const response = await route.fetch({ postData: JSON.stringify(how) });
      return route.fulfill({ response });
    }
    return route.fulfill(how);
  }

  /** Lets through, to the real server, the next call of `call` that `action` makes. */
  async passNext(call: GatedCall, action: () => Promise<void>): Promise<void> {
    const before = (this.held.get(call) ?? []).length;
    await action();
    const route = await this.waitForCall(call, before + 1);
    await route.fallback();
  }

  private waitForCall(call: GatedCall, expected: number): Promise<Route> {
    const ready = () => {
      const list = this.held.get(call) ?? [];
      return list.length >= expected ? list.at(-1)! : null;
    };
    const found = ready();
    if (found) return Promise.resolve(found);
    return new Promise<Route>((resolve, reject) => {
      const wake = () => {
        const route = ready();
        if (!route) return;
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve(route);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(new Error(`the app made no ${call} call (${expected} expected)`));
      }, STEP_TIMEOUT);
      this.waiters.add(wake);
    });
  }
}

/** How many times the path entered the state that invokes `call`, up to the step before `ctx.index`. */
function entries(ctx: StepContext, call: GatedCall): number {
  let count = 0;
  let inside = false;
  for (const step of ctx.path.steps.slice(0, ctx.index)) {
    const now = step.state.matches(INVOKED_IN[call]);
    // Choosing a type again while plans load re-enters the state (a new call).
    if (now && (!inside || step.event.type === 'accountCreation.typeChosen')) count += 1;
    inside = now;
  }
  return count;
}
