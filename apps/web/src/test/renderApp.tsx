import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppFrame, AppRoutes } from '../App';

/** The whole app at one path, as a visitor opening that address. */
export function renderApp(path: string) {
  return render(
    <AppFrame>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppFrame>,
  );
}
