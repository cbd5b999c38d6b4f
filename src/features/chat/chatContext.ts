/** The chat inbox actor and the bells actor, shared by the views of src/features/chat (mounted by ChatBells). */
import { createActorContext } from '@xstate/react';
import { bellsMachine } from '../../../machines/bells.machine.ts';
import { chatMachine } from '../../../machines/chat.machine.ts';

export const ChatActorContext = createActorContext(chatMachine);
export const BellsActorContext = createActorContext(bellsMachine);
