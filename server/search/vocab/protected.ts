// Protected characteristics: words and phrases with which a brief asks to filter people by age,
// gender, ethnicity, religion, health, family situation or nationality. The engine never filters
// by them; it asks instead. Phrases are lower case with accents kept, in English, Portuguese,
// Spanish, French, German and Dutch.
//
// Precision matters more than recall here: a word that is usually innocent in a brief is not
// listed on its own ("man" is in "salesman", "native" in "native speaker", "single" in "single
// sign-on", "old" in "10-year-old company", "genre", "mère" in "maison mère", "poc" is a proof of
// concept, "roma" is Rome). PROTECTED_LOOKALIKES lists the innocent phrases that do contain a
// listed word ("black belt", "white paper", "catholic university", "(m/w/d)") so that a reader
// can mask them first. "Recent graduates", "juniors" and "jeune diplômé" are seniority or
// education, not age.

export type ProtectedCategory = 'age' | 'gender' | 'ethnicity' | 'religion' | 'health' | 'family' | 'nationality';

/** Words and phrases that ask to filter people by a protected characteristic; the engine never filters by them and asks instead. */
export const PROTECTED_PHRASES: ReadonlyArray<readonly [category: ProtectedCategory, phrases: readonly string[]]> = [
  ['age', [
    'young', 'younger', 'youthful', 'young people', 'young professionals', 'young talent', 'young and dynamic', 'young blood', 'fresh blood',
    'older candidates', 'older people', 'older workers', 'older professionals', 'old people', 'too old', 'not too old', 'elderly', 'middle-aged', 'middle aged',
    // Before a title too: "older nurses" (it had been a title of its own, "Older Nurse"). Bare "old" is as often innocent ("a 5-year-old company").
    'older', 'mature candidates', 'mature workers',
    'digital natives', 'digital native', 'gen z', 'gen-z', 'generation z', 'genz', 'gen y', 'millennials', 'millennial', 'boomers', 'baby boomers', 'gen x',
    'twentysomething', 'twentysomethings', 'twenty-something', 'twenty-somethings', 'thirtysomething', 'thirtysomethings',
    'age', 'age range', 'age limit', 'age bracket', 'age group', 'max age', 'maximum age', 'minimum age',
    'jovem', 'jovens', 'jovens talentos', 'pessoas jovens', 'mais jovens', 'mais velhos', 'idosos', 'idade', 'faixa etária', 'idade máxima', 'idade mínima',
    'limite de idade', 'geração z', 'nativos digitais', 'quarentões', 'cinquentões',
    'joven', 'jóvenes', 'gente joven', 'jóvenes talentos', 'personas mayores', 'edad', 'rango de edad', 'edad máxima', 'edad mínima', 'límite de edad',
    'generación z', 'nativos digitales', 'treintañeros', 'cuarentones',
    'jeune', 'jeunes', 'jeunes talents', 'jeune et dynamique', 'jeunes et dynamiques', 'plus âgés', 'personnes âgées', 'âge', 'tranche d\'âge', 'âge maximum',
    'limite d\'âge', 'génération z', 'natifs du numérique', 'trentenaires', 'quadragénaires', 'quinquagénaires', 'quinquas',
    'junge', 'junge leute', 'junge menschen', 'junge talente', 'jung und dynamisch', 'ältere', 'älteren', 'ältere bewerber', 'alter',
    'altersgrenze', 'höchstalter',
    'jong', 'jonge', 'jongeren', 'jong talent', 'jonge mensen', 'jong en dynamisch', 'ouderen', 'oudere', 'leeftijd', 'leeftijdsgrens', 'maximumleeftijd',
  ]],
  ['gender', [
    'women', 'woman', 'female', 'females', 'male', 'males', 'men', 'guys', 'ladies', 'girls', 'boys', 'gentlemen', 'gals',
    'women only', 'women-only', 'only women', 'only men', 'men only', 'women in tech', 'female founders', 'female candidates', 'male candidates', 'female engineers',
    'gender', 'gender diverse', 'gender diversity', 'gender balance', 'non-binary', 'nonbinary', 'transgender', 'trans women', 'trans men',
    'lgbt', 'lgbtq', 'lgbtq+', 'lgbtqia+', 'gay', 'lesbian', 'lesbians', 'queer', 'straight men', 'sexual orientation',
    'mulher', 'mulheres', 'feminino', 'feminina', 'femininas', 'masculino', 'masculina', 'homem', 'homens', 'moças', 'meninas', 'rapazes', 'sexo', 'gênero',
    'só mulheres', 'apenas mulheres', 'vaga afirmativa para mulheres', 'orientação sexual',
    'mujer', 'mujeres', 'femenino', 'femenina', 'femeninas', 'hombre', 'hombres', 'chicas', 'chicos', 'género', 'solo mujeres', 'orientación sexual',
    'femme', 'femmes', 'féminin', 'féminine', 'masculin', 'homme', 'hommes', 'sexe', 'uniquement des femmes', 'orientation sexuelle',
    'frau', 'frauen', 'weiblich', 'weibliche', 'männlich', 'männliche', 'mann', 'männer', 'geschlecht', 'nur frauen', 'sexuelle orientierung',
    'vrouw', 'vrouwen', 'vrouwelijk', 'vrouwelijke', 'mannelijk', 'mannelijke', 'mannen', 'dames', 'heren', 'geslacht', 'alleen vrouwen', 'seksuele geaardheid',
  ]],
  ['ethnicity', [
    'race', 'racial', 'ethnicity', 'ethnic', 'ethnic minority', 'ethnic minorities', 'ethnic background', 'bame', 'bipoc', 'people of color', 'people of colour',
    'white', 'white people', 'white candidates', 'caucasian', 'caucasians', 'black', 'black people', 'black candidates', 'black founders',
    'african american', 'african-american', 'african americans', 'asian', 'asians', 'asian american', 'asian-american', 'latino', 'latina', 'latinos', 'latinas', 'latinx',
    'hispanic', 'hispanics', 'arab', 'arabs', 'indigenous', 'native american', 'native americans', 'aboriginal', 'gypsy', 'gypsies', 'skin color', 'skin colour',
    'minorities', 'underrepresented minorities', 'urm', 'diverse candidates', 'diversity candidates', 'diversity hire', 'diversity hires',
    'raça', 'etnia', 'étnico', 'étnica', 'negros', 'negras', 'pessoas negras', 'pessoas pretas', 'pretos', 'pretas', 'pardos', 'brancos', 'brancas',
    'asiáticos', 'asiáticas', 'indígenas', 'cor da pele', 'vaga afirmativa para pessoas negras', 'afrodescendentes',
    'raza', 'étnicos', 'blancos', 'blancas', 'gitanos', 'color de piel', 'afrodescendientes',
    'origine ethnique', 'ethnie', 'noirs', 'noires', 'blancs', 'blanches', 'asiatiques', 'maghrébins', 'maghrébin', 'maghrébine', 'maghrébines', 'arabes', 'racisés', 'personnes racisées', 'couleur de peau',
    'issus de la diversité',
    'ethnische herkunft', 'hautfarbe', 'rasse', 'schwarze menschen', 'weiße menschen', 'weisse menschen', 'asiaten', 'migrationshintergrund', 'biodeutsch', 'biodeutsche',
    'etniciteit', 'etnische achtergrond', 'afkomst', 'huidskleur', 'autochtoon', 'autochtone', 'autochtonen', 'allochtoon', 'allochtone', 'allochtonen',
    'zwarte mensen', 'witte mensen', 'migratieachtergrond', 'biculturele', 'native dutch', 'echte nederlanders', 'echte hollanders',
  ]],
  ['religion', [
    'religion', 'religious', 'muslim', 'muslims', 'islamic', 'christian', 'christians', 'jewish', 'jews', 'jew', 'hindu', 'hindus', 'catholic', 'catholics',
    'protestant', 'protestants', 'evangelical', 'evangelicals', 'buddhist', 'buddhists', 'sikh', 'sikhs', 'atheist', 'atheists', 'mormon', 'mormons', 'churchgoing', 'churchgoer',
    'religião', 'religioso', 'religiosa', 'muçulmano', 'muçulmanos', 'muçulmana', 'cristão', 'cristãos', 'cristã', 'evangélico', 'evangélicos', 'evangélica',
    'católico', 'católicos', 'católica', 'judeu', 'judeus', 'judia', 'judaico', 'espírita', 'ateu', 'ateus',
    'religión', 'musulmán', 'musulmanes', 'musulmana', 'cristiano', 'cristianos', 'cristiana', 'judío', 'judíos', 'judía', 'ateo', 'ateos',
    'religieux', 'religieuse', 'musulman', 'musulmans', 'musulmane', 'chrétien', 'chrétiens', 'chrétienne', 'juif', 'juifs', 'juive', 'catholique', 'catholiques',
    'hindou', 'hindous', 'athée', 'athées', 'croyant', 'croyants', 'pratiquant', 'pratiquants',
    'religiös', 'religiöse', 'konfession', 'muslime', 'muslimisch', 'muslimische', 'christen', 'christlich', 'christliche', 'jüdisch', 'jüdische', 'juden',
    'katholisch', 'katholische', 'evangelisch', 'evangelische', 'konfessionslos',
    'religie', 'religieus', 'religieuze', 'gelovig', 'gelovige', 'moslim', 'moslims', 'islamitisch', 'islamitische', 'christelijk', 'christelijke', 'christenen',
    'joods', 'joodse', 'katholiek', 'katholieke', 'hindoe', 'hindoes', 'protestantse',
  ]],
  ['health', [
    'disabled', 'disability', 'disabilities', 'handicapped', 'handicap', 'wheelchair user', 'wheelchair users', 'able-bodied', 'physically fit', 'fit and healthy',
    'healthy', 'in good health', 'good health', 'no health issues', 'no health problems', 'no medical conditions', 'no chronic illness', 'chronic illness',
    'mental illness', 'mental health issues', 'no mental health issues', 'neurodivergent', 'neurodiverse', 'autistic', 'dyslexic', 'with adhd', 'has adhd',
    'no sick leave', 'rarely sick', 'never sick', 'vaccinated', 'unvaccinated', 'overweight', 'obese',
    'deficiência', 'pessoas com deficiência', 'pcd', 'pcds', 'deficiente', 'deficientes', 'boa saúde', 'sem problemas de saúde', 'pessoas saudáveis', 'candidatos saudáveis',
    'neurodivergente', 'neurodivergentes', 'autista', 'vacinado', 'vacinados',
    'discapacidad', 'discapacitado', 'discapacitados', 'con discapacidad', 'minusválido', 'buena salud', 'sin problemas de salud', 'personas sanas', 'vacunado', 'vacunados',
    'handicapé', 'handicapés', 'en situation de handicap', 'rqth', 'en bonne santé', 'bonne santé', 'sans problèmes de santé', 'neuroatypique', 'vacciné', 'vaccinés',
    'behinderung', 'behindert', 'behinderte', 'schwerbehindert', 'schwerbehinderte', 'schwerbehinderung', 'körperlich gesund', 'gesundheitlich fit', 'guter gesundheit',
    'keine gesundheitlichen probleme', 'keine krankheitstage', 'krankheitstage', 'geimpft',
    'gehandicapt', 'met een beperking', 'arbeidsbeperking', 'goede gezondheid', 'lichamelijk gezond', 'geen gezondheidsproblemen', 'ziekteverzuim', 'weinig ziekteverzuim',
    'fysiek fit', 'gevaccineerd',
  ]],
  ['family', [
    'mothers', 'moms', 'mums', 'working mothers', 'working moms', 'fathers', 'dads', 'working parents', 'single mothers', 'single moms', 'single parents',
    'no kids', 'no children', 'without children', 'without kids', 'childless', 'has children', 'with children', 'with kids', 'family plans', 'planning a family',
    'pregnant', 'pregnancy', 'not pregnant', 'maternity leave', 'paternity leave', 'married', 'unmarried', 'single people', 'single candidates', 'divorced', 'widowed',
    'marital status', 'family status', 'caring responsibilities',
    'mães', 'mãe solo', 'mães solo', 'casado', 'casada', 'casados', 'solteiro', 'solteira', 'solteiros', 'divorciado', 'divorciada', 'sem filhos', 'com filhos',
    'grávida', 'grávidas', 'gravidez', 'estado civil', 'licença maternidade', 'licença-maternidade', 'planeja ter filhos',
    'madres', 'madre soltera', 'soltero', 'soltera', 'solteros', 'sin hijos', 'con hijos', 'embarazada', 'embarazadas', 'embarazo', 'baja por maternidad',
    'mères', 'mère célibataire', 'mariés', 'marié', 'mariée', 'célibataire', 'célibataires', 'divorcé', 'divorcée', 'sans enfants', 'avec enfants', 'enceinte', 'enceintes',
    'grossesse', 'situation familiale', 'situation matrimoniale', 'congé maternité', 'désir d\'enfant',
    'mütter', 'alleinerziehend', 'alleinerziehende', 'verheiratet', 'ledig', 'geschieden', 'kinderlos', 'ohne kinder', 'mit kindern', 'schwanger', 'schwangerschaft',
    'familienstand', 'familienplanung', 'kinderwunsch', 'elternzeit', 'mutterschutz',
    'moeders', 'alleenstaande moeder', 'alleenstaande ouder', 'getrouwd', 'gehuwd', 'ongehuwd', 'zonder kinderen', 'met kinderen', 'kinderloos',
    'zwanger', 'zwangerschap', 'burgerlijke staat', 'kinderwens', 'gezinssituatie', 'zwangerschapsverlof', 'ouderschapsverlof',
  ]],
  ['nationality', [
    'nationality', 'nationalities', 'nationals', 'citizens', 'citizenship', 'passport holder', 'passport holders', 'native-born', 'foreigners', 'no foreigners',
    'local nationals', 'national origin', 'country of origin',
    'nacionalidade', 'cidadãos', 'cidadania', 'estrangeiros', 'naturalidade', 'brasileiros natos', 'brasileiro nato',
    'nacionalidad', 'ciudadanos', 'ciudadanía', 'extranjeros', 'país de origen',
    'nationalité', 'de nationalité', 'ressortissants', 'citoyens', 'citoyenneté', 'étrangers', 'pays d\'origine',
    'staatsangehörigkeit', 'staatsbürgerschaft', 'staatsbürger', 'nationalität', 'ausländer', 'keine ausländer', 'deutscher pass', 'herkunftsland',
    'nationaliteit', 'staatsburgers', 'staatsburgerschap', 'buitenlanders', 'nederlanderschap', 'nederlandse nationaliteit', 'nederlands paspoort', 'land van herkomst',
  ]],
];

/** Innocent phrases that contain (or look like) a word of PROTECTED_PHRASES, such as "black belt" or "(m/w/d)"; a reader masks them before looking for protected words. */
export const PROTECTED_LOOKALIKES: readonly string[] = [
  // age
  'ernst & young', 'ernst and young', 'young company', 'young companies', 'young startup', 'young startups', 'young brand', 'young market', 'young industry', 'jeune diplômé', 'jeune diplômée', 'jeunes diplômés',
  'jeune entreprise', 'jeune pousse', 'jeunes pousses', 'jovem aprendiz', 'jovens aprendizes', 'jovem empresa', 'joven empresa', 'jonge bedrijven', 'jong bedrijf', 'junge unternehmen',
  'junges unternehmen', 'age of ai', 'golden age', 'digital age', 'stone age', 'age verification', 'alter ego',
  'age tech', 'agetech',
  // gender
  '(m/w/d)', 'm/w/d', '(w/m/d)', 'w/m/d', '(m/f/d)', 'm/f/d', '(f/m/d)', 'f/m/d', '(m/w/x)', 'm/w/x', '(m/v/x)', 'm/v/x', '(m/v)', 'm/v', '(h/f)', 'h/f', '(f/h)', 'f/h',
  '(m/f)', 'm/f', '(all genders)', 'all genders', 'women\'s health', 'womens health', 'womenswear', 'women\'s fashion', 'women\'s sports', 'men\'s health', 'menswear',
  'men\'s fashion', 'gender studies', 'male grooming', 'female health', 'femtech', 'moda feminina', 'moda masculina', 'moda femenina',
  'mode femme', 'mode homme', 'damenmode', 'herrenmode', 'damesmode', 'herenmode', 'homme d\'affaires', 'homem de negócios', 'hombre de negocios', 'boys club',
  // ethnicity
  'black rock', 'black friday', 'black box', 'black-box', 'black belt', 'lean six sigma black belt', 'six sigma black belt', 'black hat', 'black book', 'white paper', 'white papers',
  'whitepaper', 'white label', 'white-label', 'white labelling', 'white glove', 'white-glove', 'white collar', 'white-collar', 'white hat', 'white box', 'white-box',
  'white space', 'whiteboard', 'white goods', 'weiße ware', 'schwarze zahlen', 'united arab emirates', 'arab emirates', 'asian markets', 'asian market', 'south asian markets',
  'southeast asian markets', 'asian languages', 'asian cuisine', 'asian food', 'latino market', 'hispanic market', 'latin america', 'race condition', 'race conditions',
  'arms race', 'native dutch speaker', 'native dutch speakers', 'native speaker', 'native speakers', 'native-level', 'native level', 'native app', 'native apps',
  'react native', 'cloud native', 'cloud-native', 'native advertising',
  // religion
  'christian dior', 'islamic finance', 'islamic banking', 'catholic university', 'catholic university of leuven', 'universidade católica', 'universidad católica',
  'pontificia universidad católica', 'pontifícia universidade católica', 'université catholique', 'université catholique de louvain', 'katholieke universiteit',
  'katholieke universiteit leuven', 'católica lisbon', 'christelijke school', 'christelijke basisschool', 'katholieke school',
 
  // health
  'healthy pipeline', 'healthy food', 'healthy foods', 'healthy snacks', 'healthy eating', 'healthy living', 'healthy lifestyle', 'health tech', 'healthtech',
  'disability insurance', 'disability services', 'disability care', 'handicap international', 'adhd coach',
  // family
  'maternity cover', 'maternity leave cover', 'parental leave cover', 'mother company', 'maison mère', 'société mère', 'empresa mãe', 'empresa matriz', 'moedermaatschappij',
  'single sign-on', 'single sign on', 'single-tenant', 'single page', 'single point', 'single source of truth', 'married to the mission',
  // nationality
 
];

// ------------------------------------------------------------------ age limits
// The brief is folded first (lower case, accents removed: "até" -> "ate", "älter" -> "alter").
const NUM = '(?:1[6-9]|[2-7]\\d)(?!\\d|[.,]\\d)'; // 16-79: ages, never "2 years" or "5+"
const OLD_NUM = '(?:[4-7]\\d)(?!\\d|[.,]\\d)'; // past 40: "over 45 years" is an age, not experience
const YEARS = '(?:years?|yrs?|anos|ans|jahren?|jaar)\\b';
const AGE_MARK = '(?:olds?|of age|de idade|de edad|d\'age|alt|oud)\\b';
// What follows a number that counts something other than a person's years.
const NOT_COUNT = '(?!\\s*(?:%|\\+|k\\b|m\\b|mm\\b|mil\\b|million|bn\\b|\\$|€|usd|eur\\b|employ|staff|people|persons?\\b|fte|heads?\\b|members|engineers|developers|hires|reports|'
  + 'funcionarios|colaboradores|empleados|trabajadores|salaries|mitarbeit|beschaftigte|medewerkers|werknemers|personas|pessoas|personnes|personen|'
  + 'countries|paises|pays\\b|lander|landen|markets|mercados|marches|clients|clientes|kunden|klanten|customers|users|usuarios|stores|lojas|tiendas|offices|'
  + 'hours|horas|heures|stunden|uur\\b|days|dias|jours|tage\\b|dagen|weeks|semanas|semaines|wochen|weken|months|meses|mois\\b|monate|maanden|'
  + 'km\\b|miles|min\\b|minutes|minutos|seats|licen[cs]es|profiles?|perfis|perfiles|profils|candidat|kandidat|results|resultados|ergebnisse|resultats|resultaten|'
  + 'companies|empresas|unternehmen|bedrijven|entreprises|startups|firms))';
// What follows "N years" when it is experience, time in a job or a company's age.
const NOT_EXPERIENCE = '(?!\\s*(?:\\+|of\\b|de\\b|d\'|in\\b|im\\b|at\\b|bei\\b|van\\b|als\\b|as\\b|como\\b|comme\\b|en\\b|na\\b|no\\b|em\\b|dans\\b|sur\\b|on\\b|with\\b|'
  + 'experience|exp\\b|experiencia|erfahrung|berufserfahrung|ervaring|werkervaring|relevant|professional|work|industry|track|post\\b|plus\\b|'
  + 'or more|ou mais|o mas|ou plus|oder mehr|of meer|e mais|y mas|et plus|und mehr|en meer|'
  + 'ago|atras|hace|auparavant|zuvor|geleden|history|historia|histoire|geschichte|geschiedenis|bestehen|bestaan))';
// What follows "N years old" when it is a company or a product that is old.
const NOT_THING = '(?!\\s*(?:company|companies|firms?\\b|business|startups?|brands?|organi[sz]ations?|codebase|product|platform|system|software|app\\b|'
  + 'empresas?|firmas?|unternehmen|bedrijf|bedrijven|entreprises?|societes?|marca|marke|merk))';
// A bare "under 30" stands at the end of a clause or before a joining word.
const CLAUSE_END = '(?=$|\\s*[.,;:!?)\\]/]|\\s+(?:and|or|with|who|in|at|from|only|based|living|please|pls|e|y|et|und|oder|en|com|con|avec|mit|met|que|qui|die|wo)\\b)';

const UNDER = '(?:under|below|less than|menos de|abaixo de|ate|no maximo|menores de|hasta|como maximo|moins de|au plus|jusqu\'a|unter|bis|hochstens|maximal|weniger als|onder de|onder|tot|maximaal|hooguit|max\\.?)';
const OVER = '(?:over|above|more than|mais de|acima de|mas de|mayores de|plus de|au-dessus de|au dela de|uber|ueber|mehr als|ab|boven de|boven|meer dan|vanaf)';
const AGE_WORDS = '(?:younger than|older than|no older than|not older than|no younger than|not younger than|(?:under|over|above|below) the age of|aged?|ages|'
  + 'age (?:limit|range|cap|bracket|group|maximum|minimum|limite)|(?:max(?:imum)?|min(?:imum)?) age|idade(?: maxima| minima| limite)?|faixa etaria|limite de idade|'
  + 'edad(?: maxima| minima| limite)?|rango de edad|limite de edad|tranche d\'age|limite d\'age|im alter von|alter(?:sgrenze)?|hochstalter|'
  + 'leeftijd(?:sgrens)?|maximumleeftijd|jonger dan|ouder dan|junger als|juenger als|alter als|aelter als|mais novos? (?:que|do que)|mais jove(?:m|ns) (?:que|do que)|'
  + 'mais velhos? (?:que|do que)|mas jovene?s? que|mayores? que|menores? que|plus jeunes? que|plus ages? que|moins ages? que|menores de|mayores de)';
const AGE_LINK = '(?:\\s*[:=]|\\s+(?:of|de|d\'|von|van|between|entre|zwischen|tussen|from|desde|ab|vanaf|up to|ate|hasta|jusqu\'a|bis|tot|max(?:imum)?|min(?:imum)?|maxima|minima|maximal|maximaal|is|the))*';
const RANGE_LINK = '\\s*(?:-|–|to|a|e|y|et|und|bis|en|tot|and|or|ou|o|oder|of)\\s*';
const YOUNGER_OLDER = '(?:younger|under|below|older|over|above|mais novos?|mais jovens?|mais velhos?|menos|mas jovenes?|mayores|menores|moins|plus jeunes?|plus ages?|junger|juenger|jonger|ouder|alter|aelter)';

/** Patterns for age limits: "under 30", "no older than 45", "aged 25-35", "younger than", "over 50", "born after 1990", "menos de 30 anos", "unter 30", "moins de 30 ans", "jonger dan 30"... as regular expressions over the folded brief (lower case, accents removed). Do not match experience ("under 2 years of experience", "5+ years") or company age. */
export const AGE_LIMIT_PATTERNS: readonly RegExp[] = [
  // "aged 25-35", "no older than 45", "age limit: 40", "idade entre 25 e 35", "jonger dan 30", "alter als 50"
  new RegExp(`\\b${AGE_WORDS}${AGE_LINK}[\\s-]*${NUM}${NOT_COUNT}`),
  // "under 30 years", "menos de 30 anos", "moins de 30 ans", "unter 30 jahre alt", "tot 35 jaar" (but not "under 20 years of experience")
  new RegExp(`(?<!\\d\\s?)\\b${UNDER}[\\s-]+${NUM}${NOT_COUNT}\\s*-?${YEARS}(?:\\s+${AGE_MARK}|${NOT_EXPERIENCE})`),
  // "under 30", "under-30s", "unter 30", "onder de 30", "below 25 please" (but not "30 under 30" or "under 50 employees")
  new RegExp(`(?<!\\d\\s?)(?<!\\b(?:of|with|managing|managed|led|leading|team|teams|headcount|size|sized)\\s)\\b(?:under|below|unter|onder de|onder|menores de|moins de)[\\s-]+${NUM}(?:s|'s)?${CLAUSE_END}`),
  // "over 50 years old", "mais de 50 anos de idade", "uber 50 jahre alt"
  new RegExp(`\\b${OVER}[\\s-]+${NUM}${NOT_COUNT}\\s*-?${YEARS}\\s+${AGE_MARK}`),
  // "over 45 years", "plus de 50 ans", "mais de 45 anos" (40 and above: not experience; not "for over 40 years")
  new RegExp(`(?<!\\b(?:for|since|already|seit|bereits|schon|ha|hace|desde|depuis|sinds|al|ja)\\s)\\b${OVER}[\\s-]+${OLD_NUM}\\s*-?${YEARS}${NOT_EXPERIENCE}`),
  // "over 50", "over-50s", "uber 50", "boven de 50"
  new RegExp(`(?<!\\d\\s?)(?<!\\b(?:of|with|managing|managed|led|leading|team|teams|headcount|size|sized)\\s)\\b(?:over|above|uber|ueber|boven de)[\\s-]+${NUM}(?:s|'s)?${CLAUSE_END}`),
  // "25-35 years old", "between 25 and 35 years", "entre 25 e 35 anos", "zwischen 25 und 35 jahren", "25 a 35 anos de idade"
  new RegExp(`\\b${NUM}${RANGE_LINK}${NUM}${NOT_COUNT}\\s*-?${YEARS}(?:\\s+${AGE_MARK}|${NOT_EXPERIENCE})`),
  // "30 years old", "30-year-olds", "30 jahre alt", "30 jaar oud", "30 anos de idade" (but not "a 20-year-old company")
  new RegExp(`\\b${NUM}\\s*-?\\s*${YEARS}[\\s-]+${AGE_MARK}${NOT_THING}`),
  // "30yo", "30 y/o", "25-35yo"
  new RegExp(`\\b${NUM}\\s*(?:yo|y\\.o\\.|y/o)(?![a-z])`),
  // "30-jahrige", "dertigjarigen" spelled in digits: "30-jarigen" (but not "20-jahrige berufserfahrung")
  new RegExp(`\\b${NUM}-?(?:jahrige[nrs]?|jarigen?)\\b(?!\\s*(?:berufserfahrung|erfahrung|ervaring|werkervaring|firmengeschichte|geschichte|tradition|bestehen|bestaan|jubileum|jubilaum))`),
  // "30 or younger", "35 and under", "50 and over", "30 ou moins", "40 oder junger", "30 of jonger"
  new RegExp(`\\b${NUM}\\s*(?:years? old\\s*|yrs?\\s*|anos\\s*|ans\\s*|jahre\\s*|jaar\\s*)?(?:or|and|ou|o|y|oder|of|en|und|e)\\s+${YOUNGER_OLDER}\\b`),
  // "in their 20s", "in his early thirties", "late 30s", "mid-40s", "20-somethings"
  new RegExp('\\bin (?:their|his|her|your|the|our)\\s+(?:(?:early|mid|late)[\\s-])?(?:(?:20|30|40|50|60)\'?s|twenties|thirties|forties|fifties|sixties)\\b'),
  new RegExp('\\b(?:early|mid|late)[\\s-](?:(?:20|30|40|50|60)\'?s|twenties|thirties|forties|fifties|sixties)\\b'),
  new RegExp('\\b(?:20|30|40|50)-?somethings?\\b'),
  // "na casa dos 30", "na faixa dos 40", "dans la trentaine", "anfang 30", "mitte 40", "in den 30ern", "eind 20", "begin 30"
  new RegExp(`\\bna (?:casa|faixa) dos ${NUM}\\b`),
  new RegExp('\\b(?:dans la|de la|la|une) (?:vingtaine|trentaine|quarantaine|cinquantaine)\\b(?! de\\b| d\')'),
  new RegExp(`\\b(?:anfang|mitte|ende|begin|midden|eind)(?: de)? (?:20|30|40|50|60)(?!\\d|[.,]\\d)${NOT_COUNT}(?!\\s*(?:jahre|jaar|years|anos|ans))`),
  new RegExp('\\b(?:20|30|40|50|60)(?:ern|ers)\\b'),
  // "u30", "u50" (German: unter/uber 30)
  new RegExp('\\bu(?:25|30|35|40|45|50|55|60)\\b'),
  // "born after 1990", "born in the 90s", "nascidos apos 1995", "nacidos despues de 1990", "ne apres 1990", "geboren nach 1990", "jahrgang 1990", "geboren na 1990"
  new RegExp('\\b(?:born|nascid[oa]s?|nacid[oa]s?|nee?s?|geboren|jahrgange?)\\s+(?:(?:after|before|in|since|from|between|around|apos|antes de|depois de|a partir de|em|entre|despues de|en|desde|apres|avant|vers|nach|vor|ab|im jahr|zwischen|um|na|voor|vanaf|tussen|rond)\\s+)?(?:the\\s+)?(?:19[4-9]\\d|20[012]\\d|\'?[4-9]0s|19[4-9]0s)\\b'),
];
