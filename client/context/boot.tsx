import { createContext, useContext } from 'react';

import type { BootData } from '../../shared/boot';
import { CSRF_FIELD } from '../../shared/csrf';
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

/**
 * The form token, in every form that posts (shared/csrf.ts): rendered only on
 * a page the server rendered for its request, where the boot data carries it.
 * Here, as usePhoto is, so that every form shares the boot data's chunk rather
 * than a chunk of its own.
 */
export function CsrfField() {
  const { csrf } = useBoot();
  return csrf ? <input type="hidden" name={CSRF_FIELD} value={csrf} /> : null;
}
