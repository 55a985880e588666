import { endpoint } from './endpoints.js';
import {
  adminSetPasswordAnswer,
  adminSetPasswordInput,
  forgotPasswordAnswer,
  forgotPasswordInput,
  joinGolfCourseInput,
  resendOtpAnswer,
  resendOtpInput,
  userRegistrationAnswer,
  userRegistrationDecision,
  userRegistrationInput,
  userRegistrationRecord,
  verifyEmailAnswer,
  verifyEmailInput,
} from './user-registration.js';

/** People registering with a club, joining another, and the passwords set for them. */
export const userRegistrationEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/api/user_registration/',
    body: userRegistrationInput,
    status: 201,
    answer: userRegistrationAnswer,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/verify_email/',
    body: verifyEmailInput,
    answer: verifyEmailAnswer,
  }),
  resendOtp: endpoint({ method: 'POST', path: '/api/resend_otp/', body: resendOtpInput, answer: resendOtpAnswer }),
  decide: endpoint({
    method: 'POST',
    path: '/api/user_registration/approve_user/',
    body: userRegistrationDecision,
    answer: userRegistrationRecord,
  }),
  join: endpoint({
    method: 'POST',
    path: '/api/user_registration/join_golf_course/',
    body: joinGolfCourseInput,
    status: 201,
    answer: userRegistrationRecord,
  }),
  askForPasswordLink: endpoint({
    method: 'POST',
    path: '/api/user_registration/reset_password/',
    body: forgotPasswordInput,
    answer: forgotPasswordAnswer,
  }),
  setUserPassword: endpoint({
    method: 'POST',
    path: '/api/users/set_new_user_password/',
    body: adminSetPasswordInput,
    answer: adminSetPasswordAnswer,
  }),
};
