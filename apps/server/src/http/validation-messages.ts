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
    case 'invalid_type': {
      // Zod 4 keeps the input out of its issues; its message names what it received.
      const received = /received (\w+)/.exec(issue.message ?? '')?.[1];
      if (field === 'non_field_errors') return `Invalid data. Expected a dictionary, but got ${describe(received)}.`;
      if (received === 'undefined') return 'This field is required.';
      if (received === 'null') return 'This field may not be null.';
      if (params.expected === 'number' || params.expected === 'int') return 'A valid integer is required.';
      if (params.expected === 'boolean') return 'Must be a valid boolean.';
      if (params.expected === 'string') return 'Not a valid string.';
      return `Expected ${String(params.expected)}.`;
    }
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
      return `Not a valid choice: expected one of ${(params.values as unknown[] | undefined)?.join(', ') ?? 'the allowed values'}.`;
    default:
      return issue.message ?? 'Invalid value.';
  }
}

const pythonTypeNames: Record<string, string> = {
  array: 'list',
  string: 'str',
  number: 'int',
  boolean: 'bool',
  null: 'NoneType',
};

/** DRF names the type it got in Python's words. */
function describe(received: string | undefined): string {
  return pythonTypeNames[received ?? ''] ?? received ?? 'unknown';
}
