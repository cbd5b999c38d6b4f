/**
 * What the networks are sent of a post's media when it is published (publishing.ts): the URLs, a design's render for
 * a design reference (issue 19), and the alt text of each item, aligned with them.
 */
import { mediaUrl } from '../contract/media.ts';
import { designImageRef, publishedDesignName, type DesignImageRef } from '../domain/designImageRef.ts';
import type { Db } from './db.ts';
import { renderDesign, renderSize } from './designRender.ts';
import { designById } from './designStore.ts';
import { PUBLISHED_KIND, databaseMediaStore, processImage, type MediaStore } from './media.ts';

/** What outgoingMedia needs of PublishDeps. */
export interface MediaDeps {
  db: Db;
  /** AppConfig.publicUrl: the product's own paths go out as URLs on it. */
  publicUrl?: string | null;
  /** Where a design rendered for a published post is kept (default: the database's media store). */
  media?: MediaStore;
}

/**
 * The image a design-referencing media item goes out as (issue 19): the design's current version rendered
 * (designRender.ts) and kept in the media store as kind 'published' under publishedDesignName, made once per version,
 * format and scale (a retry or another channel finds it). A 2× render too large for the media store goes out at 1×.
 * Null when the design is gone (deleted, or not this account's).
 */
async function publishedDesignPath(
  db: Db,
  store: MediaStore,
  accountId: number,
  ref: DesignImageRef,
  now: Date,
): Promise<string | null> {
  const design = await designById(db, ref.designId);
  if (!design || design.account_id !== accountId) return null;
  for (const scale of ref.scale === 2 ? ([2, 1] as const) : ([1] as const)) {
    const fileName = publishedDesignName({ ...ref, scale }, design.version);
    const kept = await store.findPublished(accountId, fileName);
    if (kept) return mediaUrl(kept.id);
    if (!renderSize(design.doc, { scale })) continue;
    const rendered = await renderDesign(db, design, { format: ref.format, scale });
    const image = await processImage(rendered.bytes);
    if ('refused' in image) continue;
    const item = await store.put({
      owner: { kind: PUBLISHED_KIND, accountId },
      uploadedBy: null,
      image,
      createdAt: now,
      fileName,
    });
    return mediaUrl(item.id);
  }
  return null;
}

/**
 * What the networks are sent for a post's media: a design's render for a design reference, the product's own paths
 * made absolute on `publicUrl`; `{gone}` when a design the post names is no longer there.
 */
export async function outgoingMedia(
  deps: MediaDeps,
  accountId: number,
  media: unknown,
  now: Date,
): Promise<{ urls: string[] } | { gone: true }> {
  const items = Array.isArray(media) ? media.filter((item): item is string => typeof item === 'string') : [];
  const store = deps.media ?? databaseMediaStore(deps.db);
  const urls: string[] = [];
  for (const item of items) {
    const ref = designImageRef(item);
    const path = ref ? await publishedDesignPath(deps.db, store, accountId, ref, now) : item;
    if (path === null) return { gone: true };
    // Media the product serves itself (a library image, an upload, a design) are paths: the networks need a URL.
    urls.push(/^\/(?!\/)/.test(path) && deps.publicUrl ? new URL(path, deps.publicUrl).href : path);
  }
  return { urls };
}

/** The alt text of each outgoing media item, in order ('' for none): `altTexts` may be shorter than the media. */
export function outgoingAltTexts(altTexts: readonly string[], mediaCount: number): string[] {
  return Array.from({ length: mediaCount }, (_, index) => altTexts[index] ?? '');
}
