import type { z } from 'zod';
import type { InputSchema } from './contractResolver';

/**
 * What kind of field an input is, read from the contract's schema: a short code (ISO code, state code) is narrow, a
 * line (a name) takes the form's width, a text longer than a line is an area that grows, a number is as wide as its
 * range.
 */
export type FieldKind = 'code' | 'line' | 'text' | 'number' | 'other';

export interface ContractField {
  kind: FieldKind;
  /** The schema refuses the field left out: the input is marked with an asterisk and says "Required". */
  required: boolean;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

/** The longest code a narrow input is sized for. */
const longestCode = 16;
/** The longest text kept on one line. */
const longestLine = 255;
/** The counter shows once a text reaches this share of its limit. */
const counterFrom = 0.8;

/** The schema of the value itself, past optional, nullable, default and transforms. */
function innerSchema(field: z.ZodType): z.ZodType {
  const def = field.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  if (def.innerType) return innerSchema(def.innerType);
  if (def.type === 'pipe' && def.in) return innerSchema(def.in);
  return field;
}

function finite(value: number | null | undefined): number | undefined {
  return value === null || value === undefined || !Number.isFinite(value) ? undefined : value;
}

export function contractField(schema: InputSchema, source: string): ContractField {
  const field = schema.shape[source] as z.ZodType | undefined;
  if (!field) return { kind: 'other', required: false };
  const required = !field.safeParse(undefined).success;
  const inner = innerSchema(field);
  if (inner.def.type === 'string') {
    const maxLength = finite((inner as z.ZodString).maxLength);
    if (maxLength === undefined) return { kind: 'line', required };
    const kind = maxLength <= longestCode ? 'code' : maxLength <= longestLine ? 'line' : 'text';
    return { kind, required, maxLength };
  }
  if (inner.def.type === 'number') {
    const number = inner as z.ZodNumber;
    return { kind: 'number', required, minimum: finite(number.minValue), maximum: finite(number.maxValue) };
  }
  return { kind: 'other', required };
}

/**
 * The width of the input's box, from the kind of field and its label, never from what is typed: a code as wide as its
 * longest value, a number as its widest bound, and either at least as wide as its label so the label is never cut.
 * None for a line or a text, which take the form's width.
 */
export function fieldWidth(field: ContractField, label: string): string | undefined {
  const labelCharacters = label.length + (field.required ? 2 : 0);
  if (field.kind === 'code' && field.maxLength !== undefined) {
    return `calc(${Math.max(field.maxLength, labelCharacters) + 2}ch + 28px)`;
  }
  if (field.kind === 'number') {
    const digits = Math.max(String(field.minimum ?? 0).length, String(field.maximum ?? 999_999).length);
    // Room for the browser's up and down arrows beside the digits.
    return `calc(${Math.max(digits + 3, labelCharacters) + 2}ch + 28px)`;
  }
  return undefined;
}

/** "1650 / 2000" once a text nears its limit; none before, and none for a code, whose limit is its length. */
export function characterCount(value: unknown, field: ContractField): { count: number; limit: number } | null {
  if (field.kind === 'code' || field.maxLength === undefined || typeof value !== 'string') return null;
  return value.length >= field.maxLength * counterFrom ? { count: value.length, limit: field.maxLength } : null;
}
