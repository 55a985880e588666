import { userTypeRecord } from '@fairway/contract';
import { userTypes } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { namedTypeResource } from './named-type-resource.js';

/** Kinds of user (Player, Staff, Committee...): a name and a description, a label only; roles grant rights. */
export const userTypeResource: Resource = namedTypeResource({
  name: 'user_type',
  thing: 'user type',
  table: userTypes,
  record: userTypeRecord,
});
