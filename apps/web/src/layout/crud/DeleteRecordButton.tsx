import Button from '@mui/material/Button';
import { mdiDelete } from '@mdi/js';
import { useDelete, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { useConfirm } from '../ConfirmDialog';
import { MdiIcon } from '../MdiIcon';
import { useResourceDeclaration } from './resourceDeclaration';

/** Delete after the confirmation dialog of spec section 8; a record still in use (409) says why and stays. */
export function DeleteRecordButton() {
  const translate = useTranslate();
  const { name: resource, listPath, recordRepresentation } = useResourceDeclaration();
  const record = useRecordContext();
  const confirm = useConfirm();
  const notify = useNotify();
  const redirect = useRedirect();
  const [deleteOne, { isPending }] = useDelete();
  if (!record) return null;

  const onClick = async () => {
    if (!(await confirm({ msg: recordRepresentation(record) }))) return;
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
