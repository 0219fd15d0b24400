// The router's state for the browser to start from: loader and action data and
// errors, in the shape createBrowserRouter reads from
// window.__staticRouterHydrationData (errors marked so they revive as
// ErrorResponse or Error). Written into the bootstrap script, which carries the
// response's CSP nonce, with nothing that could close the script tag.
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

import { serializeForScript } from '../../shared/serialize';

function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[routeId] = { ...error, __type: 'RouteErrorResponse' };
    // Only the message of an error travels: no stack, no cause.
    else if (error instanceof Error) out[routeId] = { message: 'Unexpected error', __type: 'Error' };
    else out[routeId] = null;
  }
  return out;
}

export function hydrationScript(context: StaticHandlerContext): string {
  const data = { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) };
  return `window.__staticRouterHydrationData=${serializeForScript(data)};`;
}
