// Intl formatters, made once per locale and options and kept. Each holds ICU
// objects outside V8's heap that only a garbage collection frees, so making
// one per render (or per Date#toLocaleString call with options) let a
// worker's memory creep (docs/decisions/016-page-weight.md). The keys are
// few: 35 languages times the handful of option sets the shop uses.
const formatters = new Map<string, unknown>();

function kept<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key) as T | undefined;
  if (found === undefined) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return kept('names', locale, options, () => new Intl.DisplayNames([locale], options));
}
