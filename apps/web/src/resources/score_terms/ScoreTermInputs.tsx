import { BooleanInput, maxLength, maxValue, minValue, NumberInput, regex, required, TextInput } from 'react-admin';

/** The hole-in-one term has no strokes to par; every other term has one, from -4 (condor) to 3 (triple bogey). */
function strokesToPar(value: number | null, values: { is_hole_in_one?: boolean }) {
  if (values.is_hole_in_one) return value == null ? undefined : 'fairway.validation.hole_in_one_strokes';
  if (value == null) return 'fairway.validation.strokes_needed';
  return Number.isInteger(value) ? undefined : 'fairway.validation.strokes_to_par';
}

export function ScoreTermInputs() {
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(50)]} fullWidth />
      <BooleanInput source="is_hole_in_one" />
      <NumberInput
        source="strokes_to_par"
        step={1}
        min={-4}
        max={3}
        validate={[
          strokesToPar,
          minValue(-4, 'fairway.validation.strokes_to_par'),
          maxValue(3, 'fairway.validation.strokes_to_par'),
        ]}
      />
      <TextInput
        source="colour"
        type="color"
        validate={[required(), regex(/^#[0-9a-fA-F]{6}$/, 'fairway.validation.colour')]}
        sx={{ width: 160 }}
      />
      <BooleanInput source="is_active" />
    </>
  );
}
