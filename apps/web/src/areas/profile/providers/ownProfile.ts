import type { accountEndpoints, EndpointAnswer } from '@fairway/contract';
import { httpClient } from '../../../providers/httpClient';

export type Profile = EndpointAnswer<typeof accountEndpoints.profile>;

/**
 * The profile's method and path as `@fairway/contract` declares them, held to the declaration by the compiler, without
 * the account endpoints' schemas: those bring zod's schemas and the phone-number library into the dashboard, whose
 * Handicap Index card reads the profile (decision 0099, as the scoring page does in decision 0061).
 */
const profileCall = { method: 'GET', path: '/api/users/current/profile/' } as const satisfies Pick<
  typeof accountEndpoints.profile,
  'method' | 'path'
>;

/** The signed-in user's own profile. */
export async function fetchProfile(): Promise<Profile> {
  const { json } = await httpClient<Profile>(profileCall.path, { method: profileCall.method });
  return json;
}
