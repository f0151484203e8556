// Test helper: deterministic people CSV files of any size, as exports write them (titles, places
// and companies the vocabulary knows and some it does not), e-mails and LinkedIn addresses unique
// per row. With `mistakes`, the file also has what a real export has: rows without a name, rows
// with too many cells, blank lines and rows repeating an earlier person (counted as updated).

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diogo', 'Eva', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kemi', 'Lena', 'Marta', 'Nikhil', 'Olga', 'Pedro'];
const LAST = ['Silva', 'Costa', 'Nowak', 'Reis', 'Santos', 'Haddad', 'Okafor', 'Tanaka', 'Prata', 'Berg', 'Adeyemi', 'Fischer', 'Lopes', 'Rao', 'Ivanova'];
const TITLES = ['Sr. Product Manager, Payments', 'PM II', 'Senior Backend Engineer', 'Data Scientist', 'Head of Growth', 'Product Designer', 'Chief Vibes Officer'];
const PLACES = ['Lisboa', 'Berlin, Germany', 'Warszawa', 'Portugal (Remote)', 'London, United Kingdom', 'Atlantis', ''];
const COMPANIES = ['Stripe', 'Google', 'Acme Widgets Lda', 'Initech', ''];

const pick = <T>(list: readonly T[], i: number, salt: number) => list[(i * 7919 + salt * 97) % list.length]!;
const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

export interface PeopleCsvOptions {
  /** Characters of an ignored "Notes" column per row, to make the file span several stored chunks. */
  pad?: number;
  /** Every 97th row has no name, every 89th has too many cells, every 50th repeats row i-1500's e-mail, a blank line every 200 rows. */
  mistakes?: boolean;
}

/** `rows` data rows after the header (blank lines not counted). */
export function peopleCsv(rows: number, { pad = 0, mistakes = false }: PeopleCsvOptions = {}): string {
  const lines = ['Full Name,Job Title,Company,Location,E-mail Address,LinkedIn URL,Notes'];
  for (let i = 0; i < rows; i++) {
    if (mistakes && i > 0 && i % 200 === 0) lines.push('');
    const repeat = mistakes && i % 50 === 49 && i >= 1500;
    const email = repeat ? `person${i - 1500}@people-csv.test` : `person${i}@people-csv.test`;
    const cells = [
      mistakes && i % 97 === 96 ? '' : `${pick(FIRST, i, 1)} ${pick(LAST, i, 2)} ${i}`,
      pick(TITLES, i, 3),
      pick(COMPANIES, i, 4),
      pick(PLACES, i, 5),
      email,
      repeat ? '' : `https://www.linkedin.com/in/people-csv-${i}/`,
      pad > 0 ? `${i}:${'n'.repeat(pad)}` : '',
    ];
    if (mistakes && i % 89 === 88) cells.push('extra', 'extra');
    lines.push(cells.map(quote).join(','));
  }
  return `${lines.join('\n')}\n`;
}
