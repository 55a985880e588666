import { greenFeePlayers, slotKinds, teeSheetBlockKinds, teeSheetTees } from '@fairway/contract';

/** The choices of the tee sheet's settings, their words in the area's labels. */
export const weekdayChoices = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  id: day,
  name: `fairway.tee_times.weekdays.${day}`,
}));
export const slotKindChoices = slotKinds.map((kind) => ({ id: kind, name: `fairway.tee_times.kinds.${kind}` }));
export const teesChoices = teeSheetTees.map((tees) => ({ id: tees, name: `fairway.tee_times.tees.${tees}` }));
export const blockKindChoices = teeSheetBlockKinds.map((kind) => ({
  id: kind,
  name: `fairway.tee_times.block_kinds.${kind}`,
}));
export const teeChoices = [
  { id: 1, name: 'fairway.tee_times.tee_1' },
  { id: 10, name: 'fairway.tee_times.tee_10' },
];
export const greenFeePlayerChoices = greenFeePlayers.map((player) => ({
  id: player,
  name: `fairway.tee_times.fee_players.${player}`,
}));
