// Funding series in a brief: "Series B", "Series A or B", "Series A-C", "Series B+".
import type { Stage } from '../vocab/company-stages';
import type { BriefContext } from './context';

const SERIES_LETTERS: Record<string, Stage> = { a: 'series_a', b: 'series_b', c: 'series_c', d: 'series_d_plus', e: 'series_d_plus', f: 'series_d_plus', g: 'series_d_plus' };
const SERIES_ORDER: Stage[] = ['series_a', 'series_b', 'series_c', 'series_d_plus'];
/** The funded stages in order, for "pre-Series B" (every stage before the round) and "post-Series A" (every one after). */
const FUNDING_ORDER: Stage[] = ['pre_seed', 'seed', ...SERIES_ORDER];

/** "pre-Series B", "before Series B", "post-Series A": the side of the round the brief wants, read from the word before "Series"; null when none. */
function sideOfRound(ctx: BriefContext, i: number): { side: 'before' | 'after'; start: number } | null {
  const word = ctx.tokens[i - 1];
  if (!word || !ctx.isFree(i - 1) || word.breakAfter) return null;
  const hyphen = /^-$/.test(ctx.gapAfter(i - 1));
  if ((word.key === 'pre' && hyphen) || word.key === 'before') return { side: 'before', start: i - 1 };
  if (word.key === 'post' && hyphen) return { side: 'after', start: i - 1 };
  return null;
}

/** The words of a range between two stages, in the six languages: "seed to Series B", "Seed bis Series B", "seed-Series B". */
const RANGE_WORDS = new Set(['to', 'through', 'until', 'bis', 'tot', 'a', 'hasta', 'ate', 'au', 'jusqu']);

/** "seed to" or "pre-seed to" right before the round at token i: the stage the range starts at and its first token. */
function earlierStageBefore(ctx: BriefContext, i: number): { stage: Stage; start: number } | null {
  const hyphen = /^\s*[-–]\s*$/.test(ctx.gapBefore(i));
  const seedAt = hyphen ? i - 1 : RANGE_WORDS.has(ctx.tokens[i - 1]?.folded ?? '') && ctx.isFree(i - 1) ? i - 2 : -1;
  if (seedAt < 0 || ctx.tokens[seedAt]?.key !== 'seed' || !ctx.isFree(seedAt) || !ctx.spanUnbroken(seedAt, i)) return null;
  const pre = ctx.tokens[seedAt - 1]?.key === 'pre' && /^-?$/.test(ctx.gapAfter(seedAt - 1)) && ctx.isFree(seedAt - 1);
  return pre ? { stage: 'pre_seed', start: seedAt - 1 } : { stage: 'seed', start: seedAt };
}

/** Token i says "series" and a round's letter follows ("Series C", "série B+"). */
export function seriesRoundAt(ctx: BriefContext, i: number): boolean {
  const key = ctx.tokens[i]?.key;
  return (key === 'series' || key === 'serie') && SERIES_LETTERS[(ctx.tokens[i + 1]?.folded ?? '').replace(/\+$/, '')] !== undefined;
}

/** "Series B", "Series A or B", "Series A-C", "Series B+", "Series C and later". */
export function extractSeries(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i) || !seriesRoundAt(ctx, i)) continue;
    const letters: Stage[] = [];
    let end = i + 1;
    let orLater = false;
    let rangeFrom: Stage | null = null;
    while (end < ctx.length) {
      const raw = ctx.tokens[end]!.folded;
      const letter = raw.replace(/\+$/, '');
      const stage = SERIES_LETTERS[letter];
      if (!stage || letter.length !== 1) break;
      if (rangeFrom) {
        const a = SERIES_ORDER.indexOf(rangeFrom);
        const b = SERIES_ORDER.indexOf(stage);
        for (let k = Math.min(a, b); k <= Math.max(a, b); k++) letters.push(SERIES_ORDER[k]!);
        rangeFrom = null;
      } else letters.push(stage);
      if (raw.endsWith('+') || /^\s*\+/.test(ctx.gapAfter(end))) orLater = true;
      end++;
      const gap = ctx.gapBefore(end);
      const sep = ctx.tokens[end]?.key;
      if (/^\s*[-–]\s*$/.test(gap) && SERIES_LETTERS[ctx.tokens[end]?.folded ?? '']) {
        rangeFrom = stage;
        continue;
      }
      if (sep === 'to' && SERIES_LETTERS[ctx.tokens[end + 1]?.folded ?? '']) {
        rangeFrom = stage;
        end++;
        continue;
      }
      if ((sep === 'or' || sep === 'and' || sep === 'series') && SERIES_LETTERS[ctx.tokens[end + 1]?.folded ?? '']) {
        end++;
        continue;
      }
      if (/^\s*[,/]\s*$/.test(gap) && SERIES_LETTERS[ctx.tokens[end]?.folded ?? ''] && ctx.tokens[end]!.folded.length <= 2) continue;
      break;
    }
    if (letters.length === 0) continue;
    const w1 = ctx.tokens[end]?.key;
    const w2 = ctx.tokens[end + 1]?.key;
    if (w1 === 'or' && (w2 === 'later' || w2 === 'above' || w2 === 'beyond' || w2 === 'higher')) {
      orLater = true;
      end += 2;
    } else if (w1 === 'and' && (w2 === 'later' || w2 === 'above' || w2 === 'beyond' || w2 === 'up')) {
      orLater = true;
      end += 2;
    } else if (w1 === 'onward' || w1 === 'onwards' || w1 === 'plus') {
      orLater = true;
      end += 1;
    }
    if (ctx.tokens[end]?.key === 'round' || ctx.tokens[end]?.key === 'funded') end += 1;
    let stages = [...new Set(letters)];
    if (orLater) {
      const from = Math.min(...stages.map((s) => SERIES_ORDER.indexOf(s)));
      stages = SERIES_ORDER.slice(from);
    }
    // "from seed to Series B", "Seed bis Series B": every round from the earlier stage to this one.
    const from = stages.length === 1 && !orLater ? earlierStageBefore(ctx, i) : null;
    if (from) {
      const wanted = FUNDING_ORDER.slice(FUNDING_ORDER.indexOf(from.stage), FUNDING_ORDER.indexOf(stages[0]!) + 1);
      ctx.addFact({ kind: 'stage', stages: wanted, label: `${from.stage === 'seed' ? 'Seed' : 'Pre-seed'} to ${labelOf(stages[0]!)}`, generic: false, start: from.start, end, text: ctx.text(from.start, end) });
      continue;
    }
    // "pre-Series B startups" want the rounds before it, not the round: read alone it was the stage they are past.
    const side = stages.length === 1 && !orLater ? sideOfRound(ctx, i) : null;
    if (side) {
      const at = FUNDING_ORDER.indexOf(stages[0]!);
      const wanted = side.side === 'before' ? FUNDING_ORDER.slice(0, at) : FUNDING_ORDER.slice(at + 1);
      if (wanted.length === 0) continue; // "post-Series D": no later round to name, so the brief asks
      ctx.addFact({ kind: 'stage', stages: wanted, label: `${side.side} ${labelOf(stages[0]!)}`, generic: false, start: side.start, end, text: ctx.text(side.start, end) });
      continue;
    }
    const label = orLater
      ? `${labelOf(stages[0]!)} or later`
      : stages.map(labelOf).join(' or ').replace(/ or Series /g, ' or ');
    ctx.addFact({ kind: 'stage', stages, label, generic: false, start: i, end, text: ctx.text(i, end) });
  }
}

function labelOf(stage: Stage): string {
  return stage === 'series_d_plus' ? 'Series D+' : `Series ${stage.slice(-1).toUpperCase()}`;
}
