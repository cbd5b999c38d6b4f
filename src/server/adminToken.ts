/**
 * The admin token of the running server: main.ts writes a fresh random one to DATA_DIR/admin-token
 * (mode 0600, readable only by the user running the server) at every start and removes it on a clean
 * stop; `npm run impersonate` reads it to call POST /api/admin/impersonation-links.
 */
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

export const ADMIN_TOKEN_FILE = 'admin-token';

export function adminTokenPath(dataDir: string): string {
  return join(dataDir, ADMIN_TOKEN_FILE);
}

/** Writes a new token (replacing any old file) and answers it. */
export function writeAdminToken(dataDir: string): string {
  const token = randomBytes(32).toString('base64url');
  const path = adminTokenPath(dataDir);
  rmSync(path, { force: true });
  writeFileSync(path, `${token}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(path, 0o600);
  return token;
}

/** The token in DATA_DIR, or null when there is no file (no server has started with this DATA_DIR). */
export function readAdminToken(dataDir: string): string | null {
  try {
    const token = readFileSync(adminTokenPath(dataDir), 'utf8').trim();
    return token === '' ? null : token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes the file when it still holds `token` (a newer server may have replaced it). */
export function removeAdminToken(dataDir: string, token: string): void {
  if (readAdminToken(dataDir) === token) rmSync(adminTokenPath(dataDir), { force: true });
}
