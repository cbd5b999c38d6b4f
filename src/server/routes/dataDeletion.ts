/**
 * Facebook's data deletion status (spec 2.1 /fbDeletionStatus; src/domain/dataDeletion.ts), ours and public:
 * GET /dataDeletionStatus?code= answers the request with that confirmation code (table data_deletion_requests,
 * migration 0014). A code that is not 8 to 64 letters and digits is a 400, an unknown one a 404, each with a
 * sentence the page shows as it is. The code is the only key: it says nothing about who asked.
 */
import { Hono } from 'hono';
import type { DataDeletionStatusWire } from '../../contract/news.ts';
import { DELETION_CODE_PATTERN, deletionMessages } from '../../domain/dataDeletion.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { HttpError, ok } from '../http.ts';

interface DeletionRow {
  confirmation_code: string;
  provider: string;
  status: DataDeletionStatusWire['status'];
  requested_at: Date | string;
  completed_at: Date | string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function dataDeletionRoutes({ db }: { db: Queryable }) {
  const routes = new Hono<AppEnv>();
  routes.get('/dataDeletionStatus', async (c) => {
    const code = (c.req.query('code') ?? '').trim();
    if (code === '') throw new HttpError(400, deletionMessages.missingCode, 'code');
    if (!DELETION_CODE_PATTERN.test(code)) throw new HttpError(400, deletionMessages.badCode, 'code');
    const rows = await db.query<DeletionRow>(
      `select confirmation_code, provider, status, requested_at, completed_at
       from data_deletion_requests where confirmation_code = $1`,
      [code],
    );
    const row = rows[0];
    if (!row) throw new HttpError(404, deletionMessages.unknownCode, 'code');
    const answer: DataDeletionStatusWire = {
      ...row,
      requested_at: iso(row.requested_at),
      completed_at: row.completed_at === null ? null : iso(row.completed_at),
    };
    return ok(c, answer);
  });
  return routes;
}
