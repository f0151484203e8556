// Held-out quality set for searching a workspace's OWN imported people (issue 25, "Quality,
// measured on data the engine was not tuned on"). The people are in the five exports beside this
// file, shaped as LinkedIn, HubSpot, Salesforce, Greenhouse and Lever write them. Each brief is
// labelled by what it means to a person who types it, never by what the engine returns:
//   mustVerify  every person the files show meets the brief as written (by e-mail, the label key);
//   lookAlikes  people who resemble a match but do not meet the brief (wrong namesake town, a
//               neighbouring title, a missing modifier, a place the file does not show) and must
//               never be verified.
// A person in neither list is not a match either: a verified one counts against precision.
// Conventions: an unqualified "London", "Dublin", "Paris" or "Manchester" means the big European
// city; a place or skill the file does not show is not known, so that person is not a must.
// Briefs with an empty mustVerify ask for something no file holds: the right outcome is a
// clarification (awaiting_input) or `unknown` verdicts, never a `yes`.

export interface OwnPeopleBrief {
  brief: string;
  mustVerify: string[];
  lookAlikes: string[];
  note?: string;
}

export const FILES = [
  'linkedin-Connections.csv',
  'hubspot-contacts-export.csv',
  'salesforce-contacts-report.csv',
  'greenhouse-candidates.csv',
  'lever-candidates-export.csv',
] as const;

export const BRIEFS: OwnPeopleBrief[] = [
  {
    brief: "RNs in London",
    mustVerify: ["grace.okafor@gstt.nhs.uk", "tom.whitaker@nhs.net", "priya.raman@nhs.net", "aoife.brennan@nhs.net", "maria.santos@bupa.com"],
    lookAlikes: ["emily.tremblay@lhsc.on.ca", "jason.wu@sjhc.london.on.ca", "brenda.collins@chisaintjosephhealth.org", "daniel.osei@nhs.net", "hannah.price@medacs.com"],
  },
  {
    brief: "nurses in Ontario",
    mustVerify: ["emily.tremblay@lhsc.on.ca", "jason.wu@sjhc.london.on.ca", "sophie.gagnon@sunnybrook.ca", "ravi.chandra@uwo.ca", "chloe.martin@lihc.on.ca"],
    lookAlikes: ["linda.nguyen@extendicare.com", "craig.dunn@kaiserpermanente.com"],
  },
  {
    brief: "nurse practitioners in London, Ontario",
    mustVerify: ["ravi.chandra@uwo.ca", "chloe.martin@lihc.on.ca"],
    lookAlikes: ["emily.tremblay@lhsc.on.ca", "jason.wu@sjhc.london.on.ca", "brenda.collins@chisaintjosephhealth.org"],
  },
  {
    brief: "verpleegkundigen in Amsterdam",
    mustVerify: ["fenna.devries@amsterdamumc.nl", "joost.bakker@olvg.nl", "sanne.visser@boven-ij.nl"],
    lookAlikes: ["lotte.jansen@erasmusmc.nl", "noor.elamrani@hapdepijp.nl"],
  },
  {
    brief: "enfermeiras em São Paulo",
    mustVerify: ["juliana.ferreira@einstein.br", "rafael.almeida@hsl.org.br", "camila.rocha@hc.fm.usp.br"],
    lookAlikes: ["patricia.souza@rededor.com.br", "beatriz.lima@rededor.com.br"],
  },
  {
    brief: "need a couple of senior paralegals in Chicago who do litigation",
    mustVerify: ["megan.obrien@kirkland.com", "denise.washington@sidley.com", "carlos.mendoza@jenner.com"],
    lookAlikes: ["ashley.kowalski@mayerbrown.com", "kevin.murphy@winston.com", "jonathan.feld@kirkland.com", "rachel.stein@skadden.com"],
    note: "\"a couple\" may cap the target at 2; every senior litigation paralegal in Chicago is still a true match",
  },
  {
    brief: "paralegals in Illinois",
    mustVerify: ["megan.obrien@kirkland.com", "denise.washington@sidley.com", "carlos.mendoza@jenner.com", "ashley.kowalski@mayerbrown.com", "kevin.murphy@winston.com", "nicole.adams@bakermckenzie.com"],
    lookAlikes: ["jonathan.feld@kirkland.com", "tanya.brooks@sidley.com"],
  },
  {
    brief: "accountants in Boston",
    mustVerify: ["michael.sullivan@fmr.com", "laura.chen@wayfair.com", "patrick.doyle@doylecpas.com", "samantha.reyes@statestreet.com"],
    lookAlikes: ["brian.kelly@hubspot.com", "olivia.grant@beaconhillbakery.com", "tyler.morgan@toasttab.com", "jennifer.liu@deloitte.com"],
  },
  {
    brief: "Steuerberater in München",
    mustVerify: ["lukas.huber@huber-stb.de", "katharina.maier@etl.de", "stefan.wagner@kpmg.de"],
    lookAlikes: ["julia.schmid@huber-stb.de", "thomas.becker@becker-stb.de", "andreas.fischer@pwc.com"],
  },
  {
    brief: "tax advisors in London",
    mustVerify: ["oliver.bennett@blickrothenberg.com", "aisha.rahman@uk.ey.com", "charlotte.hughes@saffery.com"],
    lookAlikes: ["matthew.roy@mnp.ca", "james.carter@sjp.co.uk"],
  },
  {
    brief: "profesores de inglés en Madrid",
    mustVerify: ["lucia.fernandez@educa.madrid.org", "daniel.ruiz@britishcouncil.es", "marta.gomez@colegioestudiantes.es"],
    lookAlikes: ["javier.moreno@iessanisidro.es", "nuria.puig@escolapia.cat", "pablo.navarro@garrigues.com"],
  },
  {
    brief: "primary school teachers in Manchester",
    mustVerify: ["sarah.thompson@mca.manchester.sch.uk", "ben.walsh@stmarys.manchester.sch.uk", "amira.hussain@crablane.manchester.sch.uk"],
    lookAlikes: ["gemma.clarke@trinity.manchester.sch.uk", "jade.robinson@crablane.manchester.sch.uk", "karen.doucette@mansd.org"],
  },
  {
    brief: "electricians in Dublin",
    mustVerify: ["ciaran.byrne@byrneelectrical.ie", "sean.murphy@kirbygroup.com", "declan.oneill@hotmail.com"],
    lookAlikes: ["mike.alvarez@alvarezelectric.com", "niamh.kelly@esb.ie", "roberto.garcia@rosendin.com"],
  },
  {
    brief: "journeyman electricians in the Bay Area",
    mustVerify: ["roberto.garcia@rosendin.com", "tyrone.jackson@cei.com", "eddie.tran@bergelectric.com"],
    lookAlikes: ["kyle.peterson@rosendin.com", "hector.ramos@ramoselectric.com"],
  },
  {
    brief: "pharmacists in Toronto",
    mustVerify: ["amanda.li@shoppersdrugmart.ca", "farid.haddad@uhn.ca", "jessica.park@rexall.ca"],
    lookAlikes: ["mohammed.siddiqui@shoppersdrugmart.ca", "ryan.fitzgerald@pfizer.com"],
  },
  {
    brief: "Apotheker Berlin",
    mustVerify: ["miriam.vogel@linden-apotheke.de", "jan.hoffmann@apotheke-alex.de", "sabine.kruger@medios.ag"],
    lookAlikes: ["leonie.schulz@linden-apotheke.de", "felix.neumann@elbe-apotheke.de"],
  },
  {
    brief: "architectes à Paris",
    mustVerify: ["camille.dubois@atelierdubois.fr", "hugo.lefevre@rpbw.com", "ines.moreau@jeannouvel.fr"],
    lookAlikes: ["antoine.girard@datadoghq.com", "elodie.bernard@bernard-archi.fr", "dale.whitfield@whitfieldarch.com", "nicolas.faure@capstan.fr"],
  },
  {
    brief: "architects in Texas",
    mustVerify: ["dale.whitfield@whitfieldarch.com", "monica.herrera@pagethink.com", "gregory.hale@hksinc.com"],
    lookAlikes: ["derek.simmons@oracle.com", "priyanka.iyer@att.com", "marcus.bell@chevron.com", "ngozi.adeyemi@studiomcgee.com"],
  },
  {
    brief: "chefs in Lisbon",
    mustVerify: ["joao.pereira@belcanto.pt", "ines.carvalho@timeoutmarket.com", "tiago.martins@fourseasons.com", "ricardo.sousa@seame.pt"],
    lookAlikes: ["marta.oliveira@farfetch.com", "luc.fontaine@capgemini.com", "nuno.ribeiro@delta-cafes.pt"],
  },
  {
    brief: "sous chefs NYC",
    mustVerify: ["marco.rossi@elevenmadisonpark.com", "keisha.williams@olmstednyc.com", "ethan.cohen@themarkhotel.com"],
    lookAlikes: ["paolo.conti@carbonenewyork.com", "julien.petit@dorchestercollection.com", "anna.kowalczyk@carbonenewyork.com"],
  },
  {
    brief: "HRBPs in London",
    mustVerify: ["rebecca.lawson@monzo.com", "kwame.mensah@deliveroo.co.uk", "zara.ahmed@wise.com", "ian.fletcher@barclays.com"],
    lookAlikes: ["lily.evans@monzo.com", "nathalie.bouchard@canadalife.com", "george.patel@wise.com"],
  },
  {
    brief: "heads of people in Berlin",
    mustVerify: ["svenja.richter@n26.com", "marcus.lindqvist@personio.de", "anja.wolff@zalando.de", "paul.zimmermann@vattenfall.de"],
    lookAlikes: ["clara.schafer@n26.com", "tobias.lang@celonis.com", "ida.berg@zalando.de"],
  },
  {
    brief: "developer advocates in Berlin",
    mustVerify: ["lena.fischer@vercel.com", "mateo.silva@supabase.io", "yuki.tanaka@contentful.com", "jonas.weber@neon.tech"],
    lookAlikes: ["max.braun@sap.com", "greta.hahn@charite.de", "simon.krause@jetbrains.com", "iris.jacobs@vercel.com"],
  },
  {
    brief: "founding engineers SF",
    mustVerify: ["arjun.mehta@stealth.dev", "chloe.kim@quill.ai", "diego.torres@hearthlabs.com"],
    lookAlikes: ["nate.goldberg@airbnb.com", "sasha.ivanova@hearthlabs.com", "owen.hughes@ramp.com", "brianna.scott@quill.ai"],
  },
  {
    brief: "revops leaders NYC",
    mustVerify: ["jessica.romano@datadoghq.com", "david.friedman@squarespace.com", "alicia.gomez@ramp.com", "marcus.reed@attentivemobile.com"],
    lookAlikes: ["kevin.zhang@datadoghq.com", "sean.gallagher@squarespace.com", "melissa.ward@klaviyo.com"],
  },
  {
    brief: "Portuguese-speaking customer success managers in São Paulo",
    mustVerify: ["larissa.costa@nubank.com.br", "gustavo.ribeiro@vtex.com", "fernanda.dias@rdstation.com"],
    lookAlikes: ["valentina.cruz@mercadolibre.com", "bruno.azevedo@nubank.com.br", "catarina.lopes@unbabel.com"],
  },
  {
    brief: "data protection officers in Germany",
    mustVerify: ["markus.klein@deutsche-boerse.com", "birgit.schroder@ottogroup.com", "florian.roth@allianz.com", "heike.braun@dsb-rheinland.de"],
    lookAlikes: ["philipp.keller@commerzbank.com", "claire.rousseau@bnpparibas.com", "moritz.lehmann@deliveryhero.com"],
  },
  {
    brief: "chiefs of staff at Stripe",
    mustVerify: ["hannah.levy@stripe.com", "victor.nakamura@stripe.com", "elena.petrova@stripe.com"],
    lookAlikes: ["aaron.blake@plaid.com", "nina.kowalski@stripe.com", "courtney.hill@stripe.com", "eleni.georgiou@notion.com"],
  },
  {
    brief: "product managers at Booking.com",
    mustVerify: ["pieter.vandijk@booking.com", "sofia.marino@booking.com", "rohan.kapoor@booking.com", "eva.horvath@booking.com"],
    lookAlikes: ["willem.degroot@booking.com", "isabel.navarro@booking.com", "tom.lindgren@expedia.com", "dmitri.volkov@bookingcom.com"],
  },
  {
    brief: "UX researchers at Google",
    mustVerify: ["meera.nair@google.com", "jordan.ellis@google.com", "kenji.sato@google.com", "fatima.zahra@google.com"],
    lookAlikes: ["liam.foster@google.com", "ana.beltran@meta.com", "wei.zhang@deepmind.com", "ewa.sobczak@google.com"],
  },
  {
    brief: "SWEs at Shopify",
    mustVerify: ["ethan.clarke@shopify.com", "maya.goldstein@shopify.com", "omar.farouk@shopify.com", "claire.dupont@shopify.com"],
    lookAlikes: ["benjamin.ross@shopify.com", "hailey.turner@shopify.com", "lucas.moreau@wix.com", "kofi.asante@shopify.com"],
  },
  {
    brief: "recruiters at Amazon",
    mustVerify: ["jasmine.carter@amazon.com", "diego.alvarado@amazon.com", "rebecca.nolan@amazon.com"],
    lookAlikes: ["tyler.grant@amazon.com", "monique.laurent@microsoft.com", "zainab.bello@amazon.com", "mehmet.ozturk@stripe.com"],
  },
  {
    brief: "product marketing managers Austin",
    mustVerify: ["rachel.kim@indeed.com", "jacob.miller@atlassian.com", "alexis.turner@bumble.com"],
    lookAlikes: ["noah.brooks@indeed.com", "hailey.moore@wholefoods.com", "kristin.olson@hormel.com", "minjun.lee@sprinklr.com"],
  },
  {
    brief: "SDRs in Dublin",
    mustVerify: ["conor.walsh@intercom.io", "aoife.ryan@salesforce.com", "eoin.doherty@hubspot.com"],
    lookAlikes: ["shane.mccarthy@intercom.io", "jake.hernandez@workday.com", "orla.quinn@salesforce.com"],
  },
  {
    brief: "enterprise AEs in Chicago",
    mustVerify: ["matthew.novak@salesforce.com", "danielle.price@sproutsocial.com", "robert.kaminski@braze.com"],
    lookAlikes: ["jennifer.liu@deloitte.com", "chris.donovan@sproutsocial.com", "steven.park@united.com", "lauren.fox@gong.io", "kai.albrecht@salesforce.com"],
  },
  {
    brief: "Rust developers in Amsterdam",
    mustVerify: ["bram.hendriks@tweedegolf.nl", "elif.ylmaz@adyen.com", "daan.mulder@mollie.com"],
    lookAlikes: ["ruben.smit@adyen.com", "thijs.meijer@mollie.com", "lars.deboer@tweedegolf.nl"],
  },
  {
    brief: "senior python devs in Warsaw",
    mustVerify: ["krzysztof.nowak@stxnext.com", "agnieszka.wisniewska@allegro.pl", "piotr.zielinski@revolut.com"],
    lookAlikes: ["micha.lewandowski@stxnext.com", "tomasz.wojcik@allegro.pl", "katarzyna.kaminska@comarch.com"],
  },
  {
    brief: "data engineers who know Spark, Berlin",
    mustVerify: ["niklas.bauer@zalando.de", "aylin.demir@deliveryhero.com", "felix.hartmann@soundcloud.com"],
    lookAlikes: ["johanna.koch@n26.com", "emre.kaya@zalando.de", "hannes.vogt@ottogroup.com", "vitoria.campos@deliveryhero.com"],
  },
  {
    brief: "SREs in Lisbon",
    mustVerify: ["rui.fernandes@outsystems.com", "sofia.goncalves@talkdesk.com", "andre.teixeira@feedzai.com"],
    lookAlikes: ["miguel.santos@outsystems.com", "carla.moreira@farfetch.com"],
  },
  {
    brief: "physiotherapists in Sydney",
    mustVerify: ["olivia.harris@sydneysportsphysio.com.au", "jack.nguyen@svha.org.au", "chloe.anderson@backinmotion.com.au"],
    lookAlikes: ["heather.macneil@nshealth.ca", "mia.thompson@bondiwellness.com.au", "liam.wilson@f45training.com", "ibrahim.sow@nswhealth.com"],
  },
  {
    brief: "social workers in Glasgow",
    mustVerify: ["fiona.macleod@glasgow.gov.uk", "ross.campbell@glasgow.gov.uk", "ailsa.stewart@ggc.scot.nhs.uk"],
    lookAlikes: ["kirsty.murray@tennents.com", "callum.reid@quarriers.org.uk", "tammy.hensley@barren.kyschools.us"],
  },
  {
    brief: "avocats en droit du travail à Lyon",
    mustVerify: ["mathilde.roux@fromont-briens.com", "sebastien.morel@delsolavocats.com", "claire.vasseur@ratheaux.fr"],
    lookAlikes: ["pierre.lambert@cms-fl.com", "aurelie.garnier@groupeseb.com", "nicolas.faure@capstan.fr", "delphine.marchand@etudemartin.com"],
  },
  {
    brief: "abogados en Ciudad de México",
    mustVerify: ["alejandro.vargas@creel.mx", "daniela.ortiz@galicia.com.mx", "santiago.herrera@vwys.com.mx"],
    lookAlikes: ["pablo.navarro@garrigues.com", "gabriela.flores@galicia.com.mx"],
  },
  {
    brief: "dentists in Houston",
    mustVerify: ["ahmed.karimi@karimidental.com", "stephanie.lopez@aspendental.com", "brian.tran@smilebrands.com"],
    lookAlikes: ["vanessa.reed@aspendental.com", "carla.jimenez@karimidental.com", "nolan.price@heightsdental.com"],
  },
  {
    brief: "civil engineers in Rotterdam",
    mustVerify: ["sander.kuipers@witteveenbos.com", "eline.dewit@arcadis.com", "bas.vandenberg@rhdhv.com"],
    lookAlikes: ["maarten.vos@coolblue.nl", "femke.peters@arcadis.com", "wouter.dekker@rotterdam.nl"],
  },
  {
    brief: "construction project managers in Denver",
    mustVerify: ["kyle.anderson@mortenson.com", "megan.sanders@ghphipps.com", "luis.ortega@saundersinc.com"],
    lookAlikes: ["trevor.hayes@westernunion.com", "dustin.cole@mortenson.com", "amber.lewis@ibotta.com", "xavier.dumont@jll.com"],
  },
  {
    brief: "directores de marketing en Barcelona",
    mustVerify: ["carmen.serrano@desigual.com", "jordi.vidal@glovoapp.com", "marc.soler@seat.es"],
    lookAlikes: ["laia.ferrer@desigual.com", "oriol.marti@glovoapp.com", "elena.castillo@mahou-sanmiguel.com"],
  },
  {
    brief: "Spanish-speaking sales reps in Miami",
    mustVerify: ["jose.delgado@goya.com", "andrea.morales@ryder.com", "luis.cabrera@stryker.com"],
    lookAlikes: ["bradley.owens@ryder.com", "isabella.romero@goya.com", "cristina.vega@lennar.com"],
  },
  {
    brief: "technical recruiters in Toronto",
    mustVerify: ["priya.desai@shopify.com", "adam.cohen@wealthsimple.com", "nicole.wong@rbc.com"],
    lookAlikes: ["jenna.murray@wealthsimple.com", "paul.bergeron@rbc.com", "emma.roberts@uber.com"],
  },
  {
    brief: "RNs in London willing to relocate to Dubai",
    mustVerify: [],
    lookAlikes: ["grace.okafor@gstt.nhs.uk", "tom.whitaker@nhs.net", "priya.raman@nhs.net", "aoife.brennan@nhs.net", "maria.santos@bupa.com", "emily.tremblay@lhsc.on.ca", "brenda.collins@chisaintjosephhealth.org"],
    note: "no file says who would relocate: the right outcome is a clarification or `unknown`, never a `yes`",
  },
  {
    brief: "accountants in Boston who used to work at a Big Four firm",
    mustVerify: [],
    lookAlikes: ["michael.sullivan@fmr.com", "laura.chen@wayfair.com", "patrick.doyle@doylecpas.com", "samantha.reyes@statestreet.com"],
    note: "the files hold only the current company, not past employers: a clarification or `unknown`, never a `yes`",
  },
  {
    brief: "teachers in Manchester with an enhanced DBS check",
    mustVerify: [],
    lookAlikes: ["sarah.thompson@mca.manchester.sch.uk", "ben.walsh@stmarys.manchester.sch.uk", "amira.hussain@crablane.manchester.sch.uk", "gemma.clarke@trinity.manchester.sch.uk", "karen.doucette@mansd.org"],
    note: "no file holds background checks: a clarification or `unknown`, never a `yes`",
  },
];
