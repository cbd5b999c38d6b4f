/**
 * The content library's calls (issue 18; src/contract/library.ts), each answer parsed with the contract's schema and
 * turned into the domain's shape (src/domain/library.ts). Account-scoped by the account_Id header (GETs) or
 * account_id (POST bodies).
 */
import {
  libraryPageResponse,
  libraryPostResponse,
  setLibraryFavouriteResponse,
  sharedImagesResponse,
  type LibraryPostWire,
} from '../contract/library.ts';
import type { LibraryFilters, LibraryPage, LibraryPost, PickFilter } from '../domain/library.ts';
import { dataOf, type ApiClient } from './client.ts';

export interface SharedImage {
  id: number;
  title: string;
  industry: string;
  imageUrl: string;
  thumbnailUrl: string;
}

export const libraryPostOf = (wire: LibraryPostWire): LibraryPost => ({
  id: wire.id,
  industryId: wire.industry_id,
  industry: wire.industry,
  categoryId: wire.category_id,
  category: wire.category,
  title: wire.title,
  caption: wire.caption,
  hashtags: wire.hashtags,
  networks: wire.networks,
  imageUrl: wire.image_url,
  thumbnailUrl: wire.thumbnail_url,
  favourite: wire.favourite,
});

/** The query string of getAllLibrary for `filters` (the account's own picks are the server's default). */
export function libraryQueryOf(filters: LibraryFilters, page: number): Record<string, string | number> {
  const query: Record<string, string | number> = { page };
  const pick = (name: string, value: PickFilter) => {
    if (value !== 'mine') query[name] = String(value);
  };
  pick('industries', filters.industry);
  pick('categories', filters.category);
  if (filters.network !== null) query.network = filters.network;
  if (filters.q.trim() !== '') query.q = filters.q.trim();
  return query;
}

export function libraryCalls(api: ApiClient) {
  return {
    /** GET /auth/getAllLibrary: a page of ready-made posts for the filters. */
    async library(filters: LibraryFilters, page: number): Promise<LibraryPage> {
      const path = '/auth/getAllLibrary';
      const answer = await api.call(libraryPageResponse, path, {
        accountIdHeader: true,
        query: libraryQueryOf(filters, page),
      });
      const items = dataOf(path, answer).map(libraryPostOf);
      return { items, rows: answer.rows ?? items.length };
    },
    /** GET /auth/getLibraryPost/{id}: one ready-made post. */
    async post(id: number): Promise<LibraryPost> {
      const path = `/auth/getLibraryPost/${id}`;
      return libraryPostOf(
        dataOf(path, await api.call(libraryPostResponse, path, { accountIdHeader: true })),
      );
    },
    /** POST /auth/getfavouriteposts: a page of the account's favourite library posts. */
    async favourites(accountId: number, page: number): Promise<LibraryPage> {
      const path = '/auth/getfavouriteposts';
      const answer = await api.call(libraryPageResponse, path, { body: { page, account_id: accountId } });
      const items = dataOf(path, answer).map(libraryPostOf);
      return { items, rows: answer.rows ?? items.length };
    },
    /** POST /auth/setLibraryFavourite: marks or unmarks a favourite. */
    async setFavourite(accountId: number, postId: number, favourite: boolean): Promise<void> {
      const path = '/auth/setLibraryFavourite';
      dataOf(
        path,
        await api.call(setLibraryFavouriteResponse, path, {
          body: { account_id: accountId, library_post_id: postId, favourite },
        }),
      );
    },
    /** POST /auth/getAllSharedImages: a page of the library's images and the number of pages. */
    async sharedImages(
      accountId: number,
      page: number,
    ): Promise<LibraryPage<SharedImage> & { totalPages: number }> {
      const path = '/auth/getAllSharedImages';
      const answer = await api.call(sharedImagesResponse, path, { body: { page, account_id: accountId } });
      const items = dataOf(path, answer).map((image) => ({
        id: image.id,
        title: image.title,
        industry: image.industry,
        imageUrl: image.image_url,
        thumbnailUrl: image.thumbnail_url,
      }));
      return { items, rows: answer.pagination.rows, totalPages: answer.pagination.totalPages };
    },
  };
}

export type LibraryCalls = ReturnType<typeof libraryCalls>;
