// The keys that make two rows the same person (LinkedIn address, else e-mail) and the values a
// suppression list compares.
import { linkedinKey } from '@/server/search';

export { linkedinKey };

const EMAIL = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;

/** Lower-case e-mail, or null when the text is not an e-mail address. */
export function emailKey(email: string | null | undefined): string | null {
  const value = email?.trim().toLowerCase().replace(/^mailto:/, '');
  return value && EMAIL.test(value) ? value : null;
}

export function emailDomain(email: string | null): string | null {
  return email ? (EMAIL.exec(email)?.[1] ?? null) : null;
}

/** "@acme.com", "acme.com", "https://www.acme.com/" -> "acme.com"; null when it is not a domain. */
export function domainKey(text: string | null | undefined): string | null {
  const value = text
    ?.trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^@/, '')
    .replace(/^www\./, '')
    .replace(/[/?#].*$/, '');
  return value && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(value) ? value : null;
}
