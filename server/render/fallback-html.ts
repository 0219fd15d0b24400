// The static page sent when React cannot even render its shell: the fallback
// screen, in the visitor's language, with no script needed.
const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

export function fallbackHtml(opts: { lng: string; dir: string; title: string; text: string; refresh: string; stylesheets: string[] }): string {
  const css = opts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return `<!DOCTYPE html><html lang="${escapeHtml(opts.lng)}" dir="${escapeHtml(opts.dir)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(opts.title)} | Too More</title>${css}</head><body><main class="site-main"><section class="fallback" role="alert"><h1>${escapeHtml(opts.title)}</h1><p>${escapeHtml(opts.text)}</p><a class="button" href="">${escapeHtml(opts.refresh)}</a></section></main></body></html>`;
}
