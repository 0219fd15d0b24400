import { createApi } from './client';

/** The API in the browser: same-origin /api, which the BFF proxies with the cookies. */
export const browserApi = createApi();
