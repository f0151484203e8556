import { describe, expect, it } from 'vitest';
import { getLexicon } from '../interpret/lexicon';
import { interpretBrief } from '../interpret/interpret-brief';
import { PROFESSION_WORDS } from './profession-words';

describe('function heads in other languages', () => {
  it('are each a role of the taxonomy in English, never an open title', () => {
    const heads = PROFESSION_WORDS.filter(([english]) => /^(?:vp|director|head) of /.test(english));
    expect(heads.length).toBeGreaterThan(15);
    for (const [english] of heads) expect(getLexicon().entries.get(english)?.some((e) => e.kind === 'role'), english).toBe(true);
  });

  it('read as the head of that function, with or without the linking word', () => {
    const role = (brief: string) => interpretBrief(brief).criteria.find((c) => c.kind === 'role')?.name;
    expect(role('VP de Engenharia em Lisboa')).toBe('Role: VP of Engineering');
    expect(role('Director de Ingeniería en Madrid')).toBe('Role: Director of Engineering');
    expect(role('Head de Vendas em São Paulo')).toBe('Role: Head of Sales');
    expect(role('Leiter Vertrieb in München')).toBe('Role: Head of Sales');
    // English writes its own titles: "head data scientist" is no Head of Data.
    expect(role('head data scientist in London')).toBe('Role: Head Data Scientist');
  });
});
