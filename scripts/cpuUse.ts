/**
 * CPU time on Linux, for the load bench (issue 20: what a second server instance can gain on this machine). Reads
 * the machine's busy time from /proc/stat and a process's (all its threads) from /proc/<pid>/stat, in seconds.
 * Anything unreadable (not Linux, a process gone) reads as null: the bench then prints no CPU figures.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux unless configured otherwise). */
function clockTicks(): number {
  const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const ticks = Number(answer.stdout?.trim());
  return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
}

let ticksPerSecond: number | null = null;
const ticks = () => (ticksPerSecond ??= clockTicks());

/** Busy seconds of every CPU from the first line of /proc/stat (`cpu user nice system idle iowait …`). */
export function machineBusySeconds(stat: string, perSecond: number): number | null {
  const line = stat.split('\n').find((text) => text.startsWith('cpu '));
  if (!line) return null;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  if (values.length < 5 || values.some((value) => !Number.isFinite(value))) return null;
  // guest and guest_nice (9th, 10th) are already counted in user and nice.
  const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = values[3]! + values[4]!;
  return (total - idle) / perSecond;
}

/** User plus system seconds of a process from its /proc/<pid>/stat line (fields 14 and 15). */
export function processSeconds(stat: string, perSecond: number): number | null {
  // The command name (field 2) is in parentheses and may hold spaces: count the fields after its last ')'.
  const rest = stat
    .slice(stat.lastIndexOf(')') + 2)
    .trim()
    .split(/\s+/);
  const user = Number(rest[11]);
  const system = Number(rest[12]);
  return Number.isFinite(user) && Number.isFinite(system) ? (user + system) / perSecond : null;
}

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

export interface CpuSnapshot {
  readonly machine: number | null;
  readonly processes: readonly (number | null)[];
  /** This process (the load generator), from process.cpuUsage(). */
  readonly self: number;
}

export function cpuSnapshot(pids: readonly number[]): CpuSnapshot {
  const stat = read('/proc/stat');
  const usage = process.cpuUsage();
  return {
    machine: stat === null ? null : machineBusySeconds(stat, ticks()),
    processes: pids.map((pid) => {
      const text = read(`/proc/${pid}/stat`);
      return text === null ? null : processSeconds(text, ticks());
    }),
    self: (usage.user + usage.system) / 1e6,
  };
}

/** Cores used between two snapshots over `seconds`: each process, the generator, and the machine in all. */
export function coresUsed(
  before: CpuSnapshot,
  after: CpuSnapshot,
  seconds: number,
): { processes: (number | null)[]; generator: number; machine: number | null } {
  const per = (a: number | null, b: number | null) =>
    a === null || b === null ? null : Math.round(((b - a) / seconds) * 100) / 100;
  return {
    processes: before.processes.map((value, index) => per(value, after.processes[index] ?? null)),
    generator: per(before.self, after.self)!,
    machine: per(before.machine, after.machine),
  };
}
