import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { mdiDelete, mdiPencil, mdiPlus } from '@mdi/js';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useConfirm } from '../../layout/ConfirmDialog';
import type { InputSchema } from '../../layout/crud/contractResolver';
import { RecordDialog } from '../../layout/crud/RecordDialog';
import { serverErrorMessage } from '../../layout/crud/serverErrorMessage';
import { useThing } from '../../layout/crud/useThing';
import { ErrorAlert } from '../../layout/ErrorAlert';
import { MdiIcon } from '../../layout/MdiIcon';

export interface SubListColumn {
  source: string;
  align?: 'right';
  /** A long text (an address, a note) wraps; other values keep to one line and the table scrolls instead. */
  wraps?: boolean;
  render(record: RaRecord): ReactNode;
}

interface SubListProps {
  /** The API resource of the rows: member_addresses, member_contacts, member_indexes. */
  resource: string;
  schema: InputSchema;
  memberId: number;
  columns: SubListColumn[];
  /** The dialog's inputs. */
  inputs: ReactNode;
  /** A new row's values before the admin types. */
  newRecord(): Record<string, unknown>;
  representation(record: RaRecord): string;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Shown above the table, from the rows (the index history's chart). */
  above?(rows: RaRecord[]): ReactNode;
  /** After any change, for what shows the rows' consequences (the member's current index). */
  onChanged?(): void;
  /** Shown without add, change or delete: rows the viewer reads but others keep (a golfer's own index history). */
  readOnly?: boolean;
}

function SubListDialog({
  resource,
  schema,
  record,
  inputs,
  representation,
  onClose,
  onSaved,
}: {
  resource: string;
  schema: InputSchema;
  record: RaRecord | Record<string, unknown>;
  inputs: ReactNode;
  representation(record: RaRecord): string;
  onClose(): void;
  onSaved(): void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const thing = useThing(resource);
  const existing = 'id' in record ? (record as RaRecord) : null;

  const save = async (values: Record<string, unknown>) => {
    const data = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, values[key]]));
    if (existing) await dataProvider.update(resource, { id: existing.id, data, previousData: existing });
    else await dataProvider.create(resource, { data });
  };

  return (
    <RecordDialog
      title={translate(existing ? 'fairway.form.edit' : 'fairway.form.add', {
        thing,
        name: existing ? representation(existing) : '',
      })}
      schema={schema}
      resource={resource}
      record={record}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      hiddenFields={['member_id']}
    >
      {inputs}
    </RecordDialog>
  );
}

/** A golfer's rows of one kind (addresses, contacts, indexes) as a small table, each added and changed in a dialog. */
export function SubList({
  resource,
  schema,
  memberId,
  columns,
  inputs,
  newRecord,
  representation,
  sort = { field: 'id', order: 'ASC' },
  above,
  onChanged,
  readOnly = false,
}: SubListProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const confirm = useConfirm();
  const thing = useThing(resource);
  const things = useThing(resource, 2);
  const rows = useGetList(resource, {
    pagination: { page: 1, perPage: 100 },
    sort,
    filter: { member_id: memberId },
  });
  const [editing, setEditing] = useState<RaRecord | 'new' | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const label = (source: string) => translate(`resources.${resource}.fields.${source}`);
  const changed = () => {
    void rows.refetch();
    onChanged?.();
  };

  const remove = async (record: RaRecord) => {
    if (!(await confirm({ msg: representation(record) }))) return;
    setDeleteError(null);
    try {
      await dataProvider.delete(resource, { id: record.id, previousData: record });
      changed();
    } catch (error) {
      setDeleteError(serverErrorMessage(error, schema, translate('fairway.form.unreachable')));
    }
  };

  const data = rows.data ?? [];
  return (
    <Box data-testid={`sub-list-${resource}`} sx={{ mb: 2, width: '100%', minWidth: 0 }}>
      {rows.error ? (
        <ErrorAlert>{serverErrorMessage(rows.error, schema, translate('fairway.form.unreachable'))}</ErrorAlert>
      ) : null}
      {deleteError ? <ErrorAlert>{deleteError}</ErrorAlert> : null}
      {rows.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {above ? above(data) : null}
      {!rows.isPending && data.length === 0 && !rows.error ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {translate('fairway.members.none', { things: things.toLowerCase() })}
        </Typography>
      ) : null}
      {data.length > 0 ? (
        <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table
            size="small"
            aria-label={things}
            sx={{ '& td, & th': { px: 1 }, '& th': { lineHeight: 1.2, verticalAlign: 'bottom' } }}
          >
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.source} align={column.align}>
                    {label(column.source)}
                  </TableCell>
                ))}
                {readOnly ? null : <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((record) => (
                <TableRow key={record.id} hover>
                  {columns.map((column) => (
                    <TableCell
                      key={column.source}
                      align={column.align}
                      sx={column.wraps ? { minWidth: { xs: '8rem', sm: '12rem' } } : { whiteSpace: 'nowrap' }}
                    >
                      {column.render(record)}
                    </TableCell>
                  ))}
                  {readOnly ? null : (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        size="small"
                        aria-label={`${translate('ra.action.edit')} ${representation(record)}`}
                        onClick={() => setEditing(record)}
                      >
                        <MdiIcon path={mdiPencil} />
                      </IconButton>
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={`${translate('ra.action.delete')} ${representation(record)}`}
                        onClick={() => void remove(record)}
                      >
                        <MdiIcon path={mdiDelete} />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {readOnly ? null : (
        <Button sx={{ mt: 1 }} startIcon={<MdiIcon path={mdiPlus} />} onClick={() => setEditing('new')}>
          {translate('fairway.form.add', { thing })}
        </Button>
      )}
      {editing ? (
        <SubListDialog
          resource={resource}
          schema={schema}
          record={editing === 'new' ? { member_id: memberId, ...newRecord() } : editing}
          inputs={inputs}
          representation={representation}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      ) : null}
    </Box>
  );
}
