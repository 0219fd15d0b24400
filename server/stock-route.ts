// GET /api/stock answered by the BFF from its kept copy (./stock-snapshot.ts)
// rather than proxied: a navigation in the browser reads the stock its pages
// were rendered with, costs the API host nothing, and a host that has no
// stock, or cannot be reached, answers an empty list (every size in stock)
// instead of an error in the shopper's console.
import express, { type Router } from 'express';

import type { StockSnapshot } from './stock-snapshot';

export function stockRoute(stock: StockSnapshot): Router {
  const router = express.Router();
  router.get('/api/stock', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').json({ success: true, stock: (await stock.records()) ?? [] });
  });
  return router;
}
