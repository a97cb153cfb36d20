/**
 * Vocabulary of the procedural `p-levels` families (development only): school-leaving certificates
 * and diplomas whose qualification is printed as a stage of education ("general secondary education",
 * "basic education") or as a bare national degree title in lower case ("bakalavr"), with captions in
 * the national language only or bilingual with English, written from public descriptions of the
 * education systems of Hungary, Greece, Mongolia, Uzbekistan, Latvia, Lithuania, Estonia, Georgia and
 * Uganda (the national qualification frameworks and the ISCED mappings of UNESCO and Eurydice).
 * `V1` is the vocabulary the engine's rules were written against; `V2` (`COUNTRIES2`, `CAPTIONS2`) is
 * a second one written after those rules, to measure them on wordings they were not written against.
 * Everything printed (people, schools, universities) is invented.
 */
import type { Level } from './p-keys-data';

export type LLang = 'hu' | 'el' | 'mn' | 'uz' | 'lv' | 'lt' | 'et' | 'en' | 'fi' | 'no' | 'da' | 'nl' | 'es';

export const LLANG_NAMES: Record<LLang, string> = {
  hu: 'Hungarian', el: 'Greek', mn: 'Mongolian', uz: 'Uzbek', lv: 'Latvian', lt: 'Lithuanian', et: 'Estonian', en: 'English',
  fi: 'Finnish', no: 'Norwegian', da: 'Danish', nl: 'Dutch', es: 'Spanish',
};

export interface LStage {
  /** The qualification as the national language prints it: a stage of education or a bare degree title. */
  native: string;
  /** Its English form, as a bilingual page prints it. */
  en?: string;
  level: Level;
  /** A school's certificate (issued by a school) or a university's diploma. */
  school: boolean;
}

export interface LCountry {
  code: string;
  lang: LLang;
  cities: string[];
  countryPrinted: string[];
  people: { given: string[]; family: string[] };
  schools: string[];
  universities: string[];
  stages: LStage[];
}

export interface LCaptions {
  name: string[];
  dob: string[];
  /** Captions of the qualification: the education obtained, its level, the qualification. */
  qual: string[];
  /** Captions of the year or date the education was completed. */
  completed: string[];
  titleSchool: string[];
  titleDiploma: string[];
  /** English award sentences (pages in English or bilingual): a stage completed, then a degree awarded; the holder, then the qualification as printed. */
  sentence?: Array<(holder: string, q: string) => string>;
}

const EN: LCaptions = {
  name: ['Name', 'Name of Holder', 'Full Name'],
  dob: ['Date of Birth'],
  qual: ['Education', 'Level of Education', 'Qualification'],
  completed: ['Year of Completion', 'Date of Graduation'],
  titleSchool: ['Certificate', 'School Leaving Certificate'],
  titleDiploma: ['Diploma'],
  sentence: [
    (h, q) => `This is to certify that ${h} has completed ${q}.`,
    (h, q) => `This certifies that ${h} has been awarded the degree of ${q}.`,
  ],
};

export const CAPTIONS: Partial<Record<LLang, LCaptions>> = {
  en: EN,
  hu: {
    name: ['Név', 'Tanuló neve'], dob: ['Születési idő'], qual: ['Végzettség', 'Iskolai végzettség'], completed: ['Kelt', 'Befejezés éve'],
    titleSchool: ['Bizonyítvány'], titleDiploma: ['Oklevél'],
  },
  el: {
    name: ['Ονοματεπώνυμο'], dob: ['Ημερομηνία γέννησης'], qual: ['Τίτλος σπουδών', 'Επίπεδο εκπαίδευσης'], completed: ['Έτος αποφοίτησης'],
    titleSchool: ['Απολυτήριο'], titleDiploma: ['Πιστοποιητικό Σπουδών'],
  },
  mn: {
    name: ['Овог нэр'], dob: ['Төрсөн огноо'], qual: ['Боловсролын түвшин', 'Боловсрол'], completed: ['Төгссөн он'],
    titleSchool: ['Гэрчилгээ'], titleDiploma: ['Диплом'],
  },
  uz: {
    name: ['Familiyasi, ismi', 'F.I.Sh.'], dob: ["Tug'ilgan sanasi"], qual: ["Ma'lumoti", 'Darajasi'], completed: ['Bitirgan yili'],
    titleSchool: ['Attestat'], titleDiploma: ['Diplom'],
  },
  lv: {
    name: ['Vārds, uzvārds'], dob: ['Dzimšanas datums'], qual: ['Iegūtā izglītība', 'Izglītības līmenis'], completed: ['Izsniegšanas datums'],
    titleSchool: ['Atestāts'], titleDiploma: ['Diploms'],
  },
  lt: {
    name: ['Vardas, pavardė'], dob: ['Gimimo data'], qual: ['Įgytas išsilavinimas', 'Išsilavinimas'], completed: ['Išdavimo data'],
    titleSchool: ['Brandos atestatas'], titleDiploma: ['Diplomas'],
  },
  et: {
    name: ['Ees- ja perekonnanimi', 'Nimi'], dob: ['Sünniaeg'], qual: ['Omandatud haridus', 'Haridustase'], completed: ['Väljaandmise kuupäev'],
    titleSchool: ['Lõputunnistus'], titleDiploma: ['Diplom'],
  },
};

const SCHOOL = true;
const UNI = false;

export const COUNTRIES: LCountry[] = [
  {
    code: 'HU', lang: 'hu', cities: ['Debrecen', 'Szeged', 'Pécs'], countryPrinted: ['Magyarország', 'Hungary'],
    people: { given: ['Bence', 'Dóra', 'Levente', 'Réka', 'Zsófia'], family: ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Varga'] },
    schools: ['Alföldi Református Gimnázium', 'Tiszaparti Szakgimnázium'], universities: ['Alföldi Tudományegyetem'],
    stages: [
      { native: 'középfokú iskolai végzettség', en: 'upper secondary education', level: 'Higher Secondary', school: SCHOOL },
      { native: 'alapfokú iskolai végzettség', en: 'basic education', level: 'Secondary', school: SCHOOL },
    ],
  },
  {
    code: 'GR', lang: 'el', cities: ['Λάρισα', 'Πάτρα', 'Ηράκλειο'], countryPrinted: ['Ελλάδα', 'Ελληνική Δημοκρατία'],
    people: { given: ['Γιώργος', 'Ελένη', 'Νίκος', 'Μαρία', 'Δημήτρης'], family: ['Παπαδόπουλος', 'Οικονόμου', 'Γεωργίου', 'Νικολάου'] },
    schools: ['2ο Γενικό Λύκειο Θεσσαλίας', 'Πρότυπο Γυμνάσιο Αιγαίου'], universities: ['Πανεπιστήμιο Θεσσαλίας Κεντρικής'],
    stages: [
      { native: 'ανώτερη δευτεροβάθμια εκπαίδευση', en: 'upper secondary education', level: 'Higher Secondary', school: SCHOOL },
      { native: 'κατώτερη δευτεροβάθμια εκπαίδευση', en: 'lower secondary education', level: 'Secondary', school: SCHOOL },
      { native: 'πτυχίο', en: 'bachelor', level: 'Bachelor', school: UNI },
    ],
  },
  {
    code: 'MN', lang: 'mn', cities: ['Дархан', 'Эрдэнэт', 'Улаанбаатар'], countryPrinted: ['Монгол Улс', 'Mongolia'],
    people: { given: ['Бат-Эрдэнэ', 'Сарангэрэл', 'Тэмүүлэн', 'Номин'], family: ['Батболд', 'Ганзориг', 'Должин', 'Мөнхбат'] },
    schools: ['Дарханы 5 дугаар ерөнхий боловсролын сургууль'], universities: ['Хангайн их сургууль'],
    stages: [
      { native: 'бүрэн дунд боловсрол', en: 'complete secondary education', level: 'Higher Secondary', school: SCHOOL },
      { native: 'суурь боловсрол', en: 'basic education', level: 'Secondary', school: SCHOOL },
      { native: 'бакалавр', en: 'bachelor', level: 'Bachelor', school: UNI },
    ],
  },
  {
    code: 'UZ', lang: 'uz', cities: ['Samarqand', 'Buxoro', 'Namangan'], countryPrinted: ["O'zbekiston Respublikasi", 'Uzbekistan'],
    people: { given: ['Dilnoza', 'Jasur', 'Malika', 'Sardor', 'Nodira'], family: ['Karimov', 'Yusupova', 'Rahimov', 'Tursunova'] },
    schools: ["Samarqand shahar 14-son umumta'lim maktabi"], universities: ["Zarafshon iqtisodiyot universiteti"],
    stages: [
      { native: "umumiy o'rta ta'lim", en: 'general secondary education', level: 'Higher Secondary', school: SCHOOL },
      { native: 'bakalavr', en: 'bachelor', level: 'Bachelor', school: UNI },
      { native: 'magistr', en: 'master', level: 'Master', school: UNI },
    ],
  },
  {
    code: 'LV', lang: 'lv', cities: ['Daugavpils', 'Liepāja', 'Jelgava'], countryPrinted: ['Latvija', 'Latvia'],
    people: { given: ['Jānis', 'Laura', 'Mārtiņš', 'Ilze'], family: ['Bērziņš', 'Kalniņš', 'Ozoliņš', 'Krūmiņš'] },
    schools: ['Liepu vidusskola', 'Jūrmalas ģimnāzija'], universities: ['Kurzemes Universitāte'],
    stages: [
      { native: 'vispārējā vidējā izglītība', en: 'general secondary education', level: 'Higher Secondary', school: SCHOOL },
      { native: 'pamatizglītība', en: 'basic education', level: 'Secondary', school: SCHOOL },
    ],
  },
  {
    code: 'LT', lang: 'lt', cities: ['Kaunas', 'Klaipėda', 'Šiauliai'], countryPrinted: ['Lietuva', 'Lithuania'],
    people: { given: ['Tomas', 'Rūta', 'Mantas', 'Eglė'], family: ['Kazlauskas', 'Petrauskas', 'Jankauskas', 'Butkus'] },
    schools: ['Ąžuolyno gimnazija', 'Pajūrio vidurinė mokykla'], universities: ['Nemuno universitetas'],
    stages: [
      { native: 'vidurinis išsilavinimas', en: 'secondary education', level: 'Higher Secondary', school: SCHOOL },
      { native: 'pagrindinis išsilavinimas', en: 'basic education', level: 'Secondary', school: SCHOOL },
    ],
  },
  {
    code: 'EE', lang: 'et', cities: ['Tartu', 'Pärnu', 'Narva'], countryPrinted: ['Eesti', 'Estonia'],
    people: { given: ['Kadri', 'Mart', 'Liis', 'Rasmus'], family: ['Tamm', 'Saar', 'Sepp', 'Kask'] },
    schools: ['Emajõe Gümnaasium', 'Pärnu Rannakooli Põhikool'], universities: ['Lõuna-Eesti Ülikool'],
    stages: [
      { native: 'üldkeskharidus', en: 'general secondary education', level: 'Higher Secondary', school: SCHOOL },
      { native: 'põhiharidus', en: 'basic education', level: 'Secondary', school: SCHOOL },
    ],
  },
  {
    code: 'GE', lang: 'en', cities: ['Tbilisi', 'Kutaisi', 'Batumi'], countryPrinted: ['Georgia'],
    people: { given: ['Nino', 'Giorgi', 'Tamar', 'Levan'], family: ['Beridze', 'Kapanadze', 'Gelashvili', 'Lomidze'] },
    schools: ['Kutaisi Public School No. 41', 'Mtatsminda Secondary School No. 7'], universities: ['Rioni Teaching University'],
    stages: [
      { native: 'complete general education', level: 'Higher Secondary', school: SCHOOL },
      { native: 'basic general education', level: 'Secondary', school: SCHOOL },
      { native: 'first cycle studies', level: 'Bachelor', school: UNI },
    ],
  },
  {
    code: 'UG', lang: 'en', cities: ['Gulu', 'Mbarara', 'Jinja'], countryPrinted: ['Uganda'],
    people: { given: ['Grace', 'Moses', 'Ruth', 'Isaac'], family: ['Okello', 'Namutebi', 'Mugisha', 'Atim'] },
    schools: ['Nile Valley Secondary School', 'Kitgum Hill College'], universities: ['Elgon Highlands University'],
    stages: [
      { native: 'upper secondary education', level: 'Higher Secondary', school: SCHOOL },
      { native: 'lower secondary education', level: 'Secondary', school: SCHOOL },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// The second vocabulary (`p-levels2-*`), written after the engine's stage-of-education rules: other
// countries (Finland, Norway, Denmark, the Netherlands, Armenia, Zimbabwe, Venezuela), other captions,
// titles and sentences, stages printed with the words of those systems.

const EN2: LCaptions = {
  name: ['Name of Candidate', 'Candidate', 'Pupil'],
  dob: ['Born', 'Date of Birth'],
  qual: ['Attained Level', 'Stage of Education Completed', 'Programme Completed'],
  completed: ['Date of Award', 'Date'],
  titleSchool: ['Certificate of Completion', 'Statement of Education'],
  titleDiploma: ['Degree Certificate'],
  sentence: [
    (h, q) => `It is hereby certified that ${h} has satisfactorily completed ${q}.`,
    (h, q) => `${h} was awarded the degree of ${q}.`,
  ],
};

export const CAPTIONS2: Partial<Record<LLang, LCaptions>> = {
  en: EN2,
  fi: { name: ['Opiskelijan nimi', 'Nimi'], dob: ['Syntymäaika'], qual: ['Suoritettu koulutus', 'Koulutus'], completed: ['Päivämäärä', 'Valmistumisvuosi'], titleSchool: ['Päättötodistus'], titleDiploma: ['Tutkintotodistus'] },
  no: { name: ['Elevens navn', 'Navn'], dob: ['Fødselsdato'], qual: ['Fullført utdanning', 'Utdanning'], completed: ['Dato'], titleSchool: ['Vitnemål'], titleDiploma: ['Vitnemål'] },
  da: { name: ['Elevens navn', 'Navn'], dob: ['Født', 'Fødselsdato'], qual: ['Gennemført uddannelse', 'Uddannelse'], completed: ['Dato', 'Afgangsår'], titleSchool: ['Eksamensbevis'], titleDiploma: ['Eksamensbevis'] },
  nl: { name: ['Naam leerling', 'Naam'], dob: ['Geboortedatum'], qual: ['Schoolsoort', 'Onderwijsniveau'], completed: ['Datum', 'Schooljaar'], titleSchool: ['Diploma'], titleDiploma: ['Getuigschrift'] },
  es: { name: ['Nombres y apellidos', 'Nombre del estudiante'], dob: ['Fecha de nacimiento'], qual: ['Nivel educativo', 'Nivel'], completed: ['Fecha de egreso', 'Año escolar'], titleSchool: ['Certificado', 'Título'], titleDiploma: ['Título'] },
};

export const COUNTRIES2: LCountry[] = [
  {
    code: 'FI', lang: 'fi', cities: ['Tampere', 'Oulu', 'Kuopio'], countryPrinted: ['Suomi', 'Finland'],
    people: { given: ['Aino', 'Eero', 'Helmi', 'Juho'], family: ['Virtanen', 'Korhonen', 'Mäkinen', 'Heikkinen'] },
    schools: ['Järvikylän lukio', 'Koivurannan yhtenäiskoulu'], universities: ['Pohjanmaan yliopisto'],
    stages: [
      { native: 'lukion oppimäärä', en: 'general upper secondary education', level: 'Higher Secondary', school: SCHOOL },
      { native: 'perusopetuksen oppimäärä', en: 'basic education', level: 'Secondary', school: SCHOOL },
    ],
  },
  {
    code: 'NO', lang: 'no', cities: ['Bergen', 'Trondheim', 'Tromsø'], countryPrinted: ['Norge', 'Norway'],
    people: { given: ['Ingrid', 'Sindre', 'Kari', 'Eirik'], family: ['Hansen', 'Johansen', 'Olsen', 'Berg'] },
    schools: ['Fjordheim videregående skole', 'Nordlys ungdomsskole'], universities: ['Universitetet i Vestfjell'],
    stages: [
      { native: 'videregående opplæring', en: 'upper secondary education', level: 'Higher Secondary', school: SCHOOL },
      { native: 'grunnskoleopplæring', en: 'primary and lower secondary education', level: 'Secondary', school: SCHOOL },
    ],
  },
  {
    code: 'DK', lang: 'da', cities: ['Aarhus', 'Odense', 'Aalborg'], countryPrinted: ['Danmark', 'Denmark'],
    people: { given: ['Mette', 'Rasmus', 'Freja', 'Mads'], family: ['Nielsen', 'Jensen', 'Pedersen', 'Christensen'] },
    schools: ['Søndervang Gymnasium', 'Egebjerg Skole'], universities: ['Vestkyst Universitet'],
    stages: [
      { native: 'studentereksamen', en: 'upper secondary school leaving examination', level: 'Higher Secondary', school: SCHOOL },
      { native: 'folkeskolens afgangseksamen', en: 'lower secondary school leaving examination', level: 'Secondary', school: SCHOOL },
    ],
  },
  {
    code: 'NL', lang: 'nl', cities: ['Utrecht', 'Groningen', 'Zwolle'], countryPrinted: ['Nederland', 'The Netherlands'],
    people: { given: ['Sanne', 'Joris', 'Femke', 'Bram'], family: ['Bakker', 'Visser', 'Mulder', 'Smit'] },
    schools: ['Het Noorderlicht College', 'Scholengemeenschap De Vaart'], universities: ['Universiteit van Zuidland'],
    stages: [
      { native: 'voorbereidend wetenschappelijk onderwijs', en: 'pre-university education', level: 'Higher Secondary', school: SCHOOL },
      { native: 'voorbereidend middelbaar beroepsonderwijs', en: 'pre-vocational secondary education', level: 'Secondary', school: SCHOOL },
    ],
  },
  {
    code: 'AM', lang: 'en', cities: ['Yerevan', 'Gyumri', 'Vanadzor'], countryPrinted: ['Armenia', 'Republic of Armenia'],
    people: { given: ['Anahit', 'Aram', 'Lilit', 'Narek'], family: ['Petrosyan', 'Hakobyan', 'Sargsyan', 'Grigoryan'] },
    schools: ['Yerevan Basic School No. 112', 'Ararat Valley High School No. 3'], universities: ['Sevan Lakeside University'],
    stages: [
      { native: 'secondary (complete) general education', level: 'Higher Secondary', school: SCHOOL },
      { native: 'basic general education', level: 'Secondary', school: SCHOOL },
      { native: 'bachelor', level: 'Bachelor', school: UNI },
    ],
  },
  {
    code: 'ZW', lang: 'en', cities: ['Bulawayo', 'Mutare', 'Gweru'], countryPrinted: ['Zimbabwe'],
    people: { given: ['Tendai', 'Rutendo', 'Farai', 'Nyasha'], family: ['Moyo', 'Ncube', 'Chikwanha', 'Dube'] },
    schools: ['Matopo Hills High School', 'Mutare Valley Secondary School'], universities: ['Great Dyke University'],
    stages: [
      { native: 'advanced level', level: 'Higher Secondary', school: SCHOOL },
      { native: 'ordinary level', level: 'Secondary', school: SCHOOL },
      { native: 'undergraduate studies', level: 'Bachelor', school: UNI },
    ],
  },
  {
    code: 'VE', lang: 'es', cities: ['Maracaibo', 'Valencia', 'Mérida'], countryPrinted: ['Venezuela', 'República Bolivariana de Venezuela'],
    people: { given: ['Andrea', 'Luis', 'Gabriela', 'José'], family: ['González', 'Rodríguez', 'Pérez', 'Hernández'] },
    schools: ['Unidad Educativa Los Samanes', 'Liceo Bolivariano Río Claro'], universities: ['Universidad de los Llanos Altos'],
    stages: [
      { native: 'educación media general', en: 'general secondary education', level: 'Higher Secondary', school: SCHOOL },
      { native: 'educación media técnica', en: 'technical secondary education', level: 'Higher Secondary', school: SCHOOL },
    ],
  },
];
