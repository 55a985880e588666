import { endpoint } from './endpoints.js';
import { addExistingMemberInput, golfCourseMemberRecord } from './members.js';

/** The actions on golfers shared by clubs (their rows are the members' resources). */
export const memberEndpoints = {
  /** Brings a golfer of another club into the club of X-Golf-Course, as a member or a guest. */
  addExistingMember: endpoint({
    method: 'POST',
    path: '/api/golf_course_members/add_existing_member_to_golf_course/',
    body: addExistingMemberInput,
    status: 201,
    answer: golfCourseMemberRecord,
  }),
};
