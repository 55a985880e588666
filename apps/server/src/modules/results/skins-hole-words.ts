import type { SkinsOutcome } from '@fairway/golf';

/** A skins hole's outcome in words, the players named: the results' and, once everyone has played it, the board's. */
export function skinsHoleWords(
  hole: SkinsOutcome['holes'][number],
  nameOf: (id: string) => string,
  basis: string,
): string {
  const named = hole.playerIds.map(nameOf).join(', ');
  const skinsWord = `${hole.skins} skin${hole.skins === 1 ? '' : 's'}`;
  switch (hole.status) {
    case 'won':
      return `${named} won ${skinsWord} with the only ${basis} ${hole.score}.`;
    case 'carried':
      return hole.score === null
        ? 'No one scored: the skin carries to the next hole.'
        : `${named} tied on ${basis} ${hole.score}: the skin carries to the next hole.`;
    case 'void':
      return hole.score === null
        ? 'No one scored: the skin is void.'
        : `${named} tied on ${basis} ${hole.score}: the skin is void.`;
    case 'split':
      return `${named} tied on ${basis} ${hole.score} on the last hole and split ${skinsWord}.`;
    case 'play_off':
      return `${named} tied on ${basis} ${hole.score} on the last hole: ${skinsWord} go to a play-off.`;
  }
}
