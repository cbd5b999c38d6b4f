/**
 * The post editor (spec 2.6, 4.1; issue 13): what is done with one post of the content planner, from the moment its
 * modal opens to the moment it closes. The planner (planner.machine.ts) invokes it with the post (or none, for a new
 * post) and applies its output to the calendar.
 *
 * In plain words:
 * - A post with a date opens the view modal (`viewing`), one without a date the unscheduled modal (`unscheduled`),
 *   and a new post the edit modal, empty (on the day given, if any).
 * - From the view modal: edit it (`editing`, not a published post: saving would publish its channels again),
 *   approve it (`approving`: asks first, then 'Needs approval' becomes 'Scheduled'; only a post that needs
 *   approval), or remove it (`removing`: asks first). From the unscheduled modal: schedule it (edit) or remove it.
 * - Editing: text, schedule date and time, and where to publish (`edit.changed`). Save (`edit.save`) checks the
 *   draft first (text, channels, a whole date and time, not in the past: the event carries the time `now`) and then
 *   saves; when the save fails the modal stays open with everything the user typed (`editing.failed`).
 * - A failed approval keeps the question open with the reason; a failed removal says so and can be tried again.
 * - The full-page editor (issue 19, input `page`) runs the same session: a post that can still change opens in
 *   editing at once, and its draft also holds each network's own text, the media with alt texts, the first comment
 *   and, for a new post, whether it asks for approval (src/domain/postDraft.ts); each network's limits
 *   (src/domain/networkRules.ts) are checked before saving.
 * - `modal.closed` closes any modal that is not busy. The editor then stops (`closed`) and answers what happened:
 *   the post saved, approved or removed, or nothing.
 *
 * Every request is an actor the app provides (approvePosts, savePost, removePost), and so are the toasts
 * (`showToast`) and the failure log (`logFailure`). Tags for the views: `modal`, `viewing`, `unscheduled`,
 * `editing`, `approving`, `removing`, `confirming`, `saveFailed`, `removeFailed`, `busy` (a request the user
 * waits for).
 */
import { assertEvent, assign, setup } from 'xstate';
import { failure, provided } from './provided.ts';
import {
  isMovablePost,
  plannerMessages,
  postNeedsApproval,
  DEFAULT_POST_TIME,
  type DayKey,
} from '../src/domain/calendar.ts';
import {
  draftFromPost,
  draftProblem,
  draftScheduledAt,
  draftTexts,
  type PostDraft,
} from '../src/domain/postDraft.ts';
import type { Post, PostPrefill } from '../src/domain/posts.ts';
import type { ToastInput } from '../src/domain/toast.ts';

export interface PostEditorInput {
  accountId: number;
  /** The account's IANA time zone: the draft's date and time are in it. */
  timeZone: string;
  /** The post to open; null for a new post. */
  post: Post | null;
  /** A new post's day ('YYYY-MM-DD', a day cell's "+"), or ''. */
  day?: DayKey;
  /** What a new post starts with when made from a library post or a text (issue 18); null or absent: empty. */
  prefill?: PostPrefill | null;
  /**
   * The full-page editor (issue 19, /{accid}/posteditor/{id}): an existing post that can still change opens in the
   * editor at once (a published one shows as in the view modal), and a new post's draft holds every field.
   */
  page?: boolean;
}

/** What the editor answers when it closes: the planner applies it to its posts. */
export type PostEditorOutput =
  | { outcome: 'saved'; post: Post }
  | { outcome: 'approved'; postIds: number[] }
  | { outcome: 'removed'; postId: number }
  | { outcome: 'closed' };

export interface PostEditorContext {
  accountId: number;
  timeZone: string;
  /** The post of the modal; null for a new post. */
  post: Post | null;
  /** What a new post was started with (its media and source library post are saved with it). */
  prefill: PostPrefill | null;
  /** The edit modal's fields. */
  draft: PostDraft | null;
  /** The full-page editor (issue 19) rather than the planner's modal. */
  page: boolean;
  /** The modal's message: why the draft cannot be saved, or why a request failed. */
  error: string | null;
  result: PostEditorOutput;
}

export type PostEditorEvent =
  | { type: 'modal.closed' }
  | { type: 'edit.started' }
  | {
      type: 'edit.changed';
      description?: string;
      /** '' for no date. */
      day?: DayKey;
      time?: string;
      channels?: number[];
      /** The full-page editor's fields (src/domain/postDraft.ts). */
      texts?: Partial<Record<number, string>>;
      firstComment?: string;
      media?: string[];
      altTexts?: string[];
      needsApproval?: boolean;
    }
  /** `now`: the app's clock, ISO (a draft cannot be scheduled in the past). */
  | { type: 'edit.save'; now: string }
  | { type: 'approval.requested' }
  | { type: 'approval.confirmed' }
  | { type: 'removal.requested' }
  | { type: 'removal.confirmed' };

export type PostEditorTag =
  | 'modal'
  | 'viewing'
  | 'unscheduled'
  | 'editing'
  | 'approving'
  | 'removing'
  | 'confirming'
  | 'saveFailed'
  | 'removeFailed'
  | 'busy';

export interface ApprovePostsInput {
  accountId: number;
  postIds: number[];
}
export interface SavePostInput {
  accountId: number;
  /** null for a new post. */
  postId: number | null;
  description: string;
  /** UTC ISO, or null for no date. */
  scheduledAt: string | null;
  channels: number[];
  /** A new post's media URLs (from its prefill). */
  media?: string[];
  /** The library post a new post was made from. */
  libraryPostId?: number | null;
  /** The full-page editor's: each network's own text, the first comment, the alt texts (absent: as stored). */
  texts?: { provider_Id: number; text: string }[];
  firstComment?: string;
  altTexts?: string[];
  /** A new post waits for approval (approved 0). */
  needsApproval?: boolean;
}
export interface RemovePostInput {
  accountId: number;
  postId: number;
}

const emptyDraft = (day: DayKey, prefill: PostPrefill | null = null, page = false): PostDraft => ({
  postId: null,
  description: prefill?.description ?? '',
  day,
  // A post made from the library starts at the planner's usual time on its day (issue 18: few clicks to schedule).
  time: prefill && day !== '' ? DEFAULT_POST_TIME : '',
  channels: prefill?.channels ?? [],
  // The full-page editor edits every field of a new post.
  ...(page
    ? {
        texts: {},
        firstComment: '',
        media: [...(prefill?.media ?? [])],
        altTexts: (prefill?.media ?? []).map(() => ''),
        needsApproval: false,
      }
    : {}),
});

/** What saving the draft sends: a full draft (the page's) sends every field; the modal's what it edits. */
function saveInput(context: PostEditorContext): SavePostInput {
  const draft = context.draft;
  const isNew = (draft?.postId ?? null) === null;
  const full =
    draft?.texts !== undefined
      ? {
          texts: draftTexts(draft),
          firstComment: draft.firstComment ?? '',
          altTexts: draft.altTexts ?? [],
          media: draft.media ?? [],
          ...(isNew ? { needsApproval: draft.needsApproval ?? false } : {}),
        }
      : {};
  return {
    accountId: context.accountId,
    postId: draft?.postId ?? null,
    description: draft?.description ?? '',
    scheduledAt: draft ? draftScheduledAt(draft, context.timeZone) : null,
    channels: draft?.channels ?? [],
    ...(isNew && context.prefill
      ? { media: context.prefill.media, libraryPostId: context.prefill.libraryPostId }
      : {}),
    ...full,
  };
}

/** The post's id as a list: what approving the open post sends. */
const openPostIds = (context: PostEditorContext) => (context.post ? [context.post.id] : []);

/** The modal's request ended well: the editor closes answering `result`, with a success toast. */
function closesWith<TOutput>(
  result: (args: { context: PostEditorContext; event: { output: TOutput } }) => PostEditorOutput,
  title: string,
) {
  return {
    target: '#postEditor.closed',
    actions: [
      { type: 'assignResult', params: result },
      { type: 'showToast', params: { tone: 'success', title } },
    ],
  } as const;
}

/** The modal's request failed: it shows `message` (and the failure is logged) in state `target`. */
function failsTo<const T extends string>(target: T, message: string, what: string) {
  return {
    target,
    actions: [
      { type: 'assignError', params: { message } },
      { type: 'logFailure', params: failure(what) },
    ],
  } as const;
}

/** The edit modal's fields and Save, while it is not saving. */
const editable = {
  'edit.changed': { target: '#postEditor.editing.open', actions: 'assignDraftChange' },
  'edit.save': [
    { guard: 'canSaveDraft', target: '#postEditor.editing.saving' },
    { target: '#postEditor.editing.open', actions: 'assignDraftProblem' },
  ],
  'modal.closed': { target: '#postEditor.closed' },
} as const;

export const postEditorMachine = setup({
  types: {
    context: {} as PostEditorContext,
    events: {} as PostEditorEvent,
    input: {} as PostEditorInput,
    output: {} as PostEditorOutput,
    tags: {} as PostEditorTag,
  },
  actors: {
    /** Approves posts ('Needs approval' -> 'Scheduled'). */
    approvePosts: provided<unknown, ApprovePostsInput>('approvePosts'),
    /** Creates or edits a post; answers the post as stored. */
    savePost: provided<Post, SavePostInput>('savePost'),
    removePost: provided<unknown, RemovePostInput>('removePost'),
  },
  actions: {
    showToast: (_, _params: ToastInput) => {},
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    startDraft: assign({
      draft: ({ context }) => (context.post ? draftFromPost(context.post, context.timeZone) : emptyDraft('')),
      error: null,
    }),
    assignDraftChange: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'edit.changed');
        const { type: _type, ...fields } = event;
        return { ...(context.draft ?? emptyDraft('')), ...fields };
      },
      error: null,
    }),
    assignDraftProblem: assign({
      error: ({ context, event }) => {
        assertEvent(event, 'edit.save');
        return context.draft ? draftProblem(context.draft, context.timeZone, event.now) : null;
      },
    }),
    /** A failed request: the modal says why. */
    assignError: assign({ error: (_, params: { message: string }) => params.message }),
    assignResult: assign({ result: (_, params: PostEditorOutput) => params }),
  },
  guards: {
    isNewPost: ({ context }) => context.post === null,
    /** The full-page editor opens a post that can still change in the editor at once. */
    opensInPageEditor: ({ context }) => context.page && context.post !== null && isMovablePost(context.post),
    isUndatedPost: ({ context }) => !context.post?.scheduled_at,
    /** Published (or partly published) posts are not edited: saving would publish their channels again. */
    isPostEditable: ({ context }) => context.post !== null && isMovablePost(context.post),
    isPostNeedingApproval: ({ context }) => context.post !== null && postNeedsApproval(context.post),
    canSaveDraft: ({ context, event }) => {
      assertEvent(event, 'edit.save');
      return context.draft !== null && draftProblem(context.draft, context.timeZone, event.now) === null;
    },
  },
}).createMachine({
  id: 'postEditor',
  context: ({ input }) => ({
    accountId: input.accountId,
    timeZone: input.timeZone,
    post: input.post,
    prefill: input.post === null ? (input.prefill ?? null) : null,
    draft:
      input.post === null ? emptyDraft(input.day ?? '', input.prefill ?? null, input.page ?? false) : null,
    page: input.page ?? false,
    error: null,
    result: { outcome: 'closed' },
  }),
  initial: 'opening',
  output: ({ context }) => context.result,
  states: {
    opening: {
      always: [
        { guard: 'isNewPost', target: 'editing' },
        { guard: 'opensInPageEditor', target: 'editing', actions: 'startDraft' },
        { guard: 'isUndatedPost', target: 'unscheduled' },
        { target: 'viewing' },
      ],
    },
    viewing: {
      description: 'The view modal of a post with a date.',
      tags: ['modal', 'viewing'],
      on: {
        'edit.started': { guard: 'isPostEditable', target: 'editing', actions: 'startDraft' },
        'approval.requested': { guard: 'isPostNeedingApproval', target: 'approving' },
        'removal.requested': { target: 'removing' },
        'modal.closed': { target: 'closed' },
      },
    },
    unscheduled: {
      description: 'The modal of a post without a date: schedule it (edit) or remove it.',
      tags: ['modal', 'unscheduled'],
      on: {
        'edit.started': { target: 'editing', actions: 'startDraft' },
        'removal.requested': { target: 'removing' },
        'modal.closed': { target: 'closed' },
      },
    },
    editing: {
      description:
        'The edit modal: text, publish-to choices, schedule date and time. What the user typed stays until saved or closed.',
      tags: ['modal', 'editing'],
      initial: 'open',
      states: {
        open: { on: editable },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'savePost',
            src: 'savePost',
            input: ({ context }) => saveInput(context),
            onDone: closesWith(
              ({ event }: { event: { output: Post } }) => ({ outcome: 'saved', post: event.output }),
              plannerMessages.saved,
            ),
            onError: failsTo('failed', plannerMessages.saveFailed, 'saving a post'),
          },
        },
        failed: {
          description: 'The save failed: the draft is kept as typed, with the error; save again or close.',
          tags: ['saveFailed'],
          on: editable,
        },
      },
    },
    approving: {
      description: 'Approve the post: asks first, then Needs approval becomes Scheduled.',
      tags: ['modal', 'approving'],
      initial: 'confirming',
      states: {
        confirming: {
          tags: ['confirming'],
          on: {
            'approval.confirmed': { target: 'approving' },
            'modal.closed': { target: '#postEditor.closed' },
          },
        },
        approving: {
          tags: ['busy'],
          invoke: {
            id: 'approvePosts',
            src: 'approvePosts',
            input: ({ context }) => ({ accountId: context.accountId, postIds: openPostIds(context) }),
            onDone: closesWith(
              ({ context }) => ({ outcome: 'approved', postIds: openPostIds(context) }),
              plannerMessages.approved,
            ),
            onError: failsTo('confirming', plannerMessages.approveFailed, 'approving a post'),
          },
        },
      },
    },
    removing: {
      description: 'Remove the post: asks first; a failure says so and lets the user try again.',
      tags: ['modal', 'removing'],
      initial: 'confirming',
      states: {
        confirming: {
          tags: ['confirming'],
          on: {
            'removal.confirmed': { target: 'removing' },
            'modal.closed': { target: '#postEditor.closed' },
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removePost',
            src: 'removePost',
            input: ({ context }) => ({ accountId: context.accountId, postId: context.post?.id ?? 0 }),
            onDone: closesWith(
              ({ context }) => ({ outcome: 'removed', postId: context.post?.id ?? 0 }),
              plannerMessages.removed,
            ),
            onError: failsTo('failed', plannerMessages.removeFailed, 'removing a post'),
          },
        },
        failed: {
          tags: ['removeFailed'],
          on: {
            'removal.confirmed': { target: 'removing' },
            'modal.closed': { target: '#postEditor.closed' },
          },
        },
      },
    },
    closed: {
      description: 'The modal is closed: the editor answers what happened to the post.',
      type: 'final',
    },
  },
});
