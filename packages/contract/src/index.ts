export { Role, type RoleId, roleIds } from './roles.js';
export {
  dateOfBirth,
  dateOfBirthMessages,
  dateOfBirthYears,
  dayMessage,
  description,
  emailAddress,
  fieldLimits,
  isActive,
  name,
  referenceId,
} from './fields.js';
export {
  phoneNumber,
  phoneNumberInE164,
  phoneNumberLength,
  phoneNumberMessages,
  phoneNumberProblem,
  phoneNumberText,
} from './phone-numbers.js';
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
  paperSizes,
  prizesPerPlayerLimits,
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
export {
  addExistingMemberInput,
  addressKinds,
  contactTypeInput,
  contactTypeRecord,
  currentIndex,
  currentIndexQuery,
  golfCourseMemberInput,
  golfCourseMemberRecord,
  handicapIndex,
  indexSources,
  memberAddressInput,
  memberAddressRecord,
  memberContactInput,
  memberContactRecord,
  memberCreateInput,
  memberGenders,
  memberIndexInput,
  memberIndexRecord,
  memberInput,
  memberLimits,
  memberRecord,
  membershipStatuses,
  nonClubMemberRecord,
} from './members.js';
export {
  adminSetPasswordAnswer,
  adminSetPasswordInput,
  forgotPasswordAnswer,
  forgotPasswordInput,
  joinGolfCourseInput,
  otpForSupportAnswer,
  otpForSupportInput,
  registrationUid,
  resendOtpAnswer,
  resendOtpInput,
  userRegistrationAnswer,
  userRegistrationDecision,
  userRegistrationInput,
  userRegistrationKinds,
  userRegistrationLimits,
  userRegistrationRecord,
  userRegistrationStatuses,
  verifyEmailAnswer,
  verifyEmailInput,
} from './user-registration.js';
export {
  clubMemberChoice,
  clubRoles,
  eventManagerCandidate,
  eventManagerInput,
  eventManagerRecord,
  golfCourseChoice,
  newGolferInput,
  peopleLimits,
  roleGrantInput,
  rosterChangeInput,
  rosterPlayer,
  rosterQuery,
  userChangeInput,
  userCreateInput,
} from './roles-and-event-managers.js';
export {
  type Endpoint,
  endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type EndpointMethod,
  endpointPath,
} from './endpoints.js';
export { eventManagerEndpoints } from './event-manager-endpoints.js';
export { userRoleEndpoints } from './user-role-endpoints.js';
export { accountEndpoints } from './account-endpoints.js';
export { clubRegistrationEndpoints } from './club-registration-endpoints.js';
export { golfCourseEndpoints } from './golf-course-endpoints.js';
export { courseCardEndpoints } from './course-card-endpoints.js';
export { userRegistrationEndpoints } from './user-registration-endpoints.js';
export { memberEndpoints } from './member-endpoints.js';
export * from './tournaments.js';
export { tournamentEndpoints } from './tournament-endpoints.js';
export * from './billing-contract.js';
export { drawSheetKinds, drawSheetQuery, tournamentSheetEndpoints } from './tournament-sheet-endpoints.js';
export * from './news.js';
export { newsEndpoints } from './news-endpoints.js';
export * from './scoring.js';
export { leaderboardStreamPath } from './leaderboard-stream.js';
export { scoringEndpoints } from './scoring-endpoints.js';
export * from './results.js';
export { resultEndpoints } from './results-endpoints.js';
export * from './contests.js';
export { contestEndpoints } from './contest-endpoints.js';
export * from './handicaps.js';
export { handicapEndpoints } from './handicap-endpoints.js';
export * from './score-details.js';
export { scoreDetailEndpoints } from './score-details-endpoints.js';
export * from './tee-sheet.js';
export { teeSheetEndpoints, teeSheetStreamPath } from './tee-sheet-endpoints.js';
export * from './ballots.js';
export { ballotEndpoints } from './ballot-endpoints.js';
export * from './visitor-bookings.js';
export * from './entering.js';
export { enteringEndpoints } from './entering-endpoints.js';
export * from './general-play.js';
export { generalPlayEndpoints } from './general-play-endpoints.js';
export * from './terminals.js';
export { terminalEndpoints } from './terminal-endpoints.js';
export {
  knockoutBrackets,
  type KnockoutChart,
  knockoutChart,
  knockoutCorrectionInput,
  knockoutDecisions,
  knockoutDrawInput,
  knockoutEndpoints,
  knockoutLimits,
  type KnockoutMatchLine,
  knockoutMatch,
  knockoutResultInput,
  knockoutSeedings,
} from './knockouts.js';
