import { closestCorners, getFirstCollision, KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const directions: readonly string[] = [KeyboardCode.Down, KeyboardCode.Up, KeyboardCode.Left, KeyboardCode.Right];

const middleOf = (rect: { left: number; top: number; width: number; height: number }) => ({
  x: rect.left + rect.width / 2,
  y: rect.top + rect.height / 2,
});

/**
 * Where the keyboard takes a booking being moved: an arrow goes to the nearest tee time that way (the row below or
 * above, the other tee), as the draw's sortable keyboard does for its players; a booking is no drop target itself, so
 * the sortable getter, which needs one, does not serve. The booking is put on the middle of that time's card: the
 * sheet finds the time under a booking by the nearest middle, and a booking of four players is taller than an empty
 * time, so its top on the card's top would be nearer the time after.
 */
export const slotKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (!directions.includes(event.code)) return undefined;
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers, over } = context;
  if (!active || !collisionRect) return undefined;
  const from = middleOf(collisionRect);
  const ahead = droppableContainers.getEnabled().filter((entry) => {
    const rect = droppableRects.get(entry.id);
    if (!rect) return false;
    const to = middleOf(rect);
    if (event.code === KeyboardCode.Down) return to.y > from.y;
    if (event.code === KeyboardCode.Up) return to.y < from.y;
    if (event.code === KeyboardCode.Left) return to.x < from.x;
    return to.x > from.x;
  });
  const collisions = closestCorners({
    active,
    collisionRect,
    droppableRects,
    droppableContainers: ahead,
    pointerCoordinates: null,
  });
  let closest = getFirstCollision(collisions, 'id');
  if (closest === over?.id && collisions.length > 1) closest = collisions[1]!.id;
  const rect = closest === null || closest === undefined ? undefined : droppableRects.get(closest);
  if (!rect) return undefined;
  const to = middleOf(rect);
  return { x: to.x - collisionRect.width / 2, y: to.y - collisionRect.height / 2 };
};
