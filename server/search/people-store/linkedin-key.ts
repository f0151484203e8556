// One spelling per LinkedIn profile, for dedupe and suppression: scheme, "www." or a country
// sub-domain, query, fragment and trailing slashes removed, lower case.
//   "https://www.LinkedIn.com/in/Jane-Doe/?trk=x" -> "linkedin.com/in/jane-doe"
export function linkedinKey(url: string | null | undefined): string | null {
  if (!url) return null;
  let s = url.trim().toLowerCase();
  try {
    s = decodeURI(s);
  } catch {
    // keep it as written
  }
  s = s.replace(/^[a-z]+:\/\//, '').replace(/^(www|[a-z]{2})\.(linkedin\.com)/, '$2').replace(/[?#].*$/, '').replace(/\/+$/, '');
  return s || null;
}

/** The same key computed in SQL from a column (for the generated directory's stored addresses). */
export function linkedinKeySql(column: string): string {
  return `regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(${column}), '^[a-z]+://', ''), '^(www|[a-z]{2})\\.(linkedin\\.com)', '\\2'), '[?#].*$', ''), '/+$', '')`;
}
