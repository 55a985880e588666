import Button from '@mui/material/Button';
import { mdiPlus } from '@mdi/js';
import type { ReactElement, ReactNode } from 'react';
import { Datagrid, List, SearchInput, useTranslate, type SortPayload } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MdiIcon } from '../MdiIcon';
import { ExportListButton } from './ExportListButton';
import type { ListToCsvOptions } from './listToCsv';
import { PageHeading } from './PageHeading';
import { useResourceDeclaration } from './resourceDeclaration';
import { useThing } from './useThing';

interface ResourceListProps {
  filters?: ReactElement[];
  /** How a record is written as a CSV row by Export; by default its own fields. */
  toCsvRow?: ListToCsvOptions['toCsvRow'];
  children: ReactNode;
}

/** react-admin would sort by `id`; a sort without a field asks for no ordering, so the server's default applies. */
const serverOrder: SortPayload = { field: '', order: 'ASC' };

/**
 * The list page of the resource shown: heading, a clearable Search field and filters, Export of the whole list, rows
 * that highlight on hover and open their form.
 */
export function ResourceList({ filters = [], toCsvRow, children }: ResourceListProps) {
  const translate = useTranslate();
  const { name: resource, recordPath, defaultSort } = useResourceDeclaration();
  const thing = useThing(resource);
  const things = useThing(resource, 2);
  const addLabel = translate('fairway.form.add', { thing });
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
        actions={<ExportListButton toCsvRow={toCsvRow} />}
        empty={false}
        perPage={25}
        // A wide table scrolls inside its own wrapper; without this the list grows with it and the whole page scrolls.
        sx={{ '& .RaList-main': { minWidth: 0 } }}
        sort={defaultSort ?? serverOrder}
        filters={[
          <SearchInput
            key="q"
            source="q"
            alwaysOn
            placeholder={translate('fairway.form.search')}
            slotProps={{ htmlInput: { 'aria-label': translate('fairway.form.search') } }}
          />,
          ...filters,
        ]}
      >
        <Datagrid
          bulkActionButtons={false}
          hover
          sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
          rowClick={recordPath ? (id) => `${recordPath}/${encodeURIComponent(String(id))}` : false}
        >
          {children}
        </Datagrid>
      </List>
    </>
  );
}
