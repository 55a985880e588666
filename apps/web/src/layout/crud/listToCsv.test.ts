import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../providers/dataProvider';
import { startSession } from '../../providers/session';
import { fakeApi, type FakeRequest } from '../../test/fakeApi';
import { cellText, listToCsv, type CsvColumn } from './listToCsv';

beforeEach(() => {
  localStorage.clear();
  startSession('token');
});
afterEach(() => vi.unstubAllGlobals());

const cities = Array.from({ length: 250 }, (_, index) => ({
  id: index + 1,
  name: `City ${index + 1}`,
  state_name: 'Karnataka',
  is_active: true,
}));

/** The API's list paging: `page_size` is clamped to 100, as the server does. */
function servePages(records: object[]) {
  return (request: FakeRequest) => {
    const size = Math.min(Number(request.search.get('page_size') ?? 100), 100);
    const page = Number(request.search.get('page') ?? 1);
    return {
      status: 200,
      body: {
        count: records.length,
        next: null,
        previous: null,
        results: records.slice((page - 1) * size, page * size),
      },
    };
  };
}

const csvLines = (csv: string) => csv.split('\r\n');

/** Columns headed by the field names and showing the values as they are: what these tests need of a list. */
const plainColumns = (...sources: string[]): CsvColumn[] =>
  sources.map((source) => ({ header: source, text: (record) => cellText(record[source]) }));
const cityColumns = plainColumns('id', 'name', 'state_name', 'is_active');

describe('listToCsv', () => {
  it('reads all 250 rows over pages 1, 2 and 3 of 100, and writes them under one header', async () => {
    const requests = fakeApi(servePages(cities));
    const csv = await listToCsv(dataProvider, {
      resource: 'cities',
      filter: {},
      sort: { field: 'name', order: 'ASC' },
      columns: cityColumns,
    });
    expect(
      requests.map((request) => [request.path, request.search.get('page'), request.search.get('page_size')]),
    ).toEqual([
      ['/api/cities/', '1', '100'],
      ['/api/cities/', '2', '100'],
      ['/api/cities/', '3', '100'],
    ]);
    const lines = csvLines(csv);
    expect(lines).toHaveLength(251);
    expect(lines[0]).toBe('id,name,state_name,is_active');
    expect(lines[1]).toBe('1,City 1,Karnataka,true');
    expect(lines[250]).toBe('250,City 250,Karnataka,true');
  });

  it("passes the list's search, filters and sort to every page", async () => {
    const requests = fakeApi(servePages(cities));
    await listToCsv(dataProvider, {
      resource: 'cities',
      filter: { q: 'City', state_id: 7, is_active: 'true' },
      sort: { field: 'name', order: 'DESC' },
      columns: cityColumns,
    });
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(Object.fromEntries(request.search)).toMatchObject({
        search: 'City',
        state_id: '7',
        is_active: 'true',
        ordering: '-name',
        page_size: '100',
      });
    }
  });

  it('asks for one page when the list fits in it, and writes only the header for an empty list', async () => {
    const options = {
      resource: 'cities',
      filter: {},
      sort: { field: 'name', order: 'ASC' },
      columns: cityColumns,
    } as const;
    const requests = fakeApi(servePages(cities.slice(0, 100)));
    expect(csvLines(await listToCsv(dataProvider, options))).toHaveLength(101);
    expect(requests).toHaveLength(1);

    fakeApi(servePages([]));
    expect(await listToCsv(dataProvider, options)).toBe('id,name,state_name,is_active');
  });

  it('writes nested values as text, quotes what needs quoting, and keeps formulas from running', async () => {
    const user = {
      id: 1,
      user_name: 'Ann "The Ace" Lee, Jr.',
      phone: '+44 20 7946 0000',
      notes: '=HYPERLINK("http://example.com")',
      last_login_at: null,
      tags: ['gold', 'senior'],
    };
    fakeApi(servePages([user]));
    const csv = await listToCsv(dataProvider, {
      resource: 'users',
      filter: {},
      sort: { field: 'email', order: 'ASC' },
      columns: plainColumns('id', 'user_name', 'phone', 'notes', 'last_login_at', 'tags'),
    });
    expect(csvLines(csv)).toEqual([
      'id,user_name,phone,notes,last_login_at,tags',
      '1,"Ann ""The Ace"" Lee, Jr.",+44 20 7946 0000,"\'=HYPERLINK(""http://example.com"")",,gold; senior',
    ]);
  });
});
