import type { prizeTypeRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { masterDataLabels } from '../../labels/masterDataLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const prizeTypes: ResourceDeclaration<z.output<typeof prizeTypeRecord>> = {
  name: 'prize_types',
  listPath: '/prize_type',
  recordPath: '/prize_type',
  recordRepresentation: (prizeType) => prizeType.name,
  cardFields: ['name', 'description', 'is_active'],
  defaultSort: { field: 'name', order: 'ASC' },
  list: lazyScreen(() => import('./PrizeTypeList'), 'PrizeTypeList', masterDataLabels),
  create: lazyScreen(() => import('./PrizeTypeCreate'), 'PrizeTypeCreate', masterDataLabels),
  edit: lazyScreen(() => import('./PrizeTypeEdit'), 'PrizeTypeEdit', masterDataLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(prizeTypes);
