/**
 * The first-run setup of an account (issue 16; spec 3 onboarding type, 4.5 step 5, 9 "setup progress bar starts at
 * 5%"): which steps an account goes through, in which order, what each step asks, its rules and its sentences.
 *
 * An onboarding type's `onboarding_flow` lists the question steps of that type (`[{"url":"/subjects_services"}, …]`);
 * every flow then ends with the posting schedule and connecting the social networks (ours: a flow that names them
 * keeps its own order). Unknown urls in a flow are left out. A step is done once it is saved; the flow is finished
 * when every step is done, and the account then lands on its content planner. Each step is an account-scoped page
 * (`/{accid}/<step>`), so a login that lands on the first unfinished step resumes the flow there.
 *
 * Both the server (what it stores and where the account lands) and the app (the pages and the onboarding machine)
 * read this module.
 */

export const ONBOARDING_STEPS = [
  'subjects_services',
  'goals_objectives',
  'chaptername',
  'topics',
  'categories',
  'dayTimeSchedule',
  'social_accounts',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** What a step's form holds: typed text, one choice, several picks from a list, or a page of its own. */
export type StepKind = 'text' | 'choice' | 'picks' | 'page';

export const STEP_KINDS: Readonly<Record<OnboardingStep, StepKind>> = {
  subjects_services: 'text',
  goals_objectives: 'choice',
  chaptername: 'text',
  topics: 'picks',
  categories: 'picks',
  dayTimeSchedule: 'page',
  social_accounts: 'page',
};

/** Every flow ends with these (ours), unless the flow already names them. */
export const SETUP_TAIL: readonly OnboardingStep[] = ['dayTimeSchedule', 'social_accounts'];

/** Spec 9: the setup progress bar starts at 5%. */
export const SETUP_PROGRESS_START = 5;

/** Where a finished setup goes: the content planner, with its "your first week" panel (`?welcome=first-week`). */
export const FIRST_WEEK_QUERY = 'welcome=first-week';
export const FINISHED_LANDING = '/contentplanner';

/** The form of a step: `text` for text and choice steps, `picks` for picks steps. */
export interface StepDraft {
  readonly text: string;
  readonly picks: readonly number[];
}
export const EMPTY_DRAFT: StepDraft = { text: '', picks: [] };

/** A choice or pick of a step's list (objectives, industries, categories). */
export interface StepOption {
  readonly id: number;
  readonly name: string;
}

/** The rules of the form steps (ours: the spec does not give them). */
export const STEP_LIMITS = {
  subjectsMin: 10,
  subjectsMax: 600,
  chapterMin: 2,
  chapterMax: 80,
  topicsMax: 5,
  categoriesMax: 10,
} as const;

export const onboardingMessages = {
  subjectsShort: `Tell us in a few words what your business offers (at least ${STEP_LIMITS.subjectsMin} characters).`,
  subjectsLong: `Keep it under ${STEP_LIMITS.subjectsMax} characters.`,
  goalMissing: 'Choose the goal that matters most to you.',
  goalUnknown: 'Choose one of the goals in the list.',
  chapterShort: `Enter your chapter's name (at least ${STEP_LIMITS.chapterMin} characters).`,
  chapterLong: `Keep the chapter name under ${STEP_LIMITS.chapterMax} characters.`,
  topicsMissing: 'Choose at least one topic.',
  topicsTooMany: `Choose at most ${STEP_LIMITS.topicsMax} topics.`,
  categoriesMissing: 'Choose at least one category.',
  categoriesTooMany: `Choose at most ${STEP_LIMITS.categoriesMax} categories.`,
  unknownPick: 'Choose from the list shown.',
  scheduleMissing: 'Save at least one posting time first, then go on.',
  loadFailed: 'This setup step could not be loaded.',
  saveFailed: 'Your answer could not be saved. Please try again: what you entered is kept.',
  saved: 'Saved.',
  notInFlow: 'This step is not part of your setup, so it is saved as a setting.',
} as const;

/** What each step asks, with one line of help, and its button labels. */
export const stepText: Readonly<
  Record<
    OnboardingStep,
    {
      readonly question: string;
      readonly help: string;
      readonly label?: string;
      readonly multiline?: boolean;
    }
  >
> = {
  subjects_services: {
    question: 'What does your business offer?',
    help: 'Your products and services, in your own words. We use them to suggest posts.',
    label: 'Products and services',
    multiline: true,
  },
  goals_objectives: {
    question: 'What should your social media achieve?',
    help: 'Pick the goal that matters most. You can change it later in your settings.',
    label: 'Main goal',
  },
  chaptername: {
    question: 'What is your chapter called?',
    help: 'The name of the chapter or group you belong to in the partner network.',
    label: 'Chapter name',
  },
  topics: {
    question: 'Which industries are you in?',
    help: `Pick up to ${STEP_LIMITS.topicsMax}. Your ready-made content comes from these topics.`,
    label: 'Industries',
  },
  categories: {
    question: 'What kind of content do you want?',
    help: `Pick up to ${STEP_LIMITS.categoriesMax}. The usual ones are already picked.`,
    label: 'Content categories',
  },
  dayTimeSchedule: {
    question: 'When should your posts go out?',
    help: 'Choose the days and times, then save them. You can change them any time.',
  },
  social_accounts: {
    question: 'Connect your social networks',
    help: 'Connect at least one network so your posts can be published. You can also do it later.',
  },
};

export const setupText = {
  header: "Let's get you setup",
  loading: 'Loading this setup step…',
  back: 'Back',
  next: 'Next',
  finish: 'Finish setup',
  skip: 'Skip for now',
  save: 'Save',
  retry: 'Try again',
  progressLabel: 'Setup progress',
  stepOf: (index: number, total: number) => `Step ${index} of ${total}`,
  firstWeekTitle: 'Your first week',
  firstWeekIntro: 'Your account is set up. Here is what to do next:',
  firstWeekDismiss: 'Got it',
} as const;

/** The "first week" checklist of the planner after setup (ours). */
export const firstWeekTasks: readonly { readonly text: string; readonly path: string | null }[] = [
  { text: 'Create your first post: pick a day on the calendar below and press +.', path: null },
  { text: 'Check your posting times.', path: '/userSetting#posting_schedule' },
  { text: 'Connect another network.', path: '/userSetting#social_media_accounts' },
  { text: 'Read how approvals and publishing work.', path: '/help_center' },
];

export function isOnboardingStep(value: string): value is OnboardingStep {
  return (ONBOARDING_STEPS as readonly string[]).includes(value);
}

/** The items of a flow's JSON list ([] when it is missing, broken or not a list). */
function flowItems(flow: string | null | undefined): unknown[] {
  if (typeof flow !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(flow);
    return Array.isArray(parsed) ? (parsed as unknown[]) : [];
  } catch {
    return [];
  }
}

/**
 * The steps of an onboarding flow (JSON text like `[{"url":"/subjects_services"}]`): its known steps in its order,
 * each once, then the setup tail. A missing or broken flow gives only the tail.
 */
export function setupStepsOf(flow: string | null | undefined): OnboardingStep[] {
  const steps: OnboardingStep[] = [];
  for (const item of flowItems(flow)) {
    const url = item && typeof item === 'object' && 'url' in item ? item.url : null;
    const name = typeof url === 'string' ? url.replace(/^\//, '') : '';
    if (isOnboardingStep(name) && !steps.includes(name)) steps.push(name);
  }
  for (const step of SETUP_TAIL) if (!steps.includes(step)) steps.push(step);
  return steps;
}

/** The first step not yet done, or null when every step is done (the flow is finished). */
export function resumeStep(
  steps: readonly OnboardingStep[],
  done: readonly OnboardingStep[],
): OnboardingStep | null {
  return steps.find((step) => !done.includes(step)) ?? null;
}

/** Where the account lands while setting up: its first unfinished step, else the content planner. */
export function setupLandingUrl(steps: readonly OnboardingStep[], done: readonly OnboardingStep[]): string {
  const step = resumeStep(steps, done);
  return step === null ? FINISHED_LANDING : `/${step}`;
}

/** The step after `step` in the flow (null after the last). */
export function stepAfter(steps: readonly OnboardingStep[], step: OnboardingStep): OnboardingStep | null {
  const index = steps.indexOf(step);
  return index < 0 ? null : (steps[index + 1] ?? null);
}

/** The step before `step` in the flow (null before the first). */
export function stepBefore(steps: readonly OnboardingStep[], step: OnboardingStep): OnboardingStep | null {
  const index = steps.indexOf(step);
  return index <= 0 ? null : (steps[index - 1] ?? null);
}

/** Spec 9: 5% before anything is done, then up to 100% when every step is. */
export function setupProgress(doneCount: number, total: number): number {
  if (total <= 0) return 100;
  const share = Math.min(Math.max(doneCount, 0), total) / total;
  return Math.round(SETUP_PROGRESS_START + (100 - SETUP_PROGRESS_START) * share);
}

/** The page of a step under the account. */
export function stepPath(accountId: number, step: OnboardingStep): string {
  return `/${accountId}/${step}`;
}

/** Whether a query string (`?welcome=first-week`) asks for the planner's "your first week" panel. */
export function asksForFirstWeek(search: string): boolean {
  const [key = '', value] = FIRST_WEEK_QUERY.split('=');
  return new URLSearchParams(search).get(key) === value;
}

export function firstWeekPath(accountId: number): string {
  return `/${accountId}${FINISHED_LANDING}?${FIRST_WEEK_QUERY}`;
}

const pickCount = (picks: readonly number[]) => new Set(picks).size;

/**
 * The sentence for what is wrong with a step's answer, or null when it can be saved. `choices` are the names a
 * choice step offers (null: not checked here, as the server checks its own list).
 */
export function stepProblem(
  step: OnboardingStep,
  draft: StepDraft,
  choices: readonly string[] | null = null,
): string | null {
  const text = draft.text.trim();
  switch (step) {
    case 'subjects_services':
      if (text.length < STEP_LIMITS.subjectsMin) return onboardingMessages.subjectsShort;
      return text.length > STEP_LIMITS.subjectsMax ? onboardingMessages.subjectsLong : null;
    case 'chaptername':
      if (text.length < STEP_LIMITS.chapterMin) return onboardingMessages.chapterShort;
      return text.length > STEP_LIMITS.chapterMax ? onboardingMessages.chapterLong : null;
    case 'goals_objectives':
      if (text === '') return onboardingMessages.goalMissing;
      return choices !== null && !choices.includes(text) ? onboardingMessages.goalUnknown : null;
    case 'topics':
      if (pickCount(draft.picks) === 0) return onboardingMessages.topicsMissing;
      return pickCount(draft.picks) > STEP_LIMITS.topicsMax ? onboardingMessages.topicsTooMany : null;
    case 'categories':
      if (pickCount(draft.picks) === 0) return onboardingMessages.categoriesMissing;
      return pickCount(draft.picks) > STEP_LIMITS.categoriesMax ? onboardingMessages.categoriesTooMany : null;
    case 'dayTimeSchedule':
    case 'social_accounts':
      return null;
  }
}

/** The draft a step sends: trimmed text, each pick once. */
export function normaliseDraft(draft: StepDraft): StepDraft {
  return { text: draft.text.trim(), picks: [...new Set(draft.picks)].sort((a, b) => a - b) };
}

/** A pick toggled on or off. */
export function togglePick(picks: readonly number[], id: number): number[] {
  return picks.includes(id) ? picks.filter((pick) => pick !== id) : [...picks, id];
}

/** The sentence of a refused save: the server's own sentence when it sent one of ours, else the generic one. */
export function stepRefusal(error: unknown): string {
  const raw = error instanceof Error ? error.message : '';
  // The server's refusals name their field first ('text: …').
  const message = raw.replace(/^[\w.]+: /, '');
  const known = Object.values(onboardingMessages) as string[];
  return known.includes(message) ? message : onboardingMessages.saveFailed;
}
