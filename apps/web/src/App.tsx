import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { I18nContext } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppLoading } from './layout/FirstScreen';
import { themeOf } from './layout/theme';
import { useThemeMode } from './layout/themeMode';
import { i18nProvider } from './providers/i18nProvider';
import { CHOOSE_COURSE_PAGE } from './layout/routing/guard';
import { PublicRoute } from './routes/PublicRoute';
import { isOutsideAdmin, routeTable } from './routes/routeTable';

/** The admin (react-admin and every private screen) loads only when a private page is opened. */
const AdminApp = lazy(async () => ({ default: (await import('./routes/AdminApp')).AdminApp }));

export function AppRoutes() {
  return (
    <Suspense fallback={<AppLoading />}>
      <Routes>
        <Route path="/" element={<Navigate to={CHOOSE_COURSE_PAGE} replace />} />
        {routeTable.filter(isOutsideAdmin).map((entry) => (
          <Route key={entry.path} path={entry.path} element={<PublicRoute entry={entry} />} />
        ))}
        <Route path="*" element={<AdminApp />} />
      </Routes>
    </Suspense>
  );
}

/** The frame every page shares: the stored theme (app_theme, default dark) and the English labels. */
export function AppFrame({ children }: { children: React.ReactNode }) {
  const [mode] = useThemeMode();
  return (
    <ThemeProvider theme={themeOf(mode)}>
      <CssBaseline enableColorScheme />
      <I18nContext.Provider value={i18nProvider}>{children}</I18nContext.Provider>
    </ThemeProvider>
  );
}

export function App() {
  return (
    <AppFrame>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
