import type { holeIntermediatePointRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../layout/lazyScreen';
import { coursesLabels } from '../../labels/areas';
import { resourcePages, type RouteEntry } from '../../routes/routeEntry';

export const holeIntermediatePoints: ResourceDeclaration<z.output<typeof holeIntermediatePointRecord>> = {
  name: 'hole_intermediate_points',
  listPath: '/golf_course_holes_periphery',
  recordPath: '/golf_course_holes_periphery',
  recordRepresentation: (point) => `${point.hole_number}, ${point.label || point.kind.replaceAll('_', ' ')}`,
  cardFields: ['hole_number', 'kind', 'label', 'latitude', 'longitude', 'sort_order'],
  list: lazyScreen(() => import('./HoleIntermediatePointList'), 'HoleIntermediatePointList', coursesLabels),
  create: lazyScreen(() => import('./HoleIntermediatePointCreate'), 'HoleIntermediatePointCreate', coursesLabels),
  edit: lazyScreen(() => import('./HoleIntermediatePointEdit'), 'HoleIntermediatePointEdit', coursesLabels),
};

export const routes: readonly RouteEntry[] = resourcePages(holeIntermediatePoints);
