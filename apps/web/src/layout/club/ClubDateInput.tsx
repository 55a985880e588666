import type { SxProps, Theme } from '@mui/material/styles';
import { dayMessage } from '@fairway/contract';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { format as formatDay, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { enUS } from 'date-fns/locale/en-US';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate, type InputProps } from 'react-admin';
import { useClubDates } from './clubDates';
import { FALLBACK_DATE_FORMAT, type DateFormat } from './formatClubDate';

/**
 * The picker's pattern (date-fns tokens) and calendar of each date format: its field shows and takes the club's
 * order and separator; the calendar starts its weeks on Sunday for month-first clubs, on Monday for the others.
 */
export const PICKER_FORMATS: Record<DateFormat, { pattern: string; locale: typeof enGB }> = {
  'DD/MM/YYYY': { pattern: 'dd/MM/yyyy', locale: enGB },
  'MM/DD/YYYY': { pattern: 'MM/dd/yyyy', locale: enUS },
  'YYYY-MM-DD': { pattern: 'yyyy-MM-dd', locale: enGB },
  'DD-MM-YYYY': { pattern: 'dd-MM-yyyy', locale: enGB },
};

/** The API's calendar day: `YYYY-MM-DD`, whatever the club writes. */
const API_DAY = 'yyyy-MM-dd';
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A half-typed date: the form holds it as text the contract's schema refuses, so it is never sent. */
const UNFINISHED_DATE = 'unfinished date';

function toPickerValue(value: unknown): Date | null {
  return typeof value === 'string' && CALENDAR_DAY.test(value) ? parseISO(value) : null;
}

/** What the form holds for the picker's date: a day outside the picker's years (0015, say) is never a day. */
function toFormValue(date: Date | null, outOfRange: boolean): string | null {
  if (date === null) return null;
  return isValid(date) && !outOfRange ? formatDay(date, API_DAY) : UNFINISHED_DATE;
}

/** A date typed or pasted the ISO way, at the end of what was typed: taken as that day whatever the club's order. */
const TYPED_ISO_DAY = /(\d{4})-(\d{2})-(\d{2})$/;

function isoDayIn(typed: string): string | null {
  const match = TYPED_ISO_DAY.exec(typed.trim());
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  return isValid(parseISO(day)) && formatDay(parseISO(day), API_DAY) === day ? day : null;
}

/** The width of the box: the date, the calendar button and some air; the control keeps the form's width. */
const boxWidth: SxProps<Theme> = { '& .MuiPickersInputBase-root': { width: '14rem', maxWidth: '100%' } };

export interface ClubDateInputProps extends Pick<InputProps, 'source' | 'label' | 'helperText' | 'isRequired'> {
  fullWidth?: boolean;
}

/**
 * Every date typed or picked in the app: the field shows and takes the club's date format (the active course's, or the
 * club of a `ClubDatesProvider`), with a calendar beside it; the form holds, and the API gets, `YYYY-MM-DD`.
 */
export function ClubDateInput({ source, label, helperText, isRequired, fullWidth = true }: ClubDateInputProps) {
  const translate = useTranslate();
  const club = useClubDates();
  const dateFormat = club?.dateFormat ?? FALLBACK_DATE_FORMAT;
  const { pattern, locale } = PICKER_FORMATS[dateFormat];
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired: required,
  } = useInput({ source, isRequired });
  // The picker keeps what is typed, even half a date; the form's value follows it. Only when something else sets the
  // form's value (a record loaded, a form reset) does the picker start again from that value.
  const current = field.value === '' || field.value === undefined ? null : (field.value as unknown);
  const [followed, setFollowed] = useState(current);
  const [generation, setGeneration] = useState(0);
  if (current !== followed) {
    setFollowed(current);
    if (current !== UNFINISHED_DATE) setGeneration((count) => count + 1);
  }
  const [pickerError, setPickerError] = useState<DateValidationError>(null);
  // The picker's hidden input holds what its sections show: "25/11/YYYY" while a date is half typed, "" when empty.
  const hiddenInput = useRef<HTMLInputElement | null>(null);

  const change = (date: Date | null, context: { validationError: DateValidationError }) => {
    const value = toFormValue(date, context.validationError === 'minDate' || context.validationError === 'maxDate');
    setFollowed(value);
    field.onChange(value);
  };
  // The picker reads each key into the club's sections, so "2015-02-20" typed into DD/MM/YYYY would become another
  // day: the keys typed since the field was entered are kept, and an ISO date at their end is taken as that day.
  const typed = useRef('');
  const takeIsoDay = (day: string) => {
    typed.current = '';
    setPickerError(null);
    setFollowed(day);
    field.onChange(day);
    setGeneration((count) => count + 1);
  };
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) {
      if (!['Shift', 'Control', 'Meta', 'Alt'].includes(event.key)) typed.current = '';
      return;
    }
    typed.current = (typed.current + event.key).slice(-10);
    const day = isoDayIn(typed.current);
    if (day === null) return;
    event.preventDefault();
    event.stopPropagation();
    takeIsoDay(day);
  };
  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    const day = isoDayIn(event.clipboardData.getData('text'));
    if (day === null) return;
    event.preventDefault();
    event.stopPropagation();
    takeIsoDay(day);
  };
  // The picker gives no value for a half-typed date (MUI X 8): leaving it so makes it unfinished, never empty.
  const blur = () => {
    typed.current = '';
    if (current === null && hiddenInput.current?.value) {
      setFollowed(UNFINISHED_DATE);
      field.onChange(UNFINISHED_DATE);
    }
    field.onBlur();
  };
  const unfinished = pickerError !== null || field.value === UNFINISHED_DATE;
  // The contract's and the server's "Enter a date as YYYY-MM-DD." is said in the club's format the field shows.
  const message =
    unfinished || error?.message === dayMessage
      ? translate('fairway.form.date_as', { format: dateFormat })
      : error?.message;
  const showError = invalid || unfinished;

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale}>
      <DatePicker
        key={generation}
        defaultValue={toPickerValue(current)}
        format={pattern}
        onChange={change}
        onError={setPickerError}
        inputRef={(element: HTMLInputElement | null) => {
          hiddenInput.current = element;
          field.ref(element);
        }}
        label={label !== false ? <FieldTitle label={label} source={source} isRequired={required} /> : undefined}
        slotProps={{
          textField: {
            id,
            name: field.name,
            onBlur: blur,
            onKeyDownCapture: keyDown,
            onPasteCapture: paste,
            // react-admin's inputs keep this room above the label: first in a dialog, it is not cut.
            margin: 'dense',
            fullWidth,
            error: showError,
            helperText:
              helperText !== false || showError ? <InputHelperText error={message} helperText={helperText} /> : null,
            className: `ra-input ra-input-${source}`,
            sx: boxWidth,
          },
        }}
      />
    </LocalizationProvider>
  );
}
