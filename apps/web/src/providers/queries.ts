import { QueryClient, useQuery } from '@tanstack/react-query';
import { arrivedCurrentUser, arrivedInit, askCurrentUser, askInit } from './api';
import { useSession } from './session';

/** Spec section 7: data queries do not refetch on window focus, do not retry, and run regardless of online status. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The signed-in user's courses (`GET /api/init/`). */
export function useInitData() {
  const { auth_token } = useSession();
  return useQuery({
    queryKey: ['init', auth_token],
    queryFn: () => askInit(auth_token),
    // Drawn with it at once; the query still takes the early answer as its first fetch.
    initialData: () => arrivedInit(auth_token),
    enabled: auth_token !== null,
  });
}

/** The signed-in user in the active course (`GET /api/users/current/`): roles and the individual-rounds flag. */
export function useCurrentUser() {
  const { auth_token, active_golf_course_id } = useSession();
  return useQuery({
    queryKey: ['currentUser', auth_token, active_golf_course_id],
    queryFn: () => askCurrentUser(auth_token, active_golf_course_id),
    initialData: () => arrivedCurrentUser(auth_token, active_golf_course_id),
    enabled: auth_token !== null,
  });
}

export const roleIdsOf = (user: { user_roles: { id: number }[] } | undefined): number[] =>
  user ? user.user_roles.map((role) => role.id) : [];
