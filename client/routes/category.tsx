// /soft-drinks, /energy-drinks, /drinking-water, /tetrapacks: one category's products.
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { CATEGORIES, type CategoryKey, productsIn } from '../../shared/catalogue';
import type { RouteEntry } from '../../shared/routes';
import { loadStock } from '../api/stock';
import { CartBar } from '../components/shop/CartBar';
import { productStock } from '../components/shop/product-stock';
import { ProductGrid } from '../components/shop/ProductGrid';
import { StockContext } from '../components/shop/stock-context';
import { services } from '../router/app-context';
import type { PageProps } from '../router/route-module';

export async function loader({ context }: LoaderFunctionArgs, entry: RouteEntry) {
  const category = CATEGORIES.find((c) => c.key === (entry.param as CategoryKey));
  return { stock: category ? productStock(productsIn(category.key), await loadStock(services(context))) : {} };
}

export default function CategoryRoute({ entry }: PageProps) {
  const { t } = useTranslation();
  const { stock } = useLoaderData<typeof loader>();
  const category = CATEGORIES.find((c) => c.key === (entry.param as CategoryKey));
  if (!category) {
    return (
      <section className="shop-message" role="alert">
        <h1>{t('product.notFound')}</h1>
      </section>
    );
  }
  const products = productsIn(category.key);
  return (
    <section className="shop-page">
      <h1>{t(`category.${category.key}`)}</h1>
      <p className="shop-page__count">{t('store.productCount', { count: products.length })}</p>
      <CartBar />
      <StockContext value={stock}>
        <ProductGrid products={products} headingLevel={2} />
      </StockContext>
    </section>
  );
}
