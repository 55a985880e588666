import Box from '@mui/material/Box';
import { BooleanField, FunctionField, NumberField, TextField } from 'react-admin';
import { activeFilter } from '../../layout/crud/filters';
import { ResourceList } from '../../layout/crud/ResourceList';

interface ScoreTerm {
  id: number;
  colour: string;
}

export function ScoreTermList() {
  return (
    <ResourceList
      resource="score_terms"
      recordPath="/score_term"
      filters={[activeFilter]}
      sort={{ field: 'strokes_to_par', order: 'ASC' }}
    >
      <TextField source="name" />
      <NumberField source="strokes_to_par" />
      <BooleanField source="is_hole_in_one" />
      <FunctionField<ScoreTerm>
        source="colour"
        sortable={false}
        render={(term) => (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <Box
              aria-hidden
              sx={{
                width: 20,
                height: 20,
                borderRadius: '50%',
                bgcolor: term.colour,
                border: 1,
                borderColor: 'divider',
              }}
            />
            {term.colour}
          </Box>
        )}
      />
      <BooleanField source="is_active" />
    </ResourceList>
  );
}
