import { randomBytes } from 'node:crypto';

/**
 * The per-request security headers of the web pages (proxy.ts). The static ones,
 * `X-Content-Type-Options: nosniff` and `Referrer-Policy`, are in next.config.mjs (every
 * response, build assets included). The Content-Security-Policy carries a fresh nonce per
 * request, which Next.js puts on its own inline and bundle scripts; HSTS depends on APP_URL.
 */

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Scripts only with this response's nonce (and what they load: 'strict-dynamic'); styles from the
 * app itself plus inline style attributes (React's `style` prop); never framed.
 */
export function contentSecurityPolicy(nonce: string, options: { development: boolean }): string {
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.development ? ` 'unsafe-eval'` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** HSTS only when the public address is https (a plain-http laptop start must not pin https). */
export function strictTransportSecurity(appUrl: string): string | null {
  return appUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : null;
}
