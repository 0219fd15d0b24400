import { useRouteLoaderData } from 'react-router';

import type { RootData } from '../router/root-data';

/** What the root loader read for every page: session, cart, coupon, consent, flash. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('useRootData outside the root route');
  return data;
}
