// The letter to a shopper who asked to hear when a size is back: which
// product and size, and its page, where the size is chosen already.
import type { TFunction } from 'i18next';

import { getProduct } from '../../shared/catalogue';
import { productName } from '../../shared/product-name';
import type { BackInStock } from '../store/postman';
import { letter } from './letter';
import type { Message } from './mailer';

export function backInStockMail(t: TFunction, alert: BackInStock, url: string): Message {
  const product = getProduct(alert.productId);
  const facts = { name: product ? productName(t, product) : String(alert.productId), size: product?.sizes[alert.sizeIndex]?.size ?? '' };
  return letter(t, alert.email, t('stock.mail.subject', facts), '', [t('stock.mail.body', facts), url, t('stock.mail.once')]);
}
