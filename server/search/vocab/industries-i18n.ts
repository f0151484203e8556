// What briefs in Portuguese, Spanish, French, German and Dutch call the industries of
// industries.ts, merged into their phrases there. Sector words only where the bare word is also
// something else: "banco" starts a bank's own name ("Banco Santander"), "conseil" is a council,
// "défense" a lawyer's side, so those industries are read from "sector bancario", "cabinet de
// conseil" and the like.

/** Phrases of each industry (by key) in the five other languages of briefs. */
const PHRASES: Readonly<Record<string, readonly string[]>> = {
  travel: [
    'hotelaria', 'hotelería', 'hostelería', 'hôtellerie', 'hotellerie', 'hotelbranche', 'gastgewerbe', 'horeca', 'turismo', 'tourisme', 'tourismus',
    'toerisme', 'sector turístico', 'setor de turismo', 'secteur du tourisme',
  ],
  logistics: ['logística', 'logistique', 'logistik', 'logistiek', 'transporte de mercancías', 'transport de marchandises'],
  healthcare: [
    'gesundheitswesen', 'medizinische branche', 'medische sector', 'gezondheidszorg', 'setor de saúde', 'área da saúde', 'área de saúde', 'sector salud',
    'sector sanitario', 'sector de la salud', 'secteur de la santé', 'secteur médical', 'secteur hospitalier', 'sector hospitalario', 'setor hospitalar',
    // Care homes.
    'lar de idosos', 'casa de repouso', 'residencia de mayores', 'residencia de ancianos', 'residencia geriátrica', 'ehpad', 'maison de retraite',
    'pflegeheim', 'altenheim', 'seniorenheim', 'verpleeghuis', 'verzorgingshuis',
  ],
  banking: ['setor bancário', 'sector bancario', 'secteur bancaire', 'bankwesen', 'bankwezen', 'servicios financieros', 'serviços financeiros', 'services financiers', 'finanzdienstleistungen', 'financiële dienstverlening'],
  asset_management: ['gestión de activos', 'gestão de ativos', 'gestion d actifs', 'vermögensverwaltung', 'vermogensbeheer'],
  insurance: ['seguros', 'aseguradora', 'seguradora', 'secteur de l assurance', 'versicherung', 'versicherungen', 'verzekeringen', 'verzekeraar'],
  consumer_goods: [
    'agroalimentaire', 'secteur agroalimentaire', 'agroalimentario', 'sector agroalimentario', 'agroalimentar', 'alimentos e bebidas', 'alimentos y bebidas',
    'lebensmittelindustrie', 'voedingsindustrie', 'levensmiddelenindustrie', 'gran consumo', 'bens de consumo', 'biens de consommation', 'konsumgüter',
    'cosmética', 'cosméticos', 'cosmétique', 'cosmétiques', 'kosmetik', 'cosmetica',
  ],
  manufacturing: ['industria manufacturera', 'industrie manufacturière', 'manufactura', 'indústria transformadora', 'fertigungsindustrie', 'maakindustrie'],
  automotive: [
    'automotriz', 'industria automotriz', 'sector automotriz', 'automoción', 'automotivo', 'indústria automotiva', 'setor automotivo', 'automobile',
    'industrie automobile', 'secteur automobile', 'automobilindustrie', 'autoindustrie', 'auto-industrie', 'automobielindustrie',
  ],
  energy: [
    'energía', 'energia', 'énergie', 'energie', 'sector energético', 'setor energético', 'secteur énergétique', 'energético', 'energética', 'énergétique',
    'energiewirtschaft', 'petróleo y gas', 'petróleo e gás', 'pétrole et gaz', 'öl und gas', 'olie en gas',
  ],
  climate_tech: ['energías renovables', 'energias renováveis', 'énergies renouvelables', 'erneuerbare energien', 'hernieuwbare energie', 'duurzame energie'],
  real_estate: [
    'inmobiliario', 'sector inmobiliario', 'imobiliário', 'setor imobiliário', 'immobilier', 'immobilien', 'vastgoed', 'construcción', 'sector de la construcción',
    'construção', 'construção civil', 'btp', 'bauwesen', 'bauindustrie', 'bauwirtschaft', 'bouw', 'bouwsector',
  ],
  education: ['educación', 'educação', 'éducation', 'bildungswesen', 'onderwijssector', 'sector educativo', 'setor educacional', 'secteur de l éducation'],
  government: [
    'sector público', 'setor público', 'secteur public', 'fonction publique', 'administración pública', 'administração pública', 'öffentlicher dienst',
    'öffentliche verwaltung', 'öffentlicher sektor', 'overheid', 'publieke sector', 'publiek sector',
  ],
  non_profit: ['ong', 'sin ánimo de lucro', 'sin fines de lucro', 'sem fins lucrativos', 'à but non lucratif', 'secteur associatif', 'gemeinnützig', 'ngo', 'goede doelen'],
  legal_services: [
    'despacho de abogados', 'despachos de abogados', 'bufete', 'bufetes', 'bufete de abogados', 'bufetes de abogados', 'escritório de advocacia', 'escritórios de advocacia',
    'cabinet d avocats', 'cabinets d avocats', 'anwaltskanzlei', 'anwaltskanzleien', 'kanzlei', 'kanzleien', 'advocatenkantoor', 'advocatenkantoren',
  ],
  consulting: ['consultoría', 'consultoria', 'cabinet de conseil', 'conseil en stratégie', 'unternehmensberatung', 'strategieberatung', 'adviesbureau', 'consultancybureau'],
  retail: ['comercio minorista', 'venta minorista', 'varejo', 'commerce de détail', 'grande distribution', 'einzelhandel', 'detailhandel', 'moda'],
  media_entertainment: ['medios de comunicación', 'meios de comunicação', 'médias', 'medien', 'entretenimiento', 'entretenimento', 'divertissement', 'unterhaltung', 'omroep'],
  telecommunications: ['telecomunicaciones', 'telecomunicações', 'télécoms', 'télécommunications', 'telekommunikation', 'telecommunicatie', 'telecom'],
  pharmaceuticals: ['farmacéutica', 'industria farmacéutica', 'farmacêutica', 'indústria farmacêutica', 'industrie pharmaceutique', 'pharmaindustrie', 'pharmazeutische industrie', 'farmaceutische industrie', 'farma'],
  biotech: ['biotecnología', 'biotecnologia', 'biotechnologie', 'ciencias de la vida', 'ciências da vida', 'sciences de la vie', 'biowissenschaften', 'life sciences'],
  aerospace: ['aeroespacial', 'aeronáutica', 'aeronáutico', 'aéronautique', 'aérospatial', 'aérospatiale', 'luft- und raumfahrt', 'luchtvaart', 'ruimtevaart', 'luftfahrt', 'aviação', 'aviación'],
  it_services: ['it-branche', 'it-sektor', 'it-sector', 'servicios it', 'serviços de ti', 'esn', 'ssii', 'it-dienstleister', 'it-dienstverlening'],
  agritech: ['agricultura', 'agriculture', 'landwirtschaft', 'landbouw', 'agronegocio', 'agronegócio', 'agroindustria', 'agroindústria'],
};

/**
 * German and Dutch write a sector as one word ("Energiebranche", "Bankensektor", "zorgsector"):
 * these stems before these endings name the industry.
 */
const COMPOUND_STEMS: Readonly<Record<string, readonly string[]>> = {
  energy: ['energie', 'strom'],
  banking: ['bank', 'banken', 'finanz', 'financiële'],
  asset_management: ['gestión de activos', 'gestão de ativos', 'gestion d actifs', 'vermögensverwaltung', 'vermogensbeheer'],
  insurance: ['versicherungs', 'verzekerings'],
  healthcare: ['gesundheits', 'zorg', 'pflege', 'gezondheids', 'krankenhaus'],
  pharmaceuticals: ['pharma', 'farma'],
  automotive: ['automobil', 'auto', 'automotive', 'fahrzeug'],
  real_estate: ['immobilien', 'bau', 'bouw', 'vastgoed'],
  logistics: ['logistik', 'logistiek', 'transport'],
  travel: ['reise', 'hotel', 'tourismus', 'reis', 'gastro'],
  retail: ['handels', 'einzelhandels', 'retail', 'mode'],
  media_entertainment: ['medien', 'media'],
  telecommunications: ['telekommunikations', 'telekom', 'telecom'],
  education: ['bildungs'],
  consulting: ['beratungs', 'consultancy'],
  consumer_goods: ['lebensmittel', 'konsumgüter', 'voedings', 'kosmetik'],
  manufacturing: ['industrie', 'fertigungs'],
  aerospace: ['luftfahrt', 'luchtvaart', 'raumfahrt', 'ruimtevaart'],
  agritech: ['agrar', 'landwirtschafts', 'agrarische'],
};
const COMPOUND_ENDINGS = ['branche', 'sektor', 'sector', 'industrie', 'wirtschaft'];

/** The phrases of the industry `key` in the briefs' other languages, compounds included. */
export function otherLanguagePhrases(key: string): string[] {
  const compounds = (COMPOUND_STEMS[key] ?? []).flatMap((stem) => COMPOUND_ENDINGS.filter((end) => stem !== end).map((end) => `${stem}${end}`));
  return [...(PHRASES[key] ?? []), ...compounds];
}
