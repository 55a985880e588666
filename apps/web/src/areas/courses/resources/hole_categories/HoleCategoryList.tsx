import type { holeCategoryRecord } from '@fairway/contract';
import Box from '@mui/material/Box';
import { FunctionField, NumberField, SelectField, TextField } from 'react-admin';
import type { z } from 'zod';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { teeSetGenderChoices } from './HoleCategoryInputs';

type TeeSet = z.output<typeof holeCategoryRecord>;

export function HoleCategoryList() {
  return (
    <ResourceList>
      <TextField source="name" />
      <FunctionField<TeeSet>
        source="colour"
        sortable={false}
        render={(teeSet) => (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <Box
              aria-hidden
              sx={{
                width: 20,
                height: 20,
                borderRadius: '50%',
                bgcolor: teeSet.colour,
                border: 1,
                borderColor: 'divider',
              }}
            />
            {teeSet.colour}
          </Box>
        )}
      />
      <SelectField source="gender" choices={teeSetGenderChoices} />
      <NumberField source="sort_order" />
    </ResourceList>
  );
}
