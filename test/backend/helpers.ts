import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { createBackendApp, type BackendOptions } from '../../backend/app';

export const silent = pino({ level: 'silent' });

export function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'too-more-backend-'));
}

export function makeBackend(options: Partial<BackendOptions> = {}) {
  const dataDir = options.dataDir ?? tempDir();
  const backend = createBackendApp({ dataDir, logger: silent, ...options });
  return {
    ...backend,
    dataDir,
    agent: () => request.agent(backend.app),
    dispose() {
      backend.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const FORM = {
  firstName: 'Asha',
  lastName: 'Patel',
  email: 'asha@example.in',
  phone: '9876543210',
  address: '12 MG Road',
  city: 'Rajkot',
  state: 'Gujarat',
  postalCode: '360001',
  country: 'India',
  paymentMethod: 'cod',
};

export async function signUp(agent: request.Agent, email = 'asha@example.in', password = 'mango-lassi-9') {
  await agent.post('/api/auth/register').send({ name: 'Asha', email, password }).expect(201);
}
