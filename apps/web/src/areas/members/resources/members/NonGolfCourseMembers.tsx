import { addExistingMemberInput, memberEndpoints } from '@fairway/contract';
import { handicapIndexText } from '@fairway/golf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { mdiAccountPlus } from '@mdi/js';
import { useState } from 'react';
import {
  BooleanInput,
  FunctionField,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { RecordDialog } from '../../../../layout/crud/RecordDialog';
import { RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { callEndpoint } from '../../../../providers/endpointClient';
import { nameOf } from './nameOf';

/** The labels of the dialog's inputs. */
const ADD = 'golf_course_members/add_existing_member_to_golf_course';
interface Golfer {
  id: number;
  first_name: string;
  last_name: string;
}

/** Bring the golfer of the row into this club: as a member with a membership number, or as a guest. */
function AddToClub(_props: { source: string; label?: string; sortable?: boolean }) {
  const golfer = useRecordContext<Golfer>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!golfer) return null;
  const name = `${golfer.first_name} ${golfer.last_name}`.trim();

  const save = async (values: z.output<typeof addExistingMemberInput>) => {
    await callEndpoint(memberEndpoints.addExistingMember, {
      body: {
        member_id: golfer.id,
        membership_number: values.membership_number ?? '',
        is_guest: values.is_guest ?? false,
        joined_on: values.joined_on || null,
      },
    });
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
        <RecordDialog
          title={translate('fairway.members.add_to_club_title', { name })}
          schema={addExistingMemberInput}
          resource={ADD}
          record={{ member_id: golfer.id, is_guest: false, membership_number: '' }}
          save={save}
          onSaved={() => {
            notify('fairway.members.added_to_club', { type: 'success', messageArgs: { name } });
            setOpen(false);
            refresh();
          }}
          onClose={() => setOpen(false)}
          saveLabel="fairway.members.add_to_club"
          hiddenFields={['member_id']}
        >
          <BooleanInput source="is_guest" />
          <RecordTextInput source="membership_number" />
          <ClubDateInput source="joined_on" />
        </RecordDialog>
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
