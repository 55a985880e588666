import { z } from 'zod';
import { scoreTerms } from '../../db/schema/index.js';
import type { ResourceRoutes } from '../../http/resource-routes.js';
import { recordExample, recordFields } from '../../http/schemas.js';
import { Role } from '../users/roles.js';
import { isActive } from './fields.js';

const input = z.object({
  name: z.string().trim().min(1).max(50),
  strokes_to_par: z
    .number()
    .int()
    .min(-4)
    .max(3)
    .nullable()
    .optional()
    .describe('Strokes relative to par: -4 condor ... +3 triple bogey; null for the hole-in-one term'),
  is_hole_in_one: z.boolean().optional(),
  colour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #rrggbb.')
    .optional(),
  is_active: isActive.optional(),
});

const record = z
  .object({
    ...recordFields,
    name: z.string(),
    strokes_to_par: z.number().int().nullable(),
    is_hole_in_one: z.boolean(),
    colour: z.string(),
    is_active: z.boolean(),
  })
  .meta({
    id: 'ScoreTerm',
    examples: [
      {
        ...recordExample,
        name: 'Birdie',
        strokes_to_par: -1,
        is_hole_in_one: false,
        colour: '#1e88e5',
        is_active: true,
      },
    ],
  });

export const scoreTermsResource: ResourceRoutes = {
  area: 'master-data',
  definition: {
    name: 'score_terms',
    thing: 'score term',
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
    uniqueFields: {
      score_terms_name_unique: 'name',
      score_terms_strokes_to_par_unique: 'strokes_to_par',
      score_terms_one_hole_in_one: 'is_hole_in_one',
    },
    // The hole-in-one term stands apart from par; every other term is a number of strokes to par.
    validate: async (_db, input, existing) => {
      const merged = { ...existing, ...input };
      if (merged.is_hole_in_one === true && merged.strokes_to_par != null) {
        return { strokes_to_par: ['The hole-in-one term has no strokes to par: leave it empty.'] };
      }
      if (merged.is_hole_in_one !== true && merged.strokes_to_par == null) {
        return { strokes_to_par: ['This field is required.'] };
      }
      return null;
    },
  },
  record,
  input,
  access: { read: {}, write: { roles: [Role.superAdmin] } },
};
