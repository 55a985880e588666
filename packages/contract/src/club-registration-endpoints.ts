import {
  golfCourseRegistrationAnswer,
  golfCourseRegistrationDecision,
  golfCourseRegistrationInput,
  golfCourseRegistrationRecord,
  setPasswordWithLinkAnswer,
  setPasswordWithLinkInput,
} from './club-registration.js';
import { endpoint } from './endpoints.js';

/** A club joining Fairway, and any mailed set-password link. */
export const clubRegistrationEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/api/golf_courses/registration/',
    body: golfCourseRegistrationInput,
    status: 202,
    answer: golfCourseRegistrationAnswer,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/api/golf_courses/approve_golf_course_registration/',
    body: golfCourseRegistrationDecision,
    answer: golfCourseRegistrationRecord,
  }),
  setPasswordWithLink: endpoint({
    method: 'POST',
    path: '/api/user_registration/set_password/',
    body: setPasswordWithLinkInput,
    answer: setPasswordWithLinkAnswer,
  }),
};
