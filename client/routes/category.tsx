// /soft-drinks, /energy-drinks, /drinking-water, /tetrapacks: one category's products.
import { useTranslation } from 'react-i18next';

import { CATEGORIES, type CategoryKey, productsIn } from '../../shared/catalogue';
import { CartBar } from '../components/shop/CartBar';
import { ProductGrid } from '../components/shop/ProductGrid';
import type { PageProps } from '../router/route-module';

export default function CategoryRoute({ entry }: PageProps) {
  const { t } = useTranslation();
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
      <ProductGrid products={products} headingLevel={2} />
    </section>
  );
}
