// Every product page (/mango, /cola, /water-bottle, ...): the table entry's
// param names the product, ?size= the chosen size. Metadata: Product JSON-LD
// with an Offer per size in rupees, and the product's Open Graph image; a
// product without its own meta.<id>.* strings is titled from its name and
// category and described by its translated description.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { getCategory, getProductByKey, hasOwnPageStrings } from '../../shared/catalogue';
import { EMAIL_MAX_LENGTH, isEmail } from '../../shared/email';
import { productName } from '../../shared/product-name';
import { productJsonLd } from '../../shared/product-structured-data';
import type { RouteEntry } from '../../shared/routes';
import { availabilityIn, canSell, type StockView } from '../../shared/stock';
import { loadStock, stockCalls } from '../api/stock';
import type { PageMeta } from '../components/Meta';
import type { BackInStockAnswer } from '../components/shop/BackInStockForm';
import { productStock } from '../components/shop/product-stock';
import { ProductView } from '../components/shop/ProductView';
import { services } from '../router/app-context';
import { shopperDeliveryQuote } from '../router/delivery-quote';
import { actionFailed, notOffered } from '../router/load-failure';
import { completed, field, readForm } from '../router/route-helpers';
import type { MetaArgs, PageProps } from '../router/route-module';

export async function loader({ request, context }: LoaderFunctionArgs, entry: RouteEntry) {
  const product = getProductByKey(entry.param ?? '');
  const search = new URL(request.url).searchParams;
  const stock = product ? productStock(product, await loadStock(services(context))) : {};
  const asked = search.has('size') ? Number(search.get('size')) : NaN;
  // Without a ?size, the first size that can be bought.
  const firstSellable = product
    ? Math.max(
        0,
        product.sizes.findIndex((_, i) => canSell(availabilityIn(stock, product.id, i), 1)),
      )
    : 0;
  const sizeIndex = product && Number.isInteger(asked) && asked >= 0 && asked < product.sizes.length ? asked : firstSellable;
  return { sizeIndex, stock, notified: search.has('notified'), delivery: shopperDeliveryQuote(context) };
}

/** "Tell me when it is back" (client/components/shop/BackInStockForm.tsx). */
export async function action({ request, context }: ActionFunctionArgs, entry: RouteEntry) {
  const app = services(context);
  const product = getProductByKey(entry.param ?? '');
  const form = await readForm(request);
  const email = field(form, 'email', EMAIL_MAX_LENGTH + 1).trim();
  const sizeIndex = Number(field(form, 'sizeIndex', 3));
  if (!product || field(form, 'intent') !== 'back-in-stock' || !product.sizes[sizeIndex]) throw data(null, { status: 400 });
  if (!isEmail(email)) return data<BackInStockAnswer>({ email, error: 'email' }, { status: 400 });
  const result = await stockCalls(app.api.call).askWhenBack({ productId: product.id, sizeIndex, email, language: app.i18n.language });
  if (!result.ok) {
    const { failure, status } = notOffered(result, 'stock.notify.notOffered') ?? actionFailed(result);
    return data<BackInStockAnswer>({ email, failure }, { status });
  }
  const here = new URL(request.url);
  here.search = `?size=${String(sizeIndex)}&notified=1`;
  return completed(app, request, { to: `${here.pathname}${here.search}` }) ?? ({ notified: true } satisfies BackInStockAnswer);
}

export function meta({ entry, data, t, publicUrl, canonical, company }: MetaArgs): PageMeta {
  const product = getProductByKey(entry.param ?? '');
  if (!product) return {};
  const own = hasOwnPageStrings(product);
  const description = own ? t(`meta.${entry.id}.description`) : t(`products.${product.key}.description`);
  return {
    ...(own ? {} : { title: `${productName(t, product)} — ${t(`route.${getCategory(product.category).path.slice(1)}`)}`, description }),
    ogType: 'product',
    ogSubject: product.key,
    // The card shows the product's pack, named as the page's own image is.
    imageAlt: t('product.imageAlt', { name: productName(t, product), kind: t('product.imageKinds.product') }),
    jsonLd: [
      productJsonLd(publicUrl, product, {
        description,
        path: new URL(canonical).pathname,
        company,
        genericName: t(`declarations.generic.${product.genericName}`),
        sizeIndex: (data as { sizeIndex?: number } | null)?.sizeIndex ?? 0,
        stock: (data as { stock?: StockView } | null)?.stock,
      }),
    ],
  };
}

export default function ProductRoute({ entry }: PageProps) {
  const { sizeIndex, stock, notified } = useLoaderData<typeof loader>();
  return <ProductView product={getProductByKey(entry.param ?? '')} sizeIndex={sizeIndex} stock={stock} notified={notified} />;
}
