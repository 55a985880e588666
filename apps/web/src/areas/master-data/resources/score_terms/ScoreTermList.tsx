import type { scoreTermRecord } from '@fairway/contract';
import Box from '@mui/material/Box';
import { BooleanField, FunctionField, NumberField, TextField } from 'react-admin';
import type { z } from 'zod';
import { activeFilter } from '../../../../layout/crud/filters';
import { ResourceList } from '../../../../layout/crud/ResourceList';

type ScoreTerm = z.output<typeof scoreTermRecord>;

export function ScoreTermList() {
  return (
    <ResourceList filters={[activeFilter]}>
      <TextField source="name" />
      <NumberField source="strokes_to_par" />
      <BooleanField source="is_hole_in_one" sortable={false} />
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
