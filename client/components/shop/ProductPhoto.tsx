// A product's picture in a grid, a list or the cart: the operator's photo of
// the first role it has (a card photo, else the bottle photo) as a <picture>,
// or the generated artwork where there is none.
import { usePhoto } from '../../context/boot';
import { Picture } from '../Picture';
import { ProductImage, type ProductImageProps } from './ProductImage';

export interface ProductPhotoProps extends ProductImageProps {
  productKey: string;
  /** Photo roles in order of preference; their aspect must match width : height. */
  roles: readonly string[];
  /** How wide the box is at each viewport (the `sizes` attribute). */
  sizes: string;
}

export function ProductPhoto({ productKey, roles, sizes, ...image }: ProductPhotoProps) {
  const photo = usePhoto(productKey, ...roles);
  if (!photo) return <ProductImage {...image} />;
  return (
    <Picture
      photo={photo}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={image.className}
      eager={image.eager}
      priority={image.fetchPriority === 'high'}
    />
  );
}

/** Card photos first, then the bottle's (both 2 : 3). */
export const CARD_ROLES = ['card', 'bottle'] as const;
