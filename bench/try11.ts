import { getLexicon } from '@/server/search/interpret/lexicon';
import { closestWord } from '@/server/search/text/fuzzy';
const lex = getLexicon();
console.log(lex.placeWords.has('enginer'), lex.vocabulary.has('enginer'), closestWord('enginer', lex.vocabulary), closestWord('sofware', lex.vocabulary));
