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
import { useConfirm } from '../ConfirmDialog';
import type { InputSchema } from './contractResolver';
import { RecordDialog } from './RecordDialog';
import { serverErrorMessage } from './serverErrorMessage';
import { useThing } from './useThing';
import { ErrorAlert } from '../ErrorAlert';
import { MdiIcon } from '../MdiIcon';

export interface SubListColumn {
  source: string;
  align?: 'right';
  /** A long text (an address, a note) wraps; other values keep to one line and the table scrolls instead. */
  wraps?: boolean;
  render(record: RaRecord): ReactNode;
}

interface SubListProps {
  /** The API resource of the rows: member_addresses, tournament_prizes. */
  resource: string;
  schema: InputSchema;
  /** The record the rows belong to: the field naming it and its id (`member_id` 12, `tournament_id` 3). */
  parent: { source: string; id: number };
  columns: SubListColumn[];
  /** The dialog's inputs. */
  inputs: ReactNode;
  /** A new row's values before the admin types, from the rows there are. */
  newRecord(rows: RaRecord[]): Record<string, unknown>;
  representation(record: RaRecord): string;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Shown above the table, from the rows (the index history's chart). */
  above?(rows: RaRecord[]): ReactNode;
  /** After any change, for what shows the rows' consequences (the member's current index). */
  onChanged?(): void;
  /** Shown without add, change or delete: rows the viewer reads but others keep (a golfer's own index history). */
  readOnly?: boolean;
  /** i18n key of the words shown when there are no rows, given `things`. */
  noneMessage?: string;
}

function SubListDialog({
  resource,
  schema,
  record,
  inputs,
  representation,
  onClose,
  onSaved,
  parentSource,
}: {
  parentSource: string;
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
      hiddenFields={[parentSource]}
    >
      {inputs}
    </RecordDialog>
  );
}

/**
 * The rows of one kind that belong to a record (a golfer's addresses, a tournament's prizes) as a small table below
 * it, each added and changed in a dialog.
 */
export function SubList({
  resource,
  schema,
  parent,
  columns,
  inputs,
  newRecord,
  representation,
  sort = { field: 'id', order: 'ASC' },
  above,
  onChanged,
  readOnly = false,
  noneMessage = 'fairway.members.none',
}: SubListProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const confirm = useConfirm();
  const thing = useThing(resource);
  const things = useThing(resource, 2);
  const rows = useGetList(resource, {
    pagination: { page: 1, perPage: 100 },
    sort,
    filter: { [parent.source]: parent.id },
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
          {translate(noneMessage, { things: things.toLowerCase() })}
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
          record={editing === 'new' ? { [parent.source]: parent.id, ...newRecord(data) } : editing}
          inputs={inputs}
          representation={representation}
          parentSource={parent.source}
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
