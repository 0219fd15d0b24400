import { createContext, useContext } from 'react';

import type { BootData } from '../../shared/boot';
import { findPhoto, type FoundPhoto } from '../../shared/photos';

const BootContext = createContext<BootData | null>(null);

export const BootProvider = BootContext.Provider;

export function useBoot(): BootData {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot outside BootProvider');
  return boot;
}

/**
 * The first of `roles` the subject has an operator's photo for (mango: 'card',
 * 'bottle'), or null: show the generated art. Here rather than beside
 * <Picture> so the photo helpers share the boot data's chunk.
 */
export function usePhoto(subject: string, ...roles: string[]): FoundPhoto | null {
  return findPhoto(useBoot().photos, subject, ...roles);
}
