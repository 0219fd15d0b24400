import { createContext, useContext } from 'react';

import type { BootData } from '../../shared/boot';

const BootContext = createContext<BootData | null>(null);

export const BootProvider = BootContext.Provider;

export function useBoot(): BootData {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot outside BootProvider');
  return boot;
}
