import type { DataProvider, RaRecord, SortPayload } from 'react-admin';

/** The most the API serves in one page: it clamps any larger `page_size` to this. */
export const EXPORT_PAGE_SIZE = 100;

/** One column of the file: the heading the list shows, and a record's cell as the list shows it. */
export interface CsvColumn {
  header: string;
  text: (record: RaRecord) => string;
}

export interface ListToCsvOptions {
  resource: string;
  /** The list's filters as react-admin holds them, `q` being its Search field. */
  filter: Record<string, unknown>;
  /** The data provider's meta of the list's calls (the club a super admin's copy is about). */
  meta?: Record<string, unknown>;
  sort: SortPayload;
  columns: readonly CsvColumn[];
}

/** A value with no better rendering as text: nested values written out, nothing for null. */
export function cellText(value: unknown): string {
  if (value == null) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(cellText).filter(Boolean).join('; ');
  if (typeof value === 'object') return Object.values(value).map(cellText).filter(Boolean).join(' ');
  return String(value);
}

/**
 * A cell a spreadsheet would run as a formula (`=`, `@`, or a sign not starting a plain number) gets a leading quote,
 * so that a name typed by a user cannot turn into a formula in the club's spreadsheet (OWASP "CSV injection").
 */
function neutraliseFormula(text: string): string {
  return /^[=@\t\r]/.test(text) || /^[+-](?![\d\s().-]*$)/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled. */
function csvCell(value: string): string {
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsv(records: RaRecord[], columns: readonly CsvColumn[]): string {
  const lines = [
    columns.map((column) => column.header),
    ...records.map((record) => columns.map((column) => column.text(record))),
  ];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n');
}

/** Every record of a list with its search, filters and sort, read page by page until the API's `count` is reached. */
async function readEveryPage(dataProvider: DataProvider, { resource, filter, sort, meta }: ListToCsvOptions) {
  const records: RaRecord[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await dataProvider.getList(resource, {
      pagination: { page, perPage: EXPORT_PAGE_SIZE },
      filter,
      meta,
      sort,
    });
    records.push(...data);
    const allRead = total === undefined ? data.length < EXPORT_PAGE_SIZE : records.length >= total;
    if (allRead || data.length === 0) return records;
  }
}

/** A whole list as CSV: one header line of the list's column headings, then one line per record. */
export async function listToCsv(dataProvider: DataProvider, options: ListToCsvOptions): Promise<string> {
  const records = await readEveryPage(dataProvider, options);
  return toCsv(records, options.columns);
}
