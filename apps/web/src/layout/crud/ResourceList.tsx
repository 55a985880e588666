import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { mdiPlus } from '@mdi/js';
import {
  BooleanField,
  Datagrid,
  DatagridBody,
  DatagridRow,
  FilterButton,
  List,
  SearchInput,
  useListContext,
  useTranslate,
  type SortPayload,
} from 'react-admin';
import { cloneElement, isValidElement, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClubDateField } from '../club/ClubDateField';
import { useActiveClub } from '../club/useActiveClub';
import { MdiIcon } from '../MdiIcon';
import { MOBILE_BREAKPOINT } from '../theme';
import { useCourseMeta } from './courseScope';
import { CourseScopePicker } from './CourseScopePicker';
import { columnFields, columnLabel, csvColumnsOf, type CsvText } from './csvColumns';
import { ExportListButton } from './ExportListButton';
import { NoRecords } from './NoRecords';
import { usePageLabel } from '../pageLabel';
import { PageHeading } from './PageHeading';
import { ResourceCardList } from './ResourceCardList';
import { useResourceDeclaration } from './resourceDeclaration';
import { useThing } from './useThing';

interface FilterProps {
  alwaysOn?: boolean;
  size?: 'small' | 'medium';
  children?: ReactNode;
}

interface ResourceListProps {
  filters?: ReactElement<FilterProps>[];
  /** Per column source, the text Export writes for a cell the list renders itself (chips, swatches). */
  csvText?: Readonly<Record<string, CsvText>>;
  /** Per column source, a width for columns whose text has a known size (e-mail addresses, names). */
  columnWidths?: Readonly<Record<string, string>>;
  /** More buttons beside the heading's Add (a link to another view of the same records). */
  headingActions?: ReactNode;
  /** Shown between the filter line and the records, inside the list's context (a view of the filtered records). */
  header?: ReactNode;
  /** Filters always applied, that a person does not see or change (the active club, on a super admin's page). */
  filter?: Record<string, unknown>;
  children: ReactNode;
}

/** react-admin would sort by `id`; a sort without a field asks for no ordering, so the server's default applies. */
const serverOrder: SortPayload = { field: '', order: 'ASC' };

/** Columns whose cells have a known size take no more room than that; the fixed layout shares the rest. */
const BOOLEAN_COLUMN_WIDTH = '6.5rem';
const DATE_COLUMN_WIDTH = '7.5rem';
const DATE_TIME_COLUMN_WIDTH = '10rem';

/**
 * The filter bar's controls on one line and one height: react-admin gives its inputs vertical margins, aligns them to
 * the bottom and leaves the list's actions at their own height, which puts fields and buttons on different baselines.
 */
const filterBarSx = {
  '& .RaList-actions, & .RaList-actions form, & .filter-field': { alignItems: 'center', minHeight: 0, pb: 0 },
  '& .RaList-actions .filter-field .MuiFormControl-root': { my: 0 },
  '& .filter-field .MuiFormHelperText-root': { display: 'none' },
  '& .RaList-actions .MuiButton-root': { height: 40 },
} as const;

/**
 * A filter in the bar is small like react-admin's own filter inputs; a reference filter's picker is the input inside
 * it, which react-admin leaves at the normal size.
 */
function smallFilter(filter: ReactElement<FilterProps>, alwaysOn: boolean | undefined) {
  const { children } = filter.props;
  return cloneElement(filter, {
    alwaysOn,
    size: 'small',
    ...(isValidElement<FilterProps>(children) ? { children: cloneElement(children, { size: 'small' }) } : {}),
  });
}

/** A row that opens its record on a click opens it on Enter or Space once the keyboard has brought it into focus. */
function openOnKey(event: KeyboardEvent<HTMLTableRowElement>) {
  if ((event.key === 'Enter' || event.key === ' ') && event.target === event.currentTarget) {
    event.preventDefault();
    event.currentTarget.click();
  }
}
const rowsThatOpen = <DatagridBody row={<DatagridRow tabIndex={0} onKeyDown={openOnKey} />} />;

/** While the records load, as a table or as cards: react-admin's table shows nothing for a second, then grey rows. */
function LoadingRecords() {
  const translate = useTranslate();
  const { isPending } = useListContext();
  return isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null;
}

/**
 * The list page of the resource shown: heading (the page's name, as its menu entry says it), a clearable Search field and filters, Export of the whole list as it
 * is shown, and the records as a table (a card each on phones). Every row is tinted under the pointer (spec section 9);
 * records open their form when they have one, and only those rows show a pointer and take the keyboard's focus.
 */
export function ResourceList({
  filters = [],
  csvText,
  columnWidths = {},
  headingActions,
  header,
  filter,
  children,
}: ResourceListProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down(MOBILE_BREAKPOINT), { noSsr: true });
  const club = useActiveClub();
  const meta = useCourseMeta();
  const { name: resource, recordPath, defaultSort, cardFields, create, subtitle } = useResourceDeclaration();
  const pageLabel = usePageLabel();
  const thing = useThing(resource);
  const things = useThing(resource, 2);
  const addLabel = translate('fairway.form.add', { thing });
  const fields = columnFields(children);
  const context = { resource, translate, club: club ?? null, csvText };
  const columns = csvColumnsOf(children, context);
  const pathOf = recordPath ? (id: string | number) => `${recordPath}/${encodeURIComponent(String(id))}` : undefined;
  const cards = cardFields.flatMap((source) => {
    const field = fields.find((candidate) => candidate.props.source === source);
    return field ? [{ source, label: columnLabel(field, context), element: field }] : [];
  });
  const widthOf = (field: (typeof fields)[number]) => {
    const source = field.props.source!;
    if (columnWidths[source]) return columnWidths[source];
    if (field.type === BooleanField) return BOOLEAN_COLUMN_WIDTH;
    if (field.type === ClubDateField) return field.props.withTime ? DATE_TIME_COLUMN_WIDTH : DATE_COLUMN_WIDTH;
    return undefined;
  };
  const columnWidthSx = Object.fromEntries(
    fields.flatMap((field) => {
      const width = widthOf(field);
      return width ? [[`& th.column-${field.props.source}`, { width }]] : [];
    }),
  );
  const search = (
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('fairway.form.search')}
      slotProps={{ htmlInput: { 'aria-label': translate('fairway.form.search') } }}
    />
  );
  // On a phone only the search stays open; the other filters wait behind the Filter button.
  const shownFilters = filters.map((filter) => smallFilter(filter, isPhone ? false : filter.props.alwaysOn));

  return (
    <>
      <PageHeading
        actions={
          <>
            {headingActions}
            {recordPath && create ? (
              <Button
                component={RouterLink}
                to={`${recordPath}/create`}
                variant="contained"
                startIcon={<MdiIcon path={mdiPlus} />}
              >
                {addLabel}
              </Button>
            ) : null}
          </>
        }
        subtitle={subtitle ? translate(subtitle) : undefined}
      >
        {pageLabel ? translate(pageLabel) : things}
      </PageHeading>
      <List
        resource={resource}
        title={false}
        actions={
          // A club picker, Filter and Export are wider than a phone together: the last goes to a line of its own.
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            {meta ? <CourseScopePicker /> : null}
            {isPhone && filters.length > 0 ? <FilterButton /> : null}
            <ExportListButton columns={columns} />
          </Box>
        }
        empty={false}
        filter={filter}
        perPage={25}
        queryOptions={meta ? { meta } : undefined}
        // A wide table scrolls inside its own wrapper; without this the list grows with it and the whole page scrolls.
        sx={{ '& .RaList-main': { minWidth: 0 }, ...filterBarSx }}
        sort={defaultSort ?? serverOrder}
        filters={[search, ...shownFilters]}
      >
        {header}
        <LoadingRecords />
        {isPhone ? (
          <ResourceCardList fields={cards} label={things} pathOf={pathOf} />
        ) : (
          <Datagrid
            bulkActionButtons={false}
            empty={<NoRecords />}
            hover
            sx={{
              '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
              // Widths come from the headings, not from the rows shown, so a new sort does not move the columns.
              '& .RaDatagrid-table': { tableLayout: 'fixed', minWidth: fields.length * 120 },
              ...columnWidthSx,
              '& .RaDatagrid-rowCell': { overflowWrap: 'break-word' },
              '& .RaDatagrid-row:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
            rowClick={pathOf ? (id) => pathOf(id) : false}
            body={pathOf ? rowsThatOpen : undefined}
          >
            {children}
          </Datagrid>
        )}
      </List>
    </>
  );
}
