import { type ListedPage } from '../db/list-query.js';
import { notFound } from './errors.js';

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/**
 * DRF's page: the count and the rows with links to the next and previous pages, absolute under PUBLIC_URL, else
 * relative to the server (never built from the request's Host header, which the client chooses). A page past the last
 * answers 404 "Invalid page.", as DRF does.
 */
export function pageWithLinks<T>(listed: ListedPage<T>, link: { url: string; publicUrl: string | undefined }): Page<T> {
  const lastPage = Math.max(1, Math.ceil(listed.count / listed.pageSize));
  if (listed.page > lastPage) throw notFound('Invalid page.');
  const [path = '/', query = ''] = link.url.split('?', 2);
  const linkTo = (page: number) => {
    const parameters = new URLSearchParams(query);
    if (page === 1) parameters.delete('page');
    else parameters.set('page', String(page));
    const search = parameters.size > 0 ? `?${parameters}` : '';
    return `${link.publicUrl ?? ''}${path.replace(/\/{2,}/g, '/')}${search}`;
  };
  return {
    count: listed.count,
    next: listed.page < lastPage ? linkTo(listed.page + 1) : null,
    previous: listed.page > 1 ? linkTo(listed.page - 1) : null,
    results: listed.results,
  };
}
