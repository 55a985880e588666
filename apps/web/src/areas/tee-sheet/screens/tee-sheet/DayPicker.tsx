import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { Form } from '../../../../layout/crud/forms';

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value);

/** Keeps the field on the day shown, and goes to a day once one is typed or picked whole. */
function FollowDay({ day, onDay }: { day: string; onDay: (day: string) => void }) {
  const { setValue, watch } = useFormContext();
  useEffect(() => setValue('day', day), [day, setValue]);
  useEffect(() => {
    // Only a change the person made goes anywhere: the day shown set from outside is no `change`.
    const watching = watch((values, { type }) => {
      if (type === 'change' && isDay(values.day)) onDay(values.day);
    });
    return () => watching.unsubscribe();
  }, [watch, onDay]);
  return null;
}

/**
 * A screen's day, typed or picked in the club's date format with a calendar (`ClubDateInput`) rather than the
 * browser's own: `onDay` hears each whole day chosen, `YYYY-MM-DD`.
 */
export function DayPicker({ day, label, onDay }: { day: string; label: string; onDay: (day: string) => void }) {
  return (
    <Form
      defaultValues={{ day }}
      onSubmit={(values: Record<string, unknown>) => isDay(values.day) && onDay(values.day)}
    >
      <ClubDateInput source="day" label={label} fullWidth={false} />
      <FollowDay day={day} onDay={onDay} />
    </Form>
  );
}
