// /cart, the Cart Store: every product with a category sidebar (chips on
// mobile) and the bar that opens the cart page. The category is in the URL
// (?category=subSoftDrink): links, server-rendered, shareable.
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useLocation, useSearchParams } from 'react-router';

import { CATEGORIES, type CategoryKey, PRODUCTS } from '../../shared/catalogue';
import { loadStock } from '../api/stock';
import { Link } from '../components/Link';
import { CartBar } from '../components/shop/CartBar';
import { productStock } from '../components/shop/product-stock';
import { ProductGrid } from '../components/shop/ProductGrid';
import { StockContext } from '../components/shop/stock-context';
import { services } from '../router/app-context';

export async function loader({ context }: LoaderFunctionArgs) {
  return { stock: productStock(PRODUCTS, await loadStock(services(context))) };
}

export default function CartStoreRoute() {
  const { t } = useTranslation();
  const { stock } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const asked = params.get('category');
  const category: CategoryKey | 'all' = CATEGORIES.some((c) => c.key === asked) ? (asked as CategoryKey) : 'all';
  const products = category === 'all' ? PRODUCTS : PRODUCTS.filter((p) => p.category === category);
  const choices: (CategoryKey | 'all')[] = ['all', ...CATEGORIES.map((c) => c.key)];
  return (
    <section className="store">
      <div className="store__head">
        <h1>{t('store.title')}</h1>
        <p>{t('store.intro')}</p>
        <CartBar />
      </div>
      <div className="store__body">
        <nav className="store__sidebar" aria-label={t('store.categories')}>
          <h2 className="store__sidebar-title">{t('store.categories')}</h2>
          <ul>
            {choices.map((key) => (
              <li key={key}>
                <Link to={key === 'all' ? pathname : `${pathname}?category=${key}`} replace preventScrollReset aria-current={category === key ? 'true' : undefined}>
                  {key === 'all' ? t('store.allProducts') : t(`category.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="store__products">
          <h2 className="store__heading" aria-live="polite">
            {category === 'all' ? t('store.allProducts') : t(`category.${category}`)} · {t('store.productCount', { count: products.length })}
          </h2>
          <StockContext value={stock}>
            <ProductGrid products={products} />
          </StockContext>
        </div>
      </div>
    </section>
  );
}
