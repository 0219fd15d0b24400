// The shape of a route module (client/routes/<module>.tsx): its component, and
// optionally its loader, action, revalidation rule and metadata. Loaders and
// actions receive the route table entry as a second argument, so one module
// serves every entry that names it (every product page shares one, as every
// corporate page shares the static one).
// see docs/decisions/015-route-modules-and-language-urls.md
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';

import type { CompanyFacts } from '../../shared/company';
import type { RouteEntry } from '../../shared/routes';
import type { PageMeta } from '../components/Meta';

export interface PageProps {
  entry: RouteEntry;
}

export interface RouteModuleExports {
  default: ComponentType<PageProps>;
  /** Must return a value (null included): `undefined` would make the browser load again on hydration. */
  loader?: (args: LoaderFunctionArgs, entry: RouteEntry) => unknown;
  action?: (args: ActionFunctionArgs, entry: RouteEntry) => unknown;
  shouldRevalidate?: ShouldRevalidateFunction;
  /** What the page adds to the generic metadata (JSON-LD, Open Graph type and image). */
  meta?: (args: MetaArgs) => PageMeta;
}

export interface MetaArgs {
  entry: RouteEntry;
  data: unknown;
  t: TFunction;
  publicUrl: string;
  /** The page's canonical URL in the language it is shown in. */
  canonical: string;
  company: CompanyFacts;
}
