/**
 * The design calls (issue 19; src/contract/designs.ts, whose header lists them), each answer parsed with the
 * contract's schema and turned into the domain's shape (src/domain/design.ts). Reads carry the account_Id header;
 * writes name the account in their body (`account_id`): the account the client's credentials are on, the one its
 * headers carry. A save from a stale version is not an error: it answers the server's newer design (the 409's
 * `data`), so the editor can offer a choice.
 */
import * as v from 'valibot';
import { API_BASE } from '../contract/envelope.ts';
import {
  designConflictBody,
  designDeletedResponse,
  designListResponse,
  designResponse,
  designSummaryResponse,
  type DesignSummaryWire,
  type DesignWire,
} from '../contract/designs.ts';
import { apiMessages } from '../domain/apiMessages.ts';
import type { Design, DesignDoc, DesignPresetId, DesignSummary } from '../domain/design.ts';
import { ApiError, dataOf, type ApiClient } from './client.ts';

export type DesignListKind = 'designs' | 'templates';

export interface DesignList {
  designs: DesignSummary[];
  /** How many in all (every page). */
  total: number;
}

export interface NewDesign {
  name?: string;
  preset: DesignPresetId;
  width: number;
  height: number;
  /** Start from this template's document (the page is then the template's, whatever the size says). */
  templateId?: number;
}

export interface DesignSave {
  /** The version the editor started from. */
  version: number;
  name?: string;
  doc: DesignDoc;
  asTemplate?: boolean;
}

/** A save: the design at its new version, or the newer design stored meanwhile (nothing was written). */
export type DesignSaveOutcome = { ok: true; design: Design } | { ok: false; conflict: Design };

export type DesignImageFormat = 'png' | 'jpeg';
export type DesignImageScale = 1 | 2;

export const designSummaryOf = (wire: DesignSummaryWire): DesignSummary => ({
  id: wire.id,
  name: wire.name,
  preset: wire.preset,
  width: wire.width,
  height: wire.height,
  version: wire.version,
  isTemplate: wire.is_template,
  thumbnailUrl: wire.thumbnail_url,
  updatedAt: wire.updated_at,
});

export const designOf = (wire: DesignWire): Design => ({ ...designSummaryOf(wire), doc: wire.doc });

/**
 * The server's rendering of a design (GET /designs/{id}/image): PNG or JPEG at the page size × `scale`, for the
 * version named (an address per version, so a browser may keep it for good).
 */
export function designImageUrl(
  design: { id: number; version: number },
  accountId: number,
  { format, scale }: { format: DesignImageFormat; scale: DesignImageScale },
): string {
  const query = new URLSearchParams({
    format,
    scale: String(scale),
    v: String(design.version),
    account_Id: String(accountId),
  });
  return `${API_BASE}/designs/${design.id}/image?${query.toString()}`;
}

/** The design a 409 answer carries, or null when the error is not a save conflict. */
function conflictOf(path: string, error: unknown): Design | null {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status !== 409) return null;
  const parsed = v.safeParse(designConflictBody, error.body);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new ApiError(
      'badResponse',
      apiMessages.badResponse,
      409,
      null,
      `Unexpected conflict from ${path}: ${issue ? `${v.getDotPath(issue) ?? ''} ${issue.message}` : 'invalid'}`,
    );
  }
  return designOf(parsed.output.data);
}

export function designCalls(api: ApiClient) {
  /** The account a write names: the client's current one. */
  const account = (path: string): number => {
    const id = api.currentAccountId();
    if (id === null) {
      throw new ApiError('badResponse', apiMessages.badResponse, null, null, `No account for ${path}`);
    }
    return id;
  };

  return {
    /** GET /auth/designs: a page of the account's designs, or of the templates it can use, newest change first. */
    async list(kind: DesignListKind, page: number): Promise<DesignList> {
      const path = '/auth/designs';
      const answer = await api.call(designListResponse, path, {
        accountIdHeader: true,
        query: { kind, page },
      });
      const designs = dataOf(path, answer).map(designSummaryOf);
      return { designs, total: answer.rows ?? designs.length };
    },
    /** GET /auth/designs/{id}: one design with its document. */
    async get(id: number): Promise<Design> {
      const path = `/auth/designs/${id}`;
      return designOf(dataOf(path, await api.call(designResponse, path, { accountIdHeader: true })));
    },
    /** POST /auth/designs: a new design, empty at a size or made from a template. */
    async create(design: NewDesign): Promise<Design> {
      const path = '/auth/designs';
      const body = {
        account_id: account(path),
        preset: design.preset,
        width: design.width,
        height: design.height,
        ...(design.name === undefined ? {} : { name: design.name }),
        ...(design.templateId === undefined ? {} : { template_id: design.templateId }),
      };
      return designOf(dataOf(path, await api.call(designResponse, path, { body })));
    },
    /**
     * PUT /auth/designs/{id}: the document (and name) at the next version, or, when the design was saved
     * elsewhere since `version`, the newer design as stored (nothing written). `keepalive`: sent as the page goes.
     */
    async save(
      id: number,
      save: DesignSave,
      options: { keepalive?: boolean } = {},
    ): Promise<DesignSaveOutcome> {
      const path = `/auth/designs/${id}`;
      const body = {
        account_id: account(path),
        version: save.version,
        doc: save.doc,
        ...(save.name === undefined ? {} : { name: save.name }),
        ...(save.asTemplate === undefined ? {} : { as_template: save.asTemplate }),
      };
      try {
        const answer = await api.call(designResponse, path, {
          method: 'PUT',
          body,
          ...(options.keepalive ? { keepalive: true } : {}),
        });
        return { ok: true, design: designOf(dataOf(path, answer)) };
      } catch (error) {
        const conflict = conflictOf(path, error);
        if (conflict === null) throw error;
        return { ok: false, conflict };
      }
    },
    /** PATCH /auth/designs/{id}: a new name (the version stays). */
    async rename(id: number, name: string): Promise<DesignSummary> {
      const path = `/auth/designs/${id}`;
      const answer = await api.call(designSummaryResponse, path, {
        method: 'PATCH',
        body: { account_id: account(path), name },
      });
      return designSummaryOf(dataOf(path, answer));
    },
    /** POST /auth/designs/{id}/duplicate: a copy named "<name> (copy)", at version 1. */
    async duplicate(id: number): Promise<Design> {
      const path = `/auth/designs/${id}/duplicate`;
      return designOf(
        dataOf(path, await api.call(designResponse, path, { body: { account_id: account(path) } })),
      );
    },
    /** DELETE /auth/designs/{id}: the design is gone from the lists (404 afterwards). */
    async remove(id: number): Promise<void> {
      const path = `/auth/designs/${id}`;
      dataOf(
        path,
        await api.call(designDeletedResponse, path, {
          method: 'DELETE',
          body: { account_id: account(path) },
        }),
      );
    },
  };
}

export type DesignCalls = ReturnType<typeof designCalls>;
