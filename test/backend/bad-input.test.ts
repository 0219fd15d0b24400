import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { makeBackend, signUp, type TestBackend } from './helpers';

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend();
});
afterEach(() => b.dispose());

describe('bad input', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await request(b.app).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(res.body).toEqual({ success: false, code: 'malformed_json', message: 'Malformed JSON body' });
  });

  it('answers bodies over 32 KB with 413', async () => {
    const res = await request(b.app)
      .post('/api/auth/register')
      .send({ name: 'x'.repeat(40_000), email: 'a@b.in', password: 'password1' })
      .expect(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('answers wrong types with 400, not a crash', async () => {
    await request(b.app)
      .post('/api/auth/register')
      .send({ name: ['A'], email: { $ne: 1 }, password: 12345678 })
      .expect(400);
    await request(b.app).post('/api/auth/login').send([1, 2]).expect(400);
  });

  it('answers unknown routes with a JSON 404', async () => {
    expect((await request(b.app).get('/api/nothing').expect(404)).body).toEqual({ success: false, code: 'not_found', message: 'Not found' });
  });

  it('never sends a stack trace', async () => {
    await b.db.run('DROP TABLE notifications');
    const agent = b.agent();
    await signUp(b, agent, 'a@b.in', 'password1');
    const res = await agent.get('/api/notifications').expect(500);
    expect(res.body).toEqual({ success: false, code: 'server_error', message: 'Server error. Please try again.' });
  });
});
