import { readFileSync } from 'node:fs';

import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { addNotification } from '../../backend/store/notifications';
import { makeBackend, signUp, type TestBackend } from './helpers';

/** How a language's dictionary words the 'order placed' notification. */
const orderPlaced = (lng: string) =>
  (JSON.parse(readFileSync(`locales/${lng}/translation.json`, 'utf8')) as { notifications: { kinds: { order_placed: { title: string; message: string } } } }).notifications.kinds
    .order_placed;

let b: TestBackend;
beforeEach(async () => {
  b = await makeBackend();
});
afterEach(() => b.dispose());

async function userWith(count: number, email = 'asha@example.in') {
  const agent = b.agent();
  await signUp(b, agent, email);
  const { id } = (await b.db.get<{ id: number }>('SELECT id FROM users WHERE email = ?', email))!;
  for (let i = 0; i < count; i++) await addNotification(b.db, id, 'order_placed', `TM-${i}`);
  return agent;
}

describe('notifications', () => {
  it('pages newest first and reports total pages and unread count', async () => {
    const agent = await userWith(23);
    const first = (await agent.get('/api/notifications?page=1&limit=10').expect(200)).body;
    expect(first.notifications).toHaveLength(10);
    expect(first.notifications[0].orderId).toBe('TM-22');
    expect(first.notifications[0]).toMatchObject({ type: 'order_placed', isRead: false, title: 'Order placed' });
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 23, pages: 3 });
    expect(first.unreadCount).toBe(23);
    expect((await agent.get('/api/notifications?page=3&limit=10')).body.notifications).toHaveLength(3);
    expect((await agent.get('/api/notifications?page=9&limit=10')).body.notifications).toEqual([]);
  });

  it('stores a notification as its type and order, and words it in the reader’s language when it is read', async () => {
    const agent = await userWith(1);
    // No sentence is stored: only the code and its parameter.
    const row = (await b.db.get<Record<string, unknown>>('SELECT * FROM notifications'))!;
    expect(row).toMatchObject({ type: 'order_placed', order_id: 'TM-0' });
    expect(Object.keys(row)).not.toContain('title');
    expect(Object.keys(row)).not.toContain('message');
    const read = async (query: string, headers: Record<string, string> = {}) =>
      ((await agent.get(`/api/notifications${query}`).set(headers).expect(200)).body.notifications as { title: string; message: string }[])[0]!;
    expect(await read('')).toMatchObject({ title: 'Order placed', message: 'Your order TM-0 has been placed. We will let you know when it ships.' });
    const hindi = await read('?lng=hi');
    expect(hindi.title).toBe(orderPlaced('hi').title);
    expect(hindi.message).toBe(orderPlaced('hi').message.replace('{{id}}', 'TM-0'));
    expect(hindi.message).toMatch(/[\u0900-\u097F]/);
    // Then in Arabic, asked by the browser's language alone.
    const arabic = await read('', { 'Accept-Language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    expect(arabic.title).toBe(orderPlaced('ar').title);
    expect(arabic.message).toContain('TM-0');
    expect(arabic.message).toMatch(/[\u0600-\u06FF]/);
    // A language the shop does not have, or a hostile one, reads in English.
    expect((await read('?lng=xx')).title).toBe('Order placed');
    expect((await read('?lng=<script>')).title).toBe('Order placed');
  });

  it('caps the page size at 50 and ignores nonsense paging values', async () => {
    const agent = await userWith(60);
    expect((await agent.get('/api/notifications?limit=500')).body.notifications).toHaveLength(50);
    const odd = (await agent.get('/api/notifications?page=-2&limit=abc')).body;
    expect(odd.pagination).toMatchObject({ page: 1, limit: 10 });
  });

  it('is cheap to poll: limit=1&unreadOnly=true gives the unread count', async () => {
    const agent = await userWith(12);
    const poll = (await agent.get('/api/notifications?limit=1&unreadOnly=true').expect(200)).body;
    expect(poll.unreadCount).toBe(12);
    expect(poll.notifications).toHaveLength(1);
  });

  it('keeps the unread count right through read, delete and read-all', async () => {
    const agent = await userWith(4);
    const ids = (await agent.get('/api/notifications')).body.notifications.map((n: { _id: string }) => n._id);
    expect((await agent.put(`/api/notifications/${ids[0]}/read`).expect(200)).body.unreadCount).toBe(3);
    expect((await agent.put(`/api/notifications/${ids[0]}/read`).expect(200)).body.unreadCount).toBe(3);
    expect((await agent.delete(`/api/notifications/${ids[0]}`).expect(200)).body.unreadCount).toBe(3);
    expect((await agent.delete(`/api/notifications/${ids[1]}`).expect(200)).body.unreadCount).toBe(2);
    expect((await agent.get('/api/notifications?unreadOnly=true')).body.notifications).toHaveLength(2);
    await agent.put('/api/notifications/read-all').expect(200);
    const after = (await agent.get('/api/notifications')).body;
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
  });

  it("never touches another user's notification", async () => {
    const asha = await userWith(1);
    const ravi = await userWith(0, 'ravi@example.in');
    const [id] = (await asha.get('/api/notifications')).body.notifications.map((n: { _id: string }) => n._id);
    await ravi.put(`/api/notifications/${id}/read`).expect(404);
    await ravi.delete(`/api/notifications/${id}`).expect(404);
    const mine = (await asha.get('/api/notifications')).body;
    expect(mine.unreadCount).toBe(1);
    expect(mine.notifications).toHaveLength(1);
    await request(b.app).get('/api/notifications').expect(401);
  });
});
