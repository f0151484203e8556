// Small closed word lists for briefs written in Portuguese, Spanish, French, German and Dutch:
// the asking verbs, the connectors and the filler of a brief. Lower case, with accents (the
// engine folds them); short phrases are written as briefs write them. Some words are genuinely
// two things at once and are listed under both (Portuguese "na"/"no"/"em", Spanish "en": in a
// place or at a company; Portuguese "de"/"do"/"da": from or of): the reader decides by what follows.

type Lang = 'pt' | 'es' | 'fr' | 'de' | 'nl';

/** The client speaking of its own company, team or people ("for our infrastructure group", "our CISO asked"), in the six languages, folded. Never a word that is also a place code ("mi", "ma"). */
export const CLIENT_POSSESSIVES: ReadonlySet<string> = new Set(['our', 'my', 'nosso', 'nossa', 'nossos', 'nossas', 'meu', 'minha', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'notre', 'nos', 'unser', 'unsere', 'unseren', 'unserem', 'unserer', 'mein', 'meine', 'onze', 'ons', 'mijn']);

/**
 * "for a" in the six languages, as folded, with the client's possessives ("for our", "pour notre"): before the
 * employer people are wanted for ("pour une usine", "para um hotel", "für eine Klinik", "voor een ziekenhuis").
 */
export const FOR_A: Readonly<Record<Lang | 'en', { for: string; articles: ReadonlySet<string> }>> = {
  en: { for: 'for', articles: new Set(['a', 'an', ...CLIENT_POSSESSIVES]) },
  pt: { for: 'para', articles: new Set(['um', 'uma', ...CLIENT_POSSESSIVES]) },
  es: { for: 'para', articles: new Set(['un', 'una', ...CLIENT_POSSESSIVES]) },
  fr: { for: 'pour', articles: new Set(['un', 'une', ...CLIENT_POSSESSIVES]) },
  de: { for: 'fur', articles: new Set(['ein', 'eine', 'einen', 'einem', ...CLIENT_POSSESSIVES]) },
  nl: { for: 'voor', articles: new Set(['een', ...CLIENT_POSSESSIVES]) },
};

/** Verbs and phrases of asking, filler in a brief ("encontre", "busco", "trouve-moi", "finde", "zoek"), per language. */
export const ASKING_WORDS: Readonly<Record<Lang, readonly string[]>> = {
  pt: [
    'encontre', 'encontra', 'encontrar', 'encontre-me', 'me encontre', 'ache', 'acha', 'achar', 'me ache',
    'procuro', 'procuramos', 'procure', 'procura', 'procurar', 'procurando', 'estou procurando', 'estamos procurando',
    'estou à procura de', 'estamos à procura de', 'à procura de', 'busco', 'buscamos', 'busque', 'buscar', 'buscando',
    'preciso', 'preciso de', 'precisamos', 'precisamos de', 'quero', 'queremos', 'queria', 'queríamos', 'gostaria de', 'gostaríamos de',
    'mostre', 'mostre-me', 'me mostre', 'me mostra', 'liste', 'listar', 'me liste', 'traga', 'me traga', 'me dê', 'me dá',
    'dê-me', 'me passe', 'me arranje', 'arranje', 'localize', 'localizar', 'identifique', 'identificar',
    'pode encontrar', 'você pode encontrar', 'consegue encontrar', 'me ajude a encontrar', 'ajude-me a encontrar', 'mapear', 'quero mapear',
    'recrutar', 'contratar', 'estou contratando', 'estamos contratando', 'contratando', 'recrutando',
    // The client asks in the third person: "nosso cliente procura", "precisa com urgência".
    'precisa', 'precisa de', 'com urgência', 'urgente', 'urgentemente',
  ],
  es: [
    'encuentra', 'encuéntrame', 'encuentre', 'encuéntreme', 'encontrar', 'busca', 'búscame', 'busque', 'búsqueme',
    'busco', 'buscamos', 'buscar', 'buscando', 'estoy buscando', 'estamos buscando', 'necesito', 'necesitamos',
    'quiero', 'queremos', 'quería', 'queríamos', 'me gustaría', 'nos gustaría', 'muéstrame', 'muéstreme', 'muestra', 'dame', 'deme',
    'lista', 'listar', 'consígueme', 'consigue', 'localiza', 'localizar', 'identifica', 'identificar', 'tráeme',
    'puedes encontrar', 'podrías encontrar', 'ayúdame a encontrar', 'ayúdame a buscar', 'reclutar', 'contratar',
    'estoy contratando', 'estamos contratando', 'contratando', 'reclutando',
    // "nuestro cliente busca", "necesita con urgencia".
    'necesita', 'con urgencia', 'urgente', 'urgentemente',
  ],
  fr: [
    'trouve', 'trouve-moi', 'trouvez', 'trouvez-moi', 'trouver', 'cherche', 'cherche-moi', 'cherchez', 'chercher',
    'je cherche', 'nous cherchons', 'on cherche', 'recherche', 'recherchez', 'rechercher', 'je recherche',
    'nous recherchons', 'on recherche', 'j\'ai besoin de', 'nous avons besoin de', 'on a besoin de', 'besoin de',
    'il me faut', 'il nous faut', 'je veux', 'je voudrais', 'nous voulons', 'nous voudrions', 'j\'aimerais',
    'montre-moi', 'montrez-moi', 'donne-moi', 'donnez-moi', 'liste', 'listez', 'liste-moi', 'identifie', 'identifiez',
    'sors-moi', 'peux-tu trouver', 'pouvez-vous trouver', 'aide-moi à trouver', 'aidez-moi à trouver', 'recruter',
    'embaucher', 'je recrute', 'nous recrutons', 'recrutons', 'embauche',
    // "notre client a besoin de", "recrute en urgence".
    'a besoin de', 'recrute', 'en urgence', 'urgent', 'urgente', 'rapidement',
  ],
  de: [
    'finde', 'finden', 'finde mir', 'finden sie', 'such', 'suche', 'suchen', 'such mir', 'suche mir', 'suchen sie',
    // "such nach ehemaligen N26-Leuten": searching for, as "suchen" alone is.
    'such nach', 'suche nach', 'suchen nach', 'suchen wir nach', 'sucht nach',
    'ich suche', 'wir suchen', 'gesucht', 'ich brauche', 'wir brauchen', 'brauche', 'brauchen', 'benötige',
    'benötigen', 'wir benötigen', 'zeig', 'zeige', 'zeig mir', 'zeige mir', 'zeigen sie mir', 'gib mir',
    'geben sie mir', 'liste', 'liste mir', 'ich möchte', 'wir möchten', 'ich hätte gern', 'ich hätte gerne',
    'kannst du', 'können sie', 'hilf mir', 'helfen sie mir', 'recherchiere', 'identifiziere', 'rekrutieren', 'rekrutiert', 'wir wollen', 'ich will',
    // "unser Kunde sucht", "braucht dringend".
    'sucht', 'braucht', 'benötigt', 'dringend', 'schnellstmöglich',
  ],
  nl: [
    'zoek', 'zoeken', 'zoek voor mij', 'zoek me', 'ik zoek', 'wij zoeken', 'we zoeken', 'gezocht', 'vind', 'vinden',
    'vind voor mij', 'vind me', 'ik heb nodig', 'we hebben nodig', 'wij hebben nodig', 'nodig', 'ik wil',
    'we willen', 'wij willen', 'ik zou graag', 'toon', 'toon mij', 'toon me', 'laat zien', 'laat me zien',
    'laat mij zien', 'geef', 'geef me', 'geef mij', 'kun je', 'kunt u', 'help me', 'help mij', 'werven',
    // "onze klant zoekt", "heeft dringend nodig".
    'zoekt', 'heeft nodig', 'dringend', 'met spoed',
  ],
};

/** Words that say a number of years, or a field before them, is experience, in the six languages (folded). */
export const EXPERIENCE_WORDS_I18N: ReadonlySet<string> = new Set([
  'experience', 'exp', 'experienced', 'yoe', 'pqe', 'career', 'background', 'exposure', 'experiencia', 'carreira', 'carrera', 'carriere',
  'erfahrung', 'berufserfahrung', 'ervaring', 'werkervaring', 'loopbaan',
]);

/** The other languages' "a" (and "some"), which is no count ("busco un jefe de cocina") and may stand before a company's name ("pasado por alguna Big Four"). */
export const INDEFINITE_ARTICLES: ReadonlySet<string> = new Set([
  'un', 'une', 'uno', 'una', 'um', 'uma', 'een', 'ein', 'eine', 'einen', 'einem', 'einer', 'alguna', 'alguno', 'algun', 'algum', 'alguma',
]);

/** The other languages' "the" (folded): "la lista", "die Liste", "de lijst". */
export const DEFINITE_ARTICLES: ReadonlySet<string> = new Set([
  'o', 'a', 'os', 'as', 'el', 'la', 'los', 'las', 'le', 'les', 'l', 'der', 'die', 'das', 'den', 'dem', 'des', 'de', 'het',
]);

/** Words that make a number count people the client had before ("the last two hires", "de vorige twee", "les deux derniers"), in the six languages (folded). */
export const EARLIER_ONES: ReadonlySet<string> = new Set([
  'last', 'previous', 'past', 'prior', 'ultimos', 'ultimas', 'anteriores', 'derniers', 'dernieres', 'precedents', 'precedentes',
  'letzten', 'vorigen', 'bisherigen', 'vorige', 'laatste', 'eerdere',
]);

/** Words meaning "in" (a place) / "at" (a company) / "from" / "have worked at" (now or before) / "with" / "without" / "or" / "and" / "not", per language. */
export const CONNECTORS: Readonly<Record<Lang, { in: string[]; at: string[]; from: string[]; ever: string[]; with: string[]; without: string[]; or: string[]; and: string[]; not: string[] }>> = {
  pt: {
    in: ['em', 'no', 'na', 'nos', 'nas', 'num', 'numa', 'dentro de', 'na região de', 'na área de', 'baseados em', 'localizados em'],
    at: ['na', 'no', 'em', 'na empresa', 'que trabalham na', 'que trabalham no', 'que trabalham em',
      // Joined it: they work there now ("que entraram no Nubank nos últimos 6 meses").
      'que entraram no', 'que entraram na', 'que entraram em', 'entraram no', 'entraram na', 'entrou no', 'entrou na',
      // Where they are now ("que estão hoje no iFood").
      'que estão hoje no', 'que estão hoje na', 'que estão hoje em', 'que hoje estão no', 'que hoje estão na', 'estão hoje no', 'estão hoje na', 'trabalhando na', 'trabalhando no', 'trabalhando em', 'funcionários da', 'funcionários do',
      // The subjunctive of a relative clause ("procuro quem trabalhe na X").
      'que trabalhem na', 'que trabalhem no', 'que trabalhem em', 'que trabalhe na', 'que trabalhe no', 'que trabalhe em'],
    from: ['de', 'do', 'da', 'dos', 'das', 'vindos de', 'vindo de', 'oriundos de', 'egressos de', 'ex-funcionários de', 'que trabalharam na', 'que trabalharam no', 'que trabalharam em',
      'que saíram da', 'que saíram do', 'que saíram de', 'passaram pela', 'passaram pelo', 'passou pela', 'passou pelo', 'passaram por', 'passou por',
      // A stint there: "com passagem por uma das Big Four", "passagem pela Natura".
      'passagem por', 'passagem pela', 'passagem pelo', 'passagens por'],
    ever: ['que tenham trabalhado na', 'que tenham trabalhado no', 'que tenham trabalhado em', 'que já trabalharam na', 'que já trabalharam no', 'que já trabalharam em'],
    with: ['com', 'que tenham', 'que têm', 'com experiência em'],
    without: ['sem'],
    or: ['ou'],
    and: ['e'],
    not: ['não', 'nem', 'exceto', 'excluindo', 'menos', 'fora'],
  },
  es: {
    in: ['en', 'dentro de', 'en la zona de', 'en el área de', 'ubicados en', 'basados en', 'radicados en'],
    at: ['en', 'en la empresa', 'que trabajan en', 'trabajando en', 'empleados de', 'que trabajen en', 'que trabaje en', 'que trabajen para', 'que trabaje para',
      // Joined it: they work there now ("que se unieron a Glovo en el último año").
      'que se unieron a', 'se unieron a', 'que entraron en', 'entraron en', 'que se incorporaron a', 'se incorporaron a',
      // Where they are now ("que hoy están en Cabify").
      'que están hoy en', 'que hoy están en', 'están hoy en'],
    from: ['de', 'del', 'desde', 'procedentes de', 'provenientes de', 'que vengan de', 'ex empleados de', 'que trabajaron en',
      'que hayan salido de', 'que salieron de', 'salido de', 'que hayan pasado por', 'pasado por'],
    ever: ['que hayan trabajado en', 'que haya trabajado en'],
    with: ['con', 'que tengan', 'con experiencia en'],
    without: ['sin'],
    or: ['o', 'u'],
    and: ['y', 'e'],
    not: ['no', 'ni', 'excepto', 'salvo', 'menos', 'excluyendo', 'sin contar'],
  },
  fr: {
    in: ['à', 'au', 'aux', 'en', 'dans', 'dans le', 'dans la', 'dans les', 'sur', 'basés à', 'basées à', 'situés à', 'en région'],
    at: ['chez', 'au sein de', 'qui travaillent chez', 'travaillant chez', 'employés de', 'salariés de', 'qui ont rejoint', 'ont rejoint', 'ayant rejoint'],
    from: ['de', 'du', 'des', 'd\'', 'depuis', 'venant de', 'issus de', 'issues de', 'anciens de', 'anciennes de', 'ex-', 'passés par', 'passées par', 'passé par', 'passée par'],
    ever: ['qui ont travaillé chez', 'ayant travaillé chez'],
    with: ['avec', 'ayant', 'qui ont', 'disposant de'],
    without: ['sans'],
    or: ['ou'],
    and: ['et'],
    not: ['pas', 'ne', 'ni', 'non', 'sauf', 'hors', 'excepté', 'à l\'exception de', 'en dehors de'],
  },
  de: {
    in: ['in', 'im', 'in der', 'in den', 'innerhalb', 'im raum', 'in der region', 'mit sitz in', 'ansässig in', 'wohnhaft in'],
    at: ['bei', 'beim', 'tätig bei', 'arbeiten bei', 'die bei', 'angestellt bei', 'beschäftigt bei'],
    from: ['aus', 'von', 'vom', 'aus dem', 'aus der', 'ehemals', 'ehemalige', 'ehemaliger', 'früher bei'],
    ever: [],
    with: ['mit', 'die haben', 'mit erfahrung in'],
    without: ['ohne'],
    or: ['oder', 'bzw', 'bzw.', 'beziehungsweise'],
    and: ['und', 'sowie', 'u.'],
    not: ['nicht', 'kein', 'keine', 'keinen', 'keiner', 'außer', 'ausser', 'ausgenommen', 'ausgeschlossen', 'weder'],
  },
  nl: {
    in: ['in', 'op', 'te', 'binnen', 'rond', 'omgeving', 'in de regio', 'in de buurt van', 'gevestigd in', 'woonachtig in'],
    at: ['bij', 'werkzaam bij', 'werkend bij', 'die werken bij', 'in dienst bij', 'in dienst van', 'die begonnen zijn bij', 'begonnen bij'],
    from: ['uit', 'van', 'afkomstig uit', 'afkomstig van', 'ex', 'voormalig', 'voormalige', 'eerder bij'],
    ever: ['die hebben gewerkt bij', 'die gewerkt hebben bij'],
    with: ['met', 'die hebben', 'met ervaring in'],
    without: ['zonder'],
    or: ['of'],
    and: ['en'],
    not: ['niet', 'geen', 'behalve', 'uitgezonderd', 'noch', 'exclusief'],
  },
};

/**
 * The other languages' "required": every criterion is, so saying so adds none ("inglês obrigatório"),
 * and after a language it says the language is asked for ("Deutsch ist Pflicht").
 */
export const REQUIRED_WORDS: Readonly<Record<Lang, readonly string[]>> = {
  pt: ['obrigatório', 'obrigatória', 'imprescindível', 'indispensável', 'exigido', 'exigida', 'necessário', 'necessária', 'requisitos'],
  es: ['obligatorio', 'obligatoria', 'imprescindible', 'indispensable', 'necesario', 'necesaria', 'requerido', 'requerida', 'requisitos'],
  fr: ['obligatoire', 'obligatoires', 'indispensable', 'indispensables', 'requis', 'requise', 'exigé', 'exigée', 'exigences', 'prérequis'],
  de: ['pflicht', 'erforderlich', 'notwendig', 'zwingend', 'vorausgesetzt', 'unabdingbar', 'anforderungen', 'voraussetzungen'],
  // "Eisen: ervaring bij ...": a heading over what is required.
  nl: ['vereist', 'verplicht', 'noodzakelijk', 'nodig', 'eisen', 'vereisten'],
};

/** Other filler of briefs in these languages: greetings, politeness, "pessoas", "profissionais", "Leute", "mensen", "candidats", articles, pronouns, "but" (the clause after it says what). */
export const FILLER_I18N: Readonly<Record<Lang, readonly string[]>> = {
  pt: [
    // Markers of a domain, read with it, as English "specialised in" ("especializados em ansiedade").
    'especializado', 'especializada', 'especializados', 'especializadas', 'especialista em', 'especialistas em',
    // A credential held now: holding it is the criterion ("CRC ativo", "CNH válida").
    'ativo', 'ativa', 'válido', 'válida', 'vigente',
    // Like English "full time": the job's terms, not who qualifies.
    'tempo integral', 'período integral',
    'mas',
    // Like English "remote": where the work is done, not who qualifies.
    'remoto', 'remota', 'remotos', 'remotas', 'presencial', 'presenciais',
    'olá', 'oi', 'tudo bem', 'tudo bom', 'bom dia', 'tiver', 'tiverem', 'boa tarde', 'boa noite', 'por favor', 'por gentileza', 'obrigado', 'obrigada', 'valeu',
    'pessoas', 'pessoa', 'gente', 'profissionais', 'profissional', 'candidatos', 'candidatas', 'candidato', 'candidata',
    'perfis', 'perfil', 'talentos', 'contatos', 'contactos', 'alguém', 'alguns', 'algumas', 'uma lista de', 'lista de',
    'o', 'a', 'os', 'as', 'um', 'uma', 'uns', 'umas', 'ao', 'aos', 'à', 'às', 'pelo', 'pela', 'pelos', 'pelas',
    'que', 'quem', 'qual', 'quais', 'eu', 'nós', 'me', 'mim', 'meu', 'minha', 'meus', 'minhas', 'nosso', 'nossa',
    'nossos', 'nossas', 'você', 'vocês', 'eles', 'elas', 'para', 'pra', 'pro', 'por', 'também', 'apenas', 'só',
    'somente', 'todos', 'todas', 'atualmente', 'hoje', 'agora', 'idealmente', 'preferencialmente', 'de preferência',
    'se possível', 'é', 'são', 'seja', 'sejam', 'está', 'estão', 'esteja', 'estejam', 'tenha', 'ter', 'atuais',
    // Where people live is the place after it, like English "living in".
    'morem', 'moram', 'mora', 'more', 'residam', 'residem', 'morar', 'viver', 'vivam', 'vivem',
    // Like "currently": where they are now is the company after it ("que esteja neste momento na Deloitte").
    'neste momento', 'no momento',
    // Verbs of knowing what follows ("que dominem SAP"): the skill after them says what.
    'dominem', 'dominam', 'domine', 'saibam',
    // "Podem estar em Lisboa ou no Porto": where they may be is the place after it.
    'podem', 'pode', 'estar',
    // Like English "prior experience": the experience says what.
    'prévia', 'prévio',
    // Like English "experienced": the years, if any, say how much.
    'experiente', 'experientes',
  ],
  es: [
    // Markers of a domain, read with it, as English "specialised in" ("especializados en ansiedad").
    'especializado', 'especializada', 'especializados', 'especializadas', 'especialista en', 'especialistas en',
    // A credential held now: holding it is the criterion ("CAP en vigor", "carnet vigente").
    'en vigor', 'vigente', 'válido', 'válida',
    'tiempo completo', 'jornada completa', 'tiempo parcial',
    'pero',
    'remoto', 'remota', 'remotos', 'remotas', 'presencial', 'presenciales',
    'hola', 'buenos días', 'buenas tardes', 'buenas noches', 'buenas', 'por favor', 'gracias', 'muchas gracias',
    'personas', 'persona', 'gente', 'profesionales', 'profesional', 'candidatos', 'candidatas', 'candidato', 'candidata',
    'perfiles', 'perfil', 'talento', 'talentos', 'contactos', 'alguien', 'algunos', 'algunas', 'una lista de', 'lista de', 'un listado de', 'listado de',
    'el', 'la', 'los', 'las', 'lo', 'un', 'una', 'unos', 'unas', 'al', 'que', 'quien', 'quienes', 'cual', 'cuales',
    'yo', 'nosotros', 'nosotras', 'me', 'mí', 'mi', 'mis', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'usted',
    'ustedes', 'tú', 'para', 'por', 'también', 'solo', 'sólo', 'solamente', 'todos', 'todas', 'actualmente', 'hoy',
    'ahora', 'idealmente', 'preferiblemente', 'preferentemente', 'de preferencia', 'si es posible', 'es', 'son',
    'sea', 'sean', 'está', 'están', 'esté', 'estén', 'actuales',
    'vivan', 'viven', 'vive', 'viva', 'residan', 'residen', 'resida', 'tenga', 'tengan', 'tiene', 'tienen',
    // Verbs of knowing what follows ("que dominen APQP y PPAP"): the skill after them says what.
    'dominen', 'dominan', 'domine', 'manejen', 'manejan', 'sepan',
    // "Pueden estar en Madrid o Barcelona".
    'pueden', 'puede', 'estar',
    'previa', 'previo',
    'experimentado', 'experimentada', 'experimentados', 'experimentadas',
  ],
  fr: [
    // Markers of a domain, read with it, as English "specialised in".
    'spécialisé', 'spécialisée', 'spécialisés', 'spécialisées', 'spécialiste en', 'spécialistes en',
    // A credential held now: holding it is the criterion ("permis valide").
    'valide',
    'temps plein', 'à temps plein',
    // Like English "onsite".
    'en présentiel', 'présentiel',
    'mais',
    'bonjour', 'bonsoir', 'salut', 'merci', 'merci beaucoup', 's\'il vous plaît', 's\'il te plaît', 'svp', 'stp',
    'personnes', 'gens', 'profils', 'profil', 'candidats', 'candidates', 'candidat', 'professionnels',
    'professionnelles', 'professionnel', 'talents', 'contacts', 'quelqu\'un', 'quelques', 'une liste de', 'liste de',
    'le', 'la', 'les', 'l\'', 'un', 'une', 'qui', 'que', 'qu\'', 'je', 'j\'', 'moi', 'me', 'm\'', 'nous', 'on', 'mon',
    'ma', 'mes', 'notre', 'nos', 'vous', 'tu', 'pour', 'par', 'aussi', 'également', 'seulement', 'uniquement', 'tous',
    'toutes', 'actuellement', 'aujourd\'hui', 'maintenant', 'idéalement', 'de préférence', 'si possible', 'est',
    'sont', 'soit', 'soient', 'être', 'actuels', 'actuelles', 'devenu', 'devenue', 'devenus', 'devenues',
    'vivent', 'vivant', 'habitent', 'habitant', 'résident', 'résidant',
    // "Ils peuvent être à Lyon".
    'peuvent', 'peut',
    'préalable',
    'expérimenté', 'expérimentée', 'expérimentés', 'expérimentées', 'confirmé', 'confirmée', 'confirmés', 'confirmées',
  ],
  de: [
    // Markers of a domain, read with it, as English "specialised in".
    'spezialisiert', 'spezialisierte', 'spezialisierten', 'mit schwerpunkt', 'schwerpunkt',
    // The client the search is for, as "for a client" is in English ("für einen Kunden").
    'kunde', 'kunden', 'kundin',
    // A credential held now: holding it is the criterion ("gültiger Führerschein").
    'gültig', 'gültige', 'gültigem', 'gültigen', 'gültiger',
    'vollzeit', 'in vollzeit',
    // Like English "onsite": where the work is done ("vor Ort in Frankfurt").
    'vor ort',
    // A heading over what follows ("Wichtig: Erfahrung in …"), read by its own words.
    'wichtig',
    'aber', 'jedoch',
    'hallo', 'hi', 'guten tag', 'guten morgen', 'moin', 'servus', 'grüezi', 'bitte', 'danke', 'vielen dank',
    'leute', 'personen', 'person', 'menschen', 'fachkräfte', 'profis', 'profile', 'kandidaten', 'kandidatinnen',
    'kandidat:innen', 'kandidat', 'talente', 'kontakte', 'jemand', 'jemanden', 'einige', 'ein paar', 'eine liste von',
    'liste von', 'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines', 'ich',
    'wir', 'mir', 'mich', 'uns', 'mein', 'meine', 'unser', 'unsere', 'sie', 'du', 'für', 'auch', 'nur', 'alle',
    'derzeit', 'aktuell', 'momentan', 'zurzeit', 'heute', 'jetzt', 'idealerweise', 'vorzugsweise', 'bevorzugt',
    'möglichst', 'wenn möglich', 'welche', 'ist', 'sind', 'sein', 'aktuelle', 'aktuellen', 'wer', 'wen', 'wem', 'wo', 'wann', 'wie',
    'woher', 'wohin', 'warum', 'war', 'waren', 'auf', 'gearbeitet', 'geworden', 'wohnen', 'wohnt', 'leben', 'lebt',
    'erfahren', 'erfahrene', 'erfahrenen', 'erfahrener',
    // "als Business Angels aktiv", "als CFO begonnen": the role after it says what.
    'als',
    // "Standort München": where, the place after it says.
    'standort', 'standorte',
  ],
  nl: [
    // Markers of a domain, read with it, as English "specialised in".
    'gespecialiseerd', 'gespecialiseerde', 'met specialisatie', 'specialisatie',
    // The client the search is for, as "for a client" is in English ("voor een klant").
    'klant',
    // A credential held now: holding it is the criterion ("geldig VCA-certificaat").
    'geldig', 'geldige',
    'voltijd', 'fulltime',
    'belangrijk',
    // "Of ze in België of Nederland wonen": the people, as "they" is in English.
    'ze', 'zij', 'hun',
    'maar',
    'hallo', 'hoi', 'hey', 'goedemorgen', 'goedemiddag', 'goedenavond', 'alstublieft', 'alsjeblieft', 'aub', 'graag',
    'bedankt', 'dank je', 'dank u', 'mensen', 'personen', 'persoon', 'professionals', 'kandidaten', 'kandidaat',
    'profielen', 'profiel', 'contacten', 'iemand', 'enkele', 'een paar', 'sommige', 'een lijst van',
    'lijst van', 'de', 'het', 'een', 'die', 'dat', 'welke', 'wie', 'ik', 'wij', 'we', 'mij', 'me', 'ons', 'onze',
    'mijn', 'u', 'jij', 'je', 'voor', 'ook', 'alleen', 'slechts', 'alle', 'momenteel', 'nu', 'vandaag', 'idealiter',
    'bij voorkeur', 'liefst', 'indien mogelijk', 'is', 'zijn', 'huidige', 'was', 'waren', 'werkte', 'werkten', 'gewerkt',
    'iedereen', 'hun', 'vanuit', 'wonen', 'woont', 'wonend',
    'ervaren',
    // "is begonnen als CFO": the role after it says what.
    'als',
  ],
};

/**
 * Words, folded, that make a clause a wish rather than a requirement ("ex-HubSpot a plus", "ideally
 * with Go", "Frans is handig", "Französisch von Vorteil"), in the six languages.
 */
export const WISH_MARKERS: readonly (readonly string[])[] = [
  ['a', 'plus'], ['is', 'a', 'plus'], ['nice', 'to', 'have'], ['nice', 'have'], ['bonus'], ['ideally'], ['preferably'], ['preferred'],
  ['optional'], ['prefer'], ['if', 'possible'], ['even', 'better'], ['melhor', 'ainda'], ['ainda', 'melhor'], ['mejor', 'aun'], ['mejor', 'todavia'],
  ['encore', 'mieux'], ['noch', 'besser'], ['umso', 'besser'], ['nog', 'beter'], ['would', 'be', 'great'], ['would', 'be', 'nice'], ['desirable'], ['advantageous'], ['an', 'advantage'],
  // "Anywhere, but US and Europe are most interesting to us".
  ['most', 'interesting'],
  // What the client accepts, not what it requires: "First-time founders are totally fine", "first officers … zijn ook welkom".
  ['are', 'fine'], ['is', 'fine'], ['totally', 'fine'], ['also', 'fine'], ['are', 'welcome'], ['also', 'welcome'], ['welcome', 'too'], ['are', 'ok'], ['are', 'okay'],
  ['ook', 'welkom'], ['zijn', 'welkom'], ['bienvenus'], ['bienvenues'], ['bienvenidos'], ['bienvenidas'], ['bem', 'vindos'], ['bem', 'vindas'], ['willkommen'],
  ['idealmente'], ['preferencialmente'], ['de', 'preferencia'], ['mais', 'valia'], ['diferencial'], ['desejavel'], ['um', 'plus'],
  ['preferiblemente'], ['preferentemente'], ['deseable'], ['valorable'], ['se', 'valora'], ['se', 'valorara'], ['un', 'plus'],
  ['idealement'], ['de', 'preference'], ['un', 'atout'], ['apprecie'], ['un', 'gros', 'plus'], ['un', 'vrai', 'plus'], ['un', 'grand', 'plus'], ['un', 'gros', 'atout'], ['un', 'atout', 'majeur'],
  ['idealerweise'], ['optimalerweise'], ['gern', 'auch'], ['gerne', 'auch'], ['wunschenswert'], ['bevorzugt'], ['vorzugsweise'], ['ein', 'plus'], ['von', 'vorteil'], ['gern', 'gesehen'], ['gerne', 'gesehen'],
  ['am', 'besten'], ['ware', 'ideal'], ['ware', 'schon'],
  ['liefst'], ['bij', 'voorkeur'], ['idealiter'], ['pluspunt'], ['een', 'plus'], ['een', 'voordeel'], ['is', 'handig'], ['mooi', 'meegenomen'], ['een', 'pre'], ['gewenst'],
  // "Captains hebben de voorkeur", "ervaring heeft de voorkeur": preferred.
  ['hebben', 'de', 'voorkeur'], ['heeft', 'de', 'voorkeur'], ['genieten', 'de', 'voorkeur'], ['geniet', 'de', 'voorkeur'],
  // "Valoramos experiencia en SaaS pero no es imprescindible": what is said not to be required is a wish.
  ['valoramos'], ['valorizamos'], ['not', 'required'], ['not', 'essential'], ['not', 'a', 'must'], ['no', 'es', 'imprescindible'], ['no', 'es', 'obligatorio'],
  ['nao', 'e', 'obrigatorio'], ['nao', 'e', 'imprescindivel'], ['pas', 'obligatoire'], ['pas', 'indispensable'], ['nicht', 'erforderlich'], ['kein', 'muss'],
  ['keine', 'voraussetzung'], ['niet', 'verplicht'], ['geen', 'vereiste'], ['geen', 'must'],
];

/** The words that join the items of a list in each language: Dutch "en" and "of" are "and" and "or" only there. */
const CONJUNCTIONS_BY_LANGUAGE: Record<Lang | 'en', readonly string[]> = {
  en: ['and', 'or', '&'], pt: ['e', 'ou'], es: ['y', 'o', 'e', 'u'], fr: ['et', 'ou'], de: ['und', 'oder'], nl: ['en', 'of'],
};

/** Words that join the items of a list in the six languages ("Instagram or TikTok", "matemática e ciências", "Mathe und Physik"). */
export const LIST_CONJUNCTIONS: ReadonlySet<string> = new Set(Object.values(CONJUNCTIONS_BY_LANGUAGE).flat());

/** Whether `key` joins a list in a brief of `language` (English's words always do: briefs mix them in). */
export function joinsListIn(language: Lang | 'en', key: string): boolean {
  return CONJUNCTIONS_BY_LANGUAGE.en.includes(key) || CONJUNCTIONS_BY_LANGUAGE[language].includes(key);
}
