/**
 * Content planner calls (spec 7.5 and the planner's own calls, documented in src/server/README.md), shared by the
 * SPA (to parse answers) and the reference server (to check bodies and shape answers). Shapes mirror
 * src/domain/posts.ts; times are ISO 8601 strings in UTC.
 *
 * - POST /auth/getpost {page, account_id, start?, end?}: `data` posts, `rows` total. Without a range, POST_PAGE_SIZE
 *   per page (page 1 first; newest scheduled first). With `start` and `end` (ISO), every post scheduled in
 *   [start, end), at most POST_RANGE_LIMIT, ordered by scheduled_at.
 * - POST /auth/getCalendarPosts {account_id, start, end}: the same range as getpost's plus every post of the
 *   account without a date (`scheduled_at` null, listed last: the planner's 'Not scheduled' list), each post with
 *   only what the planner shows (`calendarPost`: text, media, time, status, approval, channels as network + result
 *   + failure reason); `rows` is the total of both. The calendar's call: about half the bytes of getpost's answer,
 *   built in one query.
 * - POST /auth/getCalendarMonth {account_id, start, end, time_zone, filter?, per_day} (issue 20): what the month view
 *   draws, whatever the number of posts. `data.days`: every day (YYYY-MM-DD in `time_zone`) of [start, end) with posts,
 *   with its count in each filter group (src/domain/plannerFilter.ts); `data.posts`: the first `per_day` posts of each
 *   such day in `filter` (by time, then id), then at most MONTH_UNDATED_LIMIT of the posts without a date in
 *   `filter`; `data.undated`: the counts of the posts without a date. `rows` is every post of the range and without a
 *   date. The '+N more' of a day and the other filters are read when asked for (the day view, another call).
 * - GET /auth/getPendingpost: posts needing approval (SCHEDULED, approved 0) of the header account.
 * - GET /auth/getApprovedDates: YYYY-MM-DD dates (in the account's time zone) with approved posts.
 * - GET /auth/getSchedulingStatus: counts per status and whether a feed schedule is set.
 * - POST /updateFeedSchedule {account_id, schedule: [{day 0-6 (0 Sunday), time 'HH:MM'}]}.
 * - GET /auth/getFeedSchedule: the header account's schedule as last saved ([] when none), in the shape
 *   /updateFeedSchedule answers ({account_id, schedule}).
 * - GET /auth/getMyListPosts: posts I created in the header account, newest first.
 * - POST /auth/getfavouriteposts {page, account_id}: favourite posts, POST_PAGE_SIZE per page, `rows` total.
 * - GET /auth/getSetting (data[0]), /auth/getObjective, /getLanguages, /getToneOfVoice.
 * - POST /auth/getPostById {post_id, account_id}: one post with everything the post editor edits.
 * - POST /auth/addPost, /auth/updatePost, /auth/approvePosts, /auth/reschedulePost, /auth/deletePost. A post may
 *   carry its own text per network (`texts`, issue 19), a first comment and an alt text per media item; the server
 *   refuses what a network would (src/domain/networkRules.ts: characters, media count, hashtags).
 */
import * as v from 'valibot';
import { ALT_TEXT_MAX_LENGTH } from '../domain/postLimits.ts';
import { POST_FILTERS } from '../domain/plannerFilter.ts';
import { SOCIAL_PROVIDERS } from '../domain/posts.ts';
import { isKnownZone } from '../domain/timeZones.ts';
import { envelope } from './envelope.ts';
import { idField, isoDateTimeField, pageField } from './fields.ts';

/** Page size of getpost and getfavouriteposts without a range (spec 9 uses 12 for paged lists). */
export const POST_PAGE_SIZE = 12;
/** At most this many posts answer a getpost range (the calendar asks for a whole month). */
export const POST_RANGE_LIMIT = 5000;
export const POST_DESCRIPTION_MAX_LENGTH = 5000;
export const POST_MEDIA_LIMIT = 10;
/** At most this many posts in one approvePosts call. */
export const APPROVE_LIMIT = 500;

export const postMessages = {
  pastDate: 'A post cannot be scheduled in the past.',
  notFound: 'Post not found.',
  alreadyPublished: 'A published post cannot be changed.',
  publishing: 'This post is being published; try again in a moment.',
  channelNotConnected: (name: string) => `${name} is not connected to this account.`,
  textNotAChannel: (name: string) => `texts: ${name} is not one of the post's networks.`,
  altTextsBeyondMedia: 'alt_texts: there are more alt texts than images and videos.',
} as const;

const providerIds = SOCIAL_PROVIDERS.map((provider) => provider.id);
export const providerIdField = (name: string) =>
  v.pipe(
    v.number(`${name} must be a provider id`),
    v.picklist(providerIds, `${name} must be one of ${providerIds.join(', ')}`),
  );

export const postChannelData = v.object({
  provider_Id: v.picklist(providerIds),
  status: v.picklist(['SCHEDULED', 'POSTED', 'FAILED']),
  error: v.nullable(v.string()),
  externalPostId: v.nullable(v.string()),
  posted_at: v.nullable(v.string()),
});

const postStatus = v.picklist([
  'POSTED_WITH_ERROR',
  'SCHEDULED',
  'POSTED',
  'FAILED',
  'PENDING',
  'BRANDING',
  'INSERTED',
]);

export const postMsp = v.object({
  status: postStatus,
  approved: v.picklist([0, 1]),
  channeldata: v.array(postChannelData),
});

/** A network's own text of a post (the post's `description` goes to the networks without one). */
export const channelTextWire = v.object({ provider_Id: v.picklist(providerIds), text: v.string() });

export const post = v.object({
  id: v.number(),
  account_id: v.number(),
  description: v.string(),
  media: v.array(v.string()),
  scheduled_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
  msp: v.array(postMsp),
  /** The networks' own texts (issue 19), by network; [] when every network gets `description`. */
  texts: v.array(channelTextWire),
  /** Published under the post where the network takes one ('' for none). */
  first_comment: v.string(),
  /** One per media item, in order ('' for none; may be shorter than `media`). */
  alt_texts: v.array(v.string()),
});
export type PostWire = v.InferOutput<typeof post>;

/** `rows`: the total (of the account, or of the range). */
export const postsResponse = envelope(v.array(post));
export const postResponse = envelope(post);

/** A channel of a calendar post: the network, its result and why it failed (null unless it did). */
export const calendarChannel = v.object({
  provider_Id: v.picklist(providerIds),
  status: v.picklist(['SCHEDULED', 'POSTED', 'FAILED']),
  error: v.nullable(v.string()),
});

/**
 * A post as the calendar gets it (POST /auth/getCalendarPosts): what a card, the view and edit modals and the moves
 * read. The same values as getpost's `post` (`status` and `approved` are its `msp[0]`'s, `channels` its
 * `msp[0].channeldata` without the network's post id and publishing time); no account id or creation times.
 */
export const calendarPost = v.object({
  id: v.number(),
  description: v.string(),
  media: v.array(v.string()),
  /** Null: a post saved without a date (every one of the account answers each range). */
  scheduled_at: v.nullable(v.string()),
  status: postStatus,
  approved: v.picklist([0, 1]),
  channels: v.array(calendarChannel),
});
export type CalendarPostWire = v.InferOutput<typeof calendarPost>;
/** `rows`: the range's total. */
export const calendarPostsResponse = envelope(v.array(calendarPost));

/** How many posts of each filter group (src/domain/plannerFilter.ts `postFilterGroup`), for a day or the undated. */
export const groupCounts = v.object({
  needsApproval: v.number(),
  scheduled: v.number(),
  published: v.number(),
  failed: v.number(),
  other: v.number(),
});
export type GroupCountsWire = v.InferOutput<typeof groupCounts>;

/** The most posts per day a month call answers (a month cell shows 3; a phone's agenda the same). */
export const MONTH_PER_DAY_MAX = 20;
/** The most posts without a date a month call answers; `undated` counts them all. */
export const MONTH_UNDATED_LIMIT = 100;

/** The month view's answer (POST /auth/getCalendarMonth). */
export const calendarMonth = v.object({
  posts: v.array(calendarPost),
  days: v.array(v.object({ day: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), counts: groupCounts })),
  undated: groupCounts,
});
export type CalendarMonthWire = v.InferOutput<typeof calendarMonth>;
export const calendarMonthResponse = envelope(calendarMonth);

export const getCalendarMonthRequest = v.object({
  account_id: idField('account_id'),
  start: isoDateTimeField('start'),
  end: isoDateTimeField('end'),
  time_zone: v.pipe(
    v.string('time_zone must be a time zone name such as Europe/Berlin'),
    v.trim(),
    v.regex(/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/, 'time_zone must be a time zone name such as Europe/Berlin'),
    v.check(isKnownZone, 'time_zone must be a time zone name such as Europe/Berlin'),
  ),
  filter: v.optional(v.picklist(POST_FILTERS, `filter must be one of ${POST_FILTERS.join(', ')}`), 'all'),
  per_day: v.pipe(
    v.number('per_day must be a whole number'),
    v.integer('per_day must be a whole number'),
    v.minValue(1, 'per_day must be at least 1'),
    v.maxValue(MONTH_PER_DAY_MAX, `per_day can be at most ${MONTH_PER_DAY_MAX}`),
  ),
});
export type GetCalendarMonthRequest = v.InferOutput<typeof getCalendarMonthRequest>;

export const getPostsRequest = v.object({
  page: pageField,
  account_id: idField('account_id'),
  start: v.optional(isoDateTimeField('start')),
  end: v.optional(isoDateTimeField('end')),
});
export type GetPostsRequest = v.InferOutput<typeof getPostsRequest>;

export const getCalendarPostsRequest = v.object({
  account_id: idField('account_id'),
  start: isoDateTimeField('start'),
  end: isoDateTimeField('end'),
});
export type GetCalendarPostsRequest = v.InferOutput<typeof getCalendarPostsRequest>;

export const pagedRequest = v.object({ page: pageField, account_id: idField('account_id') });

/** The post a write is about, and the account it belongs to. */
const postOfAccount = { post_id: idField('post_id'), account_id: idField('account_id') };

const description = v.pipe(
  v.string('description is required'),
  v.trim(),
  v.nonEmpty('description is required'),
  v.check(
    (text) => Array.from(text).length <= POST_DESCRIPTION_MAX_LENGTH,
    `description can have at most ${POST_DESCRIPTION_MAX_LENGTH} characters`,
  ),
);

const mediaField = v.pipe(
  v.optional(v.array(v.pipe(v.string('media must be a list of URLs'), v.trim(), v.maxLength(2000))), []),
  v.maxLength(POST_MEDIA_LIMIT, `media can have at most ${POST_MEDIA_LIMIT} items`),
);

const channelsField = v.pipe(
  v.array(providerIdField('channels'), 'channels must be a list of provider ids'),
  v.minLength(1, 'channels: choose at least one network'),
  v.check((list) => new Set(list).size === list.length, 'channels must not repeat a network'),
);

const scheduledAt = v.nullable(isoDateTimeField('scheduled_at'));

/** The networks' own texts: each network once, each text written (checked against the channels by the server). */
const textsField = v.pipe(
  v.array(
    v.object({
      provider_Id: providerIdField('texts'),
      text: v.pipe(
        v.string('texts: each text must be a string'),
        v.trim(),
        v.nonEmpty('texts: a text is empty'),
      ),
    }),
    'texts must be a list of {provider_Id, text}',
  ),
  v.check(
    (list) => new Set(list.map((item) => item.provider_Id)).size === list.length,
    'texts must not repeat a network',
  ),
);

const firstCommentField = v.pipe(v.string('first_comment must be a string'), v.trim());

const altTextsField = v.pipe(
  v.array(
    v.pipe(
      v.string('alt_texts must be a list of strings'),
      v.trim(),
      v.check(
        (text) => Array.from(text).length <= ALT_TEXT_MAX_LENGTH,
        // Worded when it is reported: a number formatted at import would load the locale data at start-up (issue 14).
        () => `at most ${ALT_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters each`,
      ),
    ),
    'alt_texts must be a list of strings',
  ),
  v.maxLength(POST_MEDIA_LIMIT, `alt_texts can have at most ${POST_MEDIA_LIMIT} items`),
);

/** approved defaults to 1: a post the user writes is approved by writing it; send 0 to ask for approval. */
export const addPostRequest = v.object({
  account_id: idField('account_id'),
  description,
  media: mediaField,
  scheduled_at: scheduledAt,
  channels: channelsField,
  approved: v.optional(v.picklist([0, 1], 'approved must be 0 or 1'), 1),
  /** The ready-made library post this one was made from ("Use this post", issue 18), if any. */
  library_post_id: v.optional(v.nullable(idField('library_post_id')), null),
  texts: v.optional(textsField, []),
  first_comment: v.optional(firstCommentField, ''),
  alt_texts: v.optional(altTextsField, []),
});
export type AddPostRequest = v.InferOutput<typeof addPostRequest>;

export const updatePostRequest = v.object({
  ...postOfAccount,
  description,
  media: v.optional(mediaField),
  scheduled_at: scheduledAt,
  channels: channelsField,
  /** Absent: the post's own texts, first comment and alt texts stay as they are (the planner's modal). */
  texts: v.optional(textsField),
  first_comment: v.optional(firstCommentField),
  alt_texts: v.optional(altTextsField),
});
export type UpdatePostRequest = v.InferOutput<typeof updatePostRequest>;

export const approvePostsRequest = v.object({
  account_id: idField('account_id'),
  post_ids: v.pipe(
    v.array(idField('post_ids'), 'post_ids must be a list of post ids'),
    v.minLength(1, 'post_ids: choose at least one post'),
    v.maxLength(APPROVE_LIMIT, `post_ids can have at most ${APPROVE_LIMIT} posts`),
  ),
});
export type ApprovePostsRequest = v.InferOutput<typeof approvePostsRequest>;

export const reschedulePostRequest = v.object({
  ...postOfAccount,
  scheduled_at: isoDateTimeField('scheduled_at'),
});
export type ReschedulePostRequest = v.InferOutput<typeof reschedulePostRequest>;

export const deletePostRequest = v.object(postOfAccount);
export const getPostByIdRequest = v.object(postOfAccount);
export type DeletePostRequest = v.InferOutput<typeof deletePostRequest>;
export const deletePostResponse = envelope(v.object({ id: v.number(), deleted: v.literal(true) }));

export const approvedDatesResponse = envelope(v.array(v.string()));

export const schedulingStatus = v.object({
  needsApproval: v.number(),
  scheduled: v.number(),
  published: v.number(),
  partiallyPublished: v.number(),
  failed: v.number(),
  feedSchedule: v.boolean(),
});
export const schedulingStatusResponse = envelope(schedulingStatus);

export const feedSlot = v.object({
  day: v.pipe(
    v.number('day must be 0 to 6'),
    v.integer(),
    v.minValue(0),
    v.maxValue(6, 'day must be 0 to 6'),
  ),
  time: v.pipe(v.string('time must be HH:MM'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM')),
});
export const updateFeedScheduleRequest = v.object({
  account_id: idField('account_id'),
  schedule: v.pipe(v.array(feedSlot, 'schedule must be a list'), v.maxLength(100, 'schedule is too long')),
});
export type UpdateFeedScheduleRequest = v.InferOutput<typeof updateFeedScheduleRequest>;
export type FeedSlot = v.InferOutput<typeof feedSlot>;
/** The answer of POST /updateFeedSchedule and of GET /auth/getFeedSchedule. */
export const feedScheduleResponse = envelope(
  v.object({ account_id: v.number(), schedule: v.array(feedSlot) }),
);

export const postSetting = v.object({
  account_id: v.number(),
  objective: v.string(),
  language: v.string(),
  tone_of_voice: v.string(),
  timezone: v.string(),
});
export const settingResponse = envelope(v.array(postSetting));

export const namedOption = v.object({ id: v.number(), name: v.string() });
export const optionsResponse = envelope(v.array(namedOption));
