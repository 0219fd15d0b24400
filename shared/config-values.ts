// How a setting read from the environment is understood, the same way by the
// shop's server (server/config.ts) and the backend (backend/config.ts): each
// reader trims, falls back to its default, and adds what is wrong to
// `problems`, so that a process refuses to start with every problem listed.

export type Env = Record<string, string | undefined>;

/** A variable's value, trimmed; undefined when unset or blank. */
export function setting(env: Env, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** PUBLIC_URL without its trailing slashes (the shop's links add their own), or http://localhost:<port>. */
export function publicUrlSetting(env: Env, port: number | string, problems: string[]): string {
  const publicUrl = (setting(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!isHttpUrl(publicUrl)) problems.push(`PUBLIC_URL must be an http(s) URL, got "${env.PUBLIC_URL}"`);
  return publicUrl;
}

/** A whole number from `min` to `max`, or `fallback` when unset. */
export function wholeNumberSetting(env: Env, name: string, fallback: number, { min, max, unit }: { min: number; max: number; unit: string }, problems: string[]): number {
  const raw = setting(env, name);
  if (raw === undefined) return fallback;
  const value = /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number of ${unit} from ${min} to ${max}, got "${env[name]}"`);
    return fallback;
  }
  return value;
}

/**
 * Which proxies in front of a process to believe about the client's address
 * (Express `trust proxy`): a hop count, or names and CIDRs; `whenUnset` when
 * TRUST_PROXY is not set ("false" or "none": trust no proxy).
 */
export function trustProxySetting<T>(env: Env, whenUnset: T): T | false | number | string[] {
  const raw = setting(env, 'TRUST_PROXY');
  if (raw === undefined) return whenUnset;
  if (raw === 'false' || raw === 'none') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function logLevelSetting(env: Env, fallback: LogLevel, problems: string[]): LogLevel {
  const level = (setting(env, 'LOG_LEVEL')?.toLowerCase() ?? fallback) as LogLevel;
  if (LOG_LEVELS.includes(level)) return level;
  problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return fallback;
}

/** Throws one error listing every problem, when there are any. */
export function refuseProblems(problems: readonly string[]): void {
  if (problems.length) throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`);
}
