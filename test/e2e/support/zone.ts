/**
 * Wall clocks of a time zone, worked out with Intl alone (not with the app's own date code, which the tests
 * check): what the account's clocks show at an instant, and the instant at which they show a given time.
 */
const wallFormat = (zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** 'YYYY-MM-DD' and 'HH:mm' of an instant on the clocks of `zone`. */
export function wallClock(instant: Date | number, zone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    wallFormat(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The UTC instant (ISO) at which the clocks of `zone` show `time` on `day`. */
export function zonedInstant(day: string, time: string, zone: string): string {
  const wall = Date.parse(`${day}T${time}:00Z`);
  let guess = wall;
  for (let step = 0; step < 3; step += 1) {
    const shown = wallClock(guess, zone);
    guess += wall - Date.parse(`${shown.day}T${shown.time}:00Z`);
  }
  return new Date(guess).toISOString();
}
