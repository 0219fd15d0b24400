// A redirect (or any other response) that a loader or action answered with,
// passed on to the shopper, cookies and all.
import type { Response } from 'express';

export function sendLoaderResponse(res: Response, response: globalThis.Response): void {
  res.set('Cache-Control', 'no-store');
  const location = response.headers.get('Location');
  if (location && response.status >= 300 && response.status < 400) {
    res.redirect(response.status, location);
    return;
  }
  res.status(response.status);
  const type = response.headers.get('Content-Type');
  if (type) res.type(type);
  // A body that cannot be read ends the answer rather than the process.
  response.text().then(
    (text) => res.send(text),
    () => res.end(),
  );
}
