import { interpretBrief, resolvePlace } from '@/server/search';
const briefs = process.argv.slice(2);
for (const b of briefs) {
  const r = interpretBrief(b);
  console.log(b, '=>', r.kind, r.kind === 'clarify' ? r.question : '', JSON.stringify(r.criteria.map((c) => c.name)), 'target', r.target, 'unrec', JSON.stringify(r.unrecognised));
}
for (const t of ['Lisboa', 'Greater Lisbon Area', 'Portugal (Remote)', 'Portland, ME', 'Berlin, Germany', 'München', 'Tucson, AZ', 'Bay Area', 'asdfgh']) console.log(t, JSON.stringify(resolvePlace(t)));
