import { Children, isValidElement, type ReactNode } from 'react';
import { phoneNumberText } from '@fairway/contract';
import { BooleanField, type RaRecord, type TranslateFunction } from 'react-admin';
import { ClubDateField } from '../club/ClubDateField';
import { formatClubDate, type ClubDateSettings } from '../club/formatClubDate';
import { PhoneNumberField } from '../club/PhoneNumberField';
import { cellText, type CsvColumn } from './listToCsv';

/** A cell whose list shows something other than the record's value (chips, a colour swatch), written as text. */
export type CsvText = (record: RaRecord) => string;

export interface CsvColumnsContext {
  resource: string;
  translate: TranslateFunction;
  /** The active club; null without one (UTC, `YYYY-MM-DD`, phone numbers in the international format). */
  club: (ClubDateSettings & { country?: string | null }) | null;
  /** Per column source, the text of a cell the list renders itself. */
  csvText?: Readonly<Record<string, CsvText>>;
}

interface FieldProps {
  source?: string;
  label?: ReactNode;
  withTime?: boolean;
}

/** The list's field elements that show a column (those with a `source`), in the list's order. */
export function columnFields(children: ReactNode) {
  return Children.toArray(children).flatMap((child) =>
    isValidElement<FieldProps>(child) && typeof child.props.source === 'string' ? [child] : [],
  );
}

/** A column's heading as the list shows it: the field's own label, or the resource's label of the field. */
export function columnLabel(field: { props: FieldProps }, { resource, translate }: CsvColumnsContext): string {
  const { label, source } = field.props;
  if (typeof label === 'string') return translate(label, { _: label });
  return translate(`resources.${resource}.fields.${source}`, { _: source });
}

/**
 * Export's columns: the columns the list shows, headed as it heads them, with its dates on the club's clock and in its
 * format, its phone numbers as the club writes them, and its ticks and crosses as Yes and No.
 */
export function csvColumnsOf(children: ReactNode, context: CsvColumnsContext): CsvColumn[] {
  const { translate, club, csvText = {} } = context;
  return columnFields(children).map((field) => {
    const source = field.props.source!;
    const header = columnLabel(field, context);
    const own = csvText[source];
    if (own) return { header, text: own };
    if (field.type === BooleanField) {
      return {
        header,
        text: (record) =>
          record[source] == null ? '' : translate(record[source] ? 'ra.boolean.true' : 'ra.boolean.false'),
      };
    }
    if (field.type === ClubDateField) {
      const withTime = field.props.withTime === true;
      return {
        header,
        text: (record) => {
          const value: unknown = record[source];
          return typeof value === 'string' && value !== '' ? formatClubDate(value, club, { withTime }) : '';
        },
      };
    }
    if (field.type === PhoneNumberField) {
      return {
        header,
        text: (record) => {
          const value: unknown = record[source];
          return typeof value === 'string' ? phoneNumberText(value, club?.country) : '';
        },
      };
    }
    return { header, text: (record) => cellText(record[source]) };
  });
}
