// Spoken languages: canonical names (stored in directory_person.languages) and the words briefs
// use for them, in English and in the language itself.

interface LanguageDef {
  name: string;
  aliases: string[];
}

/**
 * A language's adjectives of speaking it, one word each ("Nederlandstalig", "deutschsprachige"):
 * Dutch "-talig" and German "-sprachig" after the language's stem in each. They say someone speaks
 * it with no other word (SPEAKING_FORMS).
 */
function speaking(dutch: string, german: string): string[] {
  return [...['talig', 'talige'].map((end) => `${dutch}${end}`), ...['sprachig', 'sprachige', 'sprachigen', 'sprachiger'].map((end) => `${german}${end}`)];
}
/** The endings of those adjectives and of French "-phone" ("francophone"), Spanish "-hablante", Portuguese "-fono"/"-fona". */
export const SPEAKING_FORMS = /(?:talige?|sprachig(?:e[nr]?)?|phones?|hablantes?|falantes?|fon[oa]s?)$/;

const ROWS: Array<[string, string[]]> = [
  ['English', ['anglais', 'ingles', 'inglés', 'englisch', 'inglese', 'engels', ...speaking('engels', 'englisch'), 'anglophone', 'anglophones']],
  ['German', ['deutsch', 'allemand', 'aleman', 'alemán', 'tedesco', 'alemão', 'duits', ...speaking('duits', 'deutsch'), 'germanophone', 'germanophones']],
  ['French', ['francais', 'français', 'franzosisch', 'französisch', 'frances', 'francés', 'francese', 'francês', 'frans', ...speaking('frans', 'französisch'), 'francophone', 'francophones', 'francófono', 'francófona', 'francófonos']],
  ['Spanish', ['espanol', 'español', 'castellano', 'castilian', 'spanisch', 'espagnol', 'spagnolo', 'espanhol', 'spaans', ...speaking('spaans', 'spanisch'), 'hispanophone', 'hispanophones', 'hispanohablante', 'hispanohablantes', 'hispanofalante']],
  ['Portuguese', ['portugues', 'português', 'portugiesisch', 'portugais', 'brazilian portuguese', 'portugués', 'portugees', ...speaking('portugees', 'portugiesisch'), 'lusophone', 'lusophones', 'lusófono', 'lusófona', 'lusófonos']],
  ['Italian', ['italiano', 'italienisch', 'italien', 'italiaans']],
  ['Dutch', ['nederlands', 'flemish', 'niederlandisch', 'niederländisch', 'neerlandais', 'néerlandais', 'holandês', 'holandés', 'neerlandês', 'neerlandés', 'vlaams', ...speaking('nederlands', 'niederländisch'), 'néerlandophone', 'néerlandophones']],
  ['Swedish', ['svenska', 'schwedisch', 'suedois']],
  ['Norwegian', ['norsk', 'norwegisch', 'norvegien']],
  ['Danish', ['dansk', 'danisch', 'dänisch', 'danois']],
  ['Finnish', ['suomi', 'finnisch', 'finnois']],
  ['Polish', ['polski', 'polnisch', 'polonais']],
  ['Czech', ['cestina', 'čeština', 'tschechisch']],
  ['Slovak', ['slovencina']],
  ['Romanian', ['romana', 'română', 'rumanisch', 'rumänisch', 'roumain']],
  ['Hungarian', ['magyar', 'ungarisch', 'hongrois']],
  ['Greek', ['ellinika', 'griechisch', 'grec']],
  ['Ukrainian', ['ukrainska', 'ukrainisch', 'ukrainien']],
  ['Russian', ['russkiy', 'russisch', 'russe', 'ruso']],
  ['Turkish', ['turkce', 'türkçe', 'turkisch', 'türkisch', 'turc']],
  ['Hebrew', ['ivrit', 'hebraisch', 'hébreu']],
  ['Arabic', ['arabisch', 'arabe']],
  ['Hindi', []],
  ['Urdu', []],
  ['Punjabi', ['panjabi']],
  ['Bengali', ['bangla']],
  ['Tamil', []],
  ['Telugu', []],
  ['Kannada', []],
  ['Marathi', []],
  ['Gujarati', []],
  ['Mandarin', ['mandarin chinese', 'chinese', 'putonghua', 'chinesisch', 'chinois']],
  ['Cantonese', ['cantonese chinese']],
  ['Japanese', ['nihongo', 'japanisch', 'japonais']],
  ['Korean', ['hangul', 'koreanisch', 'coreen']],
  ['Indonesian', ['bahasa indonesia', 'bahasa']],
  ['Javanese', []],
  ['Malay', ['bahasa melayu', 'malaysian']],
  ['Vietnamese', ['tieng viet']],
  ['Thai', []],
  ['Filipino', ['tagalog']],
  ['Cebuano', []],
  ['Swahili', ['kiswahili']],
  ['Yoruba', []],
  ['Igbo', []],
  ['Hausa', []],
  ['Afrikaans', []],
  ['Zulu', ['isizulu']],
  ['Xhosa', ['isixhosa']],
  ['Estonian', ['eesti keel']],
  ['Lithuanian', ['lietuviu']],
  ['Catalan', ['catala', 'català']],
  ['Irish', ['gaeilge', 'irish gaelic']],
  ['Croatian', ['hrvatski']],
  ['Persian', ['farsi']],
  ['Taiwanese Hokkien', ['hokkien', 'taiwanese']],
  ['Māori', ['maori', 'te reo']],
];

export const LANGUAGES: readonly LanguageDef[] = ROWS.map(([name, aliases]) => ({ name, aliases }));

/** Languages someone "speaks" in a brief ("German-speaking", "fluent in Spanish"). */
export const LANGUAGE_CONTEXT_BEFORE = ['c1', 'c2', 'b2', 'b1', 'muttersprache', 'moedertaal', 'couramment', 'speak', 'speaks', 'speaking', 'fluent', 'fluently', 'native', 'bilingual', 'knowledge', 'spricht', 'sprechen', 'parle', 'parlant', 'parlent', 'parler', 'habla', 'hablan', 'hablar', 'fala', 'falam', 'falar', 'parla', 'spreekt', 'spreken', 'vloeiend', 'fließend', 'fliessend', 'fluente', 'fluentes', 'fluido', 'fluida', 'courant', 'language', 'languages', 'mit', 'comfortable', 'proficient', 'proficiency', 'conversational', 'communicate', 'work', 'nivel', 'niveau', 'hablen', 'hable', 'falem', 'fale', 'spreche', 'tweetalig', 'zweisprachig', 'bilingue', 'bilíngue',
  // German adjectives inflected before the language: "verhandlungssicheres Englisch", "fließendes Deutsch".
  'verhandlungssicheres', 'verhandlungssichere', 'fließendes', 'fliessendes', 'fließende', 'fliessende', 'gutes', 'gute', 'exzellentes'];
export const LANGUAGE_CONTEXT_AFTER = ['muttersprache', 'muttersprachler', 'muttersprachlerin', 'moedertaal', 'speaking', 'speaker', 'speakers', 'spreken', 'spreekt', 'sprechen', 'spricht', 'fluent', 'fluency', 'native', 'language', 'languages', 'skills', 'sprachig', 'sprechend', 'bilingual', 'proficiency', 'level', 'c1', 'c2', 'b2',
  'fluente', 'fluentes', 'nativo', 'nativa', 'fluido', 'fluida', 'courant', 'couramment', 'natif', 'native', 'bilingue', 'bilíngue', 'bilingües', 'vloeiend', 'fließend', 'fliessend',
  'advanced', 'avancado', 'avanzado', 'avance', 'fortgeschritten', 'verhandlungssicher', 'gevorderd'];

/** Words for speaking two or more languages, in the six languages (folded). */
export const MULTILINGUAL: ReadonlySet<string> = new Set(['bilingual', 'trilingual', 'multilingual', 'bilingue', 'bilingues', 'trilingue', 'zweisprachig', 'zweisprachige', 'tweetalig', 'tweetalige', 'drietalig']);
