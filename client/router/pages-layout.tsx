// The layout around every page: a language prefix must be one of the 35
// (/xx/mango is not English under a foreign prefix, it is not found), and an
// error thrown by a page's loader or render shows inside the site's frame.
import { data, isRouteErrorResponse, type LoaderFunctionArgs, useRouteError } from 'react-router';

import { isSupportedLanguage } from '../../shared/languages';
import { getRoute } from '../../shared/routes';
import { FallbackScreen } from '../components/FallbackScreen';
import { Meta } from '../components/Meta';
import { NotFound } from '../components/NotFound';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.lng !== undefined && !isSupportedLanguage(params.lng)) throw data(null, { status: 404 });
  return null;
}

export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <Meta entry={getRoute('not-found')} />
        <NotFound />
      </>
    );
  }
  return (
    <>
      <Meta entry={getRoute('not-found')} />
      <FallbackScreen />
    </>
  );
}
