// Domains a person's own text shows, in the spellings and languages briefs and profiles use: a
// school subject ("Mathe", "wiskunde"), a kind of kitchen ("estrela
// Michelin", "sterrenrestaurant"), a field of investing ("venture capital"). Read by
// interpret/extract-known-topics.ts as a topic matched on any of the spellings, so a brief in
// Dutch finds a profile in English.

export interface KnownTopic {
  /** The topic in English, as the criterion names it. */
  label: string;
  /** Every spelling, in any of the six languages. */
  phrases: readonly string[];
  /** A school subject: what a teacher teaches, read only in a brief for teachers ("Medicinal chemistry group" is no subject). */
  subject?: true;
  /** Spellings a person's text is matched on but a brief is not read by: English "beauty" stays the lexicon's, and creator niches make it this topic. */
  alsoMatches?: readonly string[];
}

export const KNOWN_TOPICS: readonly KnownTopic[] = [
  // School subjects, as teachers' briefs name them after the title ("Docenten wiskunde").
  { label: 'mathematics', phrases: ['mathematics', 'maths', 'matemática', 'matemáticas', 'matematica', 'mathématiques', 'mathe', 'mathematik', 'wiskunde'], subject: true },
  { label: 'physics', phrases: ['physics', 'física', 'physique', 'physik', 'natuurkunde'], subject: true },
  { label: 'chemistry', phrases: ['chemistry', 'química', 'chimie', 'chemie', 'scheikunde'], subject: true },
  { label: 'biology', phrases: ['biology', 'biología', 'biologia', 'biologie'], subject: true },
  { label: 'natural sciences', phrases: ['natural sciences', 'ciencias naturales', 'ciências naturais', 'sciences naturelles', 'naturwissenschaften', 'natuurwetenschappen', 'sciences de la vie et de la terre', 'svt'], subject: true },
  { label: 'geography', phrases: ['geography', 'geografía', 'geografia', 'géographie', 'geographie', 'erdkunde', 'aardrijkskunde'], subject: true },
  { label: 'history', phrases: ['history', 'historia', 'história', 'histoire', 'geschichte', 'geschiedenis'], subject: true },
  { label: 'computer science', phrases: ['computer science', 'informática', 'informatique', 'informatik', 'informatica', 'ciencias de la computación', 'ciência da computação'], subject: true },
  { label: 'physical education', phrases: ['physical education', 'educación física', 'educação física', 'éducation physique', 'sportunterricht', 'lichamelijke opvoeding'], subject: true },
  // Fields of investing that the industries lump with others: a hedge fund is no VC, a retail bank no investment bank.
  {
    label: 'venture capital',
    phrases: [
      'venture capital', 'vc firm', 'vc firms', 'venture firm', 'venture capital firm', 'capital riesgo', 'capital de riesgo', 'capital de risco',
      'capital-risque', 'risikokapital', 'wagniskapital', 'durfkapitaal',
    ],
  },
  {
    label: 'investment banking',
    phrases: [
      'investment banking', 'investment bank', 'investment banks', 'banco de investimento', 'bancos de investimento', 'banca de inversión',
      'banco de inversión', 'bancos de inversión', 'banque d affaires', 'banques d affaires', 'banque d investissement', 'investmentbanking',
      'investmentbank', 'investmentbanken', 'zakenbank', 'zakenbanken',
    ],
  },
  // A family's own investment firm, no bank or fund of the industries ("family office CIOs").
  { label: 'family office', phrases: ['family office', 'family offices', 'family-office', 'single family office', 'single-family office', 'multi-family office', 'multi family office'] },
  { label: 'private equity', phrases: ['private equity', 'pe firm', 'pe firms', 'private equity firm', 'capital privado', 'capital-investissement', 'beteiligungsgesellschaft'] },
  // The government's own departments, where civil servants and their assistants work ("ervaring bij een ministerie"); a bare English
  // "ministry" is as often a church's.
  {
    label: 'government ministry',
    phrases: ['government ministry', 'government ministries', 'government department', 'government departments', 'ministerie', 'ministeries', 'ministère', 'ministères', 'ministerio', 'ministerios', 'ministério', 'ministérios', 'ministerium', 'ministerien', 'bundesministerium'],
  },
  // Luxury hotels as their staff write them (a hotel's stars are its class: hotel-classes.ts).
  {
    label: 'luxury hospitality',
    phrases: [
      'luxury hospitality', 'luxury hotel', 'luxury hotels', 'hotelaria de luxo', 'hotel de luxo', 'hotéis de luxo', 'hotelería de lujo', 'hotel de lujo',
      'hoteles de lujo', 'hôtellerie de luxe', 'hôtel de luxe', 'hôtels de luxe', 'luxushotellerie', 'luxushotel', 'luxushotels', 'luxe hotellerie', 'luxe hotels',
    ],
  },
  // Trucking's long-distance work, as drivers' CVs and job ads write it ("3+ yrs OTR").
  { label: 'over the road', phrases: ['over the road', 'over-the-road', 'otr', 'long haul', 'long-haul', 'long haul trucking'] },
  // Research as a field of its own, not the skill it studies ("MIT PhDs doing ML research").
  { label: 'machine learning research', phrases: ['ml research', 'machine learning research', 'ml researcher', 'machine learning researcher'] },
  // What a company's people work on, in its short form too.
  { label: 'infrastructure', phrases: ['infrastructure', 'infra', 'infraestructura', 'infraestrutura', 'infrastruktur', 'infrastructuur'] },
  // Fields of practice and of work, as briefs in the six languages name them after "experience in", a title or a specialism
  // ("especializados en ansiedad y depresión", "experiencia en instalaciones fotovoltaicas", "Bauleiter Tiefbau").
  { label: 'anxiety', phrases: ['anxiety', 'anxiety disorders', 'ansiedade', 'ansiedad', 'anxiété', 'angststörungen', 'angststoornissen'] },
  { label: 'depression', phrases: ['depression', 'depressão', 'depresión', 'dépression', 'depressionen', 'depressie'] },
  { label: 'online therapy', phrases: ['online therapy', 'teletherapy', 'terapia online', 'thérapie en ligne', 'online-therapie', 'online therapie'] },
  {
    label: 'children and adolescents',
    phrases: [
      'children and adolescents', 'child and adolescent', 'infancia y adolescencia', 'infância e adolescência', 'enfance et adolescence',
      'kinder und jugendliche', 'kinder- und jugendhilfe', 'jugendhilfe', 'jeugdzorg', 'kinderen en jongeren',
    ],
  },
  { label: 'child protection', phrases: ['child protection', 'protección infantil', 'proteção infantil', 'protection de l enfance', 'kinderschutz', 'kinderbescherming'] },
  { label: 'delivery room', phrases: ['delivery room', 'labour ward', 'labor ward', 'sala de partos', 'salle d accouchement', 'kreißsaal', 'kreisssaal', 'verloskamer'] },
  {
    label: 'photovoltaic installation',
    phrases: [
      'photovoltaic installation', 'photovoltaic installations', 'solar pv', 'solar pv installation', 'pv installation', 'pv installations', 'solar panel installation',
      'instalaciones fotovoltaicas', 'instalación fotovoltaica', 'instalações fotovoltaicas', 'instalação fotovoltaica', 'energia solar fotovoltaica',
      'installations photovoltaïques', 'installation photovoltaïque', 'photovoltaik', 'photovoltaikanlagen', 'pv-anlagen', 'zonnepanelen', 'pv-installaties',
    ],
  },
  { label: 'roofing', phrases: ['roofing', 'roof work', 'dakwerk', 'dakwerken', 'dakdekken', 'dachdeckerarbeiten', 'toitures', 'telhados'] },
  { label: 'civil engineering', phrases: ['civil engineering', 'civil works', 'tiefbau', 'génie civil', 'obra civil', 'obras civiles', 'weg- en waterbouw', 'grond- weg- en waterbouw'] },
  { label: 'timber construction', phrases: ['timber construction', 'timber frame', 'holzbau', 'construction bois', 'construcción en madera', 'construção em madeira', 'houtbouw'] },
  {
    label: 'sustainable construction',
    phrases: ['sustainable construction', 'green building', 'construção sustentável', 'construcción sostenible', 'construction durable', 'nachhaltiges bauen', 'duurzaam bouwen'],
  },
  { label: 'vegan cuisine', phrases: ['vegan cuisine', 'vegan cooking', 'plant-based cuisine', 'vegane küche', 'cozinha vegana', 'cocina vegana', 'cuisine végétale', 'cuisine vegan', 'veganistische keuken'] },
  { label: 'gastronomy', phrases: ['gastronomy', 'gastronomia', 'gastronomía', 'gastronomie', 'gastronómico', 'gastronómica', 'gastronômico', 'gastronomique', 'culinária', 'culinaria'] },
  {
    label: 'sports physiotherapy',
    phrases: [
      'sports physiotherapy', 'sports physical therapy', 'fisioterapia deportiva', 'fisioterapia desportiva', 'fisioterapia esportiva',
      'kinésithérapie du sport', 'kinésithérapie sportive', 'physiothérapie du sport', 'sportphysiotherapie', 'sportfysiotherapie',
    ],
  },
  // What beauty creators publish about, in the other languages' words.
  { label: 'beauty', alsoMatches: ['beauty'], phrases: ['beauté', 'belleza', 'beleza', 'schönheit', 'schoonheid', 'maquillage', 'maquillaje', 'maquiagem'] },
  // Secondary schools by the levels teachers name ("docent wiskunde havo vwo").
  {
    label: 'secondary education',
    // Not "high school" or "Gymnasium": those begin teachers' titles of their own.
    phrases: ['secondary education', 'havo', 'vwo', 'vmbo', 'havo vwo', 'havo/vwo', 'voortgezet onderwijs', 'secundair onderwijs',
      'enseignement secondaire', 'ensino secundário', 'ensino médio', 'educación secundaria', 'sekundarstufe'],
  },
  // Care of the elderly, whom carers and nurses serve ("cuidadores de idosos"): their work, not their own age.
  {
    label: 'elderly care',
    phrases: ['elderly care', 'elder care', 'elderly', 'older people', 'older adults', 'aged care', 'care of the elderly', 'geriatric care', 'idosos', 'cuidado de idosos', 'personas mayores', 'ancianos', 'tercera edad',
      'personnes âgées', 'senioren', 'seniorenbetreuung', 'altenpflege', 'ouderen', 'ouderenzorg'],
  },
  // Trade unions whose members say so on their profiles ("IBEW Local 134").
  { label: 'IBEW', phrases: ['ibew', 'international brotherhood of electrical workers'] },
  // Running a branch, as pharmacists and bankers write it ("Apotheker:innen mit Filialleitung").
  { label: 'branch management', phrases: ['branch management', 'filialleitung', 'filialleiter', 'filialleiterin', 'gerência de filial', 'gerencia de sucursal', 'direction d agence', 'filiaalmanagement'] },
  // Machine building, which Germany names as an industry of its own ("Vertriebsleiter für den Maschinenbau").
  { label: 'machinery', phrases: ['machinery', 'industrial machinery', 'machine building', 'maschinenbau', 'maschinen- und anlagenbau', 'anlagenbau', 'machinebouw', 'construction mécanique', 'máquinas industriais', 'maquinaria industrial'] },
  // Games of the largest budgets, as studios write them ("shipped AAA titles").
  { label: 'AAA games', phrases: ['aaa games', 'aaa game', 'aaa titles', 'aaa title', 'triple-a games', 'triple a games', 'aaa studio', 'aaa studios', 'jeux aaa', 'videojuegos aaa', 'jogos aaa'] },
  // Kinds of kitchen and service.
  {
    label: 'Michelin-starred restaurant',
    phrases: [
      'michelin star', 'michelin stars', 'michelin-starred', 'michelin starred', 'michelin restaurant', 'michelin place', 'michelin-level', 'fine dining',
      'estrela michelin', 'estrelas michelin', 'estrella michelin', 'estrellas michelin', 'étoile michelin', 'étoilé', 'étoilés', 'restaurant étoilé',
      'restaurants étoilés', 'gastronomique', 'sternegastronomie', 'sterneküche', 'sternerestaurant', 'sternerestaurants', 'sterrenrestaurant',
      'sterrenrestaurants', 'sterrenzaak', 'sterrenkeuken',
      // The restaurant named with its star, so that neither is left over ("restaurantes com estrela Michelin").
      'michelin-starred restaurant', 'michelin starred restaurant', 'restaurant with a michelin star', 'restaurants with a michelin star', 'restaurants with michelin stars',
      'restaurante com estrela michelin', 'restaurantes com estrela michelin', 'restaurantes com estrelas michelin',
      'restaurante con estrella michelin', 'restaurantes con estrella michelin', 'restaurantes con estrellas michelin',
      'restaurant étoilé michelin', 'restaurants étoilés michelin', 'étoilé michelin', 'étoilés michelin', 'restaurant avec une étoile michelin',
    ],
  },
];

/**
 * Short forms in capitals of a field, read as the field they stand for only where a field stands
 * ("in PE", "IC-ervaring"): alone they are as often something else ("PE teacher", "VCs"), so a
 * person's text is never matched on them either. Each stands for a phrase of a topic above or of
 * a skill ("intensive care").
 */
export const FIELD_CODES: ReadonlyMap<string, string> = new Map([
  ['VC', 'venture capital'], ['PE', 'private equity'], ['IB', 'investment banking'],
  ['IC', 'intensive care'], ['ER', 'emergency room'], ['SEH', 'spoedeisende hulp'],
]);
