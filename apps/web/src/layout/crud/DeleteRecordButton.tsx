import Button from '@mui/material/Button';
import { mdiDelete } from '@mdi/js';
import { useDelete, useNotify, useRecordContext, useRedirect, useResourceContext, useTranslate } from 'react-admin';
import { useConfirm } from '../ConfirmDialog';
import { MdiIcon } from '../MdiIcon';

/** Delete after the confirmation dialog of spec section 8; a record still in use (409) says why and stays. */
export function DeleteRecordButton({ listPath }: { listPath: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext();
  const confirm = useConfirm();
  const notify = useNotify();
  const redirect = useRedirect();
  const [deleteOne, { isPending }] = useDelete();
  if (!record || !resource) return null;

  const onClick = async () => {
    if (!(await confirm({ msg: String(record.name ?? record.id) }))) return;
    await deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('fairway.form.deleted', { type: 'success' });
          redirect(listPath);
        },
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );
  };

  return (
    <Button color="error" onClick={onClick} disabled={isPending} startIcon={<MdiIcon path={mdiDelete} />}>
      {translate('ra.action.delete')}
    </Button>
  );
}
