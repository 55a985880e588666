import { BooleanField, FunctionField, NumberField, TextField } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { labels as masterDataLabels } from '../../areas/master-data/labels/master-data';
import { labels as peopleLabels } from '../../areas/members/labels/people';
import { addLabels, i18nProvider } from '../../providers/i18nProvider';
import { ClubDateField } from '../club/ClubDateField';
import { csvColumnsOf, type CsvColumnsContext } from './csvColumns';

// An area's labels load with its screens; these columns are the users' and the score terms'.
addLabels(peopleLabels);
addLabels(masterDataLabels);
const translate = i18nProvider.translate;
const london = { timeZone: 'Europe/London', dateFormat: 'DD/MM/YYYY' } as const;
const kolkata = { timeZone: 'Asia/Kolkata', dateFormat: 'DD-MM-YYYY' } as const;

const userColumns = (
  <>
    <FunctionField source="user_name" render={() => 'avatar and name'} />
    <TextField source="email" />
    <BooleanField source="is_active" />
    <BooleanField source="email_verified" />
    <ClubDateField source="last_login_at" withTime />
    <ClubDateField source="created_at" />
    <FunctionField source="roles" render={() => 'chips'} />
  </>
).props.children;

const ann = {
  id: 7,
  user_name: 'Ann Lee',
  email: 'ann@demo.fairway.golf',
  is_active: true,
  email_verified: false,
  last_login_at: '2026-03-29T01:30:00Z',
  created_at: '2026-01-01T23:30:00Z',
  roles: [{ role: 4 }, { role: 1 }],
  password_hash: 'never exported',
};

const context = (overrides: Partial<CsvColumnsContext> = {}): CsvColumnsContext => ({
  resource: 'users',
  translate,
  club: london,
  csvText: { roles: () => 'Super Admin; Admin' },
  ...overrides,
});

const rowOf = (columns: ReturnType<typeof csvColumnsOf>, record: typeof ann) =>
  columns.map((column) => column.text(record));

describe("Export's columns", () => {
  it("are the list's columns in its order, headed with the list's labels", () => {
    expect(csvColumnsOf(userColumns, context()).map((column) => column.header)).toEqual([
      'Name',
      'Email',
      'Active',
      'Email verified',
      'Last sign-in',
      'Created',
      'Roles',
    ]);
  });

  it("write dates on the club's clock and in its format, and booleans as Yes and No", () => {
    expect(rowOf(csvColumnsOf(userColumns, context()), ann)).toEqual([
      'Ann Lee',
      'ann@demo.fairway.golf',
      'Yes',
      'No',
      '29/03/2026 02:30',
      '01/01/2026',
      'Super Admin; Admin',
    ]);
    expect(rowOf(csvColumnsOf(userColumns, context({ club: kolkata })), ann).slice(4, 6)).toEqual([
      '29-03-2026 07:00',
      '02-01-2026',
    ]);
  });

  it('write UTC dates as YYYY-MM-DD without a club, and empty cells for missing values', () => {
    const columns = csvColumnsOf(userColumns, context({ club: null }));
    expect(
      rowOf(columns, { ...ann, last_login_at: null as unknown as string, is_active: null as unknown as boolean }),
    ).toEqual(['Ann Lee', 'ann@demo.fairway.golf', '', 'No', '', '2026-01-01', 'Super Admin; Admin']);
  });

  it("take a field's own label and leave out elements that show no column", () => {
    const children = (
      <>
        <NumberField source="strokes_to_par" label="To par" />
        <TextField source="name" />
        <span>not a column</span>
      </>
    ).props.children;
    const columns = csvColumnsOf(children, context({ resource: 'score_terms' }));
    expect(columns.map((column) => column.header)).toEqual(['To par', 'Name']);
    expect(columns.map((column) => column.text({ id: 1, strokes_to_par: -1, name: 'Birdie' }))).toEqual([
      '-1',
      'Birdie',
    ]);
  });
});
