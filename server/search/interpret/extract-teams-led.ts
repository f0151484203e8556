// A team someone led, built or managed is their experience, not a second role: "a Head of Data who
// has led a data team", "engineering managers who have managed an engineering team" ("data team"
// and "engineering team" had widened the role to all of Data & AI, all of engineering). The team's
// words become a topic the person's own text must show ("Data Team Lead", "grew the data team").
import type { BriefContext } from './context';
import { DETERMINERS } from './words';
import { INDEFINITE_ARTICLES } from './words-i18n';

/** Past forms only: whoever leads or runs a team now heads its function ("who lead the data team at Monzo": extractFunctionHeads). */
const LEADING = new Set([
  'led', 'managed', 'built', 'ran', 'headed', 'grew', 'grown', 'scaled', 'liderou', 'liderado', 'geleitet', 'aufgebaut', 'geleid', 'opgebouwd',
]);
/** Words between the verb and the team's field: "a", "their own", "een", "het". */
const BEFORE_TEAM = new Set([...DETERMINERS, ...INDEFINITE_ARTICLES, 'his', 'her', 'its', 'own', 'het', 'de']);
const TEAM = new Set(['team', 'equipe', 'equipo']);
/** Words between the verb and "team" that name whose team it is: "a data team", "an engineering team". */
const MAX_TEAM_WORDS = 2;

export function extractTeamsLed(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!LEADING.has(ctx.tokens[i]!.folded) || ctx.tokens[i]!.breakAfter) continue;
    let from = i + 1;
    while (from < ctx.length && BEFORE_TEAM.has(ctx.tokens[from]!.key) && !ctx.tokens[from - 1]!.breakAfter) from++;
    const team = ctx.tokens.findIndex((t, k) => k > from && k <= from + MAX_TEAM_WORDS && TEAM.has(t.key));
    if (team < 0 || !ctx.spanFree(i, team + 1) || ctx.tokens.slice(i, team).some((t) => t.breakAfter)) continue;
    ctx.addFact({ kind: 'topic', words: ctx.tokens.slice(from, team + 1).map((t) => t.key), start: i, end: team + 1, text: ctx.text(i, team + 1) });
    i = team;
  }
}
