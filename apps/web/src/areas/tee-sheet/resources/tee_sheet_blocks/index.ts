import type { teeSheetBlockRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';
import { teeSheetLabels } from '../../labels/teeSheetLabels';

export const teeSheetBlocks: ResourceDeclaration<z.output<typeof teeSheetBlockRecord>> = {
  name: 'tee_sheet_blocks',
  listPath: '/tee-sheet-blocks',
  recordPath: '/tee-sheet-blocks',
  recordRepresentation: (block) => `${block.date} ${block.reason}`,
  cardFields: ['date', 'from_time', 'to_time', 'reason'],
  defaultSort: { field: 'date', order: 'DESC' },
  subtitle: 'fairway.tee_times.subtitles.tee_sheet_blocks',
  list: lazyScreen(() => import('./TeeSheetBlockList'), 'TeeSheetBlockList', teeSheetLabels),
  create: lazyScreen(() => import('./TeeSheetBlockForms'), 'TeeSheetBlockCreate', teeSheetLabels),
  edit: lazyScreen(() => import('./TeeSheetBlockForms'), 'TeeSheetBlockEdit', teeSheetLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(teeSheetBlocks);
