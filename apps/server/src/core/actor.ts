/** Who is acting, and in which club: for `created_by`, `updated_by` and the audit log. */
export type Actor = {
  userId: number | null;
  golfCourseId: number | null;
  ip: string | null;
  /** The caller's roles in the club (a super admin's include 4), for a use case whose reach depends on them. */
  roles?: readonly number[];
  /**
   * A golfer acting at the club's terminal, proven by their membership number (decision 0126), who has no user there:
   * they reach their own card and the cards they mark, never what an organiser does.
   */
  memberId?: number;
};

/** The signed-in user behind a request, as the access plugin found them from their token. */
export type Caller = {
  id: number;
  tokenId: number;
  email: string;
  firstName: string;
  lastName: string;
  profilePic: string | null;
  isSuperAdmin: boolean;
};
