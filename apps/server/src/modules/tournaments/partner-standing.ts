/** Said of a partner named who stands in the event already, or whom another side entered first. */
export function partnerStanding(name: string) {
  return `${name} is already entered in this event, or waiting for a place.`;
}
