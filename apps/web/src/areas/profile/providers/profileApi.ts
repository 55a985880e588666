import { accountEndpoints, type EndpointInput } from '@fairway/contract';
import { callEndpoint } from '../../../providers/endpointClient';

/** The signed-in user's own profile and e-mail address. */

export { fetchProfile, type Profile } from './ownProfile';
export type ProfileChange = EndpointInput<typeof accountEndpoints.saveProfile>['body'];

export const saveProfile = (body: ProfileChange) => callEndpoint(accountEndpoints.saveProfile, { body });

export const askToChangeEmail = (body: EndpointInput<typeof accountEndpoints.changeEmail>['body']) =>
  callEndpoint(accountEndpoints.changeEmail, { body });

/** The mailed link's page: public, so it works signed in or not. */
export const confirmEmail = (token: string) => callEndpoint(accountEndpoints.confirmEmail, { body: { token } });
