// The backend's rooms and their arrows (docs/decisions/025-backend-rooms.md):
// each room imports only the rooms it may, the server reaches the backend only
// through its root modules, and no module imports itself round a circle.
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { circles, importGraph } from '../../tools/architecture/import-graph';
import { MAY_IMPORT, roomOf, SERVER_MAY_IMPORT_OF_BACKEND } from '../../tools/architecture/rooms';

const root = path.resolve(import.meta.dirname, '../..');
const graph = importGraph(root, ['backend', 'server', 'shared', 'client']);

describe('the backend rooms', () => {
  it('sees every room and the arrows between them', () => {
    const rooms = new Set(graph.filter((m) => m.file.startsWith('backend/')).map((m) => roomOf(m.file)));
    expect([...rooms].sort()).toEqual(Object.keys(MAY_IMPORT).sort());
    // The graph reads imports: the http room does import the store.
    expect(graph.some((m) => roomOf(m.file) === 'backend/http' && m.imports.some((i) => roomOf(i) === 'backend/store'))).toBe(true);
  });

  it('import only what their room may: http → store → shared, mail and documents → store, the operator commands over them', () => {
    const wrong = graph
      .filter((m) => m.file.startsWith('backend/'))
      .flatMap((m) => {
        const from = roomOf(m.file);
        return m.imports.filter((i) => roomOf(i) !== from && !(MAY_IMPORT[from] ?? []).includes(roomOf(i))).map((i) => `${m.file} -> ${i}`);
      });
    expect(wrong).toEqual([]);
  });

  it('are reached from the server only through the backend’s root modules; shared and the client never reach them', () => {
    const wrong = graph
      .filter((m) => !m.file.startsWith('backend/'))
      .flatMap((m) =>
        m.imports.filter((i) => i.startsWith('backend/') && (!m.file.startsWith('server/') || !SERVER_MAY_IMPORT_OF_BACKEND.includes(i))).map((i) => `${m.file} -> ${i}`),
      );
    expect(wrong).toEqual([]);
  });

  it('have no circles, in the backend or the server', () => {
    expect(circles(graph.filter((m) => m.file.startsWith('backend/') || m.file.startsWith('server/')))).toEqual([]);
  });

  it('finds a circle and a wrong arrow when there is one', () => {
    const made = [
      { file: 'backend/store/a.ts', imports: ['backend/http/b.ts'] },
      { file: 'backend/http/b.ts', imports: ['backend/store/a.ts'] },
    ];
    expect(circles(made)).toEqual([['backend/http/b.ts', 'backend/store/a.ts']]);
    expect(MAY_IMPORT['backend/store']).not.toContain(roomOf('backend/http/b.ts'));
  });
});
