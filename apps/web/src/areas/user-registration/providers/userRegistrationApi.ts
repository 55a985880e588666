import { userRegistrationEndpoints, type EndpointInput } from '@fairway/contract';
import { callEndpoint } from '../../../providers/endpointClient';

/** The calls of self-registration, join requests and passwords that are not list/read. */

type BodyOf<Name extends keyof typeof userRegistrationEndpoints> = EndpointInput<
  (typeof userRegistrationEndpoints)[Name]
>['body'];

export const registerUser = (body: BodyOf<'register'>) => callEndpoint(userRegistrationEndpoints.register, { body });

export async function verifyEmail(body: BodyOf<'verifyEmail'>): Promise<void> {
  await callEndpoint(userRegistrationEndpoints.verifyEmail, { body });
}

export const resendOtp = (body: BodyOf<'resendOtp'>) => callEndpoint(userRegistrationEndpoints.resendOtp, { body });

export async function decideUserRegistration(body: BodyOf<'decide'>): Promise<void> {
  await callEndpoint(userRegistrationEndpoints.decide, { body });
}

export async function joinGolfCourse(body: BodyOf<'join'>): Promise<void> {
  await callEndpoint(userRegistrationEndpoints.join, { body });
}

export async function askForPasswordLink(body: BodyOf<'askForPasswordLink'>): Promise<string> {
  return (await callEndpoint(userRegistrationEndpoints.askForPasswordLink, { body })).detail;
}

export const setUserPassword = (body: BodyOf<'setUserPassword'>) =>
  callEndpoint(userRegistrationEndpoints.setUserPassword, { body });
