// British spellings -> American ones, word by word, for a vocabulary written in British English
// (ESCO: "counsellor", "paediatric", "call centre agent") that American briefs and files spell
// their way ("counselor", "pediatric", "call center agent"). Explicit words only: no rule on
// "-ise" ("supervise", "franchise") or "-our" ("hour", "tour") would be safe.

const BRITISH_TO_AMERICAN: ReadonlyMap<string, string> = new Map(Object.entries({
  counsellor: 'counselor', counselling: 'counseling', modelling: 'modeling', modeller: 'modeler', travelling: 'traveling', traveller: 'traveler',
  labelling: 'labeling', jewellery: 'jewelry', jeweller: 'jeweler',
  paediatric: 'pediatric', paediatrics: 'pediatrics', paediatrician: 'pediatrician', anaesthetist: 'anesthetist', anaesthetic: 'anesthetic',
  anaesthesia: 'anesthesia', anaesthesiologist: 'anesthesiologist', orthopaedic: 'orthopedic', orthopaedics: 'orthopedics',
  gynaecologist: 'gynecologist', gynaecology: 'gynecology', haematologist: 'hematologist', haematology: 'hematology',
  labour: 'labor', labourer: 'laborer', behaviour: 'behavior', behavioural: 'behavioral', behaviourist: 'behaviorist',
  colour: 'color', colourist: 'colorist', colouring: 'coloring', harbour: 'harbor', neighbourhood: 'neighborhood', flavour: 'flavor',
  tumour: 'tumor', armourer: 'armorer', mould: 'mold', moulder: 'molder', moulding: 'molding', sulphur: 'sulfur',
  centre: 'center', theatre: 'theater', metre: 'meter', fibre: 'fiber', litre: 'liter',
  licence: 'license', defence: 'defense', offence: 'offense', programme: 'program', programmes: 'programs',
  aluminium: 'aluminum', tyre: 'tire', grey: 'gray', plough: 'plow', draught: 'draft',
  specialised: 'specialized', specialise: 'specialize', specialising: 'specializing', organiser: 'organizer', organised: 'organized',
  organising: 'organizing', authorised: 'authorized', customised: 'customized', motorised: 'motorized', computerised: 'computerized',
  digitised: 'digitized', sanitiser: 'sanitizer', synthesiser: 'synthesizer', optimiser: 'optimizer',
}));

/** The American spelling of lower-case, folded text ("call centre agent" -> "call center agent"; "-isation" -> "-ization"). */
export function americanSpelling(text: string): string {
  return text.split(' ').map((word) => BRITISH_TO_AMERICAN.get(word) ?? word.replace(/isation(s|al)?$/, 'ization$1')).join(' ');
}

const AMERICAN_TO_BRITISH: ReadonlyMap<string, string> = new Map([...BRITISH_TO_AMERICAN].map(([british, american]) => [american, british]));

/** The British spelling of one American word, when it has one ("center" -> "centre"): what a file in British English writes. */
export function britishSpelling(word: string): string | null {
  return AMERICAN_TO_BRITISH.get(word) ?? (/ization(s|al)?$/.test(word) ? word.replace(/ization(s|al)?$/, 'isation$1') : null);
}
