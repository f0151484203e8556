// First and last names by culture. Latin-script cultures use @faker-js/faker's locale data;
// cultures whose faker data is in another script get romanised lists written here, so names,
// profile URLs and e-mail addresses stay readable.
import { allLocales, type LocaleDefinition } from '@faker-js/faker';
import type { NameCulture } from '../vocab/countries';

export interface NamePool {
  male: readonly string[];
  female: readonly string[];
  last: readonly string[];
  /** Family name first when written in full (none of ours: profiles use given-name order). */
}

const ROMANISED: Partial<Record<NameCulture, NamePool>> = {
  zh: {
    male: ['Wei', 'Jun', 'Hao', 'Lei', 'Yang', 'Jie', 'Tao', 'Ming', 'Chen', 'Bo', 'Gang', 'Peng', 'Kai', 'Xin', 'Yu', 'Zhen', 'Long', 'Feng', 'Hui', 'Jian', 'Qiang', 'Bin', 'Yi', 'Rui', 'Zihao', 'Haoran', 'Yichen', 'Junjie', 'Zhiwei', 'Jiahao'],
    female: ['Mei', 'Li', 'Xiu', 'Ying', 'Fang', 'Jing', 'Na', 'Yan', 'Lan', 'Hua', 'Xiaoling', 'Yue', 'Qian', 'Ting', 'Lin', 'Yun', 'Shu', 'Wen', 'Min', 'Xue', 'Jiayi', 'Zihan', 'Yuxin', 'Xinyi', 'Ruoxi', 'Shiyu', 'Yutong', 'Hanyu', 'Siqi', 'Jia'],
    last: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo', 'He', 'Lin', 'Luo', 'Gao', 'Zheng', 'Liang', 'Xie', 'Song', 'Tang', 'Han', 'Feng', 'Deng', 'Cao', 'Peng', 'Zeng', 'Xiao', 'Tian', 'Dong', 'Pan', 'Yuan', 'Cai', 'Jiang', 'Yu', 'Du', 'Wong', 'Chan', 'Cheung', 'Lau', 'Leung', 'Ho', 'Tan', 'Lim', 'Ng', 'Goh'],
  },
  ja: {
    male: ['Haruto', 'Sota', 'Yuto', 'Hiroshi', 'Takashi', 'Kenji', 'Daiki', 'Ren', 'Kaito', 'Takumi', 'Ryota', 'Shota', 'Kazuki', 'Yusuke', 'Naoki', 'Satoshi', 'Makoto', 'Akira', 'Koji', 'Tetsuya', 'Hayato', 'Yuki', 'Riku', 'Daisuke', 'Kenta'],
    female: ['Yui', 'Aoi', 'Sakura', 'Hina', 'Yuna', 'Mio', 'Haruka', 'Ayaka', 'Misaki', 'Nanami', 'Emi', 'Yoko', 'Keiko', 'Naomi', 'Mai', 'Rin', 'Saki', 'Kana', 'Aya', 'Natsuki', 'Miyu', 'Akiko', 'Tomoko', 'Yumi', 'Rina'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Sasaki', 'Yamaguchi', 'Matsumoto', 'Inoue', 'Kimura', 'Hayashi', 'Shimizu', 'Yamazaki', 'Mori', 'Abe', 'Ikeda', 'Hashimoto', 'Ishikawa', 'Ogawa', 'Fujita', 'Okada', 'Goto', 'Hasegawa', 'Murakami', 'Kondo', 'Ishii', 'Saito', 'Sakamoto', 'Endo', 'Aoki', 'Fujii', 'Nishimura', 'Fukuda'],
  },
  ko: {
    male: ['Min-jun', 'Seo-jun', 'Do-yun', 'Ji-ho', 'Ha-jun', 'Joon-ho', 'Sung-min', 'Hyun-woo', 'Jae-won', 'Dong-hyun', 'Ji-hoon', 'Tae-yang', 'Woo-jin', 'Seung-hoon', 'Jun-young', 'Young-ho', 'Sang-woo', 'Kyung-soo', 'Jin-woo', 'Hyun-jun'],
    female: ['Seo-yeon', 'Ji-woo', 'Ha-eun', 'Min-seo', 'Su-bin', 'Ji-yeon', 'Yoo-jin', 'Hye-jin', 'Eun-ji', 'Soo-ah', 'Da-eun', 'Ye-jin', 'Na-yeon', 'Ji-min', 'Seo-hyun', 'Eun-seo', 'Hye-won', 'Min-ji', 'So-yeon', 'Ga-eun'],
    last: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim', 'Han', 'Oh', 'Seo', 'Shin', 'Kwon', 'Hwang', 'Ahn', 'Song', 'Jeon', 'Hong', 'Yoo', 'Ko', 'Moon', 'Yang', 'Baek'],
  },
  ar: {
    male: ['Mohammed', 'Ahmed', 'Omar', 'Ali', 'Youssef', 'Khaled', 'Hassan', 'Ibrahim', 'Mahmoud', 'Tariq', 'Karim', 'Mustafa', 'Samir', 'Nabil', 'Rami', 'Faisal', 'Hamza', 'Bilal', 'Adel', 'Ziad', 'Yasser', 'Walid', 'Sami', 'Amir', 'Fadi'],
    female: ['Fatima', 'Aisha', 'Mariam', 'Noor', 'Layla', 'Sara', 'Huda', 'Yasmin', 'Rania', 'Lina', 'Dina', 'Salma', 'Hana', 'Amira', 'Nadia', 'Reem', 'Leen', 'Jana', 'Rana', 'Zainab', 'Farah', 'Maha', 'Nour', 'Dalia', 'Samira'],
    last: ['Al-Sayed', 'Hassan', 'Haddad', 'Khalil', 'Mansour', 'Nasser', 'Saleh', 'Aziz', 'Farouk', 'Hamdan', 'Ibrahim', 'Jaber', 'Kassem', 'Mahmoud', 'Najjar', 'Qureshi', 'Rahman', 'Shaikh', 'Suleiman', 'Yousef', 'Zaki', 'Darwish', 'El-Amin', 'Abbas', 'Bakr', 'Hariri', 'Masri', 'Othman', 'Sabbagh', 'Tamimi'],
  },
  he: {
    male: ['Noam', 'Itai', 'Yonatan', 'Omer', 'Eitan', 'Daniel', 'Ariel', 'Yosef', 'Amit', 'Guy', 'Tomer', 'Ido', 'Avi', 'Oren', 'Nadav', 'Eyal', 'Roi', 'Shai', 'Yair', 'Uri'],
    female: ['Noa', 'Tamar', 'Maya', 'Yael', 'Shira', 'Michal', 'Adi', 'Tal', 'Noga', 'Hila', 'Liat', 'Rotem', 'Gal', 'Keren', 'Dana', 'Neta', 'Efrat', 'Orly', 'Sivan', 'Inbar'],
    last: ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Friedman', 'Katz', 'Azoulay', 'Goldberg', 'Shapiro', 'Ben-David', 'Avraham', 'Dahan', 'Malka', 'Rosenberg', 'Weiss', 'Ohana', 'Segal', 'Ben-Ami', 'Golan', 'Harel', 'Barak', 'Stern', 'Klein', 'Amar'],
  },
  el: {
    male: ['Georgios', 'Dimitrios', 'Konstantinos', 'Ioannis', 'Nikolaos', 'Panagiotis', 'Christos', 'Vasileios', 'Athanasios', 'Alexandros', 'Michail', 'Evangelos', 'Spyridon', 'Stavros', 'Petros', 'Andreas', 'Theodoros', 'Kostas', 'Nikos', 'Yannis'],
    female: ['Maria', 'Eleni', 'Aikaterini', 'Vasiliki', 'Sofia', 'Georgia', 'Dimitra', 'Anna', 'Ioanna', 'Despina', 'Christina', 'Konstantina', 'Eirini', 'Panagiota', 'Angeliki', 'Katerina', 'Theodora', 'Zoe', 'Stella', 'Alexandra'],
    last: ['Papadopoulos', 'Georgiou', 'Nikolaidis', 'Papadakis', 'Vlachos', 'Angelopoulos', 'Konstantinidis', 'Dimitriou', 'Ioannidis', 'Karagiannis', 'Oikonomou', 'Makris', 'Pappas', 'Christodoulou', 'Alexiou', 'Antoniou', 'Stavropoulos', 'Giannakopoulos', 'Theodorou', 'Kyriakou'],
  },
  uk: {
    male: ['Oleksandr', 'Andriy', 'Dmytro', 'Serhiy', 'Mykola', 'Volodymyr', 'Ivan', 'Yuriy', 'Oleh', 'Taras', 'Bohdan', 'Maksym', 'Vitaliy', 'Pavlo', 'Roman', 'Artem', 'Denys', 'Ihor', 'Vasyl', 'Yaroslav', 'Aleksei', 'Sergei', 'Dmitri', 'Mikhail', 'Nikita'],
    female: ['Olena', 'Iryna', 'Nataliya', 'Tetiana', 'Oksana', 'Yulia', 'Svitlana', 'Kateryna', 'Anastasiia', 'Mariia', 'Viktoriia', 'Daria', 'Olha', 'Khrystyna', 'Sofiia', 'Halyna', 'Liudmyla', 'Alina', 'Anna', 'Yana', 'Ekaterina', 'Natalia', 'Irina', 'Elena', 'Polina'],
    last: ['Shevchenko', 'Kovalenko', 'Bondarenko', 'Tkachenko', 'Kovalchuk', 'Kravchenko', 'Oliynyk', 'Shevchuk', 'Polishchuk', 'Melnyk', 'Boyko', 'Tkachuk', 'Savchenko', 'Rudenko', 'Moroz', 'Lysenko', 'Marchenko', 'Petrenko', 'Ivanenko', 'Kozak', 'Ivanov', 'Petrov', 'Smirnov', 'Volkov', 'Kuznetsov', 'Sokolov', 'Popov', 'Novak', 'Pavlenko', 'Honcharenko'],
  },
  th: {
    male: ['Somchai', 'Somsak', 'Anan', 'Niran', 'Prasert', 'Chaiwat', 'Kittisak', 'Thanawat', 'Nattapong', 'Wichai', 'Surasak', 'Pongsak', 'Arthit', 'Krit', 'Phuwadol'],
    female: ['Siriporn', 'Supaporn', 'Malee', 'Nattaya', 'Pimchanok', 'Kanya', 'Ploy', 'Waraporn', 'Araya', 'Suda', 'Chanida', 'Rattana', 'Wanida', 'Kanokwan', 'Pranee'],
    last: ['Saetang', 'Srisuk', 'Chaiyaphum', 'Wongsuwan', 'Rattanakorn', 'Sukprasert', 'Thongchai', 'Kaewkla', 'Boonmee', 'Jaidee', 'Phromma', 'Somboon', 'Charoensuk', 'Intharasuk', 'Ketkaew', 'Suwannarat', 'Panyawong', 'Sirisombat', 'Tangsiri', 'Wattana'],
  },
  ms: {
    male: ['Muhammad', 'Ahmad', 'Amir', 'Hafiz', 'Faizal', 'Azlan', 'Iskandar', 'Hakim', 'Syafiq', 'Zulkifli', 'Farid', 'Irfan', 'Danial', 'Aiman', 'Rizal'],
    female: ['Nur', 'Siti', 'Aisyah', 'Nurul', 'Farah', 'Aina', 'Amira', 'Zarina', 'Hidayah', 'Liyana', 'Syazwani', 'Izzati', 'Azura', 'Sofea', 'Alya'],
    last: ['Abdullah', 'Ibrahim', 'Ismail', 'Hassan', 'Rahman', 'Aziz', 'Yusof', 'Hamid', 'Othman', 'Omar', 'Salleh', 'Mohamad', 'Zainal', 'Karim', 'Razak', 'Latif', 'Jamil', 'Ramli', 'Hashim', 'Kassim'],
  },
  sw: {
    male: ['Baraka', 'Juma', 'Omondi', 'Kamau', 'Otieno', 'Mwangi', 'Kiprop', 'Odhiambo', 'Njoroge', 'Wanjiku', 'Thabo', 'Sipho', 'Bongani', 'Kagiso', 'Themba', 'Tendai', 'Musa', 'Amani', 'Jabari', 'Kofi'],
    female: ['Amina', 'Wanjiru', 'Achieng', 'Nyambura', 'Akinyi', 'Zawadi', 'Neema', 'Imani', 'Njeri', 'Wambui', 'Nomvula', 'Thandiwe', 'Lerato', 'Palesa', 'Naledi', 'Zanele', 'Ayo', 'Makena', 'Nia', 'Faraji'],
    last: ['Otieno', 'Kamau', 'Wanjiru', 'Mwangi', 'Ochieng', 'Njoroge', 'Kariuki', 'Omondi', 'Kiptoo', 'Mutua', 'Nkosi', 'Dlamini', 'Ndlovu', 'Khumalo', 'Mokoena', 'Mahlangu', 'Zulu', 'Mthembu', 'Sithole', 'Naidoo'],
  },
  fil: {
    male: ['Jose', 'Juan', 'Mark', 'John Paul', 'Christian', 'Angelo', 'Miguel', 'Rafael', 'Carlo', 'Paolo', 'Joshua', 'Jerome', 'Ramon', 'Emmanuel', 'Francis', 'Vincent', 'Arnel', 'Rodel', 'Jericho', 'Nico'],
    female: ['Maria', 'Angelica', 'Kristine', 'Jasmine', 'Camille', 'Princess', 'Mary Grace', 'Joanna', 'Patricia', 'Bea', 'Andrea', 'Nicole', 'Czarina', 'Lorna', 'Rowena', 'Maricel', 'Rhea', 'Trisha', 'Katrina', 'Jhoanna'],
    last: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Tomas', 'Andrada', 'Castillo', 'Flores', 'Villanueva', 'Ramos', 'Castro', 'Rivera', 'Aquino', 'Navarro', 'Salazar', 'Mercado', 'Dela Cruz', 'Del Rosario', 'Gonzales', 'Domingo', 'Soriano'],
  },
  et: {
    male: ['Andres', 'Jaan', 'Mart', 'Tõnu', 'Rein', 'Priit', 'Kristjan', 'Margus', 'Siim', 'Rasmus', 'Karl', 'Martin', 'Tanel', 'Kaspar', 'Indrek'],
    female: ['Kadri', 'Maarja', 'Triin', 'Liis', 'Kristiina', 'Kati', 'Piret', 'Tiina', 'Eva', 'Mari', 'Laura', 'Anu', 'Helen', 'Kerli', 'Merle'],
    last: ['Tamm', 'Saar', 'Sepp', 'Mägi', 'Kask', 'Kukk', 'Rebane', 'Ilves', 'Pärn', 'Koppel', 'Lepp', 'Kuusk', 'Mets', 'Vaher', 'Kallas', 'Oja', 'Raudsepp', 'Luik', 'Kivi', 'Teder'],
  },
  lt: {
    male: ['Jonas', 'Tomas', 'Mantas', 'Lukas', 'Darius', 'Andrius', 'Paulius', 'Marius', 'Justinas', 'Mindaugas', 'Vytautas', 'Gediminas', 'Rokas', 'Karolis', 'Tadas'],
    female: ['Ieva', 'Greta', 'Rūta', 'Agnė', 'Eglė', 'Lina', 'Austėja', 'Gabija', 'Kotryna', 'Monika', 'Indrė', 'Simona', 'Aistė', 'Jurgita', 'Laura'],
    last: ['Kazlauskas', 'Jankauskas', 'Petrauskas', 'Stankevičius', 'Vasiliauskas', 'Žukauskas', 'Butkus', 'Paulauskas', 'Urbonas', 'Kavaliauskas', 'Navickas', 'Ramanauskas', 'Savickas', 'Rimkus', 'Baranauskas', 'Vaitkus', 'Šimkus', 'Balčiūnas', 'Mockus', 'Adomaitis'],
  },
};

const FAKER_LOCALE: Partial<Record<NameCulture, string>> = {
  en: 'en', de: 'de', fr: 'fr', es: 'es', es_MX: 'es_MX', pt_BR: 'pt_BR', pt_PT: 'pt_PT', it: 'it', nl: 'nl', sv: 'sv',
  nb_NO: 'nb_NO', da: 'da', fi: 'fi', pl: 'pl', cs_CZ: 'cs_CZ', ro: 'ro', hu: 'hu', tr: 'tr', en_IN: 'en_IN', vi: 'vi',
  id_ID: 'id_ID', yo_NG: 'yo_NG',
};

// Faker lists hold a few joke or archaic entries; names must look ordinary to a reader.
const ODD = /^(Abbondanz|Abaco|Abdon|Abdonie|Abeline)/;

function clean(list: readonly string[] | undefined): string[] {
  return [...new Set((list ?? []).filter((n) => /^[\p{L}][\p{L}' -]*$/u.test(n) && n.length <= 18 && !ODD.test(n)))];
}

function fakerPool(localeName: string): NamePool {
  const locale = (allLocales as Record<string, LocaleDefinition>)[localeName];
  const person = locale?.person;
  if (!person?.first_name || !person.last_name) throw new Error(`faker locale ${localeName} has no person names`);
  const first = person.first_name as { generic?: string[]; male?: string[]; female?: string[] };
  const last = person.last_name as { generic?: string[]; male?: string[]; female?: string[] };
  const male = clean(first.male ?? first.generic);
  const female = clean(first.female ?? first.generic);
  const lastNames = clean(last.generic ?? [...(last.male ?? []), ...(last.female ?? [])]);
  return { male, female, last: lastNames };
}

const cache = new Map<NameCulture, NamePool>();

export function namePool(culture: NameCulture): NamePool {
  let pool = cache.get(culture);
  if (!pool) {
    const romanised = ROMANISED[culture];
    const fakerName = FAKER_LOCALE[culture];
    if (romanised) pool = romanised;
    else if (fakerName) pool = fakerPool(fakerName);
    else throw new Error(`no names for culture ${culture}`);
    cache.set(culture, pool);
  }
  return pool;
}

/** The spoken language a name culture usually brings along (a Turkish name in Germany: Turkish). */
export const CULTURE_LANGUAGE: Partial<Record<NameCulture, string>> = {
  de: 'German', fr: 'French', es: 'Spanish', es_MX: 'Spanish', pt_BR: 'Portuguese', pt_PT: 'Portuguese', it: 'Italian',
  nl: 'Dutch', sv: 'Swedish', nb_NO: 'Norwegian', da: 'Danish', fi: 'Finnish', pl: 'Polish', cs_CZ: 'Czech', ro: 'Romanian',
  hu: 'Hungarian', tr: 'Turkish', en_IN: 'Hindi', vi: 'Vietnamese', id_ID: 'Indonesian', yo_NG: 'Yoruba', zh: 'Mandarin',
  ja: 'Japanese', ko: 'Korean', ar: 'Arabic', he: 'Hebrew', el: 'Greek', uk: 'Ukrainian', th: 'Thai', ms: 'Malay',
  sw: 'Swahili', fil: 'Filipino', et: 'Estonian', lt: 'Lithuanian',
};
