import { Suspense } from 'react';
import { ResourceDeclarationContext } from '../layout/crud/resourceDeclaration';
import { PageLabelContext } from '../layout/pageLabel';
import { Spinner } from '../layout/Spinner';
import type { RouteEntry } from './routeTable';

/** The screen of a route entry, under its name and resource. */
export function RouteScreen({ entry }: { entry: RouteEntry }) {
  const Screen = entry.screen;
  return (
    <Suspense fallback={<Spinner />}>
      <PageLabelContext value={entry.label}>
        <ResourceDeclarationContext value={entry.resource ?? null}>
          {Screen ? <Screen /> : null}
        </ResourceDeclarationContext>
      </PageLabelContext>
    </Suspense>
  );
}
