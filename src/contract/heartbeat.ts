/** GET /heartbeat (spec 2.1) and /api/heartbeat: the server and its database answer. */
import * as v from 'valibot';
import { envelope } from './envelope.ts';

export const heartbeatResponse = envelope(v.object({ ok: v.literal(true), time: v.string() }));
export type HeartbeatResponse = v.InferOutput<typeof heartbeatResponse>;
