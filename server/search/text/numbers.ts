// Numbers as briefs write them: digits ("25", "10+", "1,000", "5k"), words in English and a few
// other languages ("twelve", "zehn", "vingt"), and "a dozen"-style quantities.

const WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  hundred: 100, thousand: 1000,
  // German
  eins: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwolf: 12,
  zwanzig: 20, dreissig: 30, vierzig: 40, funfzig: 50, hundert: 100,
  // French
  un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
  quinze: 15, vingt: 20, trente: 30, quarante: 40, cinquante: 50, cent: 100,
  // Spanish / Portuguese / Italian
  uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12,
  quince: 15, veinte: 20, treinta: 30, cincuenta: 50, cien: 100,
  dez: 10, vinte: 20, dieci: 10, venti: 20, cinquanta: 50,
  dois: 2, duas: 2, quatro: 4, sete: 7, oito: 8, nove: 9, trinta: 30, quarenta: 40, cinquenta: 50, cem: 100,
  // Dutch ("een" is also "a", so it is no number here)
  twee: 2, drie: 3, vijf: 5, zes: 6, zeven: 7, negen: 9, tien: 10, twaalf: 12, vijftien: 15, twintig: 20, dertig: 30,
  veertig: 40, vijftig: 50, honderd: 100,
};

/** What "a handful of" people means as a count (documented in server/search/README.md). */
export const HANDFUL = 5;

/** A single number word (folded), or null. "ein"/"une"/"a" are not numbers here. */
export function numberWord(folded: string): number | null {
  return Object.hasOwn(WORDS, folded) ? WORDS[folded]! : null;
}

/** A number written with digits: "25" -> 25, "10+" -> 10, "1,000" -> 1000, "5k" -> 5000. */
export function digitsValue(folded: string): number | null {
  const m = /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(k)?\+?$/.exec(folded);
  if (!m) return null;
  const n = Number(m[1]!.replace(/,/g, ''));
  if (!Number.isFinite(n)) return null;
  return m[2] ? Math.round(n * 1000) : n;
}

/**
 * Reads a number at tokens[i] (folded words): digits, a word, "twenty five", "a dozen",
 * "half a dozen", "two dozen", "a couple", "a hundred". Returns the value and how many tokens it
 * used, or null.
 */
export function readNumber(words: string[], i: number): { value: number; length: number } | null {
  const w = words[i];
  if (w === undefined) return null;
  const next = words[i + 1];
  const after = words[i + 2];
  if ((w === 'a' || w === 'an' || w === 'one') && next === 'dozen') return { value: 12, length: 2 };
  if (w === 'half' && next === 'a' && after === 'dozen') return { value: 6, length: 3 };
  if (w === 'a' && next === 'couple') return { value: 2, length: after === 'of' ? 3 : 2 };
  if (w === 'a' && next === 'hundred') return { value: 100, length: 2 };
  // "a handful (of)": a stated number, HANDFUL.
  if (w === 'a' && next === 'handful') return { value: HANDFUL, length: after === 'of' ? 3 : 2 };
  if (w === 'a' && next === 'thousand') return { value: 1000, length: 2 };
  if (w === 'dozen' || w === 'dozens') return null;
  let value = digitsValue(w);
  if (value === null) value = numberWord(w);
  if (value === null) return null;
  let length = 1;
  // "twenty five", "two hundred", "two dozen", "3 dozen"
  if (next !== undefined) {
    const unit = numberWord(next);
    if (next === 'dozen') return { value: value * 12, length: 2 };
    if (unit !== null && value >= 20 && value < 100 && value % 10 === 0 && unit < 10) {
      value += unit;
      length = 2;
    } else if ((next === 'hundred' || next === 'thousand') && value < 100) {
      value *= next === 'hundred' ? 100 : 1000;
      length = 2;
    }
  }
  return { value, length };
}
