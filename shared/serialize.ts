// JSON that is safe inside an inline <script> (executable or application/json):
// nothing a value holds can close the tag, open a comment or break a JS string.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeForScript(value: unknown): string {
  return JSON.stringify(value ?? null).replace(UNSAFE, (ch) => ESCAPES[ch] ?? ch);
}
