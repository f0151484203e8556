// The spec's request limits (Limits), as numbers that the services, the OpenAPI document, the
// docs pages and the UI all import. Browser-safe: no imports.

/** Requests per minute per API key, all endpoints together. */
export const KEY_REQUESTS_PER_MINUTE = 120;

/** Uploads per minute per signed-in user (the People page's upload): the web door gets the API's per-key rate. */
export const WEB_UPLOADS_PER_MINUTE = KEY_REQUESTS_PER_MINUTE;

/** New searches per rolling hour per workspace, whatever the number of keys or the source. */
export const SEARCHES_PER_HOUR = 20;
