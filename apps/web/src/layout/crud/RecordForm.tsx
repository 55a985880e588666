import Card from '@mui/material/Card';
import type { ReactNode } from 'react';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { DeleteRecordButton } from './DeleteRecordButton';
import { PageHeading } from './PageHeading';
import { useThing } from './useThing';

interface RecordFormProps {
  resource: string;
  /** The list to go back to after a save or delete. */
  listPath: string;
  children: ReactNode;
  defaultValues?: Record<string, unknown>;
}

function EditHeading({ thing }: { thing: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  return <PageHeading>{translate('fairway.form.edit', { thing, name: String(record?.name ?? '') })}</PageHeading>;
}

/** Forms validate on input and show at most one error per field; server errors land on their fields. */
const formProps = { mode: 'onChange', reValidateMode: 'onChange', warnWhenUnsavedChanges: false } as const;

/** "Add {thing}": a new record's form at `.../create`. */
export function RecordCreate({ resource, listPath, children, defaultValues }: RecordFormProps) {
  const translate = useTranslate();
  const thing = useThing(resource);
  return (
    <>
      <PageHeading>{translate('fairway.form.add', { thing })}</PageHeading>
      <Create resource={resource} title={false} actions={false} redirect={() => listPath}>
        <SimpleForm {...formProps} defaultValues={defaultValues} sx={{ maxWidth: 640 }}>
          {children}
        </SimpleForm>
      </Create>
    </>
  );
}

/** "Edit {thing} - {name}": an existing record's form at `.../{id}`, with Delete behind the confirmation dialog. */
export function RecordEdit({ resource, listPath, children }: RecordFormProps) {
  const thing = useThing(resource);
  return (
    <Edit
      resource={resource}
      title={false}
      actions={false}
      mutationMode="pessimistic"
      redirect={() => listPath}
      component="div"
    >
      <EditHeading thing={thing} />
      <Card>
        <SimpleForm
          {...formProps}
          sx={{ maxWidth: 640 }}
          toolbar={
            <Toolbar sx={{ justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteRecordButton listPath={listPath} />
            </Toolbar>
          }
        >
          {children}
        </SimpleForm>
      </Card>
    </Edit>
  );
}
