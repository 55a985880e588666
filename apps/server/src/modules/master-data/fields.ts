import { z } from 'zod';

export const name = z.string().trim().min(1).max(100);
export const description = z.string().trim().max(2000);
export const isActive = z
  .boolean()
  .describe('Retired master data stays on the records that use it but is not offered for new ones');
export const referenceId = z.number().int().min(1).max(2_147_483_647);
