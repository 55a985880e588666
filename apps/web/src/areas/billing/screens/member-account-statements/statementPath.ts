/** The statements page, opened on a member's account (from a posting's page). */
export function statementPath(memberId: number): string {
  return `/member-account-statements?member_id=${memberId}`;
}
