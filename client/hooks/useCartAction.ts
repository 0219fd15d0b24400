import { pathTo } from '../../shared/routes';
import { useLocalize } from './useLocalize';

/** The cart action's URL under the current language prefix. */
export function useCartAction(): string {
  return useLocalize()(pathTo('shopping-cart'));
}
