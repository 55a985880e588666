import { createContext } from 'react';
import type { DashboardCard } from './dashboardCard';
import type { MenuEntry } from './menu/menuEntry';

/**
 * What the route table knows of every area, handed down by the app (routes/AdminApp.tsx), so that the kit and a screen
 * read it without importing the route table, which imports the areas: the side menu gathered from the areas, the
 * dashboard's cards, and whether a page is built.
 */
export interface AppAreas {
  menu: readonly MenuEntry[];
  dashboardCards: readonly DashboardCard[];
  isBuilt: (path: string) => boolean;
}

export const AppAreasContext = createContext<AppAreas>({ menu: [], dashboardCards: [], isBuilt: () => false });
