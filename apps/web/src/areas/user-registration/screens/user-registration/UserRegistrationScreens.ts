// The pages of self-registration, join requests and passwords, loaded together: each is small.
export { ForgotPassword } from './ForgotPassword';
export { JoinGolfCourses } from './JoinGolfCourses';
export { ResendOtp } from './ResendOtp';
export { SetUserPassword } from './SetUserPassword';
export { UserRegistration } from './UserRegistration';
export { VerifyEmail } from './VerifyEmail';
