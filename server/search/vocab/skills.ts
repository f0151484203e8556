// Skills: the canonical name stored in directory_person.skills and shown to users, and the
// phrases briefs use for it. `ctx`: the name is also an ordinary word or a first name ("Go",
// "R", "Swift", "Spring", "Excel", "strategy"): the interpreter reads it as a skill only in a
// skill context ("with Go", "Go developers", "Go experience") or written capitalised mid-sentence.
// An alias written with a trailing * is such a word too ("spring*" for Spring Boot).

interface SkillDef {
  name: string;
  /** Other phrases for the skill; `ctx` ones need a skill context like an ambiguous name. */
  aliases: Array<{ phrase: string; ctx: boolean }>;
  ctx: boolean;
}

type Row = [name: string, aliases?: string[], ctx?: 'ctx'];

/** Languages, frameworks and data stores: what a "Rust Developer" or a "Django Engineer" writes code in. */
const CODE_ROWS: Row[] = [
  // Programming languages
  ['Python', ['py', 'python3']], ['Java', ['java8', 'java 17'], 'ctx'], ['JavaScript', ['js', 'ecmascript', 'es6']], ['TypeScript', ['ts']],
  ['Go', ['golang'], 'ctx'], ['Rust', [], 'ctx'], ['C++', ['cpp', 'c plus plus']], ['C#', ['csharp', 'c sharp']], ['C', [], 'ctx'],
  ['Kotlin'], ['Swift', [], 'ctx'], ['Objective-C', ['objc', 'obj-c']], ['Ruby', [], 'ctx'], ['PHP'], ['Scala', [], 'ctx'],
  ['Elixir', [], 'ctx'], ['Erlang'], ['Haskell'], ['Clojure'], ['R', ['r language', 'rstats'], 'ctx'], ['Julia', [], 'ctx'],
  ['Dart', [], 'ctx'], ['Perl'], ['Lua'], ['Solidity'], ['SQL', ['t-sql', 'tsql', 'pl/sql']], ['Bash', ['shell scripting', 'shell*']],
  ['MATLAB'], ['Verilog'], ['VHDL'],
  // Frontend
  ['React', ['react.js', 'reactjs', 'react js'], 'ctx'], ['Vue.js', ['vue', 'vuejs', 'vue js']], ['Angular', ['angularjs', 'angular.js']],
  ['Svelte'], ['Next.js', ['nextjs', 'next js']], ['Redux'], ['HTML', ['html5']], ['CSS', ['css3', 'sass', 'scss']], ['Tailwind CSS', ['tailwind', 'tailwindcss']],
  ['Webpack'], ['GraphQL', ['graph ql']], ['Web Accessibility', ['accessibility', 'a11y', 'wcag']], ['Web Performance'],
  // Backend
  ['Node.js', ['node*', 'nodejs', 'node js']], ['Django'], ['Flask', [], 'ctx'], ['FastAPI', ['fast api']], ['Spring Boot', ['spring*', 'springboot']],
  ['Ruby on Rails', ['rails*', 'ror']], ['Laravel'], ['.NET', ['dotnet', 'asp.net', 'net core', 'dotnet core']], ['Express.js', ['expressjs', 'express*']],
  ['NestJS', ['nest.js', 'nestjs']], ['gRPC', ['grpc']], ['REST APIs', ['restful', 'rest api', 'restful apis', 'api design']],
  ['Microservices', ['microservice', 'micro services']], ['Distributed Systems', ['distributed computing']], ['System Design', ['systems design']],
  ['Event-Driven Architecture', ['event driven architecture', 'event sourcing']],
  // Data stores and streaming
  ['PostgreSQL', ['postgres', 'postgresql', 'psql']], ['MySQL'], ['MongoDB', ['mongo']], ['Redis'], ['Elasticsearch', ['elastic search', 'elastic*']],
  ['Cassandra'], ['DynamoDB', ['dynamo']], ['Kafka', ['apache kafka']], ['RabbitMQ', ['rabbit mq']], ['Snowflake', [], 'ctx'], ['BigQuery', ['big query']],
  ['Redshift'], ['ClickHouse'], ['Databricks'],
];

const OTHER_ROWS: Row[] = [
  // Cloud and infrastructure
  ['AWS', ['amazon web services']], ['GCP', ['google cloud', 'google cloud platform']], ['Azure', ['microsoft azure']],
  ['Kubernetes', ['k8s', 'kube']], ['Docker', ['containers*', 'containerization']], ['Terraform'], ['Ansible'], ['Helm'],
  ['CI/CD', ['cicd', 'ci cd', 'continuous integration', 'continuous delivery']], ['Jenkins'], ['GitHub Actions'], ['Linux'],
  ['Prometheus'], ['Grafana'], ['Observability', ['monitoring*']], ['Networking', ['computer networking', 'tcp/ip'], 'ctx'], ['Serverless'],
  ['Infrastructure as Code', ['iac']],
  // Security
  ['Application Security', ['appsec', 'app sec']], ['Penetration Testing', ['pentesting', 'pen testing', 'pentest', 'ethical hacking']],
  ['SIEM'], ['Threat Modeling', ['threat modelling']], ['Identity and Access Management', ['iam']], ['Cloud Security'],
  ['SOC 2', ['soc2']], ['ISO 27001', ['iso27001']], ['Cryptography'], ['Incident Response'],
  // Quality
  ['Selenium'], ['Cypress'], ['Playwright'], ['Test Automation', ['automated testing', 'automation testing']],
  ['Jest'], ['Pytest'], ['Manual Testing'],
  // Mobile
  ['iOS', ['ios development']], ['Android', ['android development']], ['SwiftUI'], ['Jetpack Compose'], ['React Native', ['react-native']], ['Flutter'],
  // Embedded and hardware
  ['Embedded C'], ['RTOS', ['freertos']], ['Firmware'], ['FPGA'], ['PCB Design', ['pcb']], ['Microcontrollers', ['mcu', 'arm cortex']],
  ['Embedded Linux'], ['Signal Processing', ['dsp', 'digital signal processing']], ['SolidWorks'], ['AutoCAD'],
  // Design and building tools of architects, engineers and builders ("arquitectos con Revit y BIM").
  ['Revit', ['autodesk revit']], ['BIM', ['building information modeling', 'building information modelling']],
  // The Swiss federal certificate of a trade ("électriciens CFC", "Elektroinstallateur EFZ").
  ['CFC', ['certificat fédéral de capacité', 'efz', 'eidgenössisches fähigkeitszeugnis', 'federal certificate of proficiency', 'attestato federale di capacità']],
  ['LEED', ['leed ap', 'leed accredited', 'leed certification', 'leed certified', 'certificação leed', 'certificación leed', 'certification leed', 'leed-zertifizierung', 'leed-certificering']], ['ArchiCAD'], ['SketchUp'],
  ['Civil 3D', ['autocad civil 3d']], ['Vectorworks'], ['Navisworks'], ['Primavera P6', ['primavera*', 'p6*']], ['Procore'], ['ROS', ['robot operating system']],
  ['Circuit Design', ['analog design']], ['CAN Bus', ['can bus', 'canbus']], ['AUTOSAR'], ['5G', ['lte', '4g']], ['Network Engineering', ['cisco', 'bgp', 'routing and switching']],
  // Data and machine learning
  ['Machine Learning', ['ml', 'machine-learning']], ['Deep Learning', ['neural networks']], ['PyTorch', ['torch']], ['TensorFlow', ['tensor flow', 'keras']],
  ['scikit-learn', ['sklearn', 'scikit learn']], ['NLP', ['natural language processing']], ['Computer Vision', ['image recognition']],
  ['LLMs', ['llm', 'large language models', 'large language model', 'genai', 'gen ai', 'generative ai', 'rag']], ['MLOps', ['ml ops']],
  ['Pandas'], ['NumPy'], ['Spark', ['apache spark', 'pyspark'], 'ctx'], ['Airflow', ['apache airflow']], ['dbt', ['data build tool']], ['ETL', ['elt', 'etl pipelines']],
  ['Data Modeling', ['data modelling']], ['Data Warehousing', ['data warehouse', 'dwh']], ['Statistics', ['statistical modeling', 'statistical modelling']],
  ['A/B Testing', ['ab testing', 'a/b tests', 'experimentation', 'split testing']], ['Tableau'], ['Power BI', ['powerbi', 'power-bi', 'microsoft power bi']], ['Looker'],
  ['Excel', ['microsoft excel', 'spreadsheets'], 'ctx'], ['DAX', [], 'ctx'], ['Data Visualization', ['data visualisation', 'dataviz']], ['Recommender Systems', ['recommendation systems', 'recsys']],
  ['Time Series', ['time-series', 'forecasting models']], ['Reinforcement Learning'], ['Feature Engineering'], ['Causal Inference'],
  ['Product Analytics', ['amplitude', 'mixpanel']], ['Data Analysis', ['data analytics'], 'ctx'],
  // Product
  ['Product Strategy'], ['Roadmapping', ['roadmaps', 'product roadmap', 'roadmap']], ['User Research', ['user interviews', 'ux research']],
  ['Agile', [], 'ctx'], ['Scrum'], ['Jira'], ['Go-to-Market', ['gtm', 'go to market', 'go-to-market strategy']], ['Stakeholder Management'],
  ['Product Discovery'], ['OKRs', ['okr']], ['Pricing', ['pricing strategy'], 'ctx'], ['Payments', ['payment systems', 'payment processing'], 'ctx'],
  ['Platform Products'], ['API Products'],
  // Design
  ['Figma'], ['Sketch', [], 'ctx'], ['Adobe XD'], ['Prototyping'], ['Wireframing', ['wireframes']], ['Design Systems', ['design system']],
  ['Interaction Design', ['ixd']], ['Visual Design'], ['Usability Testing'], ['Photoshop', ['adobe photoshop']], ['Illustrator', ['adobe illustrator']],
  ['Branding', ['brand identity'], 'ctx'], ['Typography'], ['Motion Design', ['motion graphics', 'animation*']], ['UX Writing'],
  ['Information Architecture'],
  // The tools of motion, video, 3D and print work, each its own: knowing After Effects is not knowing Cinema 4D.
  ['After Effects', ['adobe after effects']], ['Cinema 4D', ['c4d', 'cinema4d']], ['Premiere Pro', ['adobe premiere', 'adobe premiere pro']],
  ['DaVinci Resolve', ['davinci']], ['Final Cut Pro', ['final cut']], ['Blender'], ['Maya', ['autodesk maya'], 'ctx'], ['Houdini', [], 'ctx'], ['Nuke', [], 'ctx'],
  ['Lightroom', ['adobe lightroom']], ['ZBrush'], ['Substance Painter', ['substance 3d painter']],
  // Marketing
  ['SEO', ['search engine optimization', 'search engine optimisation']], ['SEM', ['search engine marketing', 'ppc']],
  ['Google Ads', ['adwords', 'google adwords']], ['Meta Ads', ['facebook ads', 'instagram ads']], ['Content Marketing'], ['Copywriting'],
  ['Email Marketing'], ['Marketing Automation'], ['HubSpot', ['hubspot crm']], ['Marketo'], ['Google Analytics', ['ga4']],
  ['Social Media Marketing', ['social media']], ['Brand Strategy'], ['Product Marketing'], ['Demand Generation', ['demand gen']],
  ['Performance Marketing'], ['Paid Acquisition', ['paid media', 'paid social', 'user acquisition']], ['Growth Marketing', ['growth hacking']],
  ['Lifecycle Marketing', ['retention marketing', 'crm marketing']], ['Public Relations', ['media relations']], ['Event Marketing', ['events*']],
  ['Influencer Marketing'], ['Conversion Rate Optimization', ['conversion rate optimisation', 'conversion optimization']],
  ['Market Research'], ['Positioning', ['messaging*'], 'ctx'], ['Account-Based Marketing', ['abm', 'account based marketing']],
  // Sales and customers
  ['Salesforce', ['sfdc', 'salesforce crm']], ['B2B Sales'], ['SaaS Sales'], ['Enterprise Sales', ['enterprise selling']], ['Cold Calling', ['cold outreach']],
  ['Lead Generation', ['lead gen']], ['Prospecting'], ['Negotiation', ['negotiations', 'negotiating'], 'ctx'], ['Account Management', [], 'ctx'],
  ['Pipeline Management'], ['MEDDIC', ['meddpicc']], ['Solution Selling', ['consultative selling']], ['Sales Forecasting'],
  ['Partnerships', ['partner management'], 'ctx'], ['Channel Sales'], ['LinkedIn Sales Navigator', ['sales navigator']], ['CRM', ['crm systems']],
  ['Customer Onboarding'], ['Customer Retention', ['churn reduction', 'retention*']], ['Zendesk'], ['Intercom'], ['Renewals', [], 'ctx'],
  ['Upselling', ['upsell', 'cross-selling', 'expansion revenue']], ['Customer Support', ['customer service'], 'ctx'], ['Technical Support'], ['Gainsight'],
  // Operations, strategy, consulting
  ['Project Management', [], 'ctx'], ['Program Management', [], 'ctx'], ['Process Improvement', ['process optimization', 'process optimisation']],
  ['Supply Chain Management', ['supply chain', 'scm']], ['Logistics', [], 'ctx'], ['Procurement', ['purchasing', 'sourcing strategy']],
  // The automotive and medical-device quality methods ("que dominen APQP y PPAP", "ISO 13485, CAPA").
  ['APQP'], ['PPAP'], ['FMEA', ['pfmea', 'dfmea']], ['CAPA', [], 'ctx'],
  ['Vendor Management'], ['Lean Six Sigma', ['six sigma']], ['Revenue Operations', ['revops', 'rev ops']], ['PMP', ['pmp certified']],
  ['Change Management'], ['Business Strategy', ['corporate strategy', 'strategy*']], ['Management Consulting'], ['Inventory Management'],
  ['PowerPoint', ['powerpoint', 'slide decks']], ['Business Analysis'], ['R&D', ['research and development', 'research & development']],
  // Finance
  ['Financial Modeling', ['financial modelling', 'financial models']], ['FP&A', ['fp a', 'financial planning and analysis', 'fpa']],
  // Credentials, met where the person's skills or title name them ("Senior Accountant, CPA").
  ['CPA'], ['CFA', ['cfa charterholder']], ['ACCA'], ['CIMA'],
  // The wine trade's qualification, by its level: a Level 2 holder has no Level 3. (No "diploma" level: the
  // word would become a spelling to correct to, and French "diplômés" is no typo of it.)
  ['WSET Level 2', ['wset 2', 'wset level ii']], ['WSET Level 3', ['wset 3', 'wset level iii']], ['WSET Level 4', ['wset 4', 'dipwset']],
  ['WSET', ['wine & spirit education trust', 'wine and spirit education trust']],
  // Licences of counsellors and inspectors that titles and profiles name by their letters ("LPC", "AWS CWI").
  ['LPC', ['licensed professional counselor', 'licensed professional counsellor']], ['CWI', ['certified welding inspector', 'aws cwi']],
  ['FSA', ['fellow of the society of actuaries']], ['FIA', ['fellow of the institute and faculty of actuaries', 'fia-qualified', 'fia qualified']],
  ['PE', ['pe license', 'pe licence', 'pe licensed', 'pe-licensed', 'professional engineer license', 'professional engineering license', 'licensed professional engineer'], 'ctx'],
  ['CDL', ["commercial driver's license", 'commercial driver license', 'commercial drivers license']],
  // A class of CDL is that class: a Class B holder is no Class A driver.
  ['CDL Class A', ['cdl-a', 'cdl a', 'class a cdl', 'cdl class a', 'class a commercial driver license']],
  ['CDL Class B', ['cdl-b', 'cdl b', 'class b cdl', 'cdl class b', 'class b commercial driver license']],
  // The CDL's endorsements: each is a test of its own ("hazmat" alone may be any hazardous-materials work).
  ['Hazmat Endorsement', ['hazmat endorsement', 'h endorsement', 'hazardous materials endorsement', 'hazmat endorsed']],
  ['Tanker Endorsement', ['tanker endorsement', 'n endorsement']],
  // Classes of driving licence for lorries and buses as the six languages write them ("carta CE", "CE-rijbewijs", "HGV Class 1").
  // Bare "CE" is an ordinary word too ("ce que"): read only beside a role ("chauffeur CE", "C+E drivers").
  ['Category CE driving licence', [
    'ce*', 'c+e*', 'ce licence', 'ce license', 'c+e licence', 'c+e license', 'category ce', 'category c+e', 'cat ce', 'cat c+e', 'class ce', 'hgv class 1', 'lgv class 1',
    'class 1 hgv', 'class 1 lgv', 'hgv1', 'carta ce', 'carta de condução ce', 'carnet c+e', 'carnet ce', 'permiso c+e', 'permis ce', 'permis c+e', 'permis ec',
    'führerschein ce', 'führerschein klasse ce', 'klasse ce', 'ce-führerschein', 'ce-schein', 'ce-rijbewijs', 'rijbewijs ce', 'rijbewijs c+e',
    // Brazil's class E is the articulated lorry's.
    'cnh e', 'cnh categoria e', 'cnh tipo e', 'carteira e',
  ]],
  ['Category C driving licence', [
    'category c licence', 'category c license', 'cat c licence', 'hgv class 2', 'lgv class 2', 'class 2 hgv', 'hgv2', 'carta c', 'carnet c', 'permis c',
    'führerschein klasse c', 'klasse c', 'c-führerschein', 'c-rijbewijs', 'rijbewijs c', 'cnh c', 'cnh categoria c',
  ]],
  ['Category D driving licence', ['category d licence', 'category d license', 'pcv licence', 'pcv license', 'carta d', 'carnet d', 'führerschein klasse d', 'klasse d', 'd-rijbewijs', 'rijbewijs d', 'cnh d', 'cnh categoria d']],
  // Site safety certificates that trades list on their profiles ("VCA-certificaat", "com NR-10", "CSCS card").
  // The driver's certificate of professional competence, as each country names it ("carnet C+E y CAP", "Code 95", "FIMO").
  ['Driver CPC', ['driver cpc', 'cpc card', 'cap*', 'cap de conductor', 'cap de mercancías', 'cpc', 'code 95', 'code95', 'fimo', 'fahrerqualifizierung', 'bkrfqg', 'carta de qualificação de motorista']],
  // Teaching English: Cambridge's teaching certificate and its proficiency exam.
  ['CELTA', ['cambridge celta']], ['CPE', ['cambridge proficiency', 'cambridge c2 proficiency', 'c2 proficiency']],
  ['VCA', ['vca-certificaat', 'vca certificaat', 'vca basis', 'vca-basis', 'vca vol', 'vca-vol', 'vca certificate']],
  ['SCC', ['scc-zertifikat', 'scc zertifikat', 'scc-schein', 'scc certificate']], ['NR-10', ['nr10']], ['NR-35', ['nr35']],
  ['CSCS card', ['cscs', 'cscs-card', 'cscs certified']], ['OSHA 30', ['osha-30', 'osha 30 hour', 'osha 30-hour']], ['OSHA 10', ['osha-10', 'osha 10 hour', 'osha 10-hour']],
  // Welding processes, by the names welders and their ads give them (German "WIG" is TIG).
  ['TIG welding', ['tig', 'gtaw', 'wig*', 'wig-schweißen', 'soudure tig', 'soldadura tig', 'solda tig', 'tig-lassen']],
  ['MIG/MAG welding', ['mig', 'mig welding', 'mag welding', 'gmaw', 'mag*', 'mig-mag', 'soudure mig', 'soldadura mig', 'solda mig', 'mig-lassen']],
  ['Stick welding', ['smaw', 'mma welding', 'arc welding']], ['Flux-cored welding', ['fcaw', 'flux core welding', 'flux-cored arc welding']],
  ['EPA 608', ['epa 608 certification', 'epa section 608', 'section 608', 'epa certification', 'epa certified', 'epa universal']],
  // Warehouse management systems, by their vendors' names.
  // The EU's rules for medical devices, which regulatory affairs people name by their letters.
  ['EU MDR', ['mdr', 'medical device regulation', 'eu medical device regulation']], ['IVDR', ['eu ivdr', 'in vitro diagnostic regulation']],
  ['WMS', ['warehouse management system', 'warehouse management systems']], ['Manhattan WMS', ['manhattan associates', 'manhattan scale', 'manhattan active']],
  ['Blue Yonder', ['blue yonder wms', 'jda wms']],
  ['Forklift licence', ['forklift license', 'forklift certification', 'forklift certified', 'forklift certificate']],
  ['IPAF', ['ipaf licence', 'ipaf license', 'ipaf card']], ['PASMA', ['pasma card']],
  ['ADR certificate', ['adr certificate', 'adr certification', 'adr licence', 'adr-schein', 'adr-bescheinigung', 'certificado adr', 'carnet adr', 'certificat adr', 'adr-certificaat', 'adr certificaat']],
  // Aircraft type ratings, by the names pilots' profiles and ads give the types ("A320 captains", "type rating B737").
  ...([['A320', 'a320 family', 'a320neo', 'a319', 'a321', 'a321neo'], ['A330', 'a330neo'], ['A350'], ['A380']] as Array<[string, ...string[]]>).map(([type, ...aliases]) =>
    [`Airbus ${type}`, [type.toLowerCase(), `airbus ${type.toLowerCase()}`, `${type.toLowerCase()} type rating`, ...aliases]] as Row),
  ...['737', '747', '757', '767', '777', '787'].map((type) =>
    [`Boeing ${type}`, [`b${type}`, `boeing ${type}`, `${type} type rating`, `b${type} type rating`, `type rating ${type}`, `type rating boeing ${type}`]] as Row),
  ['ATR 72', ['atr 72', 'atr72', 'atr 72 type rating']], ['Embraer E-Jet', ['e190', 'e195', 'e175', 'embraer e190', 'embraer e-jet']],
  // Security clearances by level, as holders state them in titles and skills ("Security Engineer (TS/SCI)"):
  // each level by its own name, so a TS/SCI brief is not met by any clearance.
  ['TS/SCI clearance', ['ts/sci', 'ts-sci', 'ts sci', 'ts/sci clearance', 'ts/sci cleared', 'ts/sci with poly', 'ts/sci with polygraph']],
  ['Top Secret clearance', ['top secret clearance', 'top secret cleared', 'ts clearance', 'ts cleared']],
  ['Secret clearance', ['secret clearance', 'secret cleared']],
  ['SC clearance', ['sc cleared', 'sc clearance']], ['DV clearance', ['dv cleared', 'dv clearance']],
  ['Accounting', [], 'ctx'], ['Bookkeeping'], ['IFRS'], ['US GAAP', ['gaap']], ['Auditing', ['audit*', 'external audit', 'internal audit'], 'ctx'],
  ['Tax', ['taxation', 'tax compliance'], 'ctx'], ['Corporate Finance'], ['M&A', ['mergers and acquisitions', 'm a', 'mergers & acquisitions']],
  ['Valuation', ['valuations']], ['Budgeting', [], 'ctx'], ['Treasury'], ['Financial Reporting'], ['SAP', ['sap erp', 's/4hana']], ['SAP FICO', ['sap fi co', 'sap fi/co', 'sap fi-co']], ['SAP FI', ['sap financial accounting']], ['SAP CO', ['sap controlling']], ['SAP MM'], ['SAP SD'], ['NetSuite'],
  ['Xero'], ['QuickBooks'], ['Exact Online'], ['DATEV'], ['AFAS'], ['Twinfield'], ['Sage', ['sage 50', 'sage 100', 'sage x3'], 'ctx'], ['Risk Management', ['risk*']], ['Fundraising', ['capital raising']], ['Fraud Detection', ['fraud prevention', 'anti-fraud']],
  ['Credit Risk'], ['Trading Systems', ['algorithmic trading', 'trading*']],
  // People
  ['Recruiting', ['recruitment'], 'ctx'], ['Technical Recruiting', ['tech recruiting', 'technical recruitment']], ['Talent Acquisition'],
  ['Sourcing', ['talent sourcing', 'candidate sourcing'], 'ctx'], ['Employer Branding'], ['Employee Relations'], ['Compensation & Benefits', ['comp and ben', 'c&b', 'total rewards', 'compensation']],
  ['Performance Management'], ['HRIS'], ['Workday'], ['ADP', ['adp workforce now', 'adp payroll'], 'ctx'], ['Greenhouse'], ['Learning & Development', ['l&d', 'learning and development']],
  ['DEI', ['diversity and inclusion', 'diversity equity and inclusion', 'd&i']], ['Employment Law', ['labor law', 'labour law', 'direito do trabalho', 'direito trabalhista', 'derecho laboral', 'derecho del trabajo', 'droit du travail', 'droit social', 'arbeitsrecht', 'arbeidsrecht']],
  // Legal
  ['Contract Law', ['contract drafting']], ['Contract Negotiation'], ['Corporate Law'], ['GDPR'], ['Data Privacy', ['privacy law', 'privacy*']],
  ['Compliance', ['regulatory compliance'], 'ctx'], ['Regulatory Affairs'], ['Intellectual Property', ['ip law', 'patents*']], ['Litigation'],
  ['Commercial Law'], ['AML', ['anti-money laundering', 'anti money laundering']], ['KYC', ['know your customer']],
  // Healthcare and life sciences
  ['Patient Care'], ['Clinical Research'], ['Electronic Health Records', ['ehr', 'emr', 'epic ehr']], ['Clinical Trials'],
  ['Good Clinical Practice'], ['HIPAA'], ['Pharmacology'], ['Pharmacovigilance', ['drug safety']], ['Intensive Care', ['icu', 'critical care', 'uti', 'uci', 'cuidados intensivos', 'terapia intensiva', 'soins intensifs', 'réanimation', 'intensivstation', 'intensivpflege', 'intensivmedizin', 'intensive zorg', 'intensieve zorg']],
  ['Operating Room', [
    'operating room', 'operating theatre', 'perioperative', 'perioperative nursing', 'theatre nursing', 'quirófano', 'bloco operatório', 'bloco cirúrgico',
    'centro cirúrgico', 'bloc opératoire', 'bloc', 'ibode', 'op-pflege', 'operationsdienst', 'operatiekamer',
  ]],
  ['Labor & Delivery', ['labor and delivery', 'labour and delivery', 'labour & delivery']], ['Neonatal Intensive Care', ['nicu', 'neonatal icu', 'neonatal intensive care unit']],
  ['Pediatric Intensive Care', ['picu', 'paediatric intensive care']], ['Medical-Surgical', ['med-surg', 'med surg', 'medical surgical', 'medsurg']],
  ['Emergency Medicine', ['emergency care', 'emergency department', 'emergency room', 'urgencias', 'urgências', 'urgences', 'notaufnahme', 'notfallmedizin', 'spoedeisende hulp']],
  ['Pediatrics', ['paediatrics', 'pediatría', 'pediatria', 'pédiatrie', 'pädiatrie', 'kinderheilkunde', 'kindergeneeskunde']],
  ['Oncology', ['oncología', 'oncologia', 'oncologie', 'onkologie']], ['Cardiology'], ['Telemedicine', ['telehealth']],
  // Physiotherapy's further qualifications, as therapists list them in the six languages ("Zusatzqualifikation Manuelle Therapie").
  ['Manual Therapy', ['manual physical therapy', 'terapia manual', 'thérapie manuelle', 'manuelle therapie', 'manuele therapie']],
  ['Manual Lymphatic Drainage', ['lymphatic drainage', 'drenagem linfática', 'drenaje linfático', 'drainage lymphatique', 'manuelle lymphdrainage', 'lymphdrainage', 'lymfedrainage']],
  ['Dry Needling'],
  // Certifications clinical and pharmacy staff list ("BLS and ACLS certified", "PTCB certified").
  ['BLS', ['basic life support']], ['ACLS', ['advanced cardiovascular life support', 'advanced cardiac life support']],
  ['PALS', ['pediatric advanced life support', 'paediatric advanced life support'], 'ctx'], ['CPR', ['cpr certification']], ['NRP', ['neonatal resuscitation program']],
  ['TNCC', ['trauma nursing core course']], ['CCRN'], ['PTCB', ['cpht', 'ptcb certification']],
  ['Medication Management'], ['CRISPR'], ['Cell Culture'], ['PCR', ['qpcr']], ['Assay Development'], ['Bioinformatics'], ['Genomics'],
  ['Molecular Biology'], ['Immunology'], ['Medical Devices', ['medtech regulation', 'iso 13485']],
  // Leadership and general
  ['People Management', ['team management', 'managing teams', 'line management']], ['Hiring', ['team building'], 'ctx'],
  ['Engineering Strategy'], ['Data Strategy'], ['Data Governance'], ['Design Strategy'], ['Marketing Strategy'], ['Sales Strategy'],
  ['People Strategy'], ['Operations Management'], ['Forecasting', [], 'ctx'], ['Investor Relations'], ['Competitive Analysis'],
  ['User Stories'], ['Legal Research'],
  // Tools
  ['Git', ['github', 'gitlab']], ['Xcode'], ['Core Data'], ['Combine', [], 'ctx'], ['Coroutines', ['kotlin coroutines']], ['Gradle'],
  ['Firebase'], ['InDesign', ['adobe indesign']], ['Braze'], ['Outreach', ['outreach.io'], 'ctx'], ['Gong', ['gong.io'], 'ctx'],
  ['LinkedIn Recruiter'],
  // Domain
  ['Blockchain'], ['Smart Contracts'], ['Ethereum'], ['Web3'], ['Unity', ['unity3d'], 'ctx'], ['Unreal Engine', ['unreal', 'ue5']], ['Game Design'],
  ['OpenGL', ['vulkan']], ['Computer Graphics', ['3d graphics', 'rendering*']], ['Shopify'], ['E-commerce', ['ecommerce'], 'ctx'],
];

const ROWS: Row[] = [...CODE_ROWS, ...OTHER_ROWS];

export const SKILLS: readonly SkillDef[] = ROWS.map(([name, aliases = [], ctx]) => ({
  name,
  aliases: aliases.map((alias) => ({ phrase: alias.replace(/\*$/, ''), ctx: alias.endsWith('*') })),
  ctx: ctx === 'ctx',
}));

export const SKILL_BY_NAME: ReadonlyMap<string, SkillDef> = new Map(SKILLS.map((s) => [s.name, s]));

/** The names and aliases of the languages, frameworks and data stores people write code in. */
export const CODE_SKILL_PHRASES: readonly string[] = CODE_ROWS.flatMap(([name, aliases = []]) => [name, ...aliases.map((alias) => alias.replace(/\*$/, ''))]);

/**
 * Licences and clearances the person holds, never a word of the title they stand before ("HGV
 * Class 1 drivers", "SC cleared DevOps engineers").
 */
export const HELD_PAPERS: ReadonlySet<string> = new Set([
  'CDL', 'CDL Class A', 'CDL Class B', 'Category CE driving licence', 'Category C driving licence', 'Category D driving licence', 'ADR certificate', 'Forklift licence',
  'TS/SCI clearance', 'Top Secret clearance', 'Secret clearance', 'SC clearance', 'DV clearance',
]);

/** Wards by the short forms nurses write in capitals in and before their titles ("ER Nurse", "RN - OR", "L&D nurses"). */
export const WARD_CODES: ReadonlyMap<string, string> = new Map([
  ['ER', 'Emergency Medicine'], ['ED', 'Emergency Medicine'], ['OR', 'Operating Room'], ['L&D', 'Labor & Delivery'],
  // German "OP-Pflegekräfte", Dutch "OK-verpleegkundigen" and "IC-verpleegkundigen".
  ['OP', 'Operating Room'], ['OK', 'Operating Room'], ['IC', 'Intensive Care'], ['ICU', 'Intensive Care'],
]);
/** Short forms that are also words of a brief's languages ("or", "ok", "ed"): read only in capitals. */
const CODES_THAT_ARE_WORDS: ReadonlySet<string> = new Set(['ER', 'ED', 'OR', 'OP', 'OK']);
/** Ward codes that are no word of any brief's languages, read in lower case too ("ic verpleegkundige", "l&d nurse"). */
export const WARD_CODES_ANY_CASE: ReadonlySet<string> = new Set([...WARD_CODES.keys()].filter((code) => !CODES_THAT_ARE_WORDS.has(code)));

/**
 * Short forms of skills that titles write in capitals as whole words ("ER Nurse", "RN - OR", "TIG
 * Welder"): too short to be looked for in any case or inside words, as the other aliases are.
 */
export const TITLE_CODES: ReadonlyMap<string, string> = new Map([
  ...WARD_CODES, ['TIG', 'TIG welding'], ['GTAW', 'TIG welding'], ['MIG', 'MIG/MAG welding'], ['MAG', 'MIG/MAG welding'], ['GMAW', 'MIG/MAG welding'],
  ['SMAW', 'Stick welding'], ['FCAW', 'Flux-cored welding'],
]);

/** The short forms of a skill that titles write ("Emergency Medicine": ER, ED); none for most skills. */
export const titleCodesOf = (skill: string): string[] => [...TITLE_CODES].filter(([, named]) => named === skill).map(([code]) => code);

/** A code as a pattern: in capitals when it is also a word, else in any case ("icu nurse", "tig welder", as files write them). */
const codePattern = (code: string) => (CODES_THAT_ARE_WORDS.has(code) ? code : code.replace(/[A-Z]/g, (letter) => `[${letter}${letter.toLowerCase()}]`));

/** A pattern for the short forms as whole words that a regex engine of JS or PostgreSQL reads alike, or null. */
export function titleCodePattern(skill: string): string | null {
  const codes = titleCodesOf(skill);
  return codes.length > 0 ? `(^|[^A-Za-z&])(${codes.map(codePattern).join('|')})($|[^A-Za-z&])` : null;
}

/** Credentials a title may end with ("Structural Engineer, PE", "Senior Accountant CPA"): right after a role they are the credential, whatever the case. */
export const CREDENTIALS: ReadonlySet<string> = new Set(['CPA', 'CFA', 'ACCA', 'CIMA', 'FSA', 'FIA', 'CDL', 'PE', 'PMP', 'LPC', 'CWI']);
/** Credentials whose bare name is also another word ("in PE" is private equity): the name alone counts only right after a role. */
export const CREDENTIALS_AFTER_ROLE_ONLY: ReadonlySet<string> = new Set(['PE']);
