import type { bookingRulesRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';
import { teeSheetLabels } from '../../labels/teeSheetLabels';

export const bookingRules: ResourceDeclaration<z.output<typeof bookingRulesRecord>> = {
  name: 'booking_rules',
  listPath: '/booking-rules',
  recordPath: '/booking-rules',
  recordRepresentation: (rules) => `${rules.days_ahead} / ${rules.opens_at}`,
  cardFields: ['days_ahead', 'opens_at', 'maximum_guests', 'cancel_cut_off_hours'],
  subtitle: 'fairway.tee_times.subtitles.booking_rules',
  list: lazyScreen(() => import('./BookingRulesList'), 'BookingRulesList', teeSheetLabels),
  create: lazyScreen(() => import('./BookingRulesForms'), 'BookingRulesCreate', teeSheetLabels),
  edit: lazyScreen(() => import('./BookingRulesForms'), 'BookingRulesEdit', teeSheetLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(bookingRules);
