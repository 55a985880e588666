import type {
  DataProvider,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
} from 'react-admin';
import { HttpError, httpClient } from './httpClient';

/** DRF-style list page: `{"count", "next", "previous", "results"}`. */
interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

const resourceUrl = (resource: string, id?: Identifier) =>
  id === undefined ? `/api/${resource}/` : `/api/${resource}/${encodeURIComponent(String(id))}/`;

/** `q` is the list's Search field; every other filter is a field filter of the API. */
export function listQuery(params: {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}): string {
  const query = new URLSearchParams();
  if (params.pagination) {
    query.set('page', String(params.pagination.page));
    query.set('page_size', String(params.pagination.perPage));
  }
  if (params.sort?.field) query.set('ordering', `${params.sort.order === 'DESC' ? '-' : ''}${params.sort.field}`);
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key === 'q' ? 'search' : key, String(value));
  }
  return query.toString();
}

/**
 * DRF validation errors (`{"field": ["message"]}`, `{"non_field_errors": [...]}`) in the shape react-admin's forms
 * put onto their fields: `body.errors = { field: "message", root: { serverError: "message" } }`.
 */
export function formErrors(body: unknown): Record<string, unknown> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const errors: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const message = Array.isArray(value) ? value.map(String).join(' ') : String(value);
    if (key === 'non_field_errors' || key === 'detail') errors.root = { serverError: message };
    else errors[key] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

async function withFormErrors<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) {
      const errors = formErrors(error.body);
      if (errors) throw new HttpError(error.message, error.status, { errors });
    }
    throw error;
  }
}

/** Only what the form changed travels in a PATCH: read-only fields (`country_name`, `created_at`) stay home. */
function changedFields(data: Record<string, unknown>, previous: Record<string, unknown> | undefined) {
  if (!previous) return data;
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key])),
  );
}

/**
 * `meta: { golfCourseId }` on any call sends the request for that club (`X-Golf-Course`) instead of the session's
 * active course (decision 0034).
 */
export interface ClubMeta {
  golfCourseId?: number;
  /** Sent as the `Idempotency-Key` of a create that posts money. */
  idempotencyKey?: string;
}

function clubOf(params: { meta?: unknown }): { golfCourseId?: number } {
  const golfCourseId = (params.meta as ClubMeta | undefined)?.golfCourseId;
  return typeof golfCourseId === 'number' && golfCourseId > 0 ? { golfCourseId } : {};
}

function idempotencyOf(params: { meta?: unknown }): { headers?: Record<string, string> } {
  const key = (params.meta as ClubMeta | undefined)?.idempotencyKey;
  return key ? { headers: { 'Idempotency-Key': key } } : {};
}

export const dataProvider: DataProvider = {
  getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
    const { json } = await httpClient<Page<R>>(`${resourceUrl(resource)}?${listQuery(params)}`, {
      signal: params.signal,
      ...clubOf(params),
    });
    return { data: json.results, total: json.count };
  },
  getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>) => {
    const { json } = await httpClient<R>(resourceUrl(resource, params.id), {
      signal: params.signal,
      ...clubOf(params),
    });
    return { data: json };
  },
  getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => {
    const records = await Promise.all(
      params.ids.map(
        async (id) =>
          (await httpClient<R>(resourceUrl(resource, id), { signal: params.signal, ...clubOf(params) })).json,
      ),
    );
    return { data: records };
  },
  getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) => {
    const filter = { ...params.filter, [params.target]: params.id };
    const { json } = await httpClient<Page<R>>(
      `${resourceUrl(resource)}?${listQuery({ ...params, filter })}`,
      clubOf(params),
    );
    return { data: json.results, total: json.count };
  },
  create: async (resource, params) => {
    const { json } = await withFormErrors(
      httpClient<RaRecord>(resourceUrl(resource), {
        method: 'POST',
        body: params.data,
        ...clubOf(params),
        ...idempotencyOf(params),
      }),
    );
    return { data: json as never };
  },
  update: async (resource, params) => {
    const { json } = await withFormErrors(
      httpClient<RaRecord>(resourceUrl(resource, params.id), {
        method: 'PATCH',
        body: changedFields(params.data as Record<string, unknown>, params.previousData),
        ...clubOf(params),
      }),
    );
    return { data: json as never };
  },
  updateMany: async (resource, params) => {
    await Promise.all(
      params.ids.map((id) =>
        httpClient(resourceUrl(resource, id), { method: 'PATCH', body: params.data, ...clubOf(params) }),
      ),
    );
    return { data: params.ids };
  },
  delete: async (resource, params) => {
    await httpClient(resourceUrl(resource, params.id), { method: 'DELETE', ...clubOf(params) });
    return { data: params.previousData as never };
  },
  deleteMany: async (resource, params) => {
    await Promise.all(
      params.ids.map((id) => httpClient(resourceUrl(resource, id), { method: 'DELETE', ...clubOf(params) })),
    );
    return { data: params.ids };
  },
};
