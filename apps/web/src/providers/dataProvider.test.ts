import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fakeApi';
import { dataProvider } from './dataProvider';
import { HttpError } from './httpClient';
import { chooseGolfCourse, startSession } from './session';

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse({ id: 1, name: 'Club 1' });
});
afterEach(() => vi.unstubAllGlobals());

const page = { count: 42, next: null, previous: null, results: [{ id: 3, name: 'India' }] };

describe('data provider', () => {
  it('asks for a list page with page, page_size, search, ordering and field filters', async () => {
    const requests = fakeApi(() => ({ status: 200, body: page }));
    const result = await dataProvider.getList('states', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'Kar', country_id: 3, is_active: 'true', state_id: '' },
    });
    expect(result).toEqual({ data: page.results, total: 42 });
    expect(requests[0]!.path).toBe('/api/states/');
    expect(Object.fromEntries(requests[0]!.search)).toEqual({
      page: '2',
      page_size: '25',
      ordering: '-name',
      search: 'Kar',
      country_id: '3',
      is_active: 'true',
    });
  });

  it("sends a call's meta.golfCourseId as X-Golf-Course instead of the active course", async () => {
    const requests = fakeApi(() => ({ status: 200, body: page }));
    await dataProvider.getList('hole_categories', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: '', order: 'ASC' },
      filter: {},
      meta: { golfCourseId: 2 },
    });
    await dataProvider.create('golf_course_indexes', { data: { par: 72 }, meta: { golfCourseId: 2 } });
    await dataProvider.delete('golf_course_indexes', { id: 4, meta: { golfCourseId: 2 } });
    await dataProvider.getOne('hole_categories', { id: 3 });
    expect(requests.map((request) => request.headers.get('X-Golf-Course'))).toEqual(['2', '2', '2', '1']);
  });

  it('patches only the fields the form changed', async () => {
    const requests = fakeApi(() => ({ status: 200, body: { id: 3, name: 'Bharat', iso_code: 'IN' } }));
    const previousData = { id: 3, name: 'India', iso_code: 'IN', created_at: '2026-01-01T00:00:00Z' };
    await dataProvider.update('countries', { id: 3, data: { ...previousData, name: 'Bharat' }, previousData });
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: '/api/countries/3/', body: { name: 'Bharat' } });
  });

  it('puts DRF validation errors onto the form fields, and non_field_errors at the form root', async () => {
    fakeApi(() => ({ status: 400, body: { iso_code: ['Use two letters.'], non_field_errors: ['Name taken.'] } }));
    const error = await dataProvider.create('countries', { data: { name: 'India' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Iso code: Use two letters.');
    expect((error as HttpError).body).toEqual({
      errors: { iso_code: 'Use two letters.', root: { serverError: 'Name taken.' } },
    });
  });

  it('says why a record still in use cannot be deleted (409)', async () => {
    fakeApi(() => ({ status: 409, body: { detail: 'India still has states.' } }));
    await expect(dataProvider.delete('countries', { id: 3, previousData: { id: 3, name: 'India' } })).rejects.toThrow(
      'India still has states.',
    );
  });
});
