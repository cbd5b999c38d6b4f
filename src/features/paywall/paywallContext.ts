/** The one paywall actor of the app (provided by PaywallProvider, mounted by the route guard). */
import { createActorContext } from '@xstate/react';
import { paywallMachine } from '../../../machines/paywall.machine.ts';

export const PaywallActorContext = createActorContext(paywallMachine);
