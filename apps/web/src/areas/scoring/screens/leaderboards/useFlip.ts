import { useLayoutEffect, useRef, type RefObject } from 'react';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Rows that change places glide from their old place to their new one ("FLIP": first, last, invert, play), so an
 * eye can follow a player moving up the board. Each row carries `data-flip-key`; nothing moves when the person asks
 * for reduced motion. A row glides only within the board's body, so it never crosses the board's head.
 */
export function useFlip(container: RefObject<HTMLElement | null>, changeKey: unknown, duration = 450) {
  const places = useRef(new Map<string, number>());
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const rows = [...element.querySelectorAll<HTMLElement>('[data-flip-key]')];
    // Places within the board, not on the screen: a board pushed down by a notice above it, or a page scrolled, has
    // rows in the same places, which must not glide over its head (the par and stroke-index rows) to get there.
    const top = element.getBoundingClientRect().top;
    const now = new Map(rows.map((row) => [row.dataset.flipKey!, row.getBoundingClientRect().top - top]));
    const before = places.current;
    places.current = now;
    if (before.size === 0 || reducedMotion()) return;
    for (const row of rows) {
      const was = before.get(row.dataset.flipKey!);
      const shift = was === undefined ? 0 : was - now.get(row.dataset.flipKey!)!;
      if (shift === 0) continue;
      row.animate?.([{ transform: `translateY(${shift}px)` }, { transform: 'translateY(0)' }], {
        duration,
        easing: 'cubic-bezier(0.2, 0, 0, 1)',
      });
    }
  }, [container, changeKey, duration]);
}
