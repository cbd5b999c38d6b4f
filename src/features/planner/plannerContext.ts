/**
 * The planner actor of the content planner page, shared by the calendar (src/features/planner/*) and the modals
 * (src/features/planner/modals/*). The page mounts `PlannerActorContext.Provider` with the machine provided by
 * `plannerLogic`; every view reads it with `PlannerActorContext.useSelector` and sends with `useActorRef()`.
 */
import { createActorContext } from '@xstate/react';
import { plannerMachine } from '../../../machines/planner.machine.ts';

export const PlannerActorContext = createActorContext(plannerMachine);
