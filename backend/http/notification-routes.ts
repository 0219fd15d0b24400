// /api/notifications/*: the signed-in shopper's notifications.
import express, { type Request, type Router } from 'express';

import { requireSessionUser } from '../store/accounts/sessions';
import { deleteNotification, listNotifications, markAllRead, markRead, MAX_PAGE_SIZE, toNotificationJson } from '../store/notifications';
import type { HttpContext } from './context';
import { sessionTokenOf } from './cookies';
import { positiveInt } from './query';
import { readerLanguage } from './reader-language';

export function notificationRoutes(ctx: Pick<HttpContext, 'db' | 'translate'>): Router {
  const router = express.Router();
  const signedIn = (req: Request) => requireSessionUser(ctx.db, sessionTokenOf(req));

  router.get('/api/notifications', async (req, res) => {
    const user = await signedIn(req);
    const page = positiveInt(req.query.page, 1);
    const limit = positiveInt(req.query.limit, 10, MAX_PAGE_SIZE);
    const found = await listNotifications(ctx.db, user.id, { page, limit, unreadOnly: req.query.unreadOnly === 'true' });
    const { t } = await ctx.translate(readerLanguage(req));
    res.json({
      success: true,
      notifications: found.rows.map((row) => toNotificationJson(row, t)),
      pagination: { page, limit, total: found.total, pages: Math.max(1, Math.ceil(found.total / limit)) },
      unreadCount: found.unreadCount,
    });
  });

  router.put('/api/notifications/read-all', async (req, res) => {
    await markAllRead(ctx.db, (await signedIn(req)).id);
    res.json({ success: true, message: 'All notifications marked as read', unreadCount: 0 });
  });

  router.put('/api/notifications/:id/read', async (req, res) => {
    const unreadCount = await markRead(ctx.db, (await signedIn(req)).id, req.params.id);
    res.json({ success: true, message: 'Notification marked as read', unreadCount });
  });

  router.delete('/api/notifications/:id', async (req, res) => {
    const unreadCount = await deleteNotification(ctx.db, (await signedIn(req)).id, req.params.id);
    res.json({ success: true, message: 'Notification deleted', unreadCount });
  });

  return router;
}
