import { addExistingMemberInput } from '@fairway/contract';
import { handicapIndexText } from '@fairway/golf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { mdiAccountPlus } from '@mdi/js';
import { useMemo, useState } from 'react';
import {
  BooleanInput,
  Form,
  FunctionField,
  ResourceContextProvider,
  SaveButton,
  TextField,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { contractResolver, type InputSchema } from '../../layout/crud/contractResolver';
import { RecordFormContext, type RecordFormState } from '../../layout/crud/recordFormContext';
import { RecordTextInput } from '../../layout/crud/RecordInputs';
import { ResourceDeclarationContext, type ResourceDeclaration } from '../../layout/crud/resourceDeclaration';
import { ResourceList } from '../../layout/crud/ResourceList';
import { serverErrorMessage } from '../../layout/crud/serverErrorMessage';
import { ErrorAlert } from '../../layout/ErrorAlert';
import { MdiIcon } from '../../layout/MdiIcon';
import { HttpError } from '../../providers/httpClient';
import { nameOf } from './nameOf';

const ADD = 'golf_course_members/add_existing_member_to_golf_course';
const schema: InputSchema = addExistingMemberInput;
const addDeclaration: ResourceDeclaration = {
  name: ADD,
  listPath: '',
  recordRepresentation: () => '',
  cardFields: [],
  list: () => null,
};

interface Golfer {
  id: number;
  first_name: string;
  last_name: string;
}

/** Bring the golfer of the row into this club: as a member with a membership number, or as a guest. */
function AddToClub(_props: { source: string; label?: string; sortable?: boolean }) {
  const golfer = useRecordContext<Golfer>();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const resolver = useMemo(() => contractResolver(schema), []);
  const formState = useMemo<RecordFormState>(() => ({ schema, showServerError: setServerError }), []);
  if (!golfer) return null;
  const name = `${golfer.first_name} ${golfer.last_name}`.trim();

  const save = async (values: Record<string, unknown>) => {
    setServerError(null);
    try {
      await dataProvider.create(ADD, {
        data: {
          member_id: golfer.id,
          membership_number: values.membership_number ?? '',
          is_guest: values.is_guest ?? false,
          joined_on: values.joined_on || null,
        },
      });
      notify('fairway.members.added_to_club', { type: 'success', messageArgs: { name } });
      setOpen(false);
      refresh();
      return undefined;
    } catch (error) {
      setServerError(serverErrorMessage(error, schema, translate('fairway.form.unreachable')));
      if (error instanceof HttpError && error.status === 400) {
        const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
        const shown = Object.entries(errors).filter(([key]) => key !== 'member_id');
        return shown.length > 0 ? Object.fromEntries(shown) : undefined;
      }
      return undefined;
    }
  };

  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<MdiIcon path={mdiAccountPlus} />}
        onClick={() => setOpen(true)}
      >
        {translate('fairway.members.add_to_club')}
      </Button>
      {open ? (
        <Dialog open onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="add-to-club-title">
          <ResourceContextProvider value={ADD}>
            <ResourceDeclarationContext.Provider value={addDeclaration}>
              <RecordFormContext.Provider value={formState}>
                <Form
                  record={{ member_id: golfer.id, is_guest: false, membership_number: '' }}
                  resolver={resolver}
                  noValidate
                  mode="all"
                  reValidateMode="onChange"
                  onSubmit={save}
                >
                  <DialogTitle id="add-to-club-title">
                    {translate('fairway.members.add_to_club_title', { name })}
                  </DialogTitle>
                  <DialogContent sx={{ display: 'flex', flexDirection: 'column' }}>
                    {serverError ? (
                      <Box sx={{ mb: 2 }}>
                        <ErrorAlert>{serverError}</ErrorAlert>
                      </Box>
                    ) : null}
                    <BooleanInput source="is_guest" />
                    <RecordTextInput source="membership_number" />
                    <TextInput source="joined_on" type="date" slotProps={{ inputLabel: { shrink: true } }} />
                  </DialogContent>
                  <DialogActions>
                    <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
                    <SaveButton alwaysEnable label="fairway.members.add_to_club" />
                  </DialogActions>
                </Form>
              </RecordFormContext.Provider>
            </ResourceDeclarationContext.Provider>
          </ResourceContextProvider>
        </Dialog>
      ) : null}
    </Box>
  );
}

/** Golfers of other clubs, found by name, each brought into this club from their row. */
export function NonGolfCourseMembers() {
  return (
    <ResourceList
      columnWidths={{ handicap_index: '8rem', add: '13rem' }}
      csvText={{ name: (record) => nameOf(record) }}
    >
      <FunctionField source="name" render={(record) => nameOf(record)} />
      <FunctionField
        source="handicap_index"
        textAlign="right"
        render={(record) => handicapIndexText(record.handicap_index as number | null)}
      />
      <TextField source="home_clubs" sortable={false} />
      <AddToClub source="add" sortable={false} />
    </ResourceList>
  );
}
