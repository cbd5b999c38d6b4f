/** The one consent actor of the tab (provided by ConsentProvider at the app shell). */
import { createActorContext } from '@xstate/react';
import { createContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { consentMachine } from '../../../machines/consent.machine.ts';

export const ConsentActorContext = createActorContext(consentMachine);

/**
 * The same actor for parts that may render outside the provider (the site footer in a test of a layout): null there,
 * and they show nothing.
 */
export const ConsentActorRefContext = createContext<ActorRefFrom<typeof consentMachine> | null>(null);
