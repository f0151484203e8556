// A generated person's headline, written the ways profiles write them ("Senior Data Engineer at
// Acme", "Product Designer @ Acme | Figma, Design Systems"), from facts the profile already holds
// so that it never says more than the record does. Some profiles have none.
import type { Rng } from './rng';
import { Weighted } from './rng';

export interface HeadlineFacts {
  title: string;
  companyName: string;
  skills: readonly string[];
  industryLabel: string;
}

type Form = (p: HeadlineFacts) => string;

const FORMS = Weighted.of<Form>([
  [() => '', 25],
  [(p) => `${p.title} at ${p.companyName}`, 40],
  [(p) => (p.skills.length >= 2 ? `${p.title} @ ${p.companyName} | ${p.skills.slice(0, 2).join(', ')}` : `${p.title} @ ${p.companyName}`), 15],
  [(p) => `${p.title} | ${p.industryLabel}`, 10],
  [(p) => p.title, 10],
]);

export function headlineOf(rng: Rng, facts: HeadlineFacts): string {
  return FORMS.pick(rng)(facts);
}
