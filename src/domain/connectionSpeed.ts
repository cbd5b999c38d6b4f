/**
 * The network-speed indicator (spec 2.6, 9): the connection is rated from the round trip of one small call to the
 * server. Spec 9: "100 ms means 4g, 300 ms means 3g, otherwise 2g" (a round trip of at most 100 ms is 4g, of at most
 * 300 ms 3g). A 2g connection shows a warning; its wording is not in the spec (section 8), so it is ours.
 */

export type ConnectionSpeed = '4g' | '3g' | '2g';

/** Spec 9: the longest round trip, in ms, that still counts as 4g and as 3g. */
export const SPEED_LIMITS = { '4g': 100, '3g': 300 } as const;

/** Spec 9's estimate from a round trip in milliseconds. */
export function connectionSpeedOf(roundTripMs: number): ConnectionSpeed {
  if (roundTripMs <= SPEED_LIMITS['4g']) return '4g';
  if (roundTripMs <= SPEED_LIMITS['3g']) return '3g';
  return '2g';
}

/** Whether `speed` is slow enough for the warning. */
export const isSlowConnection = (speed: ConnectionSpeed | null): boolean => speed === '2g';

/** Ours: how often a slow or unknown connection is measured again (a good one is measured when the tab is shown). */
export const CONNECTION_RECHECK_MS = 30_000;

/** Wording of the indicator and the warning (ours: spec 8 does not give the network-speed warning's words). */
export const connectionSpeedText = {
  /** The indicator's accessible name and title. */
  indicatorLabel: 'Connection speed',
  speed: (speed: ConnectionSpeed) => speed.toUpperCase(),
  checking: 'Checking…',
  unknown: 'Unknown',
  offline: 'Offline',
  slowWarning: 'Your connection is slow (2G). Pages and posts may take longer to load.',
  dismiss: 'Dismiss',
} as const;

/** Signal bars lit per rating (of three). */
const SIGNAL_BARS = { '4g': 3, '3g': 2, '2g': 1 } as const;

/** What the indicator shows: offline first, then the rating, else whether it is being measured. */
export function connectionIndicatorOf(state: {
  offline: boolean;
  measuring: boolean;
  speed: ConnectionSpeed | null;
}): { text: string; bars: 0 | 1 | 2 | 3 } {
  if (state.offline) return { text: connectionSpeedText.offline, bars: 0 };
  if (state.speed) return { text: connectionSpeedText.speed(state.speed), bars: SIGNAL_BARS[state.speed] };
  return { text: state.measuring ? connectionSpeedText.checking : connectionSpeedText.unknown, bars: 0 };
}
