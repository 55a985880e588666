import { createContext } from 'react';
import type { DashboardCard } from './dashboardCard';

/**
 * What the route table knows of every area, handed down by the app (routes/AdminApp.tsx), so that a screen reads it
 * without importing the route table, which imports the areas: the dashboard's cards, and whether a page is built.
 */
export interface AppAreas {
  dashboardCards: readonly DashboardCard[];
  isBuilt: (path: string) => boolean;
}

export const AppAreasContext = createContext<AppAreas>({ dashboardCards: [], isBuilt: () => false });
