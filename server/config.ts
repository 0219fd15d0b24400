// Reads the environment once into a typed Config; fails fast with every
// problem listed — the backend's own settings included (backend/config.ts),
// since the server starts it when no API_URL is set.
import os from 'node:os';
import path from 'node:path';

import { backendSettings } from '../backend/config';
import type { CompanyFacts } from '../shared/company';
import { type Env, isHttpUrl, type LogLevel, logLevelSetting, publicUrlSetting, refuseProblems, setting, trustProxySetting, wholeNumberSetting } from '../shared/config-values';
import { DEFAULT_RATE_LIMITS, type RateLimitTiers } from './rate-limits';

export type { LogLevel } from '../shared/config-values';

export interface Config {
  port: number;
  host: string;
  /** API host the BFF proxies /api to; null means: start the embedded backend. */
  apiUrl: string | null;
  /** Canonical origin for metadata and the sitemap, without a trailing slash. */
  publicUrl: string;
  ordering: boolean;
  logLevel: LogLevel;
  /** Where the build (client assets, manifest) lives. */
  distDir: string;
  /** Milliseconds before an upstream API call is answered with 504. */
  proxyTimeoutMs: number;
  /** Milliseconds before a stalled render is aborted. */
  renderTimeoutMs: number;
  /**
   * Which proxies in front of the BFF to believe about the client's address
   * (Express `trust proxy`): false (none: the connection's own address), a hop
   * count, or names/CIDRs. That address, never the client's own
   * X-Forwarded-For, is what the API host is told.
   */
  trustProxy: false | number | string[];
  /** Serve anonymous pages from the render cache (server/render/page-cache.ts); RENDER_CACHE=off renders every request. */
  renderCache: boolean;
  /** Company facts: samples unless the COMPANY_* variables set them (shared/company.ts). */
  company: CompanyFacts;
  /** How long each process keeps the stock the pages show before asking the API host again (STOCK_MAX_AGE_SECONDS; server/stock-snapshot.ts). */
  stockMaxAgeMs: number;
  /** Requests a minute per client address, by tier (server/rate-limits.ts); RATE_LIMIT_MULTIPLIER scales the defaults. */
  rateLimits: RateLimitTiers;
}

/** How the production entry runs: how many processes (server/index.ts). */
export interface ScaleConfig {
  /** BFF worker processes (node:cluster); 1 keeps a single process. */
  webConcurrency: number;
  /** After SIGTERM, how long to keep serving (readiness 503, connections closed after each answer) before the port closes. */
  shutdownDrainMs: number;
}

function scaleSettings(env: Env, problems: string[]): ScaleConfig {
  return {
    webConcurrency: wholeNumberSetting(env, 'WEB_CONCURRENCY', os.availableParallelism(), { min: 1, max: 256, unit: 'processes' }, problems),
    shutdownDrainMs: wholeNumberSetting(env, 'SHUTDOWN_DRAIN_MS', 2000, { min: 0, max: 120_000, unit: 'milliseconds' }, problems),
  };
}

/** WEB_CONCURRENCY and SHUTDOWN_DRAIN_MS (readConfig checks them with everything else). */
export function readScaleConfig(env: Env = process.env): ScaleConfig {
  const problems: string[] = [];
  const scale = scaleSettings(env, problems);
  refuseProblems(problems);
  return scale;
}

/** One of a few words, or `fallback` when unset. */
function choice<T extends string>(env: Env, name: string, words: readonly T[], fallback: T, problems: string[]): T {
  const raw = setting(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if ((words as readonly string[]).includes(raw)) return raw as T;
  problems.push(`${name} must be ${words.map((w) => `"${w}"`).join(' or ')}, got "${env[name]}"`);
  return fallback;
}

export function readConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const port = wholeNumberSetting(env, 'PORT', 3000, { min: 0, max: 65535, unit: 'port' }, problems);
  const apiUrl = setting(env, 'API_URL') ?? null;
  if (apiUrl && !isHttpUrl(apiUrl)) problems.push(`API_URL must be an http(s) URL, got "${apiUrl}"`);
  const publicUrl = publicUrlSetting(env, port, problems);
  const ordering = choice(env, 'ORDERING', ['enabled', 'disabled'], apiUrl === null ? 'enabled' : 'disabled', problems) === 'enabled';
  const renderCache = choice(env, 'RENDER_CACHE', ['on', 'off'], 'on', problems) === 'on';
  const logLevel = logLevelSetting(env, 'info', problems);
  const stockMaxAgeSeconds = wholeNumberSetting(env, 'STOCK_MAX_AGE_SECONDS', 5, { min: 0, max: 3600, unit: 'seconds' }, problems);
  const multiplierRaw = setting(env, 'RATE_LIMIT_MULTIPLIER');
  const multiplier = multiplierRaw ? Number(multiplierRaw) : 1;
  if (!Number.isFinite(multiplier) || multiplier <= 0) problems.push(`RATE_LIMIT_MULTIPLIER must be a number above 0, got "${env.RATE_LIMIT_MULTIPLIER}"`);
  scaleSettings(env, problems);
  // The embedded backend's settings (the company facts among them) are checked with the server's.
  const { company } = backendSettings(env, problems);
  refuseProblems([...new Set(problems)]);

  return {
    port,
    host: setting(env, 'HOST') ?? '0.0.0.0',
    apiUrl,
    publicUrl,
    ordering,
    logLevel,
    distDir: path.resolve(setting(env, 'DIST_DIR') ?? 'dist'),
    proxyTimeoutMs: 15_000,
    renderTimeoutMs: 10_000,
    renderCache,
    stockMaxAgeMs: stockMaxAgeSeconds * 1000,
    company,
    trustProxy: trustProxySetting(env, false),
    rateLimits: { general: DEFAULT_RATE_LIMITS.general * multiplier, write: DEFAULT_RATE_LIMITS.write * multiplier, account: DEFAULT_RATE_LIMITS.account * multiplier },
  };
}
