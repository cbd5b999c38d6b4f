/**
 * The key that encrypts stored social tokens (AES-256-GCM, see tokenCipher.ts): TOKEN_ENCRYPTION_KEY when set;
 * otherwise, in demo mode only, DATA_DIR/token-key, made (mode 0600) on first start and kept, so tokens stored
 * before a restart still open. A deployment (DEMO_MODE=0) without the variable does not start.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './config.ts';

export const TOKEN_KEY_FILE = 'token-key';
const KEY_BYTES = 32;

export function loadTokenKey(config: {
  tokenKeyFromEnv: Buffer | null;
  demoMode: boolean;
  dataDir: string;
}): Buffer {
  if (config.tokenKeyFromEnv) return config.tokenKeyFromEnv;
  if (!config.demoMode) {
    throw new ConfigError(
      'TOKEN_ENCRYPTION_KEY is required when DEMO_MODE=0 (32 random bytes in base64: openssl rand -base64 32).',
    );
  }
  const path = join(config.dataDir, TOKEN_KEY_FILE);
  try {
    const stored = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
    if (stored.length !== KEY_BYTES) {
      throw new ConfigError(`${path} does not hold a 32-byte key in base64: remove it or fix it.`);
    }
    return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(KEY_BYTES);
  writeFileSync(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(path, 0o600);
  return key;
}
