import { Role, scoreTermInput, scoreTermRecord } from '@fairway/contract';
import { scoreTerms } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

export const scoreTermsResource: Resource = {
  name: 'score_terms',
  thing: 'score term',
  area: 'master-data',
  table: scoreTerms,
  scope: 'global',
  list: {
    search: [scoreTerms.name],
    ordering: {
      id: scoreTerms.id,
      name: scoreTerms.name,
      strokes_to_par: scoreTerms.strokes_to_par,
      is_active: scoreTerms.is_active,
    },
    defaultOrdering: 'strokes_to_par',
    filters: { is_active: { column: scoreTerms.is_active, kind: 'boolean' } },
  },
  // The hole-in-one term stands apart from par; every other term is a number of strokes to par.
  validate: async ({ input, existing }) => {
    const merged = { ...existing, ...input };
    if (merged.is_hole_in_one === true && merged.strokes_to_par != null) {
      return { strokes_to_par: ['The hole-in-one term has no strokes to par: leave it empty.'] };
    }
    if (merged.is_hole_in_one !== true && merged.strokes_to_par == null) {
      return { strokes_to_par: ['This field is required.'] };
    }
    return null;
  },
  record: scoreTermRecord,
  input: scoreTermInput,
  access: { read: {}, write: { roles: [Role.superAdmin] } },
};
