/** What the modals read from the planner actor. */
import { postOf } from '../../../../machines/planner.machine.ts';
import { PlannerActorContext } from '../plannerContext.ts';

/** The post of the open modal (undefined for a new post, or when it is gone from the loaded posts). */
export function useOpenPost() {
  return PlannerActorContext.useSelector((snapshot) => postOf(snapshot.context, snapshot.context.openPostId));
}

export function usePlannerTag(tag: string): boolean {
  return PlannerActorContext.useSelector((snapshot) => snapshot.hasTag(tag as never));
}

export function usePlannerTimeZone(): string {
  return PlannerActorContext.useSelector((snapshot) => snapshot.context.timeZone);
}

export function usePlannerError(): string | null {
  return PlannerActorContext.useSelector((snapshot) => snapshot.context.error);
}
