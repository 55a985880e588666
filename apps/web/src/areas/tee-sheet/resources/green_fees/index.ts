import type { greenFeeRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';
import { teeSheetLabels } from '../../labels/teeSheetLabels';

export const greenFees: ResourceDeclaration<z.output<typeof greenFeeRecord>> = {
  name: 'green_fees',
  listPath: '/green-fees',
  recordPath: '/green-fees',
  recordRepresentation: (fee) => `${fee.player} ${fee.amount_minor}`,
  cardFields: ['player', 'weekdays', 'from_time', 'amount_minor'],
  subtitle: 'fairway.tee_times.subtitles.green_fees',
  list: lazyScreen(() => import('./GreenFeeList'), 'GreenFeeList', teeSheetLabels),
  create: lazyScreen(() => import('./GreenFeeForms'), 'GreenFeeCreate', teeSheetLabels),
  edit: lazyScreen(() => import('./GreenFeeForms'), 'GreenFeeEdit', teeSheetLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(greenFees);
