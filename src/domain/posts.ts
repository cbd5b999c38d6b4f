/**
 * Posts and social links as the planner sees them (spec 3 "Post", "Social link", 4.1, 9). Shapes only, plus the
 * provider table: the machines and views depend on these; `src/contract/posts.ts` and `src/contract/social.ts`
 * check the same shapes on the wire.
 *
 * Times travel as ISO 8601 strings in UTC (`scheduled_at`, `posted_at`); the planner shows them in the account's
 * time zone. The calendar loads its posts with the light call (POST /auth/getCalendarPosts), which leaves out what
 * the planner never shows: the account id, the creation and change times and each channel's network post id and
 * publishing time. Those are optional here; a full post (getpost, addPost, updatePost...) has them all.
 */
import type { PostStatusKey } from './postStatus.ts';

/** Spec 3 and 9: social provider ids. */
export const SOCIAL_PROVIDERS = [
  { id: 1, key: 'facebook', name: 'Facebook' },
  { id: 2, key: 'twitter', name: 'Twitter' },
  { id: 3, key: 'instagram', name: 'Instagram' },
  { id: 4, key: 'linkedin', name: 'LinkedIn' },
  { id: 6, key: 'tiktok', name: 'TikTok' },
] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]['id'];
export type SocialProviderKey = (typeof SOCIAL_PROVIDERS)[number]['key'];

export function providerById(id: number): (typeof SOCIAL_PROVIDERS)[number] | undefined {
  return SOCIAL_PROVIDERS.find((provider) => provider.id === id);
}

/** One channel a post is published to, with its own result (spec 3: channeldata entries, each with a status). */
export interface PostChannelData {
  provider_Id: SocialProviderId;
  /** SCHEDULED until published; then POSTED or FAILED. */
  status: 'SCHEDULED' | 'POSTED' | 'FAILED';
  /** Why publishing failed, for the card (null otherwise). */
  error: string | null;
  /** The post's id on the network once posted (not in the calendar's answer). */
  externalPostId?: string | null;
  /** Not in the calendar's answer. */
  posted_at?: string | null;
}

/** The first msp element (spec 3, 4.1). */
export interface PostMsp {
  status: PostStatusKey | 'SCHEDULED' | 'POSTED' | 'FAILED' | 'PENDING' | 'BRANDING' | 'INSERTED';
  approved: 0 | 1;
  channeldata: PostChannelData[];
}

export interface Post {
  id: number;
  /** Not in the calendar's answer (every post there is of the account asked for). */
  account_id?: number;
  /** The post's text (plain). */
  description: string;
  /** Image or video URLs (may be empty). */
  media: string[];
  /** When it is to be published, UTC ISO; null for an unscheduled post. */
  scheduled_at: string | null;
  /** Not in the calendar's answer. */
  created_at?: string;
  /** Not in the calendar's answer. */
  updated_at?: string;
  msp: PostMsp[];
  /** The networks' own texts (issue 19; not in the calendar's answer): a network without one gets `description`. */
  texts?: { provider_Id: SocialProviderId; text: string }[];
  /** Published under the post where the network takes one ('' for none; not in the calendar's answer). */
  first_comment?: string;
  /** One per media item ('' for none; not in the calendar's answer). */
  alt_texts?: string[];
}

/** A connected social account of an account (spec 3 "Social link"). */
export interface SocialLink {
  provider_Id: SocialProviderId;
  /** The profile or page name on the network. */
  name: string;
  /** Connected and usable; false once permission was withdrawn (auto-disconnect, spec 8). */
  connected: boolean;
  /** Sandbox only: publishing to this connection fails on purpose. */
  failPublishing?: boolean;
}

/**
 * What a new post starts with when it is made from something else (a library post's "Use this post", a
 * do-it-yourself text, issue 18): its text, networks, media URLs and the library post it came from.
 */
export interface PostPrefill {
  description: string;
  channels: number[];
  media: string[];
  libraryPostId: number | null;
}
