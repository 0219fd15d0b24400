// What a page sends the browser besides its HTML: the boot data (language,
// the dictionary the page needs, the shop's facts, the nonce) and the module
// chunks the matched routes need, preloaded with the entry so hydration waits
// for nothing.
import type { StaticHandlerContext } from 'react-router';

import { ADMIN_ROUTES } from '../../shared/admin-routes';
import type { BootData } from '../../shared/boot';
import type { PhotoManifest } from '../../shared/photos';
import { ROUTES } from '../../shared/routes';
import type { Config } from '../config';
import type { BuildManifest } from '../manifest';
import type { pageDictionaries } from '../page-dictionary';

const routeModuleOfId = new Map<string, string>([...ROUTES.map((r) => [r.id, r.module] as const), ...ADMIN_ROUTES.map((r) => [r.id, r.module] as const)]);
const isAdminLeaf = (leaf: string) => leaf === 'admin' || ADMIN_ROUTES.some((r) => r.id === leaf);

/** The id of the page a match list ends with (its route entry's id). */
export function leafRouteId(context: StaticHandlerContext): string {
  return context.matches[context.matches.length - 1]?.route.id.split('~')[0] ?? 'not-found';
}

export interface BootInput {
  config: Config;
  manifest: BuildManifest;
  photos: PhotoManifest;
  dictionary: ReturnType<typeof pageDictionaries>;
  lng: string;
  headerLanguage: string;
  leaf: string;
  nonce: string | undefined;
}

export function bootData({ config, manifest, photos, dictionary, lng, headerLanguage, leaf, nonce }: BootInput): BootData {
  return {
    lng,
    resources: dictionary(lng, routeModuleOfId.get(leaf) ?? null, leaf),
    publicUrl: config.publicUrl,
    ordering: config.ordering,
    ...(isAdminLeaf(leaf) ? { area: 'admin' as const } : {}),
    // The back office's pages add its own sheet to the shop's.
    stylesheets: isAdminLeaf(leaf) && manifest.adminStylesheet ? [...manifest.stylesheets, manifest.adminStylesheet] : manifest.stylesheets,
    nonce,
    headerLanguage,
    company: config.company,
    brandFaceStylesheet: manifest.brandFaceStylesheet,
    photos,
  };
}

const preloadsKept = new WeakMap<BuildManifest, Map<string, string[]>>();

/** The module chunks the matched routes need (the same for every request that matches the same routes). */
export function preloadsFor(context: StaticHandlerContext, manifest: BuildManifest): string[] {
  const key = context.matches.map((m) => m.route.id).join('|');
  let kept = preloadsKept.get(manifest);
  if (!kept) preloadsKept.set(manifest, (kept = new Map<string, string[]>()));
  const known = kept.get(key);
  if (known) return known;
  const preloads = preloadsOf(context, manifest);
  kept.set(key, preloads);
  return preloads;
}

function preloadsOf(context: StaticHandlerContext, manifest: BuildManifest): string[] {
  const modules = new Set(context.matches.map((m) => routeModuleOfId.get(m.route.id.split('~')[0] ?? '')).filter((m): m is string => m !== undefined));
  const admin = context.matches.some((m) => m.route.id === 'admin') ? (manifest.admin ?? []) : [];
  return [...new Set([...(manifest.entryImports ?? []), ...manifest.start, ...admin, ...[...modules].flatMap((m) => manifest.routes[m] ?? [])])];
}
