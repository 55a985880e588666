import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useFormState } from 'react-hook-form';
import { ResourceContextProvider, SaveButton, useTranslate, type RaRecord } from 'react-admin';
import { Form } from './forms';
import type { z } from 'zod';
import { formErrors } from '../../providers/dataProvider';
import { HttpError } from '../../providers/httpClient';
import { usePhoneCountry } from '../club/useActiveClub';
import { ErrorAlert } from '../ErrorAlert';
import { DIALOG_MAX_WIDTH } from '../theme';
import { contractResolver, type InputSchema } from './contractResolver';
import { RecordFormContext, type RecordFormState } from './recordFormContext';
import { ResourceDeclarationContext, type ResourceDeclaration } from './resourceDeclaration';
import { serverErrorMessage } from './serverErrorMessage';

export interface RecordDialogProps<Schema extends InputSchema> {
  title: string;
  /** The contract's input schema: the form is checked with it, as the server checks the request. */
  schema: Schema;
  /** The API resource whose labels the inputs take (`resources.{resource}.fields.{source}`). */
  resource: string;
  /** The values the form opens with: an existing record, or a new one's defaults. */
  record: Record<string, unknown>;
  /**
   * Sends the form's values (as the schema gives them back). A refusal is thrown as it came: a 400's field errors
   * (DRF's `{"field": ["message"]}`, or react-admin's `{errors}`) show under the fields the form has; everything else
   * shows in the alert above them.
   */
  save(values: z.output<Schema>): Promise<unknown>;
  /** After a save the server accepted; the caller closes the dialog. */
  onSaved(): void;
  onClose(): void;
  /** The save button's words; react-admin's "Save" when left out. */
  saveLabel?: string;
  /** Fields of the schema the dialog fills itself (the golfer of the row): a refusal of one goes to the alert. */
  hiddenFields?: readonly string[];
  children: ReactNode;
}

// The fields say what is wrong, in the app's words: no notification repeats it in react-admin's.
const formProps = { mode: 'all', reValidateMode: 'onChange', disableInvalidFormNotification: true } as const;

/** Keeps `dirty` in step with the form, for the dialog around it to read when asked to close. */
function DirtyTracker({ dirty }: { dirty: RefObject<boolean> }) {
  const { isDirty } = useFormState();
  useEffect(() => {
    dirty.current = isDirty;
  }, [dirty, isDirty]);
  return null;
}

/** Save, enabled whenever no save is running (then it shows its spinner), as on the record forms. */
function DialogSaveButton({ label }: { label: string | undefined }) {
  const { isSubmitting } = useFormState();
  return <SaveButton alwaysEnable={!isSubmitting} label={label} />;
}

/** A 400 in react-admin's form shape (`{errors}`), however it reached the dialog. */
function withFormErrors(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 400) return error;
  const body = error.body as { errors?: unknown } | null;
  if (body && typeof body === 'object' && 'errors' in body) return error;
  const errors = formErrors(body);
  return errors ? new HttpError(error.message, error.status, { errors }) : error;
}

/** The field errors of a refusal for the fields the form shows; the rest goes to the alert. */
function shownFieldErrors(error: unknown, shown: (key: string) => boolean) {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
  const onFields = Object.entries(errors).filter(([key]) => shown(key));
  return onFields.length > 0 ? Object.fromEntries(onFields) : undefined;
}

/**
 * The one dialog of a form (spec section 9): a title, the inputs checked with the contract's schema, Cancel and Save,
 * and the server's refusals on their fields. At most 800 px wide, the whole screen on a phone. While the form holds
 * changes, a click outside or Escape does not close it (only Cancel does), so typing is not lost by a stray click.
 */
export function RecordDialog<Schema extends InputSchema>({
  title,
  schema,
  resource,
  record,
  save,
  onSaved,
  onClose,
  saveLabel,
  hiddenFields = [],
  children,
}: RecordDialogProps<Schema>) {
  const translate = useTranslate();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const dirty = useRef(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const phoneCountry = usePhoneCountry();
  const resolver = useMemo(() => contractResolver<InputSchema>(schema, { phoneCountry }), [schema, phoneCountry]);
  const formState = useMemo<RecordFormState>(() => ({ schema, showServerError: setServerError }), [schema]);
  const declaration = useMemo<ResourceDeclaration>(
    () => ({ name: resource, listPath: '', recordRepresentation: () => title, cardFields: [], list: () => null }),
    [resource, title],
  );
  const shown = (key: string) => key in schema.shape && !hiddenFields.includes(key);

  const submit = async (values: Record<string, unknown>) => {
    setServerError(null);
    try {
      await save(values as z.output<Schema>);
      onSaved();
      return undefined;
    } catch (caught) {
      const error = withFormErrors(caught);
      setServerError(serverErrorMessage(error, schema, translate('fairway.form.unreachable'), shown));
      return shownFieldErrors(error, shown);
    }
  };

  return (
    <Dialog
      open
      onClose={() => {
        if (!dirty.current) onClose();
      }}
      fullScreen={isPhone}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: isPhone ? {} : { maxWidth: DIALOG_MAX_WIDTH } } }}
    >
      {/* The dialog's form lives in a portal, but React still bubbles its submit to a form around the dialog. */}
      <Box onSubmit={(event: FormEvent) => event.stopPropagation()}>
        <ResourceContextProvider value={resource}>
          <ResourceDeclarationContext.Provider value={declaration}>
            <RecordFormContext.Provider value={formState}>
              <Form record={record as RaRecord} resolver={resolver} {...formProps} onSubmit={submit}>
                <DirtyTracker dirty={dirty} />
                <DialogTitle id={titleId}>{title}</DialogTitle>
                <DialogContent sx={{ display: 'flex', flexDirection: 'column' }}>
                  {serverError ? (
                    <Box sx={{ mb: 2 }}>
                      <ErrorAlert>{serverError}</ErrorAlert>
                    </Box>
                  ) : null}
                  {children}
                </DialogContent>
                <DialogActions>
                  <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                  <DialogSaveButton label={saveLabel} />
                </DialogActions>
              </Form>
            </RecordFormContext.Provider>
          </ResourceDeclarationContext.Provider>
        </ResourceContextProvider>
      </Box>
    </Dialog>
  );
}
