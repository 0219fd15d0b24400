/** Where to go after signing in: a local path from ?redirect=, else the home page. */
export function safeRedirect(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  return raw.slice(0, 500);
}
