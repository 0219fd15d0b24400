// Every product page (/mango, /cola, /water-bottle, ...): the table entry's
// param names the product, ?size= the chosen size. Metadata: Product JSON-LD
// with an Offer per size in rupees, and the product's Open Graph image; a
// product without its own meta.<id>.* strings is titled from its name and
// category and described by its translated description.
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';

import { getCategory, getProductByKey, hasOwnPageStrings } from '../../shared/catalogue';
import { productName } from '../../shared/product-name';
import { productJsonLd } from '../../shared/product-structured-data';
import type { RouteEntry } from '../../shared/routes';
import type { PageMeta } from '../components/Meta';
import { ProductView } from '../components/shop/ProductView';
import type { MetaArgs, PageProps } from '../router/route-module';

export function loader({ request }: LoaderFunctionArgs, entry: RouteEntry) {
  const product = getProductByKey(entry.param ?? '');
  const asked = Number(new URL(request.url).searchParams.get('size') ?? 0);
  const sizeIndex = product && Number.isInteger(asked) && asked >= 0 && asked < product.sizes.length ? asked : 0;
  return { sizeIndex };
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
      }),
    ],
  };
}

export default function ProductRoute({ entry }: PageProps) {
  const { sizeIndex } = useLoaderData<typeof loader>();
  return <ProductView product={getProductByKey(entry.param ?? '')} sizeIndex={sizeIndex} />;
}
