import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useFieldValue, type FieldProps } from 'react-admin';

/**
 * An e-mail address in a list's column: one too long for its line breaks after its "@" or a dot, never inside a word
 * (a table cell would otherwise cut it wherever the column ends).
 */
export function EmailAddressField<RecordType extends Record<string, unknown> = Record<string, unknown>>(
  props: FieldProps<RecordType>,
) {
  const value: unknown = useFieldValue(props);
  if (typeof value !== 'string' || value === '') return null;
  return (
    <Typography component="span" variant="body2" className={props.className}>
      {value.split(/(?<=[@.])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </Typography>
  );
}
