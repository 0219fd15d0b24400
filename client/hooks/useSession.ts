import type { SessionState } from '../../shared/boot';
import { useRootData } from './useRootData';

/** The shopper's session as the root loader last read it. */
export function useSession(): SessionState {
  return useRootData().session;
}
