// The stock of the products a page lists, from its loader, for the cards
// deep inside it (client/components/shop/product-stock.ts makes it).
import { createContext, useContext } from 'react';

import type { StockView } from '../../../shared/stock';

export const StockContext = createContext<StockView>({});

export const useStock = (): StockView => useContext(StockContext);
