import { type FocusEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { ClubDateInput } from '../../../../layout/club/ClubDateInput';
import { Form } from '../../../../layout/crud/forms';

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value);

/** Whether the person is typing in `field`: in its text or one of its sections, not on its calendar button. */
const typingIn = (field: HTMLElement | null) =>
  Boolean(field?.contains(document.activeElement) && document.activeElement?.matches('input, [role="spinbutton"]'));

/**
 * The day's field, kept on the day shown. A day picked whole from the calendar goes at once; one typed goes once the
 * field is left or Enter pressed, since going at each section typed would set the field back under the typing.
 */
function DayField({ day, label, onDay }: { day: string; label: string; onDay: (day: string) => void }) {
  const { setValue, watch, getValues } = useFormContext();
  const field = useRef<HTMLDivElement>(null);
  useEffect(() => setValue('day', day), [day, setValue]);
  useEffect(() => {
    // Only a change the person made goes anywhere: the day shown set from outside is no `change`.
    const watching = watch((values, { type }) => {
      if (type === 'change' && !typingIn(field.current) && isDay(values.day)) onDay(values.day);
    });
    return () => watching.unsubscribe();
  }, [watch, onDay]);
  const goToTyped = () => {
    const typed: unknown = getValues('day');
    if (isDay(typed) && typed !== day) onDay(typed);
  };
  const left = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) goToTyped();
  };
  const entered = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') goToTyped();
  };
  return (
    <div ref={field} onBlur={left} onKeyDown={entered}>
      <ClubDateInput source="day" label={label} fullWidth={false} />
    </div>
  );
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
      <DayField day={day} label={label} onDay={onDay} />
    </Form>
  );
}
