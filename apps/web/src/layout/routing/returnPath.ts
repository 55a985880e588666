/**
 * The page a user returns to once signed in (and their club chosen), carried as `?next=` by the login page and the
 * course choice: the scoring page sends a signed-out phone there with its own address.
 */
export const RETURN_PARAM = 'next';

/**
 * The return path of a query string, or null. Only a path of this site is taken, never an address elsewhere (an open
 * redirect): it starts with one `/`, and read against this site's origin it stays on it.
 */
export function returnPathOf(search: string): string | null {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  // Browsers read a backslash as a slash and drop tabs and line breaks: `/\evil.example` would be another site.
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  const origin = window.location.origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** `page` with the return path kept in its query, when there is one. */
export function withReturnPath(page: string, returnPath: string | null): string {
  return returnPath ? `${page}?${new URLSearchParams({ [RETURN_PARAM]: returnPath }).toString()}` : page;
}

/**
 * Loads the return path whole rather than through the admin app's router: the scoring page is an entry of its own
 * (decision 0061), and the admin app's route at its address is not open to every role that scores or corrects.
 */
export function loadReturnPath(returnPath: string): void {
  window.location.replace(returnPath);
}
