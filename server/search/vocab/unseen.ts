// Criteria a people directory cannot show: audience and followers, job-seeking intent and
// availability, willingness (to relocate, travel, work shifts), papers and permits, pay, character,
// track records nobody can check (quota, exits, money raised) and company finances. The
// interpreter names them as not searchable instead of dropping them silently or guessing.
// Phrases are lower case, accents kept, in English, Portuguese, Spanish, French, German and
// Dutch. A bare word that is also a role, a skill or ordinary brief wording ("audience",
// "reviews", "revenue", "relocation", "newsletter") is only given inside a longer phrase.
// "Hungry", "motivated", "team player" and the like are filler, not criteria, and are not here.

/** The willingness to move home, named with where to when the brief says ("Willing to relocate to Dubai"). */
export const RELOCATION = 'Willing to relocate';

/** Things a people directory cannot show (audience, followers, availability, intent, character, company finances); the label names the criterion ("Instagram followers"). */
export const UNSEEN_PHRASES: ReadonlyArray<readonly [label: string, phrases: readonly string[]]> = [
  // ------------------------------------------------------------------ audience
  ['Instagram followers', [
    'instagram followers', 'followers on instagram', 'ig followers', 'instagram following', 'instagram audience', 'instagram reach',
    'seguidores no instagram', 'seguidores do instagram', 'seguidores en instagram', 'seguidores de instagram',
    'abonnés instagram', 'abonnés sur instagram', 'instagram-follower', 'instagram follower', 'follower auf instagram',
    'instagram-volgers', 'instagram volgers', 'volgers op instagram',
  ]],
  ['TikTok followers', [
    'tiktok followers', 'followers on tiktok', 'tiktok following', 'tiktok audience', 'tiktok reach', 'tiktok views',
    'seguidores no tiktok', 'seguidores en tiktok', 'seguidores de tiktok', 'abonnés tiktok', 'abonnés sur tiktok',
    'tiktok-follower', 'tiktok follower', 'follower auf tiktok', 'tiktok-volgers', 'tiktok volgers', 'volgers op tiktok',
  ]],
  ['YouTube subscribers', [
    'youtube subscribers', 'subscribers on youtube', 'youtube followers', 'youtube audience', 'youtube views', 'youtube channel with',
    'inscritos no youtube', 'inscritos do youtube', 'inscritos en youtube', 'suscriptores en youtube', 'suscriptores de youtube',
    'abonnés youtube', 'abonnés sur youtube', 'youtube-abonnenten', 'youtube abonnenten', 'abonnenten auf youtube',
    'youtube-abonnees', 'youtube abonnees', 'abonnees op youtube',
  ]],
  ['LinkedIn followers', [
    'linkedin followers', 'followers on linkedin', 'linkedin following', 'linkedin audience', 'linkedin reach', 'linkedin influencer',
    'linkedin top voice', 'top voice', 'linkedin connections', '500+ connections',
    'seguidores no linkedin', 'seguidores en linkedin', 'seguidores de linkedin', 'abonnés linkedin', 'abonnés sur linkedin',
    'linkedin-follower', 'linkedin follower', 'follower auf linkedin', 'linkedin-volgers', 'linkedin volgers', 'volgers op linkedin',
  ]],
  ['Twitter/X followers', [
    'twitter followers', 'followers on twitter', 'x followers', 'followers on x', 'twitter following', 'twitter audience', 'big on twitter',
    'seguidores no twitter', 'seguidores en twitter', 'seguidores no x', 'seguidores en x', 'abonnés twitter', 'abonnés sur twitter',
    'abonnés sur x', 'twitter-follower', 'twitter follower', 'follower auf twitter', 'follower auf x', 'twitter-volgers', 'volgers op twitter', 'volgers op x',
  ]],
  ['Newsletter subscribers', [
    'newsletter subscribers', 'subscribers to their newsletter', 'newsletter with', 'newsletter audience', 'substack subscribers', 'substack with',
    'mailing list of', 'assinantes da newsletter', 'inscritos na newsletter', 'suscriptores de la newsletter', 'suscriptores del boletín',
    'abonnés à la newsletter', 'abonnés newsletter', 'newsletter-abonnenten', 'newsletter abonnenten', 'nieuwsbriefabonnees', 'abonnees op de nieuwsbrief',
  ]],
  ['Podcast audience', ['podcast listeners', 'podcast downloads', 'podcast audience', 'ouvintes do podcast', 'oyentes del podcast', 'auditeurs du podcast', 'podcast-hörer', 'podcast-luisteraars', 'podcast luisteraars']],
  ['Followers', [
    'followers', 'follower count', 'following of', 'large following', 'big following', 'social following', 'social media following',
    'seguidores', 'número de seguidores', 'abonnés', 'nombre d\'abonnés', 'follower', 'followerzahl', 'followern', 'volgers', 'aantal volgers',
  ]],
  ['Subscribers', ['subscribers', 'subscriber count', 'assinantes', 'suscriptores', 'abonnenten', 'abonnees']],
  ['Audience size', [
    'large audience', 'big audience', 'own audience', 'with an audience', 'audience size', 'audience of', 'social reach', 'social media reach',
    'personal brand', 'strong personal brand', 'well-known online', 'influencer status', 'micro-influencer', 'micro influencer', 'macro influencer',
    'grande audiência', 'audiência própria', 'marca pessoal forte', 'gran audiencia', 'audiencia propia', 'marca personal fuerte',
    'grande audience', 'forte audience', 'marque personnelle forte', 'große reichweite', 'hohe reichweite', 'reichweite von', 'starke personal brand',
    'groot bereik', 'groot publiek', 'sterke personal brand',
  ]],
  ['Engagement rate', [
    'engagement rate', 'engagement rates', 'high engagement', 'taxa de engajamento', 'alto engajamento', 'tasa de engagement', 'tasa de interacción',
    'taux d\'engagement', 'engagement-rate', 'engagementrate', 'interaktionsrate', 'engagement-quote', 'betrokkenheidsgraad', 'engagementratio',
  ]],
  ['GitHub stars', ['github stars', 'stars on github', 'github followers', 'estrelas no github', 'estrellas en github', 'étoiles sur github', 'github-sterne', 'sterren op github']],
  ['Views and impressions', ['monthly views', 'million views', 'impressions per month', 'visualizações por mês', 'visualizaciones al mes', 'vues par mois', 'aufrufe pro monat', 'weergaven per maand']],
  // ------------------------------------------------------------------ job seeking and availability
  ['Replies to messages', [
    'reply to messages', 'replies to messages', 'respond to messages', 'responds to messages', 'reply to inmails', 'replies to inmails',
    'respond to inmails', 'responds to inmails', 'responsive to outreach', 'answer their messages', 'answers messages',
  ]],
  ['Open to work', [
    'open to work', 'opentowork', '#opentowork', 'actively looking', 'actively searching', 'active job seekers', 'active candidates', 'job seekers', 'job seeking',
    'looking for a job', 'looking for work', 'looking for a new job', 'looking for a new role', 'looking for new opportunities', 'job hunting',
    'open to new opportunities', 'open to opportunities', 'open to offers', 'open to a move', 'open to a change', 'ready for a change', 'ready to move', 'wants to leave',
    // A move of employer, not of home ("open to moving" alone is relocation).
    'open to moving firms', 'open to moving jobs', 'open to moving companies', 'open to switching jobs', 'open to changing jobs', 'open to changing firms',
    'unhappy in their current role', 'between jobs', 'recently laid off', 'laid off', 'affected by layoffs',
    // Each word of these is filler on its own ("open", "new", "job"), so without the phrase it was dropped in silence.
    'open to a new job', 'open to a new role', 'open to a new position', 'open to new roles', 'open to new jobs', 'open to a new opportunity',
    'open to a new challenge', 'open to new challenges', 'want a new job', 'wants a new job', 'want a new role', 'wants a new role',
    'keen on a new role', 'keen on a new job', 'looking for a change', 'looking for a new challenge', 'ready for a new role', 'ready for a new challenge',
    'thinking of leaving', 'considering a move', 'looking to move on', 'looking to leave',
    'aberto a oportunidades', 'aberto a novas oportunidades', 'em busca de oportunidades', 'em busca de recolocação', 'buscando recolocação', 'procurando emprego', 'em transição de carreira',
    'abierto a oportunidades', 'abierto a nuevas oportunidades', 'en búsqueda activa', 'buscando empleo', 'buscando trabajo', 'en búsqueda de empleo',
    'ouvert aux opportunités', 'ouvert à de nouvelles opportunités', 'à l\'écoute du marché', 'à l\'écoute d\'opportunités', 'en recherche d\'emploi', 'en recherche active',
    'offen für neue herausforderungen', 'offen für neue möglichkeiten', 'auf jobsuche', 'auf der suche nach einem neuen job', 'wechselwillig', 'wechselbereit', 'aktiv suchend', 'jobsuchend',
    'open voor nieuwe kansen', 'op zoek naar een nieuwe baan', 'op zoek naar werk', 'actief op zoek', 'werkzoekend', 'werkzoekenden',
    'openstaan voor een nieuwe baan', 'open staan voor een nieuwe baan', 'openstaan voor een nieuwe uitdaging', 'open staan voor een nieuwe uitdaging',
    'openstaan voor nieuwe kansen', 'open voor een nieuwe baan', 'open voor een nieuwe uitdaging', 'op zoek naar een nieuwe uitdaging', 'toe aan een nieuwe uitdaging',
    'offen für einen neuen job', 'offen für eine neue stelle', 'offen für einen wechsel', 'offen für eine neue herausforderung', 'auf der suche nach einer neuen herausforderung',
    'ouvert à un nouveau poste', 'ouverte à un nouveau poste', 'ouvert à une nouvelle opportunité', 'à la recherche d\'un nouveau poste', 'à la recherche d\'un nouveau défi',
    'abierto a un nuevo empleo', 'abierto a un nuevo trabajo', 'abierto a un cambio', 'buscando un nuevo reto', 'en busca de un nuevo reto',
    'aberto a um novo emprego', 'aberto a um novo desafio', 'aberto a mudanças', 'em busca de um novo desafio', 'buscando um novo desafio',
  ]],
  ['Passive candidates', [
    'passive candidates', 'passive candidate', 'passive talent', 'not actively looking', 'passively looking', 'candidatos passivos', 'candidatos pasivos',
    'candidats passifs', 'passive kandidaten', 'latent werkzoekend', 'latent werkzoekenden', 'passieve kandidaten',
  ]],
  ['Currently interviewing', [
    'currently interviewing', 'interviewing elsewhere', 'interviewing with other companies', 'in other processes', 'in process with other companies',
    'em processos seletivos', 'participando de processos', 'en otros procesos', 'en procesos de selección', 'en process ailleurs', 'en entretiens',
    'in anderen bewerbungsprozessen', 'in bewerbungsgesprächen', 'in andere sollicitatieprocedures', 'aan het solliciteren',
  ]],
  ['Available now', [
    'available now', 'available soon', 'available immediately', 'immediately available', 'immediate availability', 'can start immediately', 'can start right away', 'can start now',
    'start immediately', 'start asap', 'starts asap', 'available asap', 'immediate start', 'immediate joiner', 'immediate joiners',
    'disponibilidade imediata', 'disponível imediatamente', 'disponíveis imediatamente', 'início imediato', 'pode começar imediatamente', 'disponível agora',
    'disponibilidad inmediata', 'incorporación inmediata', 'disponible inmediatamente', 'disponible ya', 'puede empezar ya',
    'disponible immédiatement', 'disponibilité immédiate', 'disponible de suite', 'démarrage immédiat', 'prise de poste immédiate', 'disponible rapidement',
    // French speech shortens "disponible" to "dispo".
    'dispo rapidement', 'dispo immédiatement', 'dispo de suite', 'dispo tout de suite', 'dispo asap', 'dispo immédiate',
    'sofort verfügbar', 'ab sofort verfügbar', 'kurzfristig verfügbar', 'sofort einsatzbereit', 'sofortiger eintritt', 'frühestmöglicher eintritt',
    'direct beschikbaar', 'per direct beschikbaar', 'direct inzetbaar', 'per direct inzetbaar', 'per direct', 'snel beschikbaar', 'direct kunnen starten',
  ]],
  // A start that names its own date ("available to start in January"), not now.
  ['Availability', [
    'available from', 'availability date', 'free to start', 'available to start', 'start within', 'could start within', 'can start within', 'able to start within', 'disponível para começar', 'disponíveis para começar',
    'disponible para empezar', 'disponible pour commencer', 'prêt à commencer', 'prêts à commencer', 'beschikbaar om te starten',
    'disponível a partir de', 'disponible a partir de', 'disponible à partir de', 'verfügbar ab', 'beschikbaar vanaf',
  ]],
  ['Notice period', [
    'notice period', 'notice periods', 'short notice', 'no notice period', 'on notice', 'serving notice', 'serving their notice', 'notice of',
    'aviso prévio', 'período de aviso', 'preaviso', 'período de preaviso', 'préavis', 'préavis court', 'sans préavis',
    'kündigungsfrist', 'kurze kündigungsfrist', 'ohne kündigungsfrist', 'opzegtermijn', 'korte opzegtermijn', 'geen opzegtermijn',
  ]],
  ['Freelance availability', [
    'available for freelance', 'available for contract work', 'open to freelance', 'open to contract', 'open to contracting',
    // Each word is filler alone ("open", "contract", "temporary"), so without the phrase it was dropped in silence.
    'open to a contract', 'open to contracts',
    // "open to a 3-month contract": a contract of any length.
    ...Array.from({ length: 24 }, (_, n) => `open to a ${n + 1}-month contract`), 'open to a six-month contract', 'open to a one-year contract', 'open to contract work', 'open to contract roles', 'open to a contract role', 'open to contract positions',
    'open to short-term contracts', 'open to a short-term contract', 'open to temporary work', 'open to temp work', 'open to interim roles', 'open to an interim role',
    'disponível para freelas', 'disponible para freelance', 'disponible en freelance', 'für freelance verfügbar', 'beschikbaar als freelancer', 'beschikbaar als zzp\'er',
  ]],
  // Part-time is the client's terms and a wish few people share, so it is theirs to show; full time, which nearly everyone works, is only the job's terms (filler).
  ['Part-time availability', [
    'available part-time', 'available part time', 'open to part-time', 'open to part time', 'disponível meio período', 'disponible a tiempo parcial',
    'disponible à temps partiel', 'in teilzeit verfügbar', 'parttime beschikbaar', 'part-time beschikbaar',
    'part-time', 'part time', 'meio período', 'tempo parcial', 'meio expediente', 'tiempo parcial', 'media jornada', 'temps partiel', 'à temps partiel',
    'teilzeit', 'in teilzeit', 'deeltijd', 'parttime',
  ]],
  // ------------------------------------------------------------------ willingness
  [RELOCATION, [
    'willing to relocate', 'open to relocation', 'open to relocate', 'open to relocating', 'ready to relocate', 'can relocate', 'able to relocate', 'would relocate',
    'happy to relocate', 'relocate', 'relocation ok', 'relocation okay', 'relocation possible', 'open to moving', 'willing to move',
    'disponibilidade para mudança', 'disponibilidade para mudar de cidade', 'disposto a se mudar', 'disposta a se mudar', 'aceita mudança', 'aberto a mudança de cidade',
    'disponibilidad para reubicarse', 'disponibilidad para cambiar de residencia', 'disponibilidad para trasladarse', 'dispuesto a reubicarse', 'dispuesto a mudarse', 'dispuesta a mudarse',
    'mobilité géographique', 'mobile géographiquement', 'prêt à déménager', 'prête à déménager', 'prêt à être relocalisé', 'ouvert à une relocalisation', 'ouvert à la mobilité',
    'umzugsbereit', 'bereit umzuziehen', 'umzugsbereitschaft', 'bereitschaft zum umzug', 'offen für einen umzug', 'relocation-bereit',
    'verhuisbereid', 'bereid om te verhuizen', 'bereid te verhuizen', 'wil verhuizen',
  ]],
  ['Willing to travel', [
    'willing to travel', 'open to travel', 'dispuestos a viajar', 'dispuesto a viajar', 'dispuesta a viajar', 'disponibilidad para viajar', 'disponibilidade para viajar',
    'disponíveis para viajar', 'disponível para viajar', 'prêt à voyager', 'prêts à voyager', 'disponible pour voyager', 'reisebereitschaft', 'bereid om te reizen', 'able to travel', 'can travel', 'will travel', 'could travel', 'happy to travel', 'travel availability', 'available to travel', 'frequent travel', 'travel required',
    'disponibilidade para viajar', 'disponibilidade para viagens', 'disponibilidad para viajar', 'disponible para viajar',
    'disponible pour voyager', 'déplacements fréquents', 'mobilité internationale', 'reisebereitschaft', 'reisebereit', 'bereit zu reisen',
    'reisbereid', 'bereid om te reizen', 'bereid te reizen',
  ]],
  ['Remote-work willingness', [
    'open to remote', 'open to remote work', 'prefers remote', 'wants remote', 'wants to work remotely', 'willing to work remotely', 'open to hybrid', 'open to a hybrid schedule', 'open to a hybrid role', 'open to hybrid work', 'open to a hybrid setup',
    'willing to work on-site', 'willing to work onsite', 'willing to come to the office', 'willing to commute', 'happy to commute', 'open to on-site',
    'aceita trabalho presencial', 'disposto a trabalhar presencial', 'aceita modelo híbrido', 'aberto a trabalho remoto',
    'dispuesto a trabajar presencial', 'disponibilidad para trabajo presencial', 'abierto a trabajo remoto', 'acepta modalidad híbrida',
    'prêt à venir au bureau', 'ouvert au télétravail', 'ouvert au full remote', 'ouvert à l\'hybride',
    'bereit vor ort zu arbeiten', 'bereit, vor ort zu arbeiten', 'offen für remote', 'offen für homeoffice', 'pendelbereit', 'pendelbereitschaft',
    'bereid om op kantoor te werken', 'bereid te reizen naar kantoor', 'open voor remote', 'open voor hybride werken',
  ]],
  ['Shift availability', [
    'shift work', 'works shifts', 'available for shifts', 'rotating shifts', 'shift availability', 'irregular hours',
    'trabalho em turnos', 'disponibilidade para turnos', 'escala 12x36', 'escala 6x1', 'trabajo por turnos', 'turnos rotativos', 'disponibilidad para turnos',
    'travail posté', 'travail en équipes', 'horaires décalés', 'trois-huit', '3x8', 'schichtarbeit', 'schichtbereitschaft', 'wechselschicht', 'bereitschaft zur schichtarbeit',
    'ploegendienst', 'in ploegen', 'onregelmatige diensten', 'wisseldiensten',
  ]],
  ['Night shifts', ['night shift', 'night shifts', 'overnight shifts', 'turno da noite', 'turno noturno', 'plantão noturno', 'turno de noche', 'turno nocturno', 'travail de nuit', 'poste de nuit', 'quart de nuit', 'quarts de nuit', 'nachtschicht', 'nachtschichten', 'nachtdienst', 'nachtdiensten', 'nachtwerk']],
  ['Weekend work', [
    'weekend work', 'works weekends', 'available weekends', 'available on weekends', 'weekend availability', 'weekend shifts', 'weekends',
    'trabalho aos fins de semana', 'disponibilidade aos fins de semana', 'fins de semana', 'trabajo en fines de semana', 'disponibilidad los fines de semana', 'fines de semana',
    'travail le week-end', 'disponible le week-end', 'wochenendarbeit', 'wochenenddienst', 'am wochenende verfügbar', 'weekendwerk', 'weekenddiensten', 'in het weekend beschikbaar',
  ]],
  ['Overtime willingness', ['willing to work overtime', 'open to overtime', 'long hours', 'disponibilidade para horas extras', 'disponibilidad para horas extra', 'heures supplémentaires', 'überstundenbereitschaft', 'bereid tot overwerk']],
  // ------------------------------------------------------------------ papers and permits
  ['Visa sponsorship', [
    'visa sponsorship', 'visa sponsor', 'needs sponsorship', 'needs visa sponsorship', 'requires sponsorship', 'requires visa sponsorship', 'sponsorship required',
    'no sponsorship', 'no visa sponsorship', 'without sponsorship', 'without visa sponsorship', 'does not need sponsorship', 'h-1b', 'h1b', 'h1-b', 'tn visa', 'blue card', 'eu blue card',
    'patrocínio de visto', 'precisa de visto', 'patrocinio de visa', 'necesita visa', 'necesita visado', 'parrainage de visa', 'sponsoring de visa', 'besoin de visa',
    'visum-sponsoring', 'visumsponsoring', 'braucht ein visum', 'blaue karte', 'blaue karte eu', 'visumsponsoring nodig', 'kennismigrant', 'kennismigrantenregeling', 'heeft een visum nodig',
  ]],
  ['Work permit', [
    'work permit', 'work permits', 'right to work', 'work authorization', 'work authorisation', 'authorized to work', 'authorised to work', 'eligible to work',
    'legally able to work', 'can legally work', 'legally work', 'legally allowed to work', 'allowed to work', 'permitted to work', 'green card', 'green card holder', 'permanent resident', 'permanent residency', 'residence permit', 'settled status', 'ilr',
    'visto de trabalho', 'autorização de trabalho', 'permissão de trabalho', 'permiso de trabajo', 'visado de trabajo', 'visa de trabajo', 'autorización de trabajo',
    'permis de travail', 'autorisation de travail', 'titre de séjour', 'carte de séjour', 'arbeitserlaubnis', 'arbeitsgenehmigung', 'aufenthaltstitel', 'aufenthaltserlaubnis',
    'werkvergunning', 'tewerkstellingsvergunning', 'verblijfsvergunning',
  ]],
  // A clearance of no level: profiles name the level they hold ("Active TS/SCI"), which is a skill (skills.ts).
  ['Security clearance', ['security clearance', 'active clearance', 'habilitation secret défense', 'sicherheitsüberprüfung']],
  ['Certificate of good conduct (VOG)', ['vog', 'verklaring omtrent het gedrag']],
  ['Driving licence', [
    'driving licence', 'driving license', 'driver\'s license', 'drivers license', 'driver\'s licence', 'drivers licence', 'valid license', 'valid licence', 'clean driving record',
    'carteira de motorista', 'carteira de habilitação', 'cnh', 'cnh b', 'carnet de conducir', 'permiso de conducir', 'licencia de conducir', 'carné de conducir',
    'permis b', 'permis de conduire', 'führerschein', 'führerschein klasse b', 'fahrerlaubnis', 'rijbewijs', 'rijbewijs b',
  ]],
  ['Own car', [
    'own car', 'has a car', 'have a car', 'own vehicle', 'own transport', 'own transportation', 'access to a car',
    'carro próprio', 'veículo próprio', 'coche propio', 'vehículo propio', 'auto propio', 'véhiculé', 'véhiculée', 'véhicule personnel',
    'eigenes auto', 'eigener pkw', 'eigenes fahrzeug', 'eigen auto', 'eigen vervoer', 'eigenem auto', 'eigenem pkw', 'eigenem fahrzeug', 'who own a car',
  ]],
  // ------------------------------------------------------------------ pay
  ['Salary expectations', [
    'salary expectations', 'salary expectation', 'expected salary', 'desired salary', 'salary requirements', 'salary range', 'within budget', 'within our budget',
    'current salary', 'current compensation', 'compensation expectations', 'earning less than', 'earning more than', 'earns less than', 'earns more than', 'earning under', 'earning over', 'earning below', 'earning above', 'paid less than',
    'affordable candidates', 'cheap candidates', 'low salary',
    'pretensão salarial', 'expectativa salarial', 'salário atual', 'faixa salarial', 'dentro do orçamento',
    'pretensiones salariales', 'pretensión salarial', 'expectativas salariales', 'salario actual', 'banda salarial', 'rango salarial',
    'prétentions salariales', 'prétention salariale', 'salaire actuel', 'fourchette de salaire', 'salaire souhaité', 'rémunération actuelle',
    'gehaltsvorstellung', 'gehaltsvorstellungen', 'gehaltswunsch', 'aktuelles gehalt', 'gehaltsrahmen', 'gehaltsband',
    'salarisindicatie', 'salariswens', 'huidig salaris', 'salarisverwachting', 'binnen budget',
  ]],
  ['Day rate', ['day rate', 'daily rate', 'hourly rate', 'rate per day', 'valor hora', 'valor por hora', 'tarifa diaria', 'tarifa por hora', 'tjm', 'taux journalier', 'tagessatz', 'stundensatz', 'dagtarief', 'uurtarief']],
  // ------------------------------------------------------------------ character and fit
  ['Culture fit', [
    'culture fit', 'cultural fit', 'team fit', 'culture add', 'fits our culture', 'fit our culture', 'values fit', 'shares our values',
    'fit cultural', 'alinhamento cultural', 'encaixe cultural', 'encaje cultural', 'afinidad cultural', 'adéquation culturelle', 'fit culturel',
    'kulturelle passung', 'cultural fit zu uns', 'passt zu unserer kultur', 'cultuurfit', 'culturele fit', 'past bij onze cultuur',
  ]],
  ['Personality', [
    'personality', 'personality type', 'strong personality', 'mbti', 'myers-briggs', 'myers briggs', 'disc profile', 'big five', 'enneagram',
    'introvert', 'introverts', 'introverted', 'extrovert', 'extroverts', 'extroverted', 'extravert', 'extraverted', 'charismatic', 'charisma',
    'personalidade', 'personalidade forte', 'introvertido', 'extrovertido', 'carismático', 'personalidad', 'personalidad fuerte', 'extrovertida', 'introvertida',
    'personnalité', 'forte personnalité', 'charismatique', 'extraverti', 'introverti', 'persönlichkeit', 'starke persönlichkeit', 'charismatisch', 'extrovertiert', 'introvertiert',
    'persoonlijkheid', 'sterke persoonlijkheid',
  ]],
  ['Background check', [
    'honest people', 'good character', 'no criminal record', 'clean record', 'background check',
    'ficha limpa', 'antecedentes criminais', 'antecedentes penales', 'casier judiciaire', 'casier vierge',
    'führungszeugnis', 'polizeiliches führungszeugnis', 'strafblad', 'blanco strafblad',
  ]],
  ['Intelligence and test scores', [
    'iq', 'high iq', 'gmat', 'gmat score', 'gre score', 'sat score', 'gpa', 'grade point average', 'top grades', 'cum laude', 'summa cum laude', 'magna cum laude', 'first-class honours', 'first class honours',
    'média alta', 'notas altas', 'nota media', 'buenas notas', 'mention très bien', 'bonnes notes', 'notendurchschnitt', 'abiturnote', 'einserabschluss', 'gemiddeld cijfer', 'hoge cijfers',
  ]],
  ['Language test scores', ['ielts', 'toefl', 'toeic', 'cambridge proficiency', 'cambridge advanced', 'delf', 'dalf', 'testdaf', 'goethe-zertifikat', 'goethe zertifikat', 'nt2', 'staatsexamen nt2']],
  // ------------------------------------------------------------------ track records nobody can check
  ['Successful exit', [
    'exited founder', 'exited founders', 'successful exit', 'successful exits', 'previous exit', 'prior exit', 'past exit', 'has exited', 'have exited', 'with an exit', 'with exits', 'had an exit', 'have had an exit', 'has had an exit', 'had exits', 'had a successful exit',
    'exit experience', 'sold a company', 'sold their company', 'sold his company', 'sold her company', 'sold a startup', 'sold their startup', 'sold a business', 'sold their business',
    'has sold a company', 'company was acquired', 'startup was acquired', 'founder with an exit', 'founders with an exit', 'founders with exits', 'acqui-hired',
    'exit bem-sucedido', 'exit de sucesso', 'vendeu uma empresa', 'vendeu sua empresa', 'vendeu a empresa', 'fundador com exit',
    'exit exitoso', 'exit exitosa', 'vendió una empresa', 'vendió su empresa', 'fundador con exit', 'fundadores con exit',
    'exit réussi', 'exit réussie', 'a revendu sa société', 'a revendu sa startup', 'a vendu sa société', 'a vendu sa startup', 'fondateur ayant réalisé un exit',
    'erfolgreicher exit', 'erfolgreichen exit', 'erfolgreiche exits', 'hat ein unternehmen verkauft', 'hat sein unternehmen verkauft', 'gründer mit exit',
    'succesvolle exit', 'succesvolle exits', 'heeft een bedrijf verkocht', 'heeft zijn bedrijf verkocht', 'founder met een exit', 'oprichter met een exit',
  ]],
  ['Money raised', [
    'raised money', 'raised capital', 'raised funding', 'raised vc money', 'raised venture capital', 'personally raised', 'raised money themselves',
    'founders who raised', 'founders who have raised', 'founder who raised', 'has raised capital', 'have raised capital', 'track record of raising', 'fundraising track record',
    'has raised a round', 'raised a round', 'raised a seed round',
    'captou investimento', 'captaram investimento', 'levantou investimento', 'levantou capital', 'levantou rodada', 'já captou', 'ha levantado capital', 'han levantado capital',
    'levantó capital', 'levantó una ronda', 'levantaron capital', 'a levé des fonds', 'ont levé des fonds', 'ayant levé des fonds', 'qui a levé', 'levée de fonds réussie',
    'kapital eingesammelt', 'geld eingesammelt', 'finanzierungsrunde abgeschlossen', 'hat kapital aufgenommen', 'geld opgehaald', 'kapitaal opgehaald', 'investering opgehaald', 'heeft geld opgehaald',
  ]],
  ['Quota attainment', [
    'hit quota', 'hits quota', 'hit their quota', 'hitting quota', 'quota attainment', 'quota achievement', 'exceeded quota', 'exceeds quota', 'over quota', 'above quota',
    'beat quota', 'crushed quota', 'consistently hit quota', '100% of quota', 'quota crusher', 'president\'s club', 'presidents club', 'presidents\' club', 'club winner',
    'hit target', 'hit targets', 'exceeded targets', 'overachieved', 'overachiever', 'overachievers',
    'bateu metas', 'bate metas', 'batedor de metas', 'atingiu a meta', 'atingiu metas', 'superou metas', 'superação de metas',
    'cumplimiento de cuota', 'superó la cuota', 'supera cuota', 'cumple objetivos', 'superó objetivos', 'sobrecumplimiento',
    'atteinte des objectifs', 'dépassement d\'objectifs', 'dépasse ses objectifs', 'atteint ses objectifs', 'a dépassé ses objectifs',
    'quotenerfüllung', 'zielerreichung', 'ziele übertroffen', 'übererfüllung', 'quota übertroffen',
    'targets gehaald', 'targets behaald', 'quota gehaald', 'quota behaald', 'targets overtroffen',
  ]],
  ['Revenue generated', [
    'revenue generated', 'generated revenue', 'generated over', 'closed deals worth', 'closed over', 'book of business', 'carried a quota of', 'quota of',
    'brought in revenue', 'grew revenue', 'grown revenue', 'deal size', 'average deal size', 'pipeline generated', 'sourced pipeline',
    'gerou receita', 'receita gerada', 'faturou', 'carteira de clientes própria', 'generó ingresos', 'ingresos generados', 'cartera propia',
    'chiffre d\'affaires généré', 'a généré', 'portefeuille clients', 'umsatz generiert', 'umsatz erzielt', 'eigener kundenstamm', 'omzet gegenereerd', 'eigen klantenportefeuille',
  ]],
  ['Top performer', [
    'top performer', 'top performers', 'high performer', 'high performers', 'top 1%', 'top 5%', 'top 10%', 'top 10 percent', 'best performing', 'best-performing', 'ranked #1', 'ranked first',
    'melhores vendedores', 'mejores vendedores', 'meilleurs commerciaux', 'top-performer', 'leistungsträger', 'topperformer', 'toppresteerders', 'beste verkopers',
  ]],
  ['Awards', ['award-winning', 'award winning', 'award winner', 'won awards', 'forbes 30 under 30', '30 under 30', 'premiado', 'premiada', 'galardonado', 'galardonada', 'primé', 'primée', 'preisgekrönt', 'bekroond', 'prijswinnaar']],
  ['References', [
    'references', 'good references', 'strong references', 'with references', 'reference check', 'referenced', 'recommendations from', 'recommended by',
    'referências', 'boas referências', 'carta de recomendação', 'referencias', 'buenas referencias', 'carta de recomendación',
    'références', 'bonnes références', 'lettre de recommandation', 'referenzen', 'gute referenzen', 'empfehlungsschreiben', 'arbeitszeugnis', 'gutes arbeitszeugnis',
    'referenties', 'goede referenties', 'aanbevelingsbrief',
  ]],
  ['Reviews and ratings', [
    'good reviews', 'great reviews', 'positive reviews', 'customer reviews', 'client reviews', 'google reviews', 'reviews on', 'star rating', 'high ratings', 'highly rated',
    'top rated', 'top-rated', 'well rated', 'well-rated', '5-star', 'five-star', '5 stars', 'five stars', 'nps of',
    'bem avaliado', 'bem avaliada', 'boas avaliações', 'avaliações positivas', 'cinco estrelas', 'bien valorado', 'bien valorada', 'buenas reseñas', 'reseñas positivas', 'cinco estrellas',
    'bien noté', 'bien notée', 'avis positifs', 'bons avis', 'cinq étoiles', 'gute bewertungen', 'positive bewertungen', 'gut bewertet', 'fünf sterne',
    'goede reviews', 'goede beoordelingen', 'positieve recensies', 'hoog beoordeeld', 'vijf sterren',
  ]],
  ['Performance reviews', ['performance review', 'performance reviews', 'performance rating', 'exceeds expectations', 'avaliação de desempenho', 'evaluación de desempeño', 'évaluation annuelle', 'leistungsbeurteilung', 'beoordelingsgesprek']],
  ['Tenure and loyalty', ['loyal', 'job hopper', 'job hoppers', 'job-hopper', 'no job hoppers', 'not a job hopper', 'stable career', 'stays long', 'leal', 'sin saltos de trabajo', 'pas de job hopping', 'jobhopper', 'kein jobhopper', 'keine jobhopper', 'keine job-hopper', 'geen jobhoppers', 'geen job-hoppers', 'jobhoppers']],
  ['Reason for leaving', ['reason for leaving', 'why they left', 'motivo de saída', 'motivo de salida', 'raison du départ', 'wechselgrund', 'wechselmotivation', 'reden van vertrek']],
  // ------------------------------------------------------------------ company finances
  ['Company revenue', [
    'arr', 'annual recurring revenue', 'mrr', 'monthly recurring revenue', 'in arr', 'revenue of', 'revenues of', 'revenue over', 'revenue above', 'revenue under',
    'annual revenue', 'annual turnover', 'turnover of', 'gmv', 'in revenue', 'in annual revenue', 'in yearly revenue',
    'faturamento', 'faturamento anual', 'receita anual', 'faturam', 'facturación', 'facturación anual', 'ingresos anuales', 'facturan',
    'chiffre d\'affaires', 'ca annuel', 'jahresumsatz', 'umsatz', 'umsatz von', 'omzet', 'jaaromzet',
  ]],
  // A bank's balance sheet or a fund's size: "banks with $1B-$10B in assets" (it had been people whose profile says "assets").
  ['Company assets', [
    'in assets', 'in total assets', 'total assets', 'assets under management', 'aum', 'in aum', 'under management',
    'ativos sob gestão', 'activos bajo gestión', 'actifs sous gestion', 'verwaltetes vermögen', 'beheerd vermogen',
  ]],
  ['Company profitability', [
    'profitable', 'profitable companies', 'cash-flow positive', 'cash flow positive', 'break-even', 'ebitda positive', 'burn rate',
    'lucrativa', 'lucrativas', 'lucrativo', 'rentável', 'rentáveis', 'rentable', 'rentables', 'profitabel', 'profitabele', 'winstgevend', 'winstgevende',
  ]],
  // Membership of a ranking or a stock index, which no record holds ("Fortune 500 companies" had been a company of that name).
  ['Company in a ranking or index', [
    'fortune 500', 'fortune 100', 'fortune 50', 'fortune 1000', 'fortune global 500', 'global 2000', 'inc 5000', 'inc. 5000', 's&p 500', 'ftse 100', 'ftse 250',
    'dax-konzern', 'dax-konzerne', 'dax-konzernen', 'dax-unternehmen', 'dax company', 'dax companies', 'dax 40', 'mdax', 'cac 40', 'ibex 35', 'aex-fondsen', 'aex-bedrijf', 'aex-bedrijven',
  ]],
  ['Company valuation', [
    'unicorn', 'unicorns', 'decacorn', 'decacorns', 'soonicorn', 'valued at', 'valuation of', 'valuation over', 'valuation above', 'billion-dollar valuation', 'billion dollar valuation',
    'unicórnio', 'unicórnios', 'unicornio', 'unicornios', 'licorne', 'licornes', 'einhorn', 'einhörner', 'bewertung von', 'eenhoorn', 'waardering van',
  ]],
  ['Company funding raised', [
    'total funding', 'funding of', 'raised over', 'raised more than', 'raised at least', 'well-funded', 'well funded', 'heavily funded', 'recently raised', 'just raised',
    'recently funded', 'newly funded', 'fresh funding', 'last round', 'latest round',
    'captou mais de', 'captaram mais de', 'rodada recente', 'levantaron más de', 'ronda reciente', 'recién financiada', 'ont levé plus de', 'récemment levé', 'levée récente',
    'finanzierung von', 'kürzlich finanziert', 'frisch finanziert', 'recent gefinancierd', 'financiering van', 'meer dan opgehaald',
  ]],
  ['Company growth rate', [
    'fast-growing', 'fast growing', 'hypergrowth', 'hyper-growth', 'growing fast', 'high-growth', 'high growth', 'yoy growth', 'year-over-year growth', 'doubling revenue', '3x growth', 'tripled revenue',
    'crescimento acelerado', 'em hipercrescimento', 'alto crescimento', 'crecimiento acelerado', 'alto crecimiento', 'forte croissance', 'hypercroissance', 'en hypercroissance',
    'schnell wachsend', 'schnell wachsende', 'stark wachsend', 'hyperwachstum', 'snelgroeiend', 'snelgroeiende', 'sterk groeiend',
  ]],
  ['Company headcount growth', ['headcount growth', 'hiring fast', 'hiring aggressively', 'scaling the team', 'doubled headcount', 'contratando muito', 'contratando mucho', 'recrute massivement', 'stellt stark ein', 'neemt veel mensen aan']],
  ['Layoffs at company', ['had layoffs', 'recent layoffs', 'did layoffs', 'companies with layoffs', 'demissões em massa', 'despidos masivos', 'licenciements', 'plan social', 'entlassungswelle', 'stellenabbau', 'ontslagronde', 'massaontslag']],
];

/**
 * Unseen facts that name what is on the other side after "to": the buyer ("sold their company to
 * private equity") or the destination ("willing to relocate to Dubai") is part of the fact, never
 * the person's own industry or place.
 */
export const UNSEEN_WITH_COUNTERPART: ReadonlySet<string> = new Set(['Successful exit', RELOCATION]);

/** Papers a country issues: a country word beside them ("Swiss work permit", "permis de travail suisse") is theirs, no place of the people. */
export const UNSEEN_OF_A_COUNTRY: ReadonlySet<string> = new Set(['Work permit', 'Visa sponsorship']);

/** What no profile shows that takes the start it names: "available to start in January" is an availability (in January). */
export const UNSEEN_WITH_TIME: ReadonlySet<string> = new Set(['Availability']);

/**
 * What a brief's time in the current role already checks ("3+ years at their current employer (no
 * job hoppers)"): beside a tenure criterion it says nothing more, so it is no second criterion.
 */
export const UNSEEN_SAID_BY_TENURE: ReadonlySet<string> = new Set(['Tenure and loyalty']);
