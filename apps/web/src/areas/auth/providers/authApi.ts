import { accountEndpoints, type EndpointInput } from '@fairway/contract';
import { callEndpoint } from '../../../providers/endpointClient';

/** The signed-in user's own password. */
export async function resetMyPassword(body: EndpointInput<typeof accountEndpoints.changeOwnPassword>['body']) {
  await callEndpoint(accountEndpoints.changeOwnPassword, { body });
}
