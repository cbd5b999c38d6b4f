/**
 * The notification bell (src/contract/chat.ts): GET /auth/getNotifications and POST /auth/readNotifications.
 * Under /auth/, so the app has already checked the session and the named accounts. A user only ever sees and
 * marks their own notifications; reading some tells the user's other tabs (`notifications.changed`, issue 20).
 */
import { Hono } from 'hono';
import { NOTIFICATION_LIMIT, readNotificationsRequest } from '../../contract/chat.ts';
import type { ChatNotification } from '../../domain/chat.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { ok, parseBody } from '../http.ts';
import { publishNotificationsChanged } from '../live.ts';

interface NotificationRow {
  id: number;
  title: string;
  conversation_id: number | null;
  created_at: Date | string;
  read_at: Date | string | null;
}

export function notificationRoutes({ db, clock }: { db: Db; clock: Clock }) {
  const routes = new Hono<AppEnv>();

  routes.get('/auth/getNotifications', async (c) => {
    const userId = c.get('session').userId;
    const rows = await db.query<NotificationRow>(
      `select id, title, conversation_id, created_at, read_at from notifications
       where user_id = $1 order by id desc limit ${NOTIFICATION_LIMIT}`,
      [userId],
    );
    const unread = await db.query<{ count: number }>(
      'select count(*)::int as count from notifications where user_id = $1 and read_at is null',
      [userId],
    );
    const list: ChatNotification[] = rows.map((row) => ({
      id: row.id,
      kind: 'message',
      title: row.title,
      conversationId: row.conversation_id,
      created_at: new Date(row.created_at).toISOString(),
      read: row.read_at !== null,
    }));
    return ok(c, list, { rows: unread[0]?.count ?? 0 });
  });

  routes.post('/auth/readNotifications', async (c) => {
    const { ids } = await parseBody(c, readNotificationsRequest);
    const userId = c.get('session').userId;
    const now = clock.now().toISOString();
    const rows = await db.transaction(async (tx) => {
      const read =
        ids === undefined
          ? await tx.query(
              'update notifications set read_at = $2 where user_id = $1 and read_at is null returning id',
              [userId, now],
            )
          : await tx.query(
              `update notifications set read_at = $2
               where user_id = $1 and read_at is null and id = any($3::int[]) returning id`,
              [userId, now, ids],
            );
      // The reader's other tabs update their bells (issue 20).
      if (read.length > 0) await publishNotificationsChanged(tx, [userId]);
      return read;
    });
    return ok(c, { read: rows.length });
  });

  return routes;
}
