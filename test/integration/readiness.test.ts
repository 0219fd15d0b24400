// The BFF's /readyz, for a load balancer: ready only while the API host says
// it is (our backend: database reachable and migrated); /healthz regardless.
import { rmSync } from 'node:fs';

import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';

import { type RunningBackend, startBackend } from '../../backend/index';
import { LATEST_VERSION } from '../../backend/store/migrate';
import { openDatabase } from '../../backend/store/open';
import { createApp } from '../../server/app';
import { silent, tempDir } from '../backend/helpers';
import { testConfig } from '../helpers/config';
import { type FakeUpstream, startFakeUpstream } from '../helpers/fake-upstream';

const dataDir = tempDir();
const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function upstreamAnswering(status: number, body: unknown): Promise<FakeUpstream> {
  const upstream = await startFakeUpstream((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  closing.push(() => upstream.close());
  return upstream;
}

describe('/readyz of the BFF', () => {
  it('follows the embedded backend: ready, then 503 while its migrations have not run', async () => {
    const backend: RunningBackend = await startBackend({ dataDir, logger: silent });
    closing.push(() => backend.close());
    const app = await createApp(testConfig({ apiUrl: backend.url }));
    expect((await request(app).get('/readyz').expect(200)).body).toEqual({ status: 'ready' });
    const db = openDatabase(dataDir);
    await db.run('DELETE FROM schema_migrations WHERE version = ?', LATEST_VERSION);
    await db.close();
    expect((await request(app).get('/readyz').expect(503)).body).toEqual({ status: 'unavailable', reason: 'migrations have not run' });
    expect((await request(app).get('/healthz').expect(200)).body.status).toBe('ok');
  });

  it("passes on the API host's reason when it is not ready", async () => {
    const upstream = await upstreamAnswering(503, { status: 'unavailable', reason: 'database unreachable' });
    const app = await createApp(testConfig({ apiUrl: upstream.url }));
    expect((await request(app).get('/readyz').expect(503)).body).toEqual({ status: 'unavailable', reason: 'database unreachable' });
    expect(upstream.received.at(-1)!.url).toBe('/readyz');
  });

  it('counts a foreign API host without /readyz as ready while it answers', async () => {
    const upstream = await upstreamAnswering(404, { success: false });
    const app = await createApp(testConfig({ apiUrl: upstream.url }));
    await request(app).get('/readyz').expect(200);
  });

  it('is not ready while the API host does not answer', async () => {
    const app = await createApp(testConfig({ apiUrl: 'http://127.0.0.1:9' }));
    expect((await request(app).get('/readyz').expect(503)).body).toEqual({ status: 'unavailable', reason: 'API host does not answer' });
  });
});
