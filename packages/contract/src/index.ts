export { Role, type RoleId, roleIds } from './roles.js';
export { description, fieldLimits, isActive, name, referenceId } from './fields.js';
export { instant, recordExample, recordFields } from './records.js';
export {
  cityInput,
  cityRecord,
  countryInput,
  countryRecord,
  namedTypeInput,
  prizeTypeRecord,
  scoreTermInput,
  scoreTermRecord,
  stateInput,
  stateRecord,
  userTypeRecord,
} from './master-data.js';
export {
  authTokenRecord,
  changeOwnPasswordInput,
  currentUser,
  initData,
  loginInput,
  newPassword,
  passwordLength,
  userRecord,
} from './users.js';
export { type ValidationIssue, validationMessage } from './validation-messages.js';
export { mailOutboxRecord, mailStatuses } from './mail.js';
export {
  golfCourseRegistrationAnswer,
  golfCourseRegistrationDecision,
  golfCourseRegistrationInput,
  golfCourseRegistrationRecord,
  golfCourseRegistrationStatuses,
  registrationLimits,
  setPasswordWithLinkAnswer,
  setPasswordWithLinkInput,
} from './club-registration.js';
