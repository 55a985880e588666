import type { holeDetailRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../layout/lazyScreen';

export const holeDetails: ResourceDeclaration<z.output<typeof holeDetailRecord>> = {
  name: 'hole_details',
  listPath: '/settings/hole_details',
  recordPath: '/settings/hole_detail',
  recordRepresentation: (detail) => `${detail.hole_number}, ${detail.hole_category_name}`,
  cardFields: ['hole_number', 'hole_category_name', 'distance', 'distance_unit', 'par', 'stroke_index'],
  defaultSort: { field: 'hole_number', order: 'ASC' },
  list: lazyScreen(() => import('./HoleDetailList'), 'HoleDetailList'),
  create: lazyScreen(() => import('./HoleDetailCreate'), 'HoleDetailCreate'),
  edit: lazyScreen(() => import('./HoleDetailEdit'), 'HoleDetailEdit'),
};
