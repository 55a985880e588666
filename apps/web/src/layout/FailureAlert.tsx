import { lazy, Suspense, type ComponentProps } from 'react';

const ErrorAlert = lazy(async () => ({ default: (await import('./ErrorAlert')).ErrorAlert }));

/**
 * The spec's error alert for a failure on the way to the first screen (the course choice, the route guard): its code
 * (MUI's Alert) loads only when a failure is shown, not with every first screen (decision 0023).
 */
export function FailureAlert(props: ComponentProps<typeof ErrorAlert>) {
  return (
    <Suspense fallback={null}>
      <ErrorAlert {...props} />
    </Suspense>
  );
}
