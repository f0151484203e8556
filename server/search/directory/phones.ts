// Phone numbers only from ranges reserved for fiction, so no generated number can ring anyone:
//  - NANP (US, Canada): 555-0100 to 555-0199 in any area code;
//  - UK (Ofcom drama numbers): 07700 900000-900999 (mobile), 020 7946 0000-0999 (London);
//  - Australia (ACMA): 5550 xxxx and 7010 xxxx in each geographic area code;
//  - France (ARCEP numbers for audiovisual works): 06 39 98 xx xx.
// People in other countries get no phone number.
import type { PhoneStyle } from '../vocab/countries';
import type { Rng } from './rng';

const US_AREA: Record<string, string[]> = {
  CA: ['415', '650', '408', '510', '213', '310', '619', '949', '916'], WA: ['206', '425'], OR: ['503'], NY: ['212', '646', '917'],
  MA: ['617', '857'], TX: ['512', '214', '713', '210'], IL: ['312', '773'], CO: ['303', '720'], GA: ['404'], FL: ['305', '813', '407', '904'],
  DC: ['202'], VA: ['703'], PA: ['215', '412'], NC: ['919', '704'], TN: ['615'], UT: ['801'], AZ: ['602', '480'], MN: ['612'],
  MI: ['313', '734'], OH: ['614', '216', '513'], IN: ['317'], MO: ['314', '816'], MD: ['410'], NV: ['702'], WI: ['608', '414'],
  LA: ['504'], HI: ['808'], ID: ['208'], NE: ['402'], NM: ['505'], NJ: ['973', '201'], CT: ['203'], RI: ['401'],
};
const CA_AREA: Record<string, string[]> = { ON: ['416', '647', '613', '519', '905'], BC: ['604', '778'], QC: ['514', '418'], AB: ['403', '780'], MB: ['204'], NS: ['902'] };
const AU_AREA: Record<string, string> = { NSW: '2', ACT: '2', VIC: '3', TAS: '3', QLD: '7', WA: '8', SA: '8' };

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function fictionalPhone(style: PhoneStyle, countryCode: string, region: string, rng: Rng): string {
  switch (style) {
    case 'nanp': {
      const areas = (countryCode === 'CA' ? CA_AREA : US_AREA)[region] ?? ['555'];
      return `+1 ${rng.pick(areas)}-555-01${pad(rng.int(0, 99), 2)}`;
    }
    case 'gb':
      return region === 'ENG' && rng.chance(0.3) ? `+44 20 7946 0${pad(rng.int(0, 999), 3)}` : `+44 7700 900${pad(rng.int(0, 999), 3)}`;
    case 'au':
      return `+61 ${AU_AREA[region] ?? '2'} ${rng.chance(0.5) ? '5550' : '7010'} ${pad(rng.int(0, 9999), 4)}`;
    case 'fr':
      return `+33 6 39 98 ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)}`;
  }
}
