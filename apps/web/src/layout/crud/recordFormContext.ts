import { createContext, useContext } from 'react';
import type { InputSchema } from './contractResolver';

/** What the inputs and buttons of a record's form share: the contract's schema, and the alert above the form. */
export interface RecordFormState {
  schema: InputSchema;
  /** Shows a server's refusal that belongs to no field in the alert above the form; null hides it. */
  showServerError(message: string | null): void;
}

export const RecordFormContext = createContext<RecordFormState | null>(null);

export function useRecordForm(): RecordFormState {
  const state = useContext(RecordFormContext);
  if (!state) throw new Error('useRecordForm needs a RecordCreate or RecordEdit');
  return state;
}
