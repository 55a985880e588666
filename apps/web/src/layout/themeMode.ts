import { useSyncExternalStore } from 'react';
import type { ThemeMode } from './theme';

/** Spec section 9: the theme choice is kept under this key (default dark) and survives logout. */
export const THEME_STORAGE_KEY = 'app_theme';

const listeners = new Set<() => void>();

export function getThemeMode(): ThemeMode {
  return localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
}

export function setThemeMode(mode: ThemeMode): void {
  localStorage.setItem(THEME_STORAGE_KEY, mode);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemeMode(): [ThemeMode, () => void] {
  const mode = useSyncExternalStore(subscribe, getThemeMode);
  return [mode, () => setThemeMode(mode === 'dark' ? 'light' : 'dark')];
}
