import type { AuthProvider } from 'react-admin';
import { HttpError, httpClient } from './httpClient';
import { endSession, getSession, startSession } from './session';

export const LOGIN_ROUTE = '/auth/log-in';

export async function login({ email, password }: { email: string; password: string }): Promise<void> {
  const { json } = await httpClient<{ auth_token: string }>('/auth/token/login', {
    method: 'POST',
    body: { email, password },
  });
  startSession(json.auth_token);
}

export async function logout(): Promise<void> {
  if (getSession().auth_token) {
    // The token ends on the server; whatever the answer, the browser forgets it.
    await httpClient('/auth/token/logout', { method: 'POST' }).catch(() => undefined);
  }
  endSession();
}

/** react-admin's view of the session; the route guard (layout/routing/guard.ts) decides where each page may go. */
export const authProvider: AuthProvider = {
  login,
  logout: async () => {
    await logout();
    return LOGIN_ROUTE;
  },
  checkAuth: async () => {
    if (!getSession().auth_token) throw { redirectTo: LOGIN_ROUTE, message: false };
  },
  checkError: async (error: unknown) => {
    // The HTTP client has already ended the session on a 403 or a repeated 401.
    if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
      throw { redirectTo: LOGIN_ROUTE, logoutUser: false, message: false };
    }
  },
};
