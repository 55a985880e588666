import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enGB } from 'date-fns/locale/en-GB';
import { FieldTitle, useInput, useTranslate } from 'react-admin';

/** When a post stops showing: a date and time on this device's clock, sent as an instant; empty, never. */
export function ExpiryInput({ source }: { source: string }) {
  const translate = useTranslate();
  const { field, id } = useInput({ source });
  const value = typeof field.value === 'string' && field.value ? new Date(field.value) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      <DateTimePicker
        value={value}
        onChange={(date) => field.onChange(date && !Number.isNaN(date.getTime()) ? date.toISOString() : null)}
        label={<FieldTitle source={source} resource="golf_course_posts" />}
        ampm={false}
        slotProps={{
          textField: {
            id,
            helperText: translate('fairway.news.posts.expires_hint'),
            sx: { width: '18rem', maxWidth: '100%', mb: 2 },
          },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
