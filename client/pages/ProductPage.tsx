// Every product page (/mango, /grapes, ...): the route's param names the product.
import { getProductByKey } from '../../shared/catalogue';
import { ProductView } from '../components/shop/ProductView';
import type { PageProps } from './registry';

export default function ProductPage({ route }: PageProps) {
  return <ProductView product={getProductByKey(route.param ?? '')} />;
}
