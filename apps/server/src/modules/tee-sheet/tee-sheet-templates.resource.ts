import { Role, teeSheetTemplateInput, teeSheetTemplateRecord } from '@fairway/contract';
import { teeSheetTemplates } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { checkTemplateInput } from './check-template-input.js';

/** How the club's days are made, by weekday and season: its admins keep them, every role of the club reads them. */
export const teeSheetTemplatesResource: Resource = {
  name: 'tee_sheet_templates',
  thing: 'tee sheet template',
  area: 'tee-sheet',
  table: teeSheetTemplates,
  scope: 'golf_course',
  list: {
    search: [teeSheetTemplates.name],
    ordering: { id: teeSheetTemplates.id, name: teeSheetTemplates.name },
    defaultOrdering: 'name',
    filters: {},
  },
  validate: checkTemplateInput,
  record: teeSheetTemplateRecord,
  input: teeSheetTemplateInput,
  access: { read: {}, write: { roles: [Role.admin] } },
};
