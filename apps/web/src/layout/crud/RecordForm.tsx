import Card from '@mui/material/Card';
import { useMemo, type ReactNode } from 'react';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { contractResolver, type InputSchema } from './contractResolver';
import { DeleteRecordButton } from './DeleteRecordButton';
import { PageHeading } from './PageHeading';
import { useResourceDeclaration } from './resourceDeclaration';
import { useThing } from './useThing';

interface RecordFormProps {
  /** The contract's input schema of the resource. */
  schema: InputSchema;
  children: ReactNode;
  defaultValues?: Record<string, unknown>;
}

function EditHeading({ thing }: { thing: string }) {
  const translate = useTranslate();
  const { recordRepresentation } = useResourceDeclaration();
  const record = useRecordContext();
  return (
    <PageHeading>
      {translate('fairway.form.edit', { thing, name: record ? recordRepresentation(record) : '' })}
    </PageHeading>
  );
}

/** Forms validate on input and show at most one error per field; server errors land on their fields. */
const formProps = { mode: 'onChange', reValidateMode: 'onChange', warnWhenUnsavedChanges: false } as const;

/** "Add {thing}": a new record's form at `.../create`; a save goes back to the list. */
export function RecordCreate({ schema, children, defaultValues }: RecordFormProps) {
  const translate = useTranslate();
  const { name, listPath } = useResourceDeclaration();
  const thing = useThing(name);
  const resolver = useMemo(() => contractResolver(schema), [schema]);
  return (
    <>
      <PageHeading>{translate('fairway.form.add', { thing })}</PageHeading>
      <Create resource={name} title={false} actions={false} redirect={() => listPath}>
        <SimpleForm {...formProps} resolver={resolver} defaultValues={defaultValues} sx={{ maxWidth: 640 }}>
          {children}
        </SimpleForm>
      </Create>
    </>
  );
}

/** "Edit {thing} - {record}": an existing record's form at `.../{id}`, with Delete behind the confirmation dialog. */
export function RecordEdit({ schema, children }: Omit<RecordFormProps, 'defaultValues'>) {
  const { name, listPath } = useResourceDeclaration();
  const thing = useThing(name);
  const resolver = useMemo(() => contractResolver(schema), [schema]);
  return (
    <Edit
      resource={name}
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
          resolver={resolver}
          sx={{ maxWidth: 640 }}
          toolbar={
            <Toolbar sx={{ justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteRecordButton />
            </Toolbar>
          }
        >
          {children}
        </SimpleForm>
      </Card>
    </Edit>
  );
}
