// Every product page (/mango, /grapes, ...): the table entry's param names the
// product, ?size= the chosen size. Metadata: Product JSON-LD with an Offer per
// size in rupees, and the product's Open Graph image.
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { getProductByKey } from '../../shared/catalogue';
import type { RouteEntry } from '../../shared/routes';
import { productJsonLd } from '../../shared/structured-data';
import type { PageMeta } from '../components/Meta';
import { ProductView } from '../components/shop/ProductView';
import type { MetaArgs, PageProps } from '../router/route-module';

export function loader({ request }: LoaderFunctionArgs, entry: RouteEntry) {
  const product = getProductByKey(entry.param ?? '');
  const asked = Number(new URL(request.url).searchParams.get('size') ?? 0);
  const sizeIndex = product && Number.isInteger(asked) && asked >= 0 && asked < product.sizes.length ? asked : 0;
  return { sizeIndex };
}

export function meta({ entry, t, publicUrl, canonical }: MetaArgs): PageMeta {
  const product = getProductByKey(entry.param ?? '');
  if (!product) return {};
  return {
    ogType: 'product',
    image: `/images/og/${product.key}.jpg`,
    jsonLd: [productJsonLd(publicUrl, product, t(`meta.${entry.id}.description`), new URL(canonical).pathname)],
  };
}

export default function ProductRoute({ entry }: PageProps) {
  const { sizeIndex } = useLoaderData<typeof loader>();
  return <ProductView product={getProductByKey(entry.param ?? '')} sizeIndex={sizeIndex} />;
}
