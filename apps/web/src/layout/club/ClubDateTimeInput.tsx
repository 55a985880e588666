import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import { useRef, useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import { PICKER_FORMATS } from './ClubDateInput';
import { useClubDates } from './clubDates';
import { clubWallClock, instantOnClubClock, NO_CLUB_DATES } from './formatClubDate';

/** A half-typed date and time: the form holds it as text the contract's schema refuses, so it is never sent. */
const UNFINISHED = 'unfinished date and time';

/**
 * The picker's value: a Date whose fields on this device's clock are the club's wall clock at the instant. The
 * pickers' date-fns adapter knows no other zone than the device's, so the club's clock is carried in its fields.
 */
function toPickerValue(value: unknown, timeZone: string): Date | null {
  if (typeof value !== 'string' || value === '' || value === UNFINISHED) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const wall = clubWallClock(instant, timeZone);
  return new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
}

/** The instant the form holds: the picker's fields read as the club's wall clock. */
function toFormValue(date: Date | null, timeZone: string): string | null {
  if (date === null) return null;
  if (Number.isNaN(date.getTime())) return UNFINISHED;
  const wall = {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  };
  return instantOnClubClock(wall, timeZone).toISOString();
}

export interface ClubDateTimeInputProps {
  source: string;
  /** The field's title, when the resource's own word for the source is not it. */
  label?: string;
  /** What the time does, after the words saying it is the club's. */
  helperText: string;
}

/**
 * A date and time typed or picked on the club's clock, whatever the device's: the field shows and takes the club's
 * date format and 24-hour time in the club's time zone (which it names beside the field); the form holds, and the API
 * gets, the instant (ISO 8601 in UTC). Empty is none.
 */
export function ClubDateTimeInput({ source, label, helperText }: ClubDateTimeInputProps) {
  const translate = useTranslate();
  const club = useClubDates();
  const { timeZone, dateFormat } = club ?? NO_CLUB_DATES;
  const { pattern, locale } = PICKER_FORMATS[dateFormat];
  const {
    field,
    fieldState: { error, invalid },
    id,
  } = useInput({ source });
  // As ClubDateInput: the picker keeps what is typed, even half of it; a value set from elsewhere starts it again.
  const current = field.value === '' || field.value === undefined ? null : (field.value as unknown);
  const [followed, setFollowed] = useState(current);
  const [generation, setGeneration] = useState(0);
  if (current !== followed) {
    setFollowed(current);
    if (current !== UNFINISHED) setGeneration((count) => count + 1);
  }
  const [pickerError, setPickerError] = useState<DateTimeValidationError>(null);
  const hiddenInput = useRef<HTMLInputElement | null>(null);

  const change = (date: Date | null) => {
    const value = toFormValue(date, timeZone);
    setFollowed(value);
    field.onChange(value);
  };
  // The picker gives no value for a half-typed time (MUI X 8): leaving it so makes it unfinished, never empty.
  const blur = () => {
    if (current === null && hiddenInput.current?.value) {
      setFollowed(UNFINISHED);
      field.onChange(UNFINISHED);
    }
    field.onBlur();
  };
  const unfinished = pickerError !== null || field.value === UNFINISHED;
  const message = unfinished ? translate('fairway.form.date_time_as', { format: dateFormat }) : error?.message;
  const showError = invalid || unfinished;
  const hint = `${translate('fairway.form.club_clock', { zone: timeZone.replaceAll('_', ' ') })} ${helperText}`;

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale}>
      <DateTimePicker
        // A new zone (the club's settings arriving) reads the value again.
        key={`${generation} ${timeZone}`}
        defaultValue={toPickerValue(current, timeZone)}
        format={`${pattern} HH:mm`}
        ampm={false}
        onChange={change}
        onError={setPickerError}
        inputRef={(element: HTMLInputElement | null) => {
          hiddenInput.current = element;
          field.ref(element);
        }}
        label={<FieldTitle label={label} source={source} />}
        slotProps={{
          textField: {
            id,
            name: field.name,
            onBlur: blur,
            margin: 'dense',
            error: showError,
            helperText: <InputHelperText error={showError ? message : undefined} helperText={hint} />,
            className: `ra-input ra-input-${source}`,
            sx: { width: '20rem', maxWidth: '100%', mb: 2 },
          },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
