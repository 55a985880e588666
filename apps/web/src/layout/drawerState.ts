import { useCallback, useState } from 'react';

/** Whether the docked drawer is open, kept across reloads like the theme (open unless closed on purpose). */
export const DRAWER_STORAGE_KEY = 'app_drawer';

export function useDrawerOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => localStorage.getItem(DRAWER_STORAGE_KEY) !== 'closed');
  const keepOpen = useCallback((next: boolean) => {
    localStorage.setItem(DRAWER_STORAGE_KEY, next ? 'open' : 'closed');
    setOpen(next);
  }, []);
  return [open, keepOpen];
}
