import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { mdiPlus } from '@mdi/js';
import { BooleanField, Datagrid, FilterButton, List, SearchInput, useTranslate, type SortPayload } from 'react-admin';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useActiveClub } from '../club/useActiveClub';
import { MdiIcon } from '../MdiIcon';
import { MOBILE_BREAKPOINT } from '../theme';
import { columnFields, columnLabel, csvColumnsOf, type CsvText } from './csvColumns';
import { ExportListButton } from './ExportListButton';
import { PageHeading } from './PageHeading';
import { ResourceCardList } from './ResourceCardList';
import { useResourceDeclaration } from './resourceDeclaration';
import { useThing } from './useThing';

interface ResourceListProps {
  filters?: ReactElement<{ alwaysOn?: boolean }>[];
  /** Per column source, the text Export writes for a cell the list renders itself (chips, swatches). */
  csvText?: Readonly<Record<string, CsvText>>;
  children: ReactNode;
}

/** react-admin would sort by `id`; a sort without a field asks for no ordering, so the server's default applies. */
const serverOrder: SortPayload = { field: '', order: 'ASC' };

/** A yes/no column needs no more room than its heading; the fixed layout shares the rest among the others. */
const BOOLEAN_COLUMN_WIDTH = '9rem';

/**
 * The filter bar's controls on one line and one height: react-admin leaves room for helper text under inputs and
 * aligns its toolbar to the bottom, which puts the buttons and the fields on different baselines.
 */
const filterBarSx = {
  '& .RaList-actions': { alignItems: 'center', minHeight: 0, pt: 0 },
  '& .RaList-actions > .MuiToolbar-root': { alignItems: 'center', minHeight: 0, py: 1 },
  '& .RaFilterForm-root': { alignItems: 'center', minHeight: 0, py: 1, gap: 1 },
  '& .RaFilterForm-filterFormInput': { alignItems: 'center' },
  '& .RaFilterFormInput-spacer': { display: 'none' },
  '& .RaFilterForm-root .MuiFormControl-root': { my: 0 },
  '& .RaFilterForm-root .MuiFormHelperText-root': { display: 'none' },
  '& .RaFilterForm-root .MuiInputBase-root, & .RaList-actions .MuiButton-root': { height: 40 },
} as const;

/**
 * The list page of the resource shown: heading, a clearable Search field and filters, Export of the whole list as it
 * is shown, and the records as a table (a card each on phones). Records open their form when they have one; otherwise
 * nothing about them looks clickable.
 */
export function ResourceList({ filters = [], csvText, children }: ResourceListProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down(MOBILE_BREAKPOINT), { noSsr: true });
  const club = useActiveClub();
  const { name: resource, recordPath, defaultSort, cardFields } = useResourceDeclaration();
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
  const booleanColumns = fields.filter((field) => field.type === BooleanField).map((field) => field.props.source);
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
  const shownFilters = isPhone ? filters.map((filter) => cloneElement(filter, { alwaysOn: false })) : filters;

  return (
    <>
      <PageHeading
        actions={
          recordPath ? (
            <Button
              component={RouterLink}
              to={`${recordPath}/create`}
              variant="contained"
              startIcon={<MdiIcon path={mdiPlus} />}
            >
              {addLabel}
            </Button>
          ) : null
        }
      >
        {things}
      </PageHeading>
      <List
        resource={resource}
        title={false}
        actions={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {isPhone && filters.length > 0 ? <FilterButton /> : null}
            <ExportListButton columns={columns} />
          </Box>
        }
        empty={false}
        perPage={25}
        // A wide table scrolls inside its own wrapper; without this the list grows with it and the whole page scrolls.
        sx={{ '& .RaList-main': { minWidth: 0 }, ...filterBarSx }}
        sort={defaultSort ?? serverOrder}
        filters={[search, ...shownFilters]}
      >
        {isPhone ? (
          <ResourceCardList fields={cards} label={things} pathOf={pathOf} />
        ) : (
          <Datagrid
            bulkActionButtons={false}
            hover={recordPath !== undefined}
            sx={{
              '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
              // Widths come from the headings, not from the rows shown, so a new sort does not move the columns.
              '& .RaDatagrid-table': { tableLayout: 'fixed', minWidth: fields.length * 150 },
              ...Object.fromEntries(
                booleanColumns.map((source) => [`& th.column-${source}`, { width: BOOLEAN_COLUMN_WIDTH }]),
              ),
              '& .RaDatagrid-rowCell': { overflowWrap: 'anywhere' },
            }}
            rowClick={pathOf ? (id) => pathOf(id) : false}
          >
            {children}
          </Datagrid>
        )}
      </List>
    </>
  );
}
