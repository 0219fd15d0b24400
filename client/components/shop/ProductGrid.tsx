import type { Product } from '../../../shared/catalogue';
import { ProductCard } from './ProductCard';

/** Cards in a grid (4 columns on desktop); the first row loads at once. */
export function ProductGrid({ products, headingLevel = 3 }: { products: readonly Product[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="product-grid">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < 4} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
