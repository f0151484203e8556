import { interpretBrief } from '../server/search';
for (const b of process.argv.slice(2)) { const r = interpretBrief(b); console.log(b, '=>', JSON.stringify({ c: r.criteria.map((c) => c.name), q: (r as any).question, un: (r as any).unrecognised })); }
