import { interpretBrief } from '@/server/search/interpret/interpret-brief';
for (const b of process.argv.slice(2)) {
  const r = interpretBrief(b);
  console.log('\n#', b, '->', r.kind, r.kind === 'clarify' ? r.question : '');
  for (const c of r.criteria) console.log('  C', c.name, JSON.stringify({ ...c, name: undefined, source: undefined }));
  for (const c of r.preferences) console.log('  P', c.name);
  console.log('  target', r.target, 'unrec', r.unrecognised.join('|'));
}
