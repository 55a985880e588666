import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import {
  Create,
  Edit,
  SaveButton,
  Toolbar,
  useEditContext,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { SimpleForm } from './forms';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorAlert } from '../ErrorAlert';
import { usePhoneCountry } from '../club/useActiveClub';
import { useCourseMeta } from './courseScope';
import { CourseScopePicker } from './CourseScopePicker';
import { contractResolver, type InputSchema } from './contractResolver';
import { DeleteRecordButton } from './DeleteRecordButton';
import { PageHeading } from './PageHeading';
import { notifyNothing, RecordNotFound } from './RecordNotFound';
import { RecordFormContext, type RecordFormState } from './recordFormContext';
import { serverErrorMessage } from './serverErrorMessage';
import { useResourceDeclaration } from './resourceDeclaration';
import { useThing } from './useThing';

/** What a saved form says, when "{thing} saved" is not all there is to say: an i18n key and its arguments. */
export type SavedMessage = (record: RaRecord) => { message: string; args?: Record<string, unknown> };

interface RecordFormProps {
  /** The contract's input schema of the resource. */
  schema: InputSchema;
  children: ReactNode;
  defaultValues?: Record<string, unknown>;
  savedMessage?: SavedMessage;
  /**
   * The create posts money: it carries an Idempotency-Key made when the form opens, so that a save sent twice (a
   * retry after a lost answer) posts once.
   */
  idempotent?: boolean;
}

/** The form's width: a line of a name, with room for its message. */
const FORM_MAX_WIDTH = 640;

/**
 * Forms validate when a field is left and on every keystroke after (spec section 5: "validate on input"), so an empty
 * required field says "Required" on blur; at most one error per field. The fields say what is wrong, so no
 * notification repeats it.
 */
const formProps = {
  mode: 'all',
  reValidateMode: 'onChange',
  warnWhenUnsavedChanges: false,
  disableInvalidFormNotification: true,
} as const;

/** Save, always enabled but while saving (when it shows its spinner); Cancel back to the list; Delete when editing. */
function RecordFormToolbar({ withDelete }: { withDelete: boolean }) {
  const translate = useTranslate();
  const { listPath } = useResourceDeclaration();
  const { isSubmitting } = useFormState();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton alwaysEnable={!isSubmitting} />
      <Button component={RouterLink} to={listPath}>
        {translate('ra.action.cancel')}
      </Button>
      {withDelete ? (
        <Box sx={{ ml: 'auto' }}>
          <DeleteRecordButton />
        </Box>
      ) : null}
    </Toolbar>
  );
}

/** The alert above the form, brought into view when it shows (the button pressed may be far below). */
function ServerErrorAlert({ message }: { message: string | null }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) alert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <Box ref={alert} sx={{ mb: 2, maxWidth: FORM_MAX_WIDTH }}>
      <ErrorAlert>{message}</ErrorAlert>
    </Box>
  );
}

/** The shared frame of both forms: state of the alert, and what a save does once it is answered. */
function useRecordFormFrame(schema: InputSchema, savedMessage?: SavedMessage, stayAfterSave = false) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { name, listPath } = useResourceDeclaration();
  const thing = useThing(name);
  const meta = useCourseMeta();
  const [serverError, setServerError] = useState<string | null>(null);
  const phoneCountry = usePhoneCountry();
  const resolver = useMemo(() => contractResolver(schema, { phoneCountry }), [schema, phoneCountry]);
  const context = useMemo<RecordFormState>(() => ({ schema, showServerError: setServerError }), [schema]);
  const mutationOptions = {
    meta,
    onSuccess: (record: RaRecord) => {
      const saved = savedMessage?.(record) ?? { message: 'fairway.form.saved', args: { thing } };
      notify(saved.message, { type: 'success', messageArgs: saved.args });
      if (!stayAfterSave) redirect(listPath);
    },
    onError: (error: unknown) =>
      setServerError(serverErrorMessage(error, schema, translate('fairway.form.unreachable'))),
  };
  return { name, thing, resolver, context, serverError, mutationOptions, meta };
}

/** On a super admin's copy of a club's form: which club the record is of. */
function ScopeLine({ shown }: { shown: boolean }) {
  return shown ? (
    <Box sx={{ mb: 2 }}>
      <CourseScopePicker readOnly />
    </Box>
  ) : null;
}

/** Room under each field's message for the next field's raised label. */
const formCard = { maxWidth: FORM_MAX_WIDTH, '& .MuiTextField-root': { mb: 1 } };

/**
 * react-admin leaves a margin above a form without actions; the heading stays where the list puts its own. Its card
 * is a flex item, which would grow to its widest content (a member's addresses, a club's ratings) and push the page
 * past a phone's width; kept to the page's width, those tables scroll inside their own box.
 */
const formFrame = {
  '& .RaCreate-noActions, & .RaEdit-noActions': { mt: 0 },
  '& .RaCreate-card, & .RaEdit-card': { minWidth: 0 },
};

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

/** "Add {thing}": a new record's form at `.../create`; a save goes back to the list and says so. */
export function RecordCreate({ schema, children, defaultValues, savedMessage, idempotent = false }: RecordFormProps) {
  const translate = useTranslate();
  const { name, thing, resolver, context, serverError, mutationOptions, meta } = useRecordFormFrame(
    schema,
    savedMessage,
  );
  const [idempotencyKey] = useState(() => (idempotent ? crypto.randomUUID() : undefined));
  return (
    <RecordFormContext.Provider value={context}>
      <Create
        resource={name}
        title={false}
        actions={false}
        component="div"
        mutationOptions={idempotencyKey ? { ...mutationOptions, meta: { ...meta, idempotencyKey } } : mutationOptions}
        sx={formFrame}
      >
        <PageHeading>{translate('fairway.form.add', { thing })}</PageHeading>
        <ScopeLine shown={meta !== undefined} />
        <ServerErrorAlert message={serverError} />
        <Card sx={formCard}>
          <SimpleForm
            {...formProps}
            resolver={resolver}
            defaultValues={defaultValues}
            toolbar={<RecordFormToolbar withDelete={false} />}
          >
            {children}
          </SimpleForm>
        </Card>
      </Create>
    </RecordFormContext.Provider>
  );
}

interface RecordEditProps extends Omit<RecordFormProps, 'defaultValues' | 'savedMessage'> {
  deletable?: boolean;
  /**
   * A page built around the form (a tournament's tabs): given the form's card, it places it among the record's other
   * parts, inside the record's context. A save then stays on the page.
   */
  around?: (form: ReactNode) => ReactNode;
}

function EditRecordNotFound() {
  return <RecordNotFound error={useEditContext().error} />;
}

/**
 * "Edit {thing} - {record}": an existing record's form at `.../{id}`, with Delete behind the confirmation dialog
 * unless the resource cannot be deleted (`deletable={false}`).
 */
export function RecordEdit({ schema, children, deletable = true, around }: RecordEditProps) {
  const { name, thing, resolver, context, serverError, mutationOptions, meta } = useRecordFormFrame(
    schema,
    undefined,
    around !== undefined,
  );
  const form = (
    <Card sx={formCard}>
      <SimpleForm {...formProps} resolver={resolver} toolbar={<RecordFormToolbar withDelete={deletable} />}>
        {children}
      </SimpleForm>
    </Card>
  );
  return (
    <RecordFormContext.Provider value={context}>
      <Edit
        resource={name}
        title={false}
        actions={false}
        mutationMode="pessimistic"
        mutationOptions={mutationOptions}
        queryOptions={{ meta, onError: notifyNothing }}
        error={<EditRecordNotFound />}
        component="div"
        sx={formFrame}
      >
        <EditHeading thing={thing} />
        <ScopeLine shown={meta !== undefined} />
        <ServerErrorAlert message={serverError} />
        {around ? around(form) : form}
      </Edit>
    </RecordFormContext.Provider>
  );
}
