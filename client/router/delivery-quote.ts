// The delivery promise a page's loader puts in its data: for the PIN in the
// shopper's cookie, at the moment the page is made. Computed where the loader
// runs (on the server for the first HTML); the page renders it as it is.
import type { RouterContextProvider } from 'react-router';

import { PIN_COOKIE } from '../../shared/cookie-names';
import { type DeliveryQuote, deliveryQuote } from '../../shared/delivery';
import { services } from './app-context';

export function shopperDeliveryQuote(context: Readonly<RouterContextProvider>, now = new Date()): DeliveryQuote {
  return deliveryQuote(services(context).cookies.get(PIN_COOKIE), now);
}
