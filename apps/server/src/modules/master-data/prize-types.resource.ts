import { prizeTypeRecord } from '@fairway/contract';
import { prizeTypes } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { namedTypeResource } from './named-type-resource.js';

/** Kinds of tournament prize (Gross Winner, Nearest to Pin...): a name and a description. */
export const prizeTypesResource: Resource = namedTypeResource({
  name: 'prize_types',
  thing: 'prize type',
  table: prizeTypes,
  record: prizeTypeRecord,
});
