// /api/stock: what staff set for each size (a size not listed is in stock),
// and the shoppers' "tell me when it is back" requests.
import express, { type Router } from 'express';

import { requestStockAlert } from '../store/stock/alerts';
import { readStock } from '../store/stock/records';
import { body } from './body';
import type { HttpContext } from './context';

export function stockRoutes(ctx: HttpContext): Router {
  const router = express.Router();

  router.get('/api/stock', async (_req, res) => {
    res.json({ success: true, stock: await readStock(ctx.db) });
  });

  router.post('/api/stock/alerts', async (req, res) => {
    const { productId, sizeIndex, email, language } = body(req.body);
    await requestStockAlert(ctx, { productId, sizeIndex, email, language, clientAddress: req.ip });
    res.status(201).json({ success: true });
  });

  return router;
}
