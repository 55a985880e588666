/**
 * The partner whose card is the side's one card: its captain when a partner, else the partner of the lowest member
 * id. Saving a score keeps the card under the same partner (`sideCardOf` in SQL, in the scoring module).
 */
export function sideCardHolder<Partner extends { memberId: number }>(
  partners: readonly Partner[],
  captainMemberId: number | null,
): Partner {
  const captain = partners.find((partner) => partner.memberId === captainMemberId);
  return captain ?? [...partners].sort((left, right) => left.memberId - right.memberId)[0]!;
}
