import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  NumberInput,
  ReferenceInput,
  TextInput,
  useTranslate,
  type NumberInputProps,
  type SortPayload,
  type TextInputProps,
} from 'react-admin';
import { phoneNumberInputText } from '../club/phoneNumberInputText';
import { usePhoneCountry } from '../club/useActiveClub';
import { characterCount, contractField, fieldWidth, type ContractField } from './contractField';
import { useCourseMeta } from './courseScope';
import { useRecordForm } from './recordFormContext';
import { useResourceDeclaration } from './resourceDeclaration';

/**
 * The inputs of a record's form. Each reads its field from the contract's schema: marked required when the schema
 * requires it, sized by the kind of field, kept to the contract's limits. The control takes the form's width so that
 * the message under it has room for one line; only the box is narrow.
 */

function useField(source: string): { field: ContractField; label: string } {
  const translate = useTranslate();
  const { schema } = useRecordForm();
  const { name } = useResourceDeclaration();
  return {
    field: contractField(schema, source),
    label: translate(`resources.${name}.fields.${source}`, { _: source }),
  };
}

function boxWidth(field: ContractField, label: string): SxProps<Theme> {
  const width = fieldWidth(field, label);
  return width ? { '& .MuiInputBase-root': { width, maxWidth: '100%' } } : {};
}

function CharacterCount({ count, limit }: { count: number; limit: number }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'block', textAlign: 'right' }}>
      {translate('fairway.form.characters', { count, limit })}
    </Box>
  );
}

/** A text: a code, a line, or an area that grows to ten rows and then scrolls, with a counter near its limit. */
export function RecordTextInput({ source, slotProps, sx, ...props }: TextInputProps) {
  const { field, label } = useField(source);
  const value: unknown = useWatch({ name: source });
  const count = characterCount(value, field);
  const isText = field.kind === 'text';
  return (
    <TextInput
      source={source}
      isRequired={field.required}
      fullWidth
      multiline={isText}
      minRows={isText ? 3 : undefined}
      maxRows={isText ? 10 : undefined}
      helperText={count ? <CharacterCount {...count} /> : undefined}
      slotProps={{ ...slotProps, htmlInput: { maxLength: field.maxLength, ...slotProps?.htmlInput } }}
      sx={[boxWidth(field, label), ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}

/**
 * A phone number: the stored one shown as the club writes it (decision 0046); what is typed is sent as typed, and the
 * server stores it in E.164.
 */
export function RecordPhoneNumberInput({ slotProps, ...props }: TextInputProps) {
  const country = usePhoneCountry();
  return (
    <RecordTextInput
      type="tel"
      format={(value: unknown) => phoneNumberInputText(value, country)}
      slotProps={{ ...slotProps, htmlInput: { autoComplete: 'tel', ...slotProps?.htmlInput } }}
      {...props}
    />
  );
}

/** A number within the contract's bounds, whole when the contract says so. */
export function RecordNumberInput({ source, sx, ...props }: NumberInputProps) {
  const { field, label } = useField(source);
  return (
    <NumberInput
      source={source}
      isRequired={field.required}
      fullWidth
      step={1}
      min={field.minimum}
      max={field.maximum}
      sx={[boxWidth(field, label), ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}

/** A record of another resource, chosen by typing part of its name. */
export function RecordReferenceInput({
  source,
  reference,
  sort = { field: 'name', order: 'ASC' },
  helperText,
}: {
  source: string;
  reference: string;
  sort?: SortPayload;
  helperText?: string;
}) {
  const { field } = useField(source);
  const meta = useCourseMeta();
  return (
    <ReferenceInput source={source} reference={reference} sort={sort} queryOptions={meta ? { meta } : undefined}>
      <AutocompleteInput isRequired={field.required} fullWidth helperText={helperText} />
    </ReferenceInput>
  );
}
