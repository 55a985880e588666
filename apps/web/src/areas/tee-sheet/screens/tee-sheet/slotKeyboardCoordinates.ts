import { closestCorners, getFirstCollision, KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const directions: readonly string[] = [KeyboardCode.Down, KeyboardCode.Up, KeyboardCode.Left, KeyboardCode.Right];

/**
 * Where the keyboard takes a booking being moved: an arrow goes to the nearest tee time that way (the row below or
 * above, the other tee), as the draw's sortable keyboard does for its players; a booking is no drop target itself, so
 * the sortable getter, which needs one, does not serve.
 */
export const slotKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (!directions.includes(event.code)) return undefined;
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers, over } = context;
  if (!active || !collisionRect) return undefined;
  const ahead = droppableContainers.getEnabled().filter((entry) => {
    const rect = droppableRects.get(entry.id);
    if (!rect) return false;
    if (event.code === KeyboardCode.Down) return rect.top > collisionRect.top;
    if (event.code === KeyboardCode.Up) return rect.top < collisionRect.top;
    if (event.code === KeyboardCode.Left) return rect.left < collisionRect.left;
    return rect.left > collisionRect.left + collisionRect.width;
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
  return rect ? { x: rect.left, y: rect.top } : undefined;
};
