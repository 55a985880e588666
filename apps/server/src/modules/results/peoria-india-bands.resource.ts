import { peoriaIndiaBandInput, peoriaIndiaBandRecord, Role } from '@fairway/contract';
import { peoriaIndiaBands } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/** The club's India double Peoria table: its organisers read it, its admins keep it. */
export const peoriaIndiaBandsResource: Resource = {
  name: 'peoria_india_bands',
  thing: 'India double Peoria band',
  area: 'results',
  table: peoriaIndiaBands,
  scope: 'golf_course',
  list: {
    search: [],
    ordering: { id: peoriaIndiaBands.id, up_to: peoriaIndiaBands.up_to },
    defaultOrdering: 'up_to',
    filters: {},
  },
  record: peoriaIndiaBandRecord,
  input: peoriaIndiaBandInput,
  access: { read: { roles: [Role.admin, Role.eventManager] }, write: { roles: [Role.admin] } },
};
