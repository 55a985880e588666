import type { SVGProps } from 'react';

/**
 * Fairway's mark, a flag on a green, as a plain SVG: the login page draws it without MUI. `onLight` darkens the pole,
 * which is drawn light for a dark or green background.
 */
export function FairwayMark({ onLight = false, ...props }: SVGProps<SVGSVGElement> & { onLight?: boolean }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden {...props}>
      <ellipse cx="24" cy="40" rx="20" ry="6" fill="#7cb342" />
      <rect x="22.5" y="6" width="3" height="34" rx="1" fill={onLight ? '#616161' : '#e0e0e0'} />
      <path d="M25 6 L42 12 L25 18 Z" fill="#c62828" />
      <circle cx="33" cy="39" r="2.5" fill="#ffffff" />
    </svg>
  );
}
