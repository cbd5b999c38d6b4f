import { useEffect, useState } from 'react';
import { timings } from '../../domain/constants.ts';
import { formatSidebarClock } from '../../domain/navigation.ts';

/** The sidebar clock (spec 2.4): refreshes every timings.sidebarClockTick. Not a live region: it would chatter. */
export function SidebarClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), timings.sidebarClockTick);
    return () => clearInterval(timer);
  }, []);
  const { date, time, iso } = formatSidebarClock(now);
  return (
    <p className="px-5 text-sm text-slate-500">
      <span className="sr-only">Current time: </span>
      <time dateTime={iso} data-testid="sidebar-clock">
        <span className="block font-mono text-base text-slate-700 tabular-nums">{time}</span>
        <span className="block">{date}</span>
      </time>
    </p>
  );
}
