// One cart line: picture, name, size, unit price, quantity control, line total, remove.
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';

import type { ResolvedLine } from '../../../shared/cart';
import { productImages } from '../../../shared/catalogue';
import { formatINR, toPaise } from '../../../shared/money';
import { productName } from '../../../shared/product-name';
import { CsrfField } from '../../context/boot';
import { useCartAction } from '../../hooks/useCartAction';
import { Link } from '../Link';
import { LineFields } from './cart-form-fields';
import { ProductPhoto } from './ProductPhoto';
import { QuantityControl } from './QuantityControl';

/** `problem`: why the line cannot be ordered as it is (client/components/shop/stock-text.ts lineStockProblem). */
export function CartLineItem({ line, problem = null }: { line: ResolvedLine; problem?: string | null }) {
  const { t, i18n } = useTranslation();
  const remover = useFetcher();
  const action = useCartAction();
  const name = productName(t, line.product);
  const lng = i18n.language;
  return (
    <li className={problem ? 'cart-line cart-line--unavailable' : 'cart-line'} data-line-id={line.id}>
      <ProductPhoto
        productKey={line.product.key}
        roles={['close-up']}
        sizes="72px"
        src={productImages(line.product).small}
        alt=""
        width={72}
        height={72}
        eager
        className="cart-line__image"
      />
      <div className="cart-line__info">
        <h2 className="cart-line__name">{line.product.link ? <Link to={line.product.link}>{name}</Link> : name}</h2>
        <p className="cart-line__meta">
          {t('cart.size', { size: line.size.size })} · {t('cart.each', { price: formatINR(toPaise(line.size.cutoffPrice), lng) })}
        </p>
        {problem && (
          <p className="cart-line__stock" id={`${line.id}-stock`}>
            {problem}
          </p>
        )}
      </div>
      <QuantityControl productId={line.productId} sizeIndex={line.sizeIndex} quantity={line.quantity} label={`${name}, ${line.size.size}`} rule="line" />
      <p className="cart-line__total">{formatINR(toPaise(line.size.cutoffPrice) * line.quantity, lng)}</p>
      <remover.Form method="post" action={action} className="cart-line__remove-form">
        <CsrfField />
        <LineFields productId={line.productId} sizeIndex={line.sizeIndex} />
        <button type="submit" name="intent" value="remove" className="link-button cart-line__remove" aria-label={t('cart.removeItem', { name, size: line.size.size })}>
          {t('cart.remove')}
        </button>
      </remover.Form>
    </li>
  );
}
