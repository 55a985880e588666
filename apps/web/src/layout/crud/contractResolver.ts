import { phoneNumber, phoneNumberProblem, validationMessage, type ValidationIssue } from '@fairway/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/** One of the contract's input schemas: an object of fields. */
export type InputSchema = z.ZodObject;

/**
 * What an emptied input holds for the schema. react-admin reads every emptied input as null; a text left empty is a
 * blank text ("This field may not be blank."), a choice left empty is a field not given ("This field is required."),
 * unless the field takes null.
 */
function emptyValueOf(field: z.ZodType): '' | null | undefined {
  const issue = field.safeParse(null).error?.issues[0];
  if (!issue) return null;
  return issue.code === 'invalid_type' && issue.expected === 'string' ? '' : undefined;
}

type EmptyValues = Record<string, '' | null | undefined>;

/** What each emptied input of a list of records (an `ArrayInput`, whose new items start all null) holds. */
function itemEmptyValuesOf(field: z.ZodType): EmptyValues | null {
  let inner: z.ZodType = field;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodType;
  if (!(inner instanceof z.ZodArray) || !(inner.element instanceof z.ZodObject)) return null;
  const shape = (inner.element as z.ZodObject).shape;
  return Object.fromEntries(Object.entries(shape).map(([key, item]) => [key, emptyValueOf(item as z.ZodType)]));
}

function withEmptyValues<Values extends Record<string, unknown>>(
  values: Values,
  emptyValues: EmptyValues,
  itemEmptyValues: Record<string, EmptyValues | null> = {},
): Values {
  const filled: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const items = itemEmptyValues[key];
    const next =
      value === null && key in emptyValues
        ? emptyValues[key]
        : items && Array.isArray(value)
          ? value.map((item: unknown) =>
              typeof item === 'object' && item !== null
                ? withEmptyValues(item as Record<string, unknown>, items)
                : item,
            )
          : value;
    if (next !== undefined) filled[key] = next;
  }
  return filled as Values;
}

/** A field left out, emptied or left blank: the form says "Required" where the server's 400 names the case. */
function isEmptyIssue(issue: ValidationIssue): boolean {
  if (issue.code === 'invalid_type') return issue.input === undefined || issue.input === null;
  return issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1;
}

/** A field of the contract's phone number kind, optional or not. */
function isPhoneNumberField(field: z.ZodType): boolean {
  return field === phoneNumber || (field instanceof z.ZodOptional && field.unwrap() === phoneNumber);
}

export interface ContractResolverOptions {
  /**
   * The ISO 3166 code of the club's country, null for none: a phone number without its country code is checked as a
   * number of that country, as the server does (decision 0046). Left out, only the schema checks phone numbers.
   */
  phoneCountry?: string | null;
}

/**
 * A form checked with the contract's schema, the one the server checks the request with, in the words of its 400
 * answers, but for a field left empty, which says react-admin's "Required". The form submits what the schema gives
 * back: trimmed, and only the fields a client writes.
 */
export function contractResolver<Schema extends InputSchema>(
  schema: Schema,
  { phoneCountry }: ContractResolverOptions = {},
) {
  const resolve = zodResolver(schema, {
    error: (issue) => (isEmptyIssue(issue) ? 'ra.validation.required' : validationMessage(issue)),
  });
  const emptyValues = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, emptyValueOf(field)]),
  );
  const itemEmptyValues = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, itemEmptyValuesOf(field as z.ZodType)]),
  );
  const phoneNumberFields = Object.keys(schema.shape).filter((key) => isPhoneNumberField(schema.shape[key]!));
  const resolver: typeof resolve = async (values, context, options) => {
    const filled = withEmptyValues(values, emptyValues, itemEmptyValues);
    const result = await resolve(filled, context, options);
    // A choice with its own message in the contract ("Choose M or F.") keeps it over the parse's: left unchosen, it
    // says "Required" like every other empty field.
    for (const [key, error] of Object.entries(result.errors)) {
      const unchosen = filled[key] === undefined || filled[key] === null;
      if (unchosen && error?.type === 'invalid_value') error.message = 'ra.validation.required';
    }
    if (phoneCountry === undefined) return result;
    const phoneErrors = Object.fromEntries(
      phoneNumberFields.flatMap((key) => {
        const typed = filled[key];
        const problem = typeof typed === 'string' && !result.errors[key] && phoneNumberProblem(typed, phoneCountry);
        return problem ? [[key, { type: 'custom', message: problem }]] : [];
      }),
    );
    if (Object.keys(phoneErrors).length === 0) return result;
    return { values: {}, errors: { ...result.errors, ...phoneErrors } } as typeof result;
  };
  return resolver;
}
