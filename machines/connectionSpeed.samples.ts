/** Samples of the network-speed indicator (connectionSpeed.machine.ts) for the catalogue and the model tests. */
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { connectionSpeedMachine } from './connectionSpeed.machine.ts';

/** Round trips, in ms, one for each rating of spec 9 (4g, 3g, 2g). */
export const SAMPLE_ROUND_TRIPS = { '4g': 40, '3g': 200, '2g': 450 } as const;

export const connectionSpeedSamples: CatalogueSamples<typeof connectionSpeedMachine> = {
  inputs: [{ online: true }, { online: false }],
  events: () => [
    { type: 'network.offline' },
    { type: 'network.online' },
    { type: 'page.shown' },
    { type: 'warning.dismissed' },
    ...Object.values(SAMPLE_ROUND_TRIPS).map((ms) => ({
      type: 'xstate.done.actor.measureRoundTrip',
      output: ms,
    })),
    {
      type: 'xstate.error.actor.measureRoundTrip',
      error: new Error('Network error: unable to reach the server.'),
    },
  ],
  guardState: (snapshot) => ({
    startedOnline: snapshot.context.startedOnline,
    speed: snapshot.context.speed,
    warningDismissed: snapshot.context.warningDismissed,
  }),
};
