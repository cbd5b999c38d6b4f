/** Time zones as this browser knows them (issue 14: asked once per zone, as building a formatter is costly). */
const knownZones = new Map<string, boolean>();

/** Whether this browser knows the IANA zone `zone` (an unknown name would break every date); asked once per zone. */
export function isKnownZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}
