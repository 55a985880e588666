import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/**
 * Notifies words that are already words (the server's message, an error's) rather than a label's key: react-admin
 * would look them up as a key and warn that no label has it.
 */
export function useNotifyText() {
  const notify = useNotify();
  return useCallback(
    (text: unknown, type: 'error' | 'success' = 'error') => {
      const words = text instanceof Error ? text.message : String(text);
      notify(words, { type, messageArgs: { _: words } });
    },
    [notify],
  );
}
