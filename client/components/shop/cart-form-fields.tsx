// What every cart form posts besides its intent: the line it is about and the
// page to come back to when the server answers without JavaScript (with only
// the query the page reads: its HTML never depends on the rest).
import { useLocation } from 'react-router';

import { pageSearch } from '../../../shared/page-query';

export function ReturnHere() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="redirectTo" value={`${pathname}${pageSearch(search)}`} />;
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
