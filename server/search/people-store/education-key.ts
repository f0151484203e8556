// A person's education entries as one folded text ("eth zurich, phd physics, 2015 | ..."): lower
// case, accents gone, the same fold in SQL and for the patterns a brief's schools and degrees are
// looked up by, so that a trigram index can find them (education_key).

/** Accented letters and their plain forms, folded alike inside SQL and in patterns. */
const ACCENTED = 'áàâäãåāăąçćčďéèêëēėęěíìîïīįñńňóòôöõōőřśšşťúùûüūůűýÿźżž';
const PLAIN = [...ACCENTED].map((ch) => ch.normalize('NFD')[0]).join('');
// SQL's lower() leaves non-ASCII capitals alone under the C collation: translate maps them too.
const SQL_FROM = ACCENTED + ACCENTED.toUpperCase();
const SQL_TO = PLAIN + PLAIN;

/** Text as education_key folds it: not normalise.ts's foldText, whose wider fold (ß -> ss) SQL's translate cannot repeat. */
export const foldForKey = (text: string) => [...text.toLowerCase()].map((ch) => PLAIN[ACCENTED.indexOf(ch)] ?? ch).join('');

/** The education_key of a text[] expression, in SQL. */
export const educationKeySql = (education: string) => `translate(lower(coalesce(array_to_string(${education}, ' | '), '')), '${SQL_FROM}', '${SQL_TO}')`;
