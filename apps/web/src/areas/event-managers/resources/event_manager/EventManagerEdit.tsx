import { eventManagerInput } from '@fairway/contract';
import Box from '@mui/material/Box';
import { useParams } from 'react-router-dom';
import { RecordEdit } from '../../../../layout/crud/RecordForm';
import { RecordTextInput } from '../../../../layout/crud/RecordInputs';
import { Roster } from './Roster';

/** An organiser: their organisation's name, and below it (outside the form: it has forms of its own) their roster. */
export function EventManagerEdit() {
  const { id } = useParams();
  return (
    <>
      <RecordEdit schema={eventManagerInput} deletable={false}>
        <RecordTextInput source="organisation" />
      </RecordEdit>
      <Box sx={{ mt: 3, maxWidth: 900 }}>
        <Roster eventManagerId={Number(id)} />
      </Box>
    </>
  );
}
