import {
  clubRegistrationEndpoints,
  golfCourseEndpoints,
  type EndpointAnswer,
  type EndpointInput,
} from '@fairway/contract';
import { callEndpoint } from '../../../providers/endpointClient';

/**
 * The calls of a club's registration that are not list/edit: the approved clubs, the public form, the decision, the
 * mailed link (any mailed set-password link: after a club's or a person's approval, or "forgot password").
 */

export type RegisteredGolfCourse = EndpointAnswer<typeof golfCourseEndpoints.registered>[number];

/** The approved clubs anyone may register with (public). */
export const fetchRegisteredGolfCourses = () => callEndpoint(golfCourseEndpoints.registered, {});

export async function registerGolfCourse(body: EndpointInput<typeof clubRegistrationEndpoints.register>['body']) {
  await callEndpoint(clubRegistrationEndpoints.register, { body });
}

export async function decideGolfCourseRegistration(
  body: EndpointInput<typeof clubRegistrationEndpoints.decide>['body'],
) {
  await callEndpoint(clubRegistrationEndpoints.decide, { body });
}

export const setPasswordWithLink = (
  body: EndpointInput<typeof clubRegistrationEndpoints.setPasswordWithLink>['body'],
) => callEndpoint(clubRegistrationEndpoints.setPasswordWithLink, { body });
