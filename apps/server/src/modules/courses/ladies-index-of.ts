import type { HoleIndexes } from './check-hole-stroke-indexes.js';

/** The ladies' allocation: a hole's ladies' index where it has one, else its own. */
export const ladiesIndexOf = (hole: HoleIndexes) => hole.stroke_index_ladies ?? hole.stroke_index;
