// The 35 interface languages. Direction comes from our own
// table, not i18next.dir(), which disagrees between runtimes for sd and ks.
// see docs/decisions/004-languages-and-direction.md

export interface Language {
  code: string;
  /** English name, used where no translation is loaded yet. */
  name: string;
  nativeName: string;
  flag: string;
  /** BCP 47 locale used with Intl for numbers, prices and dates. */
  locale: string;
  rtl: boolean;
  popular: boolean;
}

const lang = (code: string, name: string, nativeName: string, flag: string, locale: string, opts: { rtl?: boolean; popular?: boolean } = {}): Language => ({
  code,
  name,
  nativeName,
  flag,
  locale,
  rtl: opts.rtl ?? false,
  popular: opts.popular ?? false,
});

export const LANGUAGES: readonly Language[] = [
  lang('en', 'English', 'English', '🇬🇧', 'en-IN', { popular: true }),
  lang('ar', 'Arabic', 'العربية', '🇸🇦', 'ar', { rtl: true, popular: true }),
  lang('hi', 'Hindi', 'हिन्दी', '🇮🇳', 'hi-IN', { popular: true }),
  lang('bn', 'Bengali', 'বাংলা', '🇮🇳', 'bn-IN', { popular: true }),
  lang('te', 'Telugu', 'తెలుగు', '🇮🇳', 'te-IN', { popular: true }),
  lang('mr', 'Marathi', 'मराठी', '🇮🇳', 'mr-IN'),
  lang('ta', 'Tamil', 'தமிழ்', '🇮🇳', 'ta-IN', { popular: true }),
  lang('ur', 'Urdu', 'اردو', '🇮🇳', 'ur-IN', { rtl: true }),
  lang('gu', 'Gujarati', 'ગુજરાતી', '🇮🇳', 'gu-IN', { popular: true }),
  lang('kn', 'Kannada', 'ಕನ್ನಡ', '🇮🇳', 'kn-IN'),
  lang('ml', 'Malayalam', 'മലയാളം', '🇮🇳', 'ml-IN'),
  lang('pa', 'Punjabi', 'ਪੰਜਾਬੀ', '🇮🇳', 'pa-IN'),
  lang('or', 'Odia', 'ଓଡ଼ିଆ', '🇮🇳', 'or-IN'),
  lang('as', 'Assamese', 'অসমীয়া', '🇮🇳', 'as-IN'),
  lang('sd', 'Sindhi', 'سنڌي', '🇮🇳', 'sd', { rtl: true }),
  lang('sa', 'Sanskrit', 'संस्कृतम्', '🇮🇳', 'sa-IN'),
  lang('ks', 'Kashmiri', 'کٲشُر', '🇮🇳', 'ks-IN', { rtl: true }),
  lang('brx', 'Bodo', 'बड़ो', '🇮🇳', 'brx-IN'),
  lang('es', 'Spanish', 'Español', '🇪🇸', 'es', { popular: true }),
  lang('fr', 'French', 'Français', '🇫🇷', 'fr'),
  lang('de', 'German', 'Deutsch', '🇩🇪', 'de'),
  lang('zh', 'Chinese', '中文', '🇨🇳', 'zh-CN'),
  lang('ja', 'Japanese', '日本語', '🇯🇵', 'ja'),
  lang('ru', 'Russian', 'Русский', '🇷🇺', 'ru'),
  lang('pt', 'Portuguese', 'Português', '🇵🇹', 'pt'),
  lang('ko', 'Korean', '한국어', '🇰🇷', 'ko'),
  lang('it', 'Italian', 'Italiano', '🇮🇹', 'it'),
  lang('nl', 'Dutch', 'Nederlands', '🇳🇱', 'nl'),
  lang('tr', 'Turkish', 'Türkçe', '🇹🇷', 'tr'),
  lang('pl', 'Polish', 'Polski', '🇵🇱', 'pl'),
  lang('sv', 'Swedish', 'Svenska', '🇸🇪', 'sv'),
  lang('vi', 'Vietnamese', 'Tiếng Việt', '🇻🇳', 'vi'),
  lang('th', 'Thai', 'ไทย', '🇹🇭', 'th'),
  lang('id', 'Indonesian', 'Bahasa Indonesia', '🇮🇩', 'id'),
  lang('he', 'Hebrew', 'עברית', '🇮🇱', 'he', { rtl: true }),
];

export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_CODES: readonly string[] = LANGUAGES.map((l) => l.code);
export const RTL_CODES: readonly string[] = LANGUAGES.filter((l) => l.rtl).map((l) => l.code);

const byCode = new Map(LANGUAGES.map((l) => [l.code, l]));

export function isSupportedLanguage(code: unknown): code is string {
  return typeof code === 'string' && byCode.has(code);
}

/**
 * Reduces anything a visitor can send (a query value, a cookie, a browser
 * language such as 'hi-IN') to one of the 35 codes, or null.
 */
export function toSupportedLanguage(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 35) return null;
  const lower = value.trim().toLowerCase();
  if (byCode.has(lower)) return lower;
  const base = lower.split(/[-_]/)[0] ?? '';
  return byCode.has(base) ? base : null;
}

export function getLanguage(code: string): Language {
  return byCode.get(code) ?? (byCode.get(DEFAULT_LANGUAGE) as Language);
}

export function directionOf(code: string): 'rtl' | 'ltr' {
  return getLanguage(code).rtl ? 'rtl' : 'ltr';
}

export function localeOf(code: string): string {
  return getLanguage(code).locale;
}

/** Regions Open Graph pairs with a language that our locale table leaves without one. */
const OG_REGIONS: Record<string, string> = {
  ar: 'AR',
  es: 'ES',
  fr: 'FR',
  de: 'DE',
  ja: 'JP',
  ru: 'RU',
  pt: 'PT',
  ko: 'KR',
  it: 'IT',
  nl: 'NL',
  tr: 'TR',
  pl: 'PL',
  sv: 'SE',
  vi: 'VN',
  th: 'TH',
  id: 'ID',
  he: 'IL',
  sd: 'IN',
};

/** The Open Graph locale of a language ('hi' → 'hi_IN', 'fr' → 'fr_FR'). */
export function ogLocaleOf(code: string): string {
  const { code: lng, locale } = getLanguage(code);
  const region = locale.split('-')[1] ?? OG_REGIONS[lng] ?? 'IN';
  return `${lng}_${region}`;
}
