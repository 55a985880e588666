import type { teeSheetTemplateRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';
import { teeSheetLabels } from '../../labels/teeSheetLabels';

export const teeSheetTemplates: ResourceDeclaration<z.output<typeof teeSheetTemplateRecord>> = {
  name: 'tee_sheet_templates',
  listPath: '/tee-sheet-templates',
  recordPath: '/tee-sheet-templates',
  recordRepresentation: (template) => template.name,
  cardFields: ['name', 'first_start', 'last_start', 'interval_minutes'],
  defaultSort: { field: 'name', order: 'ASC' },
  subtitle: 'fairway.tee_times.subtitles.tee_sheet_templates',
  list: lazyScreen(() => import('./TeeSheetTemplateList'), 'TeeSheetTemplateList', teeSheetLabels),
  create: lazyScreen(() => import('./TeeSheetTemplateForms'), 'TeeSheetTemplateCreate', teeSheetLabels),
  edit: lazyScreen(() => import('./TeeSheetTemplateForms'), 'TeeSheetTemplateEdit', teeSheetLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(teeSheetTemplates);
