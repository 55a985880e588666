import Button from '@mui/material/Button';
import { mdiDelete } from '@mdi/js';
import { useDelete, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { useConfirm } from '../ConfirmDialog';
import { MdiIcon } from '../MdiIcon';
import { useCourseMeta } from './courseScope';
import { useRecordForm } from './recordFormContext';
import { useResourceDeclaration } from './resourceDeclaration';
import { serverErrorMessage } from './serverErrorMessage';
import { useThing } from './useThing';

/**
 * Delete after the confirmation dialog of spec section 8. A refusal (a record still in use answers 409 with why) shows
 * in the form's alert, and the record stays.
 */
export function DeleteRecordButton() {
  const translate = useTranslate();
  const { name: resource, listPath, recordRepresentation } = useResourceDeclaration();
  const record = useRecordContext();
  const thing = useThing(resource);
  const { schema, showServerError } = useRecordForm();
  const confirm = useConfirm();
  const meta = useCourseMeta();
  const notify = useNotify();
  const redirect = useRedirect();
  const [deleteOne, { isPending }] = useDelete();
  if (!record) return null;

  const onClick = async () => {
    if (!(await confirm({ msg: recordRepresentation(record) }))) return;
    showServerError(null);
    await deleteOne(
      resource,
      { id: record.id, previousData: record, meta },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('fairway.form.deleted', { type: 'success', messageArgs: { thing } });
          redirect(listPath);
        },
        onError: (error) => showServerError(serverErrorMessage(error, schema, translate('fairway.form.unreachable'))),
      },
    );
  };

  return (
    <Button color="error" onClick={onClick} disabled={isPending} startIcon={<MdiIcon path={mdiDelete} />}>
      {translate('ra.action.delete')}
    </Button>
  );
}
