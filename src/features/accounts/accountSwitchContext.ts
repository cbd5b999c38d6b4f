/** The one account-switch actor under the top bar (provided by AccountSwitchProvider). */
import { createActorContext } from '@xstate/react';
import { accountSwitchMachine } from '../../../machines/accountSwitch.machine.ts';

export const AccountSwitchActorContext = createActorContext(accountSwitchMachine);
