/**
 * Dragging posts in the planner (issue 14) on @dnd-kit: a mouse (or pen) drag starts after 5 px of movement, so a
 * click still opens the post; a finger starts one after a 250 ms press (moving sooner scrolls the page). Day cells and
 * hour slots are the drop targets (`useDropTarget`), cards the draggables (`useCardDrag`). While dragging, a copy of
 * the card follows the pointer (the original stays dimmed in place) and dnd-kit's live region says what is picked
 * up and what it is over; the drop is the planner machine's `post.moved`, which refuses the past and published
 * posts and announces the outcome. The keyboard move stays the machine's own (`move.lifted`, PlannerPage).
 */
import {
  DndContext,
  DragOverlay,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  pointerWithin,
  rectIntersection,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { PlannerView } from '../../domain/calendar.ts';
import { dragAnnouncementText, MOUSE_DRAG_DISTANCE, TOUCH_DRAG_DELAY } from '../../domain/plannerMove.ts';
import type { Post } from '../../domain/posts.ts';
import type { DropTarget } from './PlannerCalendar.tsx';

/** The slot under the pointer (what a person aims at); without a pointer inside any, the one the copy overlaps most. */
const underThePointer: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/**
 * Slots are measured only while a card is held: when the drag starts, and again whenever the slots change or one of
 * them resizes, not only at the start: the planner's refresh can bring in a card that makes an hour taller under a
 * held card, and a drop must land where the slot is now. Measuring them when nothing is held (dnd-kit's `Always`)
 * read the box of every slot of the week on each render that changed the slots, the planner's first among them:
 * 17-20 ms of its first load, unthrottled (issue 14).
 */
const MEASURING = { droppable: { strategy: MeasuringStrategy.WhileDragging } };

const targetId = (target: DropTarget) => `${target.dayKey}${target.time ? ` ${target.time}` : ''}`;
const targetOf = (data: unknown): DropTarget | null => (data ? (data as DropTarget) : null);

export function PlannerDnd({
  posts,
  view,
  textOf,
  onOver,
  onDrop,
  children,
}: {
  posts: readonly Post[];
  view: PlannerView;
  textOf: (post: Post) => string;
  /** The target under the card while dragging (null when none or when the drag ended). */
  onOver: (target: DropTarget | null) => void;
  onDrop: (postId: number, target: DropTarget) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: MOUSE_DRAG_DISTANCE } }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_DRAG_DELAY }),
  );
  const [active, setActive] = useState<Post | null>(null);
  const postById = useCallback((id: unknown) => posts.find((post) => post.id === Number(id)), [posts]);
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active: dragged }) => {
        const post = postById(dragged.id);
        return dragAnnouncementText.started(post ? textOf(post) : '', view);
      },
      onDragOver: ({ over }) => dragAnnouncementText.over(targetOf(over?.data.current)),
      // The machine announces the drop's outcome (moved or refused) in the planner's own live region.
      onDragEnd: () => undefined,
      onDragCancel: () => dragAnnouncementText.cancelled,
    }),
    [postById, textOf, view],
  );
  const end = (event: DragEndEvent) => {
    setActive(null);
    onOver(null);
    const target = targetOf(event.over?.data.current);
    if (target) onDrop(Number(event.active.id), target);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={underThePointer}
      measuring={MEASURING}
      accessibility={{ announcements, screenReaderInstructions: { draggable: '' } }}
      onDragStart={({ active: dragged }) => setActive(postById(dragged.id) ?? null)}
      onDragOver={(event: DragOverEvent) => onOver(targetOf(event.over?.data.current))}
      onDragEnd={end}
      onDragCancel={() => {
        setActive(null);
        onOver(null);
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {active ? (
          <div
            data-testid="drag-preview"
            className="max-w-64 truncate rounded border-l-4 border-indigo-600 bg-white px-2 py-1 text-xs font-medium text-slate-900 shadow-lg"
          >
            {textOf(active)}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/** A day cell or an hour slot that takes a dropped card: its ref, and whether a card is over it. */
export function useDropTarget(target: DropTarget) {
  const { setNodeRef, isOver } = useDroppable({ id: targetId(target), data: target });
  return { ref: setNodeRef, isOver };
}

/**
 * A card that can be dragged: the ref and the pointer and touch listeners for its frame (not dnd-kit's own
 * attributes: the card's buttons are already its keyboard access, and a focusable frame around them would nest
 * controls). Disabled for a role that may not write posts and while selecting posts.
 */
export function useCardDrag(postId: number, enabled: boolean) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: postId, disabled: !enabled });
  return { ref: setNodeRef, listeners: enabled ? listeners : undefined, isDragging };
}
