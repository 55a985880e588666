import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { mdiMagnify } from '@mdi/js';
import { useTranslate } from 'react-admin';
import { MdiIcon } from '../../../../layout/MdiIcon';

/** The Search field of a long course list. */
export function CourseSearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      type="search"
      label={translate('fairway.course.search')}
      placeholder={translate('fairway.course.search')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      sx={{ mb: 2 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <MdiIcon path={mdiMagnify} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
