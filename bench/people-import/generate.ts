// Deterministic people files for the import benchmark: names, titles, places and companies as
// exports write them (some unknown to the vocabulary), e-mails and LinkedIn addresses unique per row.
import fs from 'node:fs';
import { once } from 'node:events';

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diogo', 'Eva', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kemi', 'Lena', 'Marta', 'Nikhil', 'Olga', 'Pedro'];
const LAST = ['Silva', 'Costa', 'Nowak', 'Reis', 'Santos', 'Haddad', 'Okafor', 'Tanaka', 'Prata', 'Berg', 'Adeyemi', 'Fischer', 'Lopes', 'Rao', 'Ivanova'];
const TITLES = [
  'Sr. Product Manager, Payments', 'PM II', 'Group Product Manager', 'Senior Backend Engineer', 'Software Engineer', 'Data Scientist',
  'Head of Growth', 'Project Manager', 'Product Designer', 'Account Executive', 'Chief Vibes Officer', 'Engineering Manager', 'SDR',
];
const PLACES = ['Lisboa', 'Greater Lisbon Area', 'Berlin, Germany', 'Warszawa', 'Oporto', 'Portugal (Remote)', 'London, United Kingdom', 'San Francisco, CA', 'Atlantis', ''];
const COMPANIES = ['Stripe', 'Google', 'Acme Widgets Lda', 'Nordwind Analytics', 'Initech', 'Globex', 'Hooli', ''];
const SKILLS = ['Python; SQL', 'Go | Kubernetes', 'Roadmapping, A/B Testing', 'Figma', 'Salesforce; Negotiation', ''];

const pick = <T>(list: readonly T[], i: number, salt: number) => list[(i * 2654435761 + salt * 97) % list.length]!;

function person(i: number) {
  return {
    name: `${pick(FIRST, i, 1)} ${pick(LAST, i, 2)} ${i}`,
    title: pick(TITLES, i, 3),
    company: pick(COMPANIES, i, 4),
    location: pick(PLACES, i, 5),
    email: i % 4 === 3 ? '' : `person${i}@bench.example.com`,
    linkedin: i % 3 === 2 ? '' : `https://www.linkedin.com/in/bench-${i}/`,
    skills: pick(SKILLS, i, 6),
    years: i % 5 === 0 ? '' : String(i % 25),
  };
}

const q = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** Writes `rows` people as CSV (with a header row) or JSON Lines, streamed. */
export async function writePeopleFile(file: string, rows: number, format: 'csv' | 'ndjson'): Promise<number> {
  const out = fs.createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  if (format === 'csv') await write('Full Name,Job Title,Company,Location,E-mail Address,LinkedIn URL,Skills,Years of Experience\n');
  for (let i = 0; i < rows; i++) {
    const p = person(i);
    await write(
      format === 'csv'
        ? `${[p.name, p.title, p.company, p.location, p.email, p.linkedin, p.skills, p.years].map(q).join(',')}\n`
        : `${JSON.stringify({ name: p.name, title: p.title, company: p.company, location: p.location, email: p.email, linkedinUrl: p.linkedin, skills: p.skills, yearsOfExperience: p.years === '' ? null : Number(p.years) })}\n`,
    );
  }
  out.end();
  await once(out, 'finish');
  return fs.statSync(file).size;
}
