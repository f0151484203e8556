// What the other five languages call a country's people and companies, in the forms an adjective
// takes before them ("bij Nederlandse fintechs", "bei deutschen Fintechs", "chez des fintechs
// françaises", "em fintechs brasileiras"). Read like English's "Dutch" or "German": a place only
// right beside the people or companies it describes. A form that is also the language's name
// ("français", "Deutsch", "español") or the country's own ("Argentina", "Suisse") is left out.
export const DEMONYMS_I18N: Readonly<Record<string, readonly string[]>> = {
  NL: ['holandesa', 'holandesas', 'holandeses', 'neerlandesa', 'neerlandesas', 'neerlandeses', 'néerlandaise', 'néerlandaises', 'niederländische', 'niederländischen', 'niederländischer', 'niederländisches', 'nederlandse'],
  DE: ['alemã', 'alemãs', 'alemães', 'alemana', 'alemanas', 'alemanes', 'allemande', 'allemandes', 'allemands', 'deutsche', 'deutschen', 'deutscher', 'deutsches', 'duitse'],
  BE: ['belga', 'belgas', 'belge', 'belges', 'belgische', 'belgischen', 'belgischer', 'belgisches'],
  FR: ['francesa', 'francesas', 'franceses', 'française', 'françaises', 'französische', 'französischen', 'französischer', 'französisches', 'franse'],
  GB: ['britânica', 'britânicas', 'britânico', 'britânicos', 'británica', 'británicas', 'británico', 'británicos', 'britannique', 'britanniques', 'britische', 'britischen', 'britischer', 'britisches', 'britse'],
  US: ['americana', 'americanas', 'americano', 'americanos', 'norte-americana', 'norte-americanas', 'norte-americano', 'norte-americanos', 'estadounidense', 'estadounidenses', 'américaine', 'américaines', 'américains', 'amerikanische', 'amerikanischen', 'amerikanischer', 'us-amerikanische', 'us-amerikanischen', 'amerikaanse'],
  ES: ['espanhola', 'espanholas', 'espanhóis', 'española', 'españolas', 'españoles', 'espagnole', 'espagnoles', 'espagnols', 'spanische', 'spanischen', 'spanischer', 'spanisches', 'spaanse'],
  PT: ['portuguesa', 'portuguesas', 'portugueses', 'portugaise', 'portugaises', 'portugiesische', 'portugiesischen', 'portugiesischer', 'portugese'],
  BR: ['brasileira', 'brasileiras', 'brasileiro', 'brasileiros', 'brasileña', 'brasileñas', 'brasileño', 'brasileños', 'brésilienne', 'brésiliennes', 'brésiliens', 'brasilianische', 'brasilianischen', 'brasilianischer', 'braziliaanse'],
  CH: ['suíça', 'suíças', 'suíços', 'suiza', 'suizas', 'suizos', 'suisses', 'schweizer', 'schweizerische', 'schweizerischen', 'schweizerischer', 'zwitserse'],
  AT: ['austríaca', 'austríacas', 'austríacos', 'austriaca', 'austriacas', 'austriacos', 'autrichienne', 'autrichiennes', 'autrichiens', 'österreichische', 'österreichischen', 'österreichischer', 'österreichisches', 'oostenrijkse'],
  IT: ['italiana', 'italianas', 'italianos', 'italienne', 'italiennes', 'italiens', 'italienische', 'italienischen', 'italienischer', 'italienisches', 'italiaanse'],
  MX: ['mexicana', 'mexicanas', 'mexicano', 'mexicanos', 'mexicaine', 'mexicaines', 'mexikanische', 'mexikanischen', 'mexicaanse'],
  AR: ['argentinas', 'argentino', 'argentinos', 'argentine', 'argentines', 'argentinische', 'argentinischen', 'argentijnse'],
  CL: ['chilena', 'chilenas', 'chileno', 'chilenos', 'chilienne', 'chiliennes', 'chilenische', 'chilenischen', 'chileense'],
  CO: ['colombiana', 'colombianas', 'colombiano', 'colombianos', 'colombienne', 'colombiennes', 'kolumbianische', 'kolumbianischen', 'colombiaanse'],
  CA: ['canadense', 'canadenses', 'canadiense', 'canadienses', 'canadienne', 'canadiennes', 'canadiens', 'kanadische', 'kanadischen', 'canadese'],
  IE: ['irlandesa', 'irlandesas', 'irlandeses', 'irlandaise', 'irlandaises', 'irische', 'irischen', 'ierse'],
  PL: ['polaca', 'polacas', 'polacos', 'polonesa', 'polonesas', 'poloneses', 'polonaise', 'polonaises', 'polonais', 'polnische', 'polnischen', 'poolse'],
};
