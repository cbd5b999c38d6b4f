/**
 * Designs (issue 19; contract src/contract/designs.ts, whose header is the list of calls; store designStore.ts;
 * rendering designRender.ts). Every /auth/ call is account-scoped like the library's (accountScope: the account_Id
 * header on reads, account_id in bodies) and needs 'posts.write' (ROUTE_RULES). A design of another account answers
 * 404 designMessages.notFound, as a missing or deleted one does. The ready-made templates (account_id null) are read
 * by every account and changed by none (403 templateReadOnly).
 *
 * Rules the contract leaves to the server (docs/api.md "Designs"):
 * - `preset` is always the preset the page size is (else 'custom'); a create naming a preset whose size it does not
 *   send is 400 at `preset`. A design made from a template has the template's page, whatever size the body names.
 * - The list of designs holds the account's designs that are not templates; the list of templates holds the
 *   account's own templates (newest change first), then the ready-made ones of its industries, then the others.
 * - Duplicating a ready-made template gives the account its own template to change.
 * - A document's JSON may be DESIGN_DOC_BYTES_MAX: a bigger one, or a create or save body over DESIGN_BODY_BYTES_MAX
 *   (checked before anything reads it, `designBodyLimit` in app.ts), is 413 designMessages.docTooBig.
 * - The image (`GET /designs/{id}/image`, outside /auth/ so an <img> can load it): the session's bearer token or the
 *   SPA's token cookie (401 without either), then membership with 'account.view' on the design's account (a
 *   read-only member sees the designs of the posts it may see), or any signed-in user for a ready-made template.
 *   `Cache-Control: private, max-age=31536000, immutable` when `v` names the current version, else `private,
 *   no-cache`; a strong ETag naming design, version, format and size (304 without rendering).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { API_BASE } from '../../contract/envelope.ts';
import {
  createDesignBody,
  designConflictMessage,
  renameDesignBody,
  saveDesignBody,
} from '../../contract/designs.ts';
import { INT4_MAX, accountRefField, idField, pageField, wholeNumberField } from '../../contract/fields.ts';
import {
  DESIGN_DOC_BYTES_MAX,
  DESIGN_SIDE_MAX,
  designMessages,
  emptyDoc,
  newDesignName,
  presetSize,
  DESIGN_NAME_MAX,
} from '../../domain/design.ts';
import { fillTemplate } from '../../domain/designFill.ts';
import { can } from '../../domain/permissions.ts';
import { scopedAccount } from '../accountScope.ts';
import { tokenOf, unauthorized } from '../auth.ts';
import { bodyLimit } from '../bodyLimit.ts';
import {
  brandFillOf,
  deleteDesign,
  designById,
  designNames,
  designPage,
  designWireOf,
  foreignImage,
  imageSources,
  insertDesign,
  readableDesign,
  renameDesign,
  saveDesign,
  summaryWire,
  type DesignRow,
} from '../designStore.ts';
import { designEtag, designRenderer, renderSize } from '../designRender.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, badField, check, errorBody, messages, ok, paged, parseBody } from '../http.ts';
import { SESSION_COOKIE } from '../sandbox/guard.ts';
import { liveSession } from '../sessions.ts';
import { matchesEtag } from './media.ts';

export const designRouteMessages = {
  templateReadOnly:
    'Ready-made templates cannot be changed. Start a design from it, or duplicate it to make your own.',
  templateNotFound: 'This template does not exist or was deleted.',
  foreignImage: 'An image must be one of your uploads, your logo or a library image.',
  presetMismatch: 'The width and height are not the size of the chosen preset.',
  imageTooLarge: 'This image would be too large. Choose a smaller scale or width.',
} as const;

/** A create or save body may be this big: the largest document and room for the other fields. */
export const DESIGN_BODY_BYTES_MAX = DESIGN_DOC_BYTES_MAX + 16 * 1024;

const DESIGN_WRITE = new RegExp(`^${API_BASE}/auth/designs(?:/[^/]*)?$`);

/**
 * app.ts's body limit, but for a design's create and save (POST /auth/designs, PUT /auth/designs/{id}): their own
 * limit, DESIGN_BODY_BYTES_MAX, answering designMessages.docTooBig at `doc`. Runs before anything reads the body.
 */
export function designBodyLimit(general: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit(DESIGN_BODY_BYTES_MAX);
  return async (c, next) => {
    const write = (c.req.method === 'POST' || c.req.method === 'PUT') && DESIGN_WRITE.test(c.req.path);
    if (!write) return general(c, next);
    const answered = await limit(c, next);
    if (answered instanceof Response && answered.status === 413) {
      return c.json(errorBody(413, designMessages.docTooBig, 'doc'), 413);
    }
    return answered;
  };
}

/** GET /auth/designs. */
export const designListQuery = v.object({
  kind: v.optional(v.picklist(['designs', 'templates'], 'kind must be designs or templates'), 'designs'),
  page: pageField,
});

/** GET /designs/{id}/image. */
export const designImageQuery = v.object({
  format: v.optional(v.picklist(['png', 'jpeg', 'webp'], 'format must be png, jpeg or webp'), 'png'),
  scale: v.optional(v.picklist(['1', '2'], 'scale must be 1 or 2'), '1'),
  width: v.optional(wholeNumberField('width', 16, DESIGN_SIDE_MAX)),
  v: v.optional(v.string()),
  account_Id: v.optional(accountRefField('account_Id')),
});

const accountOnly = v.object({ account_id: v.number() });

const notFound = (field: string | null = null) => new HttpError(404, designMessages.notFound, field);

/** "<name> (copy)", kept within DESIGN_NAME_MAX. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, DESIGN_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

export function designRoutes({ db, clock, config }: Pick<RouteDeps, 'db' | 'clock' | 'config'>) {
  const routes = new Hono<AppEnv>();
  const renderer = designRenderer(db);

  /** The account a write names (account_id in the body, or the header); a write never falls back to the landing one. */
  const namedAccount = (c: Context<AppEnv>) => {
    const accountId = c.get('accountId');
    if (accountId === null) throw badField('account_id', 'account_id is required');
    return accountId;
  };
  const idOf = (c: Context<AppEnv>) => check(idField('id'), c.req.param('id'), 'id');

  /** One of the account's own designs (a ready-made template: 403; anything else: 404). */
  const ownDesign = async (accountId: number, id: number): Promise<DesignRow> => {
    const row = await readableDesign(db, accountId, id);
    if (!row) throw notFound('id');
    if (row.account_id === null) throw new HttpError(403, designRouteMessages.templateReadOnly);
    return row;
  };

  const created = (c: Context<AppEnv>, row: DesignRow) =>
    c.json({ status: 201, data: designWireOf(row) }, 201);

  routes.get('/auth/designs', async (c) => {
    const query = check(designListQuery, c.req.query());
    const page = await designPage(db, scopedAccount(c), query.kind, query.page);
    return paged(c, page.data, page.total);
  });

  routes.post('/auth/designs', async (c) => {
    const body = await parseBody(c, createDesignBody);
    const accountId = namedAccount(c);
    const userId = c.get('session').userId;
    if (body.template_id !== undefined) {
      const template =
        body.template_id <= INT4_MAX ? await readableDesign(db, accountId, body.template_id) : null;
      if (!template?.is_template) {
        throw new HttpError(404, designRouteMessages.templateNotFound, 'template_id');
      }
      const doc = fillTemplate(template.doc, await brandFillOf(db, accountId));
      const row = await insertDesign(db, {
        accountId,
        name: body.name ?? template.name,
        doc,
        isTemplate: false,
        createdBy: userId,
        now: clock.now(),
      });
      return created(c, row);
    }
    const size = presetSize(body.preset);
    if (size && (size.width !== body.width || size.height !== body.height)) {
      throw badField('preset', designRouteMessages.presetMismatch);
    }
    const row = await insertDesign(db, {
      accountId,
      name: body.name ?? newDesignName(await designNames(db, accountId)),
      doc: emptyDoc(body.width, body.height),
      isTemplate: false,
      createdBy: userId,
      now: clock.now(),
    });
    return created(c, row);
  });

  routes.get('/auth/designs/:id', async (c) => {
    const row = await readableDesign(db, scopedAccount(c), idOf(c));
    if (!row) throw notFound('id');
    return ok(c, designWireOf(row));
  });

  routes.put('/auth/designs/:id', async (c) => {
    const id = idOf(c);
    const body = await parseBody(c, saveDesignBody);
    if (new TextEncoder().encode(JSON.stringify(body.doc)).length > DESIGN_DOC_BYTES_MAX) {
      throw new HttpError(413, designMessages.docTooBig, 'doc');
    }
    const accountId = namedAccount(c);
    const stored = await ownDesign(accountId, id);
    const conflict = (current: DesignRow) =>
      c.json({ status: 409 as const, message: designConflictMessage, data: designWireOf(current) }, 409);
    if (stored.version !== body.version) return conflict(stored);
    const bad = await foreignImage(db, accountId, body.doc, imageSources(stored.doc));
    if (bad !== null) {
      const field = `doc.nodes.${bad}.src`;
      throw new HttpError(400, `${field}: ${designRouteMessages.foreignImage}`, field);
    }
    const saved = await saveDesign(db, {
      id,
      accountId,
      version: body.version,
      doc: body.doc,
      name: body.name,
      isTemplate: body.as_template,
      now: clock.now(),
    });
    if (saved) return ok(c, designWireOf(saved));
    // Another save won between the read and the write: answer what it stored.
    const current = await readableDesign(db, accountId, id);
    if (!current || current.account_id === null) throw notFound('id');
    return conflict(current);
  });

  routes.patch('/auth/designs/:id', async (c) => {
    const id = idOf(c);
    const body = await parseBody(c, renameDesignBody);
    const accountId = namedAccount(c);
    await ownDesign(accountId, id);
    const row = await renameDesign(db, accountId, id, body.name, clock.now());
    if (!row) throw notFound('id');
    return ok(c, summaryWire(row), { message: designMessages.renamed });
  });

  routes.post('/auth/designs/:id/duplicate', async (c) => {
    const id = idOf(c);
    await parseBody(c, accountOnly);
    const accountId = namedAccount(c);
    const source = await readableDesign(db, accountId, id);
    if (!source) throw notFound('id');
    const row = await insertDesign(db, {
      accountId,
      name: copyName(source.name),
      doc: source.doc,
      // A ready-made template's copy is the account's own template.
      isTemplate: source.account_id === null ? true : source.is_template,
      createdBy: c.get('session').userId,
      now: clock.now(),
    });
    return created(c, row);
  });

  routes.delete('/auth/designs/:id', async (c) => {
    const id = idOf(c);
    await parseBody(c, accountOnly);
    const accountId = namedAccount(c);
    await ownDesign(accountId, id);
    if (!(await deleteDesign(db, accountId, id, clock.now()))) throw notFound('id');
    return ok(c, { id }, { message: designMessages.deleted });
  });

  routes.get('/designs/:id/image', async (c) => {
    const token = tokenOf(c) ?? getCookie(c, SESSION_COOKIE)?.trim() ?? null;
    const session =
      token && token.length <= 200
        ? await liveSession(db, {
            token,
            now: clock.now(),
            limits: {
              sessionIdleSeconds: config.sessionIdleSeconds,
              sessionMaxHours: config.sessionMaxHours,
            },
            touch: false,
          })
        : null;
    if (!session) return unauthorized(c);
    const match = /^\d{1,9}$/.exec(c.req.param('id') ?? '');
    const id = match ? Number(match[0]) : 0;
    const query = check(designImageQuery, c.req.query());
    const row = id > 0 ? await designById(db, id) : null;
    if (!row) throw notFound('id');
    if (row.account_id !== null) {
      const asked = query.account_Id ?? 0;
      if (asked !== 0 && asked !== row.account_id) throw notFound('id');
      const [member] = await db.query<{ account_role: number | null }>(
        'select account_role from account_memberships where user_id = $1 and account_id = $2',
        [session.user_id, row.account_id],
      );
      if (!member) throw notFound('id');
      if (!can(member.account_role, 'account.view')) throw new HttpError(403, messages.roleNotAllowed);
    }
    const options = {
      format: query.format,
      ...(query.width === undefined ? { scale: Number(query.scale) } : { width: query.width }),
    };
    const size = renderSize(row.doc, options);
    if (!size) throw new HttpError(400, designRouteMessages.imageTooLarge, query.width ? 'width' : 'scale');
    const etag = designEtag(row, query.format, size);
    c.header(
      'Cache-Control',
      query.v === String(row.version) ? 'private, max-age=31536000, immutable' : 'private, no-cache',
    );
    c.header('ETag', etag);
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    const rendered = await renderer.render(row, options);
    c.header('Content-Type', rendered.contentType);
    return c.body(rendered.bytes as Uint8Array<ArrayBuffer>, 200);
  });

  return routes;
}
