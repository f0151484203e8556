// Small closed word lists the interpreter reasons with (all folded, singular keys).

/** Words that open a noun phrase of the client's or the people's ("for a Lisbon offsite", "for our Series B fintech", "to the CEO"). */
export const DETERMINERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'our', 'their', 'my', 'this']);

/** Function words: never criteria, never corrected, end company names. */
export const STOPWORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'nor', 'of', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'with', 'without', 'within',
  'into', 'onto', 'over', 'under', 'about', 'around', 'near', 'across', 'between', 'among', 'as', 'than', 'like', 'such', 'via',
  'who', 'whom', 'whose', 'which', 'that', 'this', 'these', 'those', 'there', 'here', 'what', 'when', 'where', 'why', 'how',
  'i', 'me', 'my', 'we', 'us', 'our', 'you', 'your', 'they', 'them', 'their', 'he', 'she', 'him', 'her', 'his', 'it', 'its',
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'do', 'doe', 'did', 'have', 'ha', 'had', 'having', 'can', 'could',
  'will', 'would', 'should', 'shall', 'may', 'might', 'must', 'need', 'needs', 'want', 'wants', 'not', 'no', 'any', 'some', 'all',
  'each', 'every', 'other', 'another', 'more', 'most', 'less', 'least', 'very', 'just', 'also', 'only', 'both', 'either',
  'neither', 'please', 'pls', 'plz', 'thanks', 'thank', 'hi', 'hello', 'hey', 'if', 'then', 'so', 'too', 'etc', 'eg', 'e', 'g', 'though', 'tho',
  'ie', 'currently', 'now', 'today', 'ideally', 'preferably', 'maybe', 'perhaps', 'based', 'located', 'living', 'work', 'working',
  'worked', 'who', 'whose', 's', 't', 're', 've', 'll', 'd', 'de', 'des', 'du', 'la', 'le', 'les', 'el', 'los', 'las', 'en',
  'und', 'oder', 'mit', 'fur', 'von', 'der', 'die', 'das', 'ein', 'eine', 'einen', 'et', 'ou', 'avec', 'pour', 'y', 'o', 'con',
  'para', 'por', 'una', 'uno', 'unos', 'unas', 'del', 'al', 'em', 'com', 'e', 'da', 'do', 'dos', 'das', 'di', 'il', 'ich', 'wir',
  'je', 'nous', 'yo', 'nosotros', 'im', 'am', 'bei', 'aus', 'dans', 'chez', 'sur', 'que', 'qui', 'die', 'welche',
]);

/** Verbs that link people to what they know ("who write Golang", "engineers using Rust"): filler, never reported. */
export const LINKING_VERBS = new Set([
  'write', 'writes', 'writing', 'know', 'knows', 'knowing', 'use', 'uses', 'using', 'code', 'codes', 'coding', 'ship', 'ships', 'build', 'builds',
  'must', 'able', 'comfortable', 'familiar', 'rather', 'hire', 'include', 'anyone', 'someone', 'people', 'them', 'those', 'thanks', 'team',
  'context', 'fyi', 'note',
]);

/** Words that ask for a search; a number right after them is the count ("find 25 ..."). */
export const SEARCH_VERBS = new Set([
  'find', 'finding', 'get', 'give', 'show', 'need', 'want', 'source', 'list', 'pull', 'compile', 'send', 'recommend', 'identify', 'hire',
  'hiring', 'search', 'searching', 'look', 'looking', 'seek', 'seeking', 'fetch', 'grab', 'bring', 'locate', 'discover', 'return',
  'suche', 'such', 'finde', 'cherche', 'cherchons', 'trouve', 'trouver', 'busco', 'buscamos', 'encuentra', 'procuro', 'cerco',
  'top', 'shortlist', 'list', 'me', 'us', 'generate', 'build', 'want', 'require', 'required', 'recruit', 'recruiting', 'headhunt',
]);

/** Quality words that describe nobody in particular ("great engineers"). */
export const VAGUE_ADJECTIVES = new Set([
  'great', 'good', 'talented', 'strong', 'top', 'best', 'amazing', 'excellent', 'brilliant', 'skilled', 'qualified', 'motivated',
  'driven', 'smart', 'awesome', 'rockstar', 'ninja', 'passionate', 'ambitious', 'hungry', 'new', 'young', 'remote', 'remotely', 'local',
  'available', 'active', 'potential', 'relevant', 'suitable', 'interesting', 'diverse', 'female', 'male', 'hybrid', 'onsite',
  'on-site', 'open', 'ideal', 'perfect', 'outstanding', 'exceptional', 'proven', 'hands', 'hand', 'on', 'solid', 'world', 'class',
  'high', 'performing', 'quality', 'real', 'actual', 'relevant', 'decent', 'nice', 'cool', 'random', 'few', 'several', 'many',
  'couple', 'handful', 'bunch', 'list', 'possible', 'promising', 'top-tier', 'tier', 'elite', 'leading', 'famous', 'known',
  'well', 'reputable', 'certain', 'specific', 'particular', 'various', 'different', 'similar', 'same', 'right', 'fit', 'ready',
  'keen', 'eager', 'willing', 'interested', 'full', 'time', 'part', 'contract', 'permanent', 'temporary',
  'experienced', 'seasoned', 'veteran', 'expert', 'advanced', 'proficient', 'fluent', 'capable', 'reliable', 'independent', 'creative',
]);

/** Nouns for a company itself ("agencies", "firms", "banks"), not for a team or a market in it ("risk team", "payments space"). */
export const KINDS_OF_COMPANY = new Set([
  'company', 'firm', 'startup', 'business', 'corporation', 'vendor', 'provider', 'shop', 'house', 'agency', 'lab', 'scaleup',
  'unicorn', 'unternehmen', 'firma', 'entreprise', 'societe', 'empresa', 'compania', 'azienda', 'bank', 'insurer', 'fund', 'studio',
  'bedrijf', 'organisatie', 'chain',
]);

/** Organisations a number may count instead of people, in the briefs' languages (singular keys): "top 30 agencies", "cabinets de plus de 30 avocats". */
export const ORGANISATIONS = new Set([
  ...KINDS_OF_COMPANY, 'hospital', 'clinic', 'practice', 'school', 'university', 'hotel', 'restaurant', 'brand', 'organization', 'organisation',
  'firmen', 'bedrijven', 'cabinet', 'agence', 'agencia', 'agencie', 'empresas', 'clinica', 'hopital', 'krankenhaus', 'kliniken', 'ziekenhuis', 'ziekenhuizen',
  'kanzlei', 'kantoor', 'escritorio', 'brewery', 'winery', 'distillery', 'factory', 'dealership', 'museum', 'gallery', 'laboratory',
]);

/** Nouns for companies and what they are in: "fintech companies", "startups like Stripe", "the payments space". */
export const COMPANY_NOUNS = new Set([
  ...KINDS_OF_COMPANY, 'org', 'organization', 'organisation', 'employer', 'brand', 'corporate', 'enterprise', 'player', 'industry',
  'sector', 'space', 'scale', 'vertical', 'market', 'world', 'field', 'domain', 'area', 'segment', 'team', 'system',
]);

/**
 * Company nouns that, right before a role, say which kind of role it is: "enterprise AEs" sell to
 * enterprises, "agency recruiters" work at agencies. They stay in the title instead of being filler.
 */
// "high" too, of "high school teachers" (filler elsewhere: "high performing").
export const ROLE_QUALIFYING_NOUNS = new Set(['enterprise', 'agency', 'bank', 'studio', 'lab', 'field', 'fund', 'vendor', 'corporate', 'brand', 'high']);
/** Filler words that end a title right after the role's words: "devops lead", "frontend lead". */
export const TITLE_ENDING_LEVELS = new Set(['lead']);

/** Tokens whose presence before a skill makes it a skill ("with Go", "in Rust", "knows R"). */
export const SKILL_CONTEXT_BEFORE = new Set([
  'with', 'in', 'using', 'use', 'know', 'knows', 'knowing', 'knowledge', 'experience', 'experienced', 'skill', 'skilled',
  'strong', 'solid', 'expert', 'expertise', 'proficient', 'proficiency', 'background', 'stack', 'mit', 'avec', 'con', 'including',
  'plus', 'like', 'and', 'or', 'familiar', 'familiarity', 'writes', 'write', 'writing', 'coding', 'codes', 'programming', 'fluent',
  'deep', 'heavy', 'hands', 'on', 'de', 'en', 'em', 'of', 'nutzen', 'kenntnisse', 'kenntnissen', 'kennis', 'erfahrung', 'mastering', 'master', 'certified',
]);
export const SKILL_CONTEXT_AFTER = new Set([
  'developer', 'dev', 'engineer', 'programmer', 'coder', 'experience', 'exp', 'skill', 'expertise', 'knowledge', 'background',
  'stack', 'erfahrung', 'kenntnisse', 'kenntnissen', 'kennis', 'expert', 'specialist', 'and', 'or', 'background', 'developers', 'engineers', 'experiences',
  'user', 'shop', 'ninja', 'guru', 'wizard', 'consultant', 'architect', 'admin', 'administrator', 'certification', 'certified',
  'project', 'codebase', 'ecosystem', 'team', 'fluency', 'proficiency',
  // The other languages' words for people who write code ("Java-ontwikkelaars", "desenvolvedores Java").
  'entwickler', 'developpeur', 'desarrollador', 'desenvolvedor', 'ontwikkelaar', 'programmeur', 'programmierer', 'programador',
]);

/** Words that end a company name. */
export const NAME_STOPPERS = new Set([
  ...STOPWORDS, 'based', 'located', 'who', 'with', 'currently', 'now', 'working', 'as', 'before', 'after', 'since', 'until',
  'during', 'previously', 'formerly', 'ideally', 'preferably', 'plus', 'also', 'alumni', 'alumnus', 'alum', 'alums', 'employee',
  'engineer', 'people', 'team',
  // "at non-tech companies": a negation names no company (extract-exclusions.ts reads what it rules out).
  'non', 'not', 'no',
]);

/** Occasions people are wanted for ("DJs for a corporate event", "speakers for a conference"): the client's purpose, never the person's domain. */
export const OCCASIONS: ReadonlySet<string> = new Set([
  'event', 'party', 'function', 'gig', 'retreat', 'offsite', 'dinner', 'conference', 'gala', 'summit', 'festival', 'wedding', 'launch',
  'campaign', 'season', 'summer', 'winter', 'spring', 'autumn', 'fall', 'shoot', 'panel', 'podcast', 'webinar', 'meetup',
  'roundtable', 'workshop', 'hackathon', 'breakfast', 'lunch', 'ceremony', 'visit', 'call', 'meeting',
]);

/** Nouns that point back at a place the brief named ("relocation within the state"). */
export const PLACE_BACK_REFERENCES: ReadonlySet<string> = new Set(['state', 'country', 'region', 'area', 'city', 'province', 'county']);
