/**
 * The content planner's modals (spec 2.6): view, unscheduled, edit (also a new post), approve and remove. The
 * planner page mounts `<PlannerModals />` inside `PlannerActorContext.Provider`; each modal opens on its state's tag
 * of the planner machine and sends the machine's events. Their code (with Headless UI's Dialog) loads the first time
 * a post editor opens (src/ui/LoadWhenShown.tsx), not with the calendar.
 */
import { PlannerActorContext } from '../plannerContext.ts';
import { loadWhenShown } from '../../../ui/LoadWhenShown.tsx';

const Modals = loadWhenShown(async () => (await import('./PlannerModalSet.tsx')).PlannerModalSet);

export function PlannerModals() {
  const editorOpen = PlannerActorContext.useSelector(
    (snapshot) => snapshot.children.postEditor !== undefined,
  );
  return <Modals shown={editorOpen} />;
}
