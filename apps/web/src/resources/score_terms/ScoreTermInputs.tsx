import { fieldLimits, scoreTermInput } from '@fairway/contract';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';

const strokesToPar = scoreTermInput.shape.strokes_to_par.unwrap().unwrap();

/** The hole-in-one term has no strokes to par; the server says so under the field when it gets one. */
export function ScoreTermInputs() {
  return (
    <>
      <TextInput
        source="name"
        isRequired
        slotProps={{ htmlInput: { maxLength: fieldLimits.scoreTermName } }}
        fullWidth
      />
      <BooleanInput source="is_hole_in_one" />
      <NumberInput
        source="strokes_to_par"
        step={1}
        min={strokesToPar.minValue ?? undefined}
        max={strokesToPar.maxValue ?? undefined}
      />
      <TextInput source="colour" type="color" sx={{ width: 160 }} />
      <BooleanInput source="is_active" />
    </>
  );
}
