import type { FieldErrors } from './errors.js';

type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

/** Zod issues as DRF reports them: `{"field": ["message"]}`, or `non_field_errors` for the body as a whole. */
export function fieldErrorsFromIssues(issues: readonly ValidationIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    const messages = (fields[field] ??= []);
    const message = drfMessage(issue, field);
    if (!messages.includes(message)) messages.push(message);
  }
  return fields;
}

function drfMessage(issue: ValidationIssue, field: string): string {
  const { params } = issue;
  switch (issue.keyword) {
    case 'invalid_type':
      if (field === 'non_field_errors') return `Invalid data. Expected a dictionary, but got ${describe(params.input)}.`;
      if (params.input === undefined) return 'This field is required.';
      if (params.input === null) return 'This field may not be null.';
      if (params.expected === 'number' || params.expected === 'int') return 'A valid integer is required.';
      if (params.expected === 'boolean') return 'Must be a valid boolean.';
      if (params.expected === 'string') return 'Not a valid string.';
      return `Expected ${String(params.expected)}.`;
    case 'too_small':
      if (params.origin === 'string')
        return params.minimum === 1
          ? 'This field may not be blank.'
          : `Ensure this field has at least ${String(params.minimum)} characters.`;
      return `Ensure this value is greater than or equal to ${String(params.minimum)}.`;
    case 'too_big':
      if (params.origin === 'string') return `Ensure this field has no more than ${String(params.maximum)} characters.`;
      return `Ensure this value is less than or equal to ${String(params.maximum)}.`;
    case 'invalid_value':
      return `"${String(params.input)}" is not a valid choice.`;
    default:
      return issue.message ?? 'Invalid value.';
  }
}

function describe(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'list';
  if (typeof input === 'string') return 'str';
  if (typeof input === 'number') return Number.isInteger(input) ? 'int' : 'float';
  if (typeof input === 'boolean') return 'bool';
  return typeof input;
}
