/**
 * Who listens on a TCP port of this machine (issue 15): a server left by an earlier, killed test run makes the next
 * run fail with "already used"; the config names it instead. Linux only (reads /proc); elsewhere it answers null and
 * Playwright's own message stands.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface PortHolder {
  readonly pid: number | null;
  readonly command: string;
}

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local address is fields[1] (hex address:port), the state fields[3] (0A: listening), the inode fields[9].
      if (fields.length > 9 && fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')
        inodes.add(fields[9]!);
    }
  }
  return inodes;
}

/** The process listening on `port`, or null when the port is free (or this is not Linux). */
export function portHolder(port: number): PortHolder | null {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return { pid: null, command: 'an unknown process' };
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        let command = '';
        try {
          command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
        } catch {
          // Gone meanwhile.
        }
        return { pid: Number(pid), command: command || 'an unknown command' };
      }
    }
  }
  return { pid: null, command: 'a process of another user' };
}

/** The message for a port already held, naming the holder and how to stop it. */
export function portTakenMessage(port: number, holder: PortHolder): string {
  const who = holder.pid === null ? holder.command : `pid ${holder.pid} (${holder.command})`;
  const stop = holder.pid === null ? '' : ` Stop it with: kill ${holder.pid}.`;
  return (
    `Port ${port} is already used by ${who}, probably a server left by an earlier test run.${stop} ` +
    'Or run on another port: E2E_PORT=4320 npm run test:e2e.'
  );
}
