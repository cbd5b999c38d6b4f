/**
 * The upload and media routes (routes/media.ts) as the fuzz test calls them, spread into fuzzRoutes.ts's table.
 * The fuzz test sends JSON and form bodies only, so an upload is always refused here (415, or 401 anonymously) and
 * writes nothing; the multipart cases (each image type, renamed files, sizes, damaged images) are media.test.ts'.
 */
import { mediaIdField } from '../../../src/contract/media.ts';
import type { RouteSpec } from './fuzzRoutes.ts';

const mediaId = { example: () => 'AAAAAAAAAAAAAAAAAAAAAA', schema: mediaIdField };

export const MEDIA_FUZZ_ROUTES: Record<string, RouteSpec> = {
  'POST /api/media/avatar': { body: 'ignored' },
  // Removes the caller's avatar (none is seeded, so nothing changes; valid input may).
  'DELETE /api/media/avatar': { body: 'ignored', writes: true },
  'POST /api/media/logo': { body: 'ignored' },
  'DELETE /api/media/logo': { body: 'ignored', writes: true },
  'GET /api/auth/getLogo': {},
  'GET /api/media/:id': { params: { id: mediaId } },
  'GET /api/media/:id/thumbnail': { params: { id: mediaId } },
};
