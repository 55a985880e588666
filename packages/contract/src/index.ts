export { Role, type RoleId, roleIds } from './roles.js';
export { description, emailAddress, fieldLimits, isActive, name, referenceId } from './fields.js';
export { instant, recordExample, recordFields } from './records.js';
export { attachmentContentType, attachmentFileUrl, attachmentLimits, attachmentRecord } from './attachments.js';
export {
  currencyCodes,
  dateFormats,
  distanceUnits,
  golfCourseInput,
  golfCourseLimits,
  golfCourseRecord,
  golfCourseStatuses,
  holesCounts,
  registeredGolfCourse,
  timeZoneNames,
} from './golf-courses.js';
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
export {
  courseCard,
  type CourseCard,
  courseCardDistance,
  courseCardHoleInput,
  courseCardInput,
  type CourseCardInput,
  courseLimits,
  golfCourseHoleInput,
  golfCourseHoleRecord,
  golfCourseIndexInput,
  golfCourseIndexRecord,
  holeCategoryInput,
  holeCategoryRecord,
  holeDetailInput,
  holeDetailRecord,
  holeIntermediatePointInput,
  holeIntermediatePointRecord,
  holePointKinds,
  holesByPar,
  playerRoundSectionInput,
  playerRoundSectionRecord,
  ratingGenders,
  sectionHoles,
  sectionHolesQuery,
  teeSetGenders,
} from './courses.js';
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
export {
  changeEmailAnswer,
  changeEmailInput,
  confirmEmailAnswer,
  confirmEmailInput,
  profileInput,
  profileLimits,
  profileRecord,
} from './profile.js';
