// The rooms of the backend and the server, and which room may import which
// (docs/decisions/025-backend-rooms.md): the arrows point one way,
// http → store → shared, with mail, the payment gateway and documents beside http and the
// operator commands over all of them; the backend's root modules (config,
// app, index, serve) put the rooms together, and are all the server may
// import of the backend.

/** `backend/<room>/…`, `backend/root` for the backend's own top-level modules, `server/<folder>` likewise; anything else by its first folder. */
export function roomOf(file: string): string {
  const [top = '', second = '', third] = file.split('/');
  if (top === 'backend' || top === 'server') return third === undefined ? `${top}/root` : `${top}/${second}`;
  return top;
}

/** The rooms each room may import (besides itself and node_modules). */
export const MAY_IMPORT: Record<string, readonly string[]> = {
  'backend/store': ['shared'],
  'backend/mail': ['backend/store', 'shared'],
  'backend/documents': ['backend/store', 'shared'],
  'backend/gateway': ['backend/store', 'shared'],
  'backend/http': ['backend/store', 'backend/documents', 'shared'],
  'backend/cli': ['backend/root', 'backend/store', 'backend/mail', 'backend/gateway', 'shared'],
  'backend/root': ['backend/http', 'backend/store', 'backend/mail', 'backend/gateway', 'backend/documents', 'shared'],
};

/** The backend's modules the server may import: the configuration, the embedded backend, the backend process. */
export const SERVER_MAY_IMPORT_OF_BACKEND = ['backend/config.ts', 'backend/index.ts', 'backend/serve.ts'];
