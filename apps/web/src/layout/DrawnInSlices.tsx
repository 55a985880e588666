import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Shows `first` as it mounts, then draws `children` as a transition, in slices that leave the page free between them.
 * React draws an update that an effect sets outside a transition in one pass that does not yield; react-admin sets
 * its routes and resources from its effects, and without this the layout and the screen in it were drawn in one long
 * task, four times longer in Lighthouse's simulation (decision 0143).
 */
export function DrawnInSlices({ first, children }: { first: ReactNode; children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn ? children : first;
}
