/**
 * Industry news (issue 16) and Facebook's data deletion status (spec 2.1 /fbDeletionStatus), both ours:
 * - GET /auth/getIndustryNews (header account_Id): the newest items (at most NEWS_LIMIT) of the account's industries,
 *   or of every industry while the account picked none (`all_industries`); `industries` lists those industries.
 *   `sample`: a seeded sample item (links to example.com), not an article read from a feed of NEWS_FEEDS.
 * - GET /dataDeletionStatus?code= (public): the request with that confirmation code; 400 for a malformed code,
 *   404 for an unknown one, each with a sentence.
 */
import * as v from 'valibot';
import { DELETION_CODE_PATTERN, DELETION_STATUSES, deletionMessages } from '../domain/dataDeletion.ts';
import { envelope } from './envelope.ts';

export const newsIndustry = v.object({ id: v.number(), name: v.string() });

export const newsItemWire = v.object({
  id: v.number(),
  industry_id: v.number(),
  industry: v.string(),
  title: v.string(),
  summary: v.string(),
  source_name: v.string(),
  url: v.string(),
  published_at: v.string(),
  sample: v.boolean(),
});
export type NewsItemWire = v.InferOutput<typeof newsItemWire>;

export const industryNews = v.object({
  all_industries: v.boolean(),
  industries: v.array(newsIndustry),
  items: v.array(newsItemWire),
});
export type IndustryNewsWire = v.InferOutput<typeof industryNews>;

export const industryNewsResponse = envelope(industryNews);

/** The query of GET /dataDeletionStatus. */
export const dataDeletionQuery = v.object({
  code: v.pipe(
    v.string(deletionMessages.badCode),
    v.trim(),
    v.regex(DELETION_CODE_PATTERN, deletionMessages.badCode),
  ),
});

export const dataDeletionStatus = v.object({
  confirmation_code: v.string(),
  provider: v.string(),
  status: v.picklist(DELETION_STATUSES),
  requested_at: v.string(),
  completed_at: v.nullable(v.string()),
});
export type DataDeletionStatusWire = v.InferOutput<typeof dataDeletionStatus>;

export const dataDeletionStatusResponse = envelope(dataDeletionStatus);
