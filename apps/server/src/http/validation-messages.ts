import { validationMessage } from '@fairway/contract';
import type { FieldErrors } from '../core/domain-errors.js';

/** A validation issue as fastify-type-provider-zod hands it to the error handler. */
type FastifyValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

/**
 * Zod issues as DRF reports them: `{"field": ["message"]}`, or `non_field_errors` for the body as a whole, in the
 * contract's words, the same the web's forms show.
 */
export function fieldErrorsFromIssues(issues: readonly FastifyValidationIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    const messages = (fields[field] ??= []);
    const message = validationMessage(
      { ...issue.params, code: issue.keyword, message: issue.message },
      { wholeBody: field === 'non_field_errors' },
    );
    if (!messages.includes(message)) messages.push(message);
  }
  return fields;
}
