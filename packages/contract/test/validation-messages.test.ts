import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../src/index.js';
import { validationMessage } from '../src/validation-messages.js';

/**
 * Every message a person can be shown is the contract's: its own words on the schema, or validationMessage's
 * DRF words for the kinds of issue it knows. A parse-wide error map marks the issues that would otherwise carry
 * zod's own English ("Too small: expected string to have >=1 characters", "Invalid input").
 */
const zodDefault = '\u0000zod default';

/** The kinds of bad value a person or a client sends. */
const probes: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x'.repeat(100_000),
  'call me maybe',
  'abc',
  '2099-01-01',
  '1800-01-01',
  '2026-02-30',
  '12345',
  -1e12,
  1e12,
  1.55,
  0,
  true,
  {},
  [],
  ['x'],
  [999],
];

type Issue = z.core.$ZodIssue;

/** The issue as a person sees it: on the server and in the forms, and each branch of a union the form may show. */
function shownMessages(issue: Issue): string[] {
  const nested = issue.code === 'invalid_union' ? issue.errors.flat().flatMap(shownMessages) : [];
  return [validationMessage(issue), ...nested];
}

function defaultMessagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value, { error: () => zodDefault });
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => shownMessages(issue).some((message) => message.includes(zodDefault)))
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.code} for ${JSON.stringify(value)?.slice(0, 20)}`);
}

/** Each field of an object given each probe, the others left out; an object inside is probed field by field too. */
function defaultMessagesOfObject(schema: z.ZodObject, wrap: (value: unknown) => unknown = (value) => value): string[] {
  const found = probes.flatMap((probe) => defaultMessagesOf(schema, wrap(probe)));
  for (const [key, field] of Object.entries(schema.shape)) {
    for (const probe of probes) found.push(...defaultMessagesOf(schema, wrap({ [key]: probe })));
    const inner = innerObject(field as z.ZodType);
    if (inner) found.push(...defaultMessagesOfObject(inner, (value) => wrap({ [key]: value })).map((found) => found));
  }
  return found;
}

function innerObject(field: z.ZodType): z.ZodObject | undefined {
  if (field instanceof z.ZodObject) return field;
  if (field instanceof z.ZodOptional || field instanceof z.ZodNullable) return innerObject(field.unwrap() as z.ZodType);
  return undefined;
}

/** What clients send: every input, query and decision schema, and every endpoint's body and query. */
function clientSchemas(): [string, z.ZodType][] {
  const schemas: [string, z.ZodType][] = [];
  for (const [name, value] of Object.entries(contract)) {
    if (value instanceof z.ZodType && /(Input|Query|Decision)$/.test(name)) schemas.push([name, value]);
    if (name.endsWith('Endpoints')) {
      for (const [call, declared] of Object.entries(value as Record<string, { body?: z.ZodType; query?: z.ZodType }>)) {
        if (declared.body) schemas.push([`${name}.${call}.body`, declared.body]);
        if (declared.query) schemas.push([`${name}.${call}.query`, declared.query]);
      }
    }
  }
  return schemas;
}

describe("the contract's messages", () => {
  it('finds the schemas clients send', () => {
    const names = clientSchemas().map(([name]) => name);
    expect(names).toContain('newGolferInput');
    expect(names).toContain('memberInput');
    expect(names).toContain('eventManagerEndpoints.changeRoster.body');
    expect(names.length).toBeGreaterThan(40);
  });

  it('lets no zod default message reach a person, from any schema a client sends, whatever the value', () => {
    const found = clientSchemas().flatMap(([name, schema]) => {
      const inner = innerObject(schema);
      const messages = inner
        ? defaultMessagesOfObject(inner)
        : probes.flatMap((probe) => defaultMessagesOf(schema, probe));
      return [...new Set(messages)].map((message) => `${name} ${message}`);
    });
    expect(found).toEqual([]);
  });

  it('says an empty first name of a golfer from elsewhere may not be blank, never zod\'s "Too small"', () => {
    const issue = contract.newGolferInput.safeParse({ first_name: ' ', gender: 'F', email: 'a@b.org' }).error!
      .issues[0]!;
    expect(validationMessage(issue)).toBe('This field may not be blank.');
  });
});
