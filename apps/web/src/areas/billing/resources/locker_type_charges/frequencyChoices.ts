import { chargeFrequencies } from '@fairway/contract';

/** How often a charge falls due, as the billing screens name it. */
export const frequencyChoices = chargeFrequencies.map((frequency) => ({
  id: frequency,
  name: `fairway.billing.frequencies.${frequency}`,
}));
