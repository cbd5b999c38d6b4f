/**
 * `npm run impersonate -- <staff-email> <user-email>`: prints a one-time link that logs a browser in
 * as the user, on behalf of the staff member (spec 1: the banner then reads 'Hi {staff}, You are
 * logged in as {user}'). The link works once, for 10 minutes.
 *
 * It asks the running server (PORT, default 3000; DATA_DIR, default ./.data, as the server reads them)
 * with the admin token the server wrote to DATA_DIR/admin-token. It never opens the database itself:
 * the embedded database belongs to the server process while it runs.
 */
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { adminTokenPath, readAdminToken } from '../src/server/adminToken.ts';
import { API_BASE } from '../src/contract/envelope.ts';
import { ADMIN_TOKEN_HEADER, IMPERSONATION_LINKS_PATH } from '../src/contract/impersonation.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [staffEmail, userEmail, ...extra] = process.argv.slice(2);
if (!staffEmail || !userEmail || extra.length > 0) {
  fail(
    'Usage: npm run impersonate -- <staff-email> <user-email>\n' +
      '  e.g. npm run impersonate -- staff@demo.test owner@demo.test\n' +
      'The server must be running (same PORT, HOST and DATA_DIR as here).',
  );
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? `Configuration error: ${error.message}` : String(error));
}

// The server listens on HOST (127.0.0.1 by default); a wildcard address is reached on this machine's loopback.
const reach = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
const origin = `http://${reach.includes(':') ? `[${reach}]` : reach}:${config.port}`;
const notRunning =
  `The server is not running on ${origin} with DATA_DIR=${config.dataDir}.\n` +
  'Start it first (npm start, or npm run serve), or set PORT and DATA_DIR to those of the running server.';

const adminToken = readAdminToken(config.dataDir);
if (adminToken === null) fail(`${notRunning}\n(There is no ${adminTokenPath(config.dataDir)}.)`);

let response: Response;
try {
  response = await fetch(`${origin}${API_BASE}${IMPERSONATION_LINKS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: adminToken },
    body: JSON.stringify({ staff_email: staffEmail, user_email: userEmail }),
  });
} catch {
  fail(notRunning);
}

const body = (await response.json().catch(() => null)) as {
  message?: string;
  data?: { link: string; expires_at: string } | null;
} | null;
const routeMissing = response.status === 404 && (body?.message ?? '').startsWith('Not found:');
if (response.status === 401 || routeMissing) {
  fail(
    `The server on ${origin} refused the admin token (${response.status}): it was probably started with ` +
      'another DATA_DIR, or restarted since. Run this with the same PORT and DATA_DIR as the server.',
  );
}
if (!response.ok || !body?.data) {
  fail(`Could not make the link: ${body?.message ?? `the server answered ${response.status}`}`);
}

console.log(`Open this link once, before ${body.data.expires_at}, to log in as ${userEmail}:`);
console.log(body.data.link);
