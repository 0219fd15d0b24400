// Loaded on demand: reads /locales/<lng>/translation.json through
// i18next-http-backend, retrying up to 5 times from 350 ms, doubling (spec 9).
import type { i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';

export const RETRIES = 5;
export const FIRST_RETRY_MS = 350;

export async function loadDictionary(i18n: I18n, lng: string): Promise<Record<string, unknown>> {
  const backend = new HttpBackend(i18n.services, { loadPath: '/locales/{{lng}}/{{ns}}.json' });
  let wait = FIRST_RETRY_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await readOnce(backend, lng);
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      await new Promise((r) => setTimeout(r, wait));
      wait *= 2;
    }
  }
}

function readOnce(backend: HttpBackend, lng: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    backend.read(lng, 'translation', (err, data) => {
      if (err || !data || typeof data !== 'object') reject(err instanceof Error ? err : new Error(err || 'empty dictionary'));
      else resolve(data);
    });
  });
}
