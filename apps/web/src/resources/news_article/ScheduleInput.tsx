import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enGB } from 'date-fns/locale/en-GB';
import { FieldTitle, useInput, useTranslate } from 'react-admin';

/**
 * When an article is published: a date and time on this device's clock, sent as an instant. Left empty, publishing
 * sets it to now; a time ahead schedules the article.
 */
export function ScheduleInput({ source }: { source: string }) {
  const translate = useTranslate();
  const { field, id } = useInput({ source });
  const value = typeof field.value === 'string' && field.value ? new Date(field.value) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      <DateTimePicker
        value={value}
        onChange={(date) => field.onChange(date && !Number.isNaN(date.getTime()) ? date.toISOString() : null)}
        label={<FieldTitle source={source} resource="news_article" />}
        ampm={false}
        slotProps={{
          textField: {
            id,
            helperText: translate('fairway.news.editor.schedule_hint'),
            sx: { width: '18rem', maxWidth: '100%', mb: 2 },
          },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
