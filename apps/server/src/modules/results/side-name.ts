/** A side as its card and its results line name it: "Side 1 (Ann Smith and Bob Jones)". */
export const sideName = (teamName: string, partners: readonly { name: string }[]) =>
  `${teamName} (${partners.map((partner) => partner.name).join(' and ')})`;
