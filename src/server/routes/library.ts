/**
 * The content library (issue 18; contract src/contract/library.ts, store src/server/libraryStore.ts): the ready-made
 * posts with filters, full-text search and paging, the account's own feed, favourites (spec 3 "favourite posts"),
 * shared images (spec 7.5) and the posts' images. The reads are account-scoped (header account_Id, 'account.view');
 * marking a favourite is a write ('posts.write'). The images are public: ready-made content, and a published post
 * links to them.
 */
import { Hono, type Context } from 'hono';
import type * as v from 'valibot';
import { libraryQuery, setLibraryFavouriteRequest } from '../../contract/library.ts';
import { pagedRequest as pagedRequestOf } from '../../contract/posts.ts';
import { idField, pageField } from '../../contract/fields.ts';
import { totalPagesOf } from '../../domain/library.ts';
import { scopedAccount } from '../accountScope.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, check, errorBody, ok, paged, parseBody } from '../http.ts';
import { libraryImages, type LibraryImageVariant } from '../libraryImages.ts';
import {
  accountPicks,
  favouritePage,
  libraryPage,
  libraryPostOf,
  setFavourite,
  sharedImagesPage,
  type LibraryFilter,
} from '../libraryStore.ts';
import { matchesEtag } from './media.ts';

export const libraryMessages = {
  noSuchPost: 'This library post does not exist.',
  noSuchImage: 'No such image.',
} as const;

const IMAGE_CACHE = 'public, max-age=86400';

export function libraryRoutes({ db, clock }: Pick<RouteDeps, 'db' | 'clock'>) {
  const routes = new Hono<AppEnv>();
  const draw = libraryImages();

  /** The filter a query asks for: absent industries/categories = the account's picks (all while none). */
  const filterOf = async (
    accountId: number,
    query: v.InferOutput<typeof libraryQuery>,
  ): Promise<LibraryFilter> => {
    const picks =
      query.industries === undefined || query.categories === undefined
        ? await accountPicks(db, accountId)
        : null;
    const chosen = (asked: number[] | 'all' | undefined, picked: number[] | undefined) => {
      if (asked === 'all') return null;
      if (asked !== undefined) return asked;
      return picked && picked.length > 0 ? picked : null;
    };
    return {
      industries: chosen(query.industries, picks?.industries),
      categories: chosen(query.categories, picks?.categories),
      network: query.network ?? null,
      q: query.q.trim(),
    };
  };

  routes.get('/auth/getAllLibrary', async (c) => {
    const accountId = scopedAccount(c);
    const query = check(libraryQuery, c.req.query());
    const page = await libraryPage(db, accountId, await filterOf(accountId, query), query.page);
    return paged(c, page.data, page.total);
  });

  routes.get('/auth/getMyLibraryPost/:page', async (c) => {
    const accountId = scopedAccount(c);
    const page = check(pageField, c.req.param('page'), 'page');
    const filter = await filterOf(accountId, { page, q: '' });
    const answer = await libraryPage(db, accountId, filter, page);
    return paged(c, answer.data, answer.total);
  });

  routes.get('/auth/getLibraryPost/:id', async (c) => {
    const id = check(idField('id'), c.req.param('id'), 'id');
    const post = await libraryPostOf(db, scopedAccount(c), id);
    if (!post) throw new HttpError(404, libraryMessages.noSuchPost, 'id');
    return ok(c, post);
  });

  routes.post('/auth/getfavouriteposts', async (c) => {
    const body = await parseBody(c, pagedRequestOf);
    const page = await favouritePage(db, body.account_id, body.page);
    return paged(c, page.data, page.total);
  });

  routes.post('/auth/setLibraryFavourite', async (c) => {
    const body = await parseBody(c, setLibraryFavouriteRequest);
    const userId = c.get('session').userId;
    const done = await setFavourite(
      db,
      body.account_id,
      body.library_post_id,
      body.favourite,
      userId,
      clock.now(),
    );
    if (!done) throw new HttpError(404, libraryMessages.noSuchPost, 'library_post_id');
    return ok(c, { library_post_id: body.library_post_id, favourite: body.favourite });
  });

  routes.post('/auth/getAllSharedImages', async (c) => {
    const body = await parseBody(c, pagedRequestOf);
    const page = await sharedImagesPage(db, body.account_id, body.page);
    const totalPages = totalPagesOf(page.total);
    return c.json(
      {
        status: 200,
        data: page.data,
        rows: page.total,
        pagination: { page: body.page, totalPages, rows: page.total },
      },
      200,
    );
  });

  const image = (variant: LibraryImageVariant) => async (c: Context<AppEnv>) => {
    const match = /^(\d{1,9})(?:\.png)?$/.exec(c.req.param('id') ?? '');
    const id = match ? Number(match[1]) : 0;
    const [row] =
      id > 0
        ? await db.query<{ id: number; title: string; industry: string; category: string; style: string }>(
            `select p.id, p.title, i.name as industry, c.name as category, p.image_style as style
             from library_posts p join industries i on i.id = p.industry_id
             join content_categories c on c.id = p.category_id where p.id = $1`,
            [id],
          )
        : [];
    if (!row) return c.json(errorBody(404, libraryMessages.noSuchImage), 404);
    const drawn = await draw(row, variant);
    c.header('Cache-Control', IMAGE_CACHE);
    c.header('ETag', drawn.etag);
    if (matchesEtag(c.req.header('if-none-match'), drawn.etag)) return c.body(null, 304);
    c.header('Content-Type', drawn.contentType);
    return c.body(drawn.bytes as Uint8Array<ArrayBuffer>, 200);
  };
  routes.get('/library/images/:id', image('original'));
  routes.get('/library/images/:id/thumbnail.webp', image('thumbnail'));

  return routes;
}
