import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { ConfirmOptions } from './ConfirmDialogBox';

export type { ConfirmOptions } from './ConfirmDialogBox';

const ConfirmDialogBox = lazy(async () => ({ default: (await import('./ConfirmDialogBox')).ConfirmDialogBox }));

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}

/** One confirmation dialog for the app, asked for through `useConfirm`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOptions(next);
      }),
    [],
  );

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  // The dialog's code loads the first time it is asked for, not with every first screen; it then stays mounted so
  // that it closes with its animation.
  const [opened, setOpened] = useState(false);
  if (options !== null && !opened) setOpened(true);
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <ConfirmDialogBox options={options} onAnswer={answer} />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}
