// What every cart form posts besides its intent: the line it is about and the
// page to come back to when the server answers without JavaScript.
import { useLocation } from 'react-router';

export function ReturnHere() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />;
}

export function LineFields({ productId, sizeIndex }: { productId: number; sizeIndex: number }) {
  return (
    <>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="sizeIndex" value={sizeIndex} />
      <ReturnHere />
    </>
  );
}
