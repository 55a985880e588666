import Button from '@mui/material/Button';
import { mdiPlus } from '@mdi/js';
import type { ReactElement, ReactNode } from 'react';
import { Datagrid, List, SearchInput, useTranslate, type SortPayload } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MdiIcon } from '../MdiIcon';
import { PageHeading } from './PageHeading';
import { useThing } from './useThing';

interface ResourceListProps {
  resource: string;
  /** Where the records' forms live: `{recordPath}/create` and `{recordPath}/{id}`; none for a read-only list. */
  recordPath?: string;
  filters?: ReactElement[];
  sort?: SortPayload;
  children: ReactNode;
}

/** A list page: heading, a clearable Search field and filters, rows that highlight on hover and open their form. */
export function ResourceList({ resource, recordPath, filters = [], sort, children }: ResourceListProps) {
  const translate = useTranslate();
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
        actions={false}
        empty={false}
        perPage={25}
        sort={sort ?? { field: 'name', order: 'ASC' }}
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
