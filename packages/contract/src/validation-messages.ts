/**
 * What a zod issue says to a person, in the words of Django REST framework (spec section 8's error shapes), so that
 * the server's 400 and the web form's own check say the same thing. Takes an issue as zod's error map sees it (with
 * its `input`) or as a parse reports it (with its `message`).
 */
export type ValidationIssue = {
  code: string;
  message?: string;
  input?: unknown;
  expected?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  values?: readonly unknown[];
};

export function validationMessage(issue: ValidationIssue, options: { wholeBody?: boolean } = {}): string {
  switch (issue.code) {
    case 'invalid_type': {
      const received = receivedOf(issue);
      if (options.wholeBody) return `Invalid data. Expected a dictionary, but got ${pythonTypeName(received)}.`;
      if (received === 'undefined') return 'This field is required.';
      if (received === 'null') return 'This field may not be null.';
      if (issue.expected === 'number' || issue.expected === 'int') return 'A valid integer is required.';
      if (issue.expected === 'boolean') return 'Must be a valid boolean.';
      if (issue.expected === 'string') return 'Not a valid string.';
      return `Expected ${String(issue.expected)}.`;
    }
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1
          ? 'This field may not be blank.'
          : `Ensure this field has at least ${String(issue.minimum)} characters.`;
      return `Ensure this value is greater than or equal to ${String(issue.minimum)}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Ensure this field has no more than ${String(issue.maximum)} characters.`;
      return `Ensure this value is less than or equal to ${String(issue.maximum)}.`;
    case 'invalid_value':
      return `Not a valid choice: expected one of ${issue.values?.join(', ') ?? 'the allowed values'}.`;
    default:
      return issue.message ?? 'Invalid value.';
  }
}

/** What the value was: from the input where zod's error map has it, else from the message zod wrote. */
function receivedOf(issue: ValidationIssue): string | undefined {
  if ('input' in issue) {
    if (issue.input === null) return 'null';
    if (Array.isArray(issue.input)) return 'array';
    return typeof issue.input;
  }
  return /received (\w+)/.exec(issue.message ?? '')?.[1];
}

const pythonTypeNames: Record<string, string> = {
  array: 'list',
  string: 'str',
  number: 'int',
  boolean: 'bool',
  null: 'NoneType',
};

/** DRF names the type it got in Python's words. */
function pythonTypeName(received: string | undefined): string {
  return pythonTypeNames[received ?? ''] ?? received ?? 'unknown';
}
