/** The load bench's CPU accounting (scripts/cpuUse.ts): /proc's lines read as seconds, unreadable ones as null. */
import { describe, expect, it } from 'vitest';
import { coresUsed, cpuSnapshot, machineBusySeconds, processSeconds } from '../../scripts/cpuUse.ts';

describe('CPU time from /proc', () => {
  it('the machine is busy for all but idle and iowait (guest time is already in user)', () => {
    const stat = 'cpu  100 5 50 800 20 3 2 0 7 0\ncpu0 50 2 25 400 10 1 1 0 0 0\nintr 1\n';
    expect(machineBusySeconds(stat, 100)).toBe(1.6);
    expect(machineBusySeconds('intr 1\n', 100)).toBeNull();
    expect(machineBusySeconds('cpu  1 2 x 4 5\n', 100)).toBeNull();
  });

  it("a process's user and system time, whatever its name holds", () => {
    const line = '4242 (node (tsx) a) S 1 4242 4242 0 -1 4194304 500 0 0 0 250 125 0 0 20 0 11 0 99 0 0';
    expect(processSeconds(line, 100)).toBe(3.75);
    expect(processSeconds('4242 (node) S 1', 100)).toBeNull();
  });

  it('cores used between two snapshots; a process gone reads as null', () => {
    const before = { machine: 10, processes: [5, 1], self: 2 };
    const after = { machine: 13, processes: [6.5, null], self: 2.5 };
    expect(coresUsed(before, after, 2)).toEqual({ processes: [0.75, null], generator: 0.25, machine: 1.5 });
  });

  it('this process can be read on this machine', () => {
    const snapshot = cpuSnapshot([process.pid, 2 ** 30]);
    expect(snapshot.processes[0]).toBeGreaterThan(0);
    expect(snapshot.processes[1]).toBeNull();
    expect(snapshot.machine).toBeGreaterThan(0);
    expect(snapshot.self).toBeGreaterThan(0);
  });
});
