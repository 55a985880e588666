import { paymentModes, postingStatuses } from '@fairway/contract';

export const modeChoices = paymentModes.map((mode) => ({ id: mode, name: `fairway.billing.modes.${mode}` }));

export const statusChoices = postingStatuses.map((status) => ({
  id: status,
  name: `fairway.billing.statuses.${status}`,
}));
