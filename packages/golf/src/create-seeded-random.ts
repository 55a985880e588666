/**
 * A reproducible random source in [0, 1) for `drawHiddenHoles` (the rules document's draw "from a seedable random
 * source"): the same seed gives the same draw, so a stored seed replays a committee's draw. Mulberry32.
 */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
