import { Suspense } from 'react';
import { ResourceDeclarationContext } from '../layout/crud/resourceDeclaration';
import { PageLabelContext } from '../layout/pageLabel';
import { Spinner } from '../layout/Spinner';
import { LaterPartPage } from '../screens/later-part/LaterPartPage';
import type { RouteEntry } from './routeTable';

/** The screen of a route entry, or the page naming the later part of Fairway that builds it. */
export function RouteScreen({ entry }: { entry: RouteEntry }) {
  const Screen = entry.screen;
  return (
    <Suspense fallback={<Spinner />}>
      <PageLabelContext value={entry.label}>
        <ResourceDeclarationContext value={entry.resource ?? null}>
          {Screen ? <Screen /> : entry.laterPart ? <LaterPartPage label={entry.label} part={entry.laterPart} /> : null}
        </ResourceDeclarationContext>
      </PageLabelContext>
    </Suspense>
  );
}
