import type { scoreTermRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { masterDataLabels } from '../../labels/masterDataLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const scoreTerms: ResourceDeclaration<z.output<typeof scoreTermRecord>> = {
  name: 'score_terms',
  listPath: '/score_term',
  recordPath: '/score_term',
  recordRepresentation: (term) => term.name,
  cardFields: ['name', 'strokes_to_par', 'colour', 'is_active'],
  defaultSort: { field: 'strokes_to_par', order: 'ASC' },
  list: lazyScreen(() => import('./ScoreTermList'), 'ScoreTermList', masterDataLabels),
  create: lazyScreen(() => import('./ScoreTermCreate'), 'ScoreTermCreate', masterDataLabels),
  edit: lazyScreen(() => import('./ScoreTermEdit'), 'ScoreTermEdit', masterDataLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(scoreTerms);
