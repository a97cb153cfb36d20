/**
 * Vocabulary of the procedural `p-quals` families (development only): the qualifications of
 * countries the other families do not cover, in their own languages and with their English forms,
 * the captions that hold a degree, a programme, a level and the holder, award sentences, and
 * invented people and institutions. Two vocabularies: `V1` (written before the engine's generic
 * degree rules) and `V2` (written after them, to measure how those rules hold on wordings they were
 * not written against). Everything printed is invented.
 */
import type { Level } from './p-keys-data';

export type QLang = 'nl' | 'fi' | 'hu' | 'lt' | 'lv' | 'et' | 'no' | 'es' | 'en' | 'mn' | 'el';

export const QLANG_NAMES: Record<QLang, string> = {
  nl: 'Dutch', fi: 'Finnish', hu: 'Hungarian', lt: 'Lithuanian', lv: 'Latvian', et: 'Estonian', no: 'Norwegian',
  es: 'Spanish', en: 'English', mn: 'Mongolian', el: 'Greek',
};

export interface QDegree {
  /** The qualification as the country's language prints it (with its field where the language joins them). */
  native: string;
  /** Its English form, as a bilingual page prints it ("Bachelor of Science"), and the field printed after " in ". */
  en?: string;
  enField?: string;
  level: Level;
  /** The English abbreviation ("BSc"), printed alone in some captions. */
  abbr?: string;
  /** The level as the page's level caption prints it, where the name carries none. */
  levelPrinted?: string;
  /** The programme (a field of study, not a degree) in the language and in English. */
  programme: string;
  enProgramme?: string;
}

export interface QCountry {
  code: string;
  lang: QLang;
  cities: string[];
  countryPrinted: string[];
  people: { given: string[]; family: string[] };
  institutions: string[];
  degrees: QDegree[];
}

export interface QCaptions {
  name: string[];
  dob: string[];
  degree: string[];
  programme: string[];
  level: string[];
  completed: string[];
  titleDiploma: string[];
  titleRecord: string[];
  /** Award sentences: the holder, then the qualification in the nominative. */
  sentence: Array<(holder: string, q: string) => string>;
  course: [string, string, string, string];
  thesis: string[];
}

const EN_CAPTIONS: QCaptions = {
  name: ['Name', 'Name of Student', 'Student'],
  dob: ['Date of Birth', 'Born'],
  degree: ['Degree', 'Qualification', 'Degree Awarded', 'Title of Qualification'],
  programme: ['Programme', 'Study Programme', 'Degree Programme', 'Field of Study'],
  level: ['Level of Qualification', 'Level'],
  completed: ['Date of Completion', 'Graduation Date'],
  titleDiploma: ['Diploma', 'Degree Certificate'],
  titleRecord: ['Academic Transcript', 'Transcript of Records'],
  sentence: [(h, q) => `This is to certify that ${h} has been awarded the degree of ${q}.`, (h, q) => `${h} has fulfilled the requirements and is awarded the ${q}.`],
  course: ['Code', 'Course Title', 'Credits', 'Grade'],
  thesis: ["Bachelor's Thesis", "Master's Thesis Seminar", 'Research Methods for the Master Thesis'],
};

export const CAPTIONS: Record<QLang, QCaptions> = {
  en: EN_CAPTIONS,
  nl: {
    name: ['Naam', 'Naam student'], dob: ['Geboortedatum'], degree: ['Graad', 'Behaalde graad', 'Getuigschrift'], programme: ['Opleiding', 'Studieprogramma'],
    level: ['Niveau'], completed: ['Datum examen', 'Afstudeerdatum'], titleDiploma: ['Getuigschrift'], titleRecord: ['Cijferlijst', 'Resultatenoverzicht'],
    sentence: [(h, q) => `Aan ${h} is de graad ${q} verleend.`, (h, q) => `${h} heeft het examen met goed gevolg afgelegd en ontvangt de graad ${q}.`],
    course: ['Code', 'Onderdeel', 'EC', 'Cijfer'], thesis: ['Bachelorscriptie', 'Masterthesis'],
  },
  fi: {
    name: ['Nimi', 'Opiskelija'], dob: ['Syntymäaika'], degree: ['Tutkinto', 'Suoritettu tutkinto'], programme: ['Koulutusohjelma', 'Opintosuunta'],
    level: ['Tutkinnon taso'], completed: ['Valmistumispäivä', 'Tutkinto suoritettu'], titleDiploma: ['Tutkintotodistus'], titleRecord: ['Opintosuoritusote'],
    sentence: [(h, q) => `${h} on suorittanut tutkinnon ${q}.`, (h, q) => `Yliopisto todistaa, että ${h} on suorittanut tutkinnon: ${q}.`],
    course: ['Tunnus', 'Opintojakso', 'op', 'Arvosana'], thesis: ['Kandidaatintutkielma', 'Pro gradu -tutkielma'],
  },
  hu: {
    name: ['Név', 'Hallgató neve'], dob: ['Születési idő'], degree: ['Szakképzettség', 'Oklevél megnevezése'], programme: ['Szak', 'Képzési program'],
    level: ['Végzettségi szint'], completed: ['Oklevél kelte', 'Záróvizsga napja'], titleDiploma: ['Oklevél'], titleRecord: ['Leckekönyv kivonat'],
    sentence: [(h, q) => `${h} részére ${q} szakképzettséget tanúsító oklevelet adja ki.`],
    course: ['Kód', 'Tantárgy', 'Kredit', 'Jegy'], thesis: ['Szakdolgozat', 'Diplomamunka'],
  },
  lt: {
    name: ['Vardas, pavardė', 'Studentas'], dob: ['Gimimo data'], degree: ['Kvalifikacinis laipsnis', 'Suteiktas laipsnis'], programme: ['Studijų programa', 'Studijų kryptis'],
    level: ['Studijų pakopa'], completed: ['Baigimo data'], titleDiploma: ['Diplomas'], titleRecord: ['Akademinė pažyma'],
    sentence: [(h, q) => `${h} suteiktas ${q} kvalifikacinis laipsnis.`],
    course: ['Kodas', 'Dalykas', 'Kreditai', 'Įvertinimas'], thesis: ['Bakalauro baigiamasis darbas', 'Magistro baigiamasis darbas'],
  },
  lv: {
    name: ['Vārds, uzvārds'], dob: ['Dzimšanas datums'], degree: ['Piešķirtais grāds', 'Grāds'], programme: ['Studiju programma'],
    level: ['Līmenis'], completed: ['Beigšanas datums'], titleDiploma: ['Diploms'], titleRecord: ['Sekmju izraksts'],
    sentence: [(h, q) => `${h} piešķirts ${q}.`],
    course: ['Kods', 'Studiju kurss', 'KP', 'Vērtējums'], thesis: ['Bakalaura darbs', 'Maģistra darbs'],
  },
  et: {
    name: ['Nimi', 'Üliõpilane'], dob: ['Sünniaeg'], degree: ['Kraad', 'Omistatud kraad'], programme: ['Õppekava', 'Eriala'],
    level: ['Õppetase'], completed: ['Lõpetamise kuupäev'], titleDiploma: ['Diplom'], titleRecord: ['Akadeemiline õiend'],
    sentence: [(h, q) => `${h} on lõpetanud õppekava ja talle on antud ${q}.`],
    course: ['Kood', 'Õppeaine', 'EAP', 'Hinne'], thesis: ['Bakalaureusetöö', 'Magistritöö'],
  },
  no: {
    name: ['Navn', 'Kandidat'], dob: ['Fødselsdato'], degree: ['Grad', 'Oppnådd grad'], programme: ['Studieprogram', 'Studieretning'],
    level: ['Nivå'], completed: ['Dato for fullført grad'], titleDiploma: ['Vitnemål'], titleRecord: ['Karakterutskrift'],
    sentence: [(h, q) => `${h} har oppnådd graden ${q}.`],
    course: ['Emnekode', 'Emnenavn', 'Sp', 'Karakter'], thesis: ['Bacheloroppgave', 'Masteroppgave'],
  },
  es: {
    name: ['Nombre', 'Nombres y apellidos', 'Estudiante'], dob: ['Fecha de nacimiento'], degree: ['Título', 'Título otorgado', 'Grado académico'], programme: ['Carrera', 'Programa', 'Programa académico'],
    level: ['Nivel'], completed: ['Fecha de grado', 'Fecha de egreso'], titleDiploma: ['Título'], titleRecord: ['Certificación de notas', 'Récord de notas'],
    sentence: [(h, q) => `Confiere a ${h} el título de ${q}.`, (h, q) => `${h} ha cumplido los requisitos y se le otorga el título de ${q}.`],
    course: ['Código', 'Asignatura', 'UC', 'Nota'], thesis: ['Trabajo de Grado', 'Seminario de Tesis de Maestría'],
  },
  mn: {
    name: ['Овог нэр', 'Оюутан'], dob: ['Төрсөн огноо'], degree: ['Зэрэг', 'Боловсролын зэрэг'], programme: ['Хөтөлбөр', 'Мэргэжил'],
    level: ['Түвшин'], completed: ['Төгссөн огноо'], titleDiploma: ['Диплом'], titleRecord: ['Дүнгийн хуулга'],
    sentence: [(h, q) => `${h} нь ${q} зэрэг хамгаалсан болно.`],
    course: ['Код', 'Хичээл', 'Кр', 'Дүн'], thesis: ['Бакалаврын төгсөлтийн ажил', 'Магистрын дипломын ажил'],
  },
  el: {
    name: ['Ονοματεπώνυμο'], dob: ['Ημερομηνία γέννησης'], degree: ['Τίτλος σπουδών', 'Τίτλος'], programme: ['Πρόγραμμα σπουδών', 'Τμήμα'],
    level: ['Επίπεδο'], completed: ['Ημερομηνία αποφοίτησης'], titleDiploma: ['Τίτλος Σπουδών'], titleRecord: ['Αναλυτική βαθμολογία'],
    sentence: [(h, q) => `Ο/Η ${h} έλαβε ${q}.`],
    course: ['Κωδ.', 'Μάθημα', 'ECTS', 'Βαθμός'], thesis: ['Πτυχιακή εργασία', 'Μεταπτυχιακή διπλωματική εργασία'],
  },
};

export const COUNTRIES: QCountry[] = [
  {
    code: 'NL', lang: 'nl', cities: ['Utrecht', 'Groningen', 'Eindhoven'], countryPrinted: ['Nederland', 'The Netherlands'],
    people: { given: ['Sanne', 'Joris', 'Femke', 'Bram', 'Lotte', 'Thijs'], family: ['van Dijk', 'Bakker', 'Visser', 'de Boer', 'Mulder', 'Smit'] },
    institutions: ['Hogeschool Noordkust', 'Universiteit van Zuidland'],
    degrees: [
      { native: 'Bachelor of Science', en: 'Bachelor of Science', enField: 'Business Administration', level: 'Bachelor', abbr: 'BSc', programme: 'Bedrijfskunde', enProgramme: 'Business Administration' },
      { native: 'Master of Arts', en: 'Master of Arts', enField: 'History', level: 'Master', abbr: 'MA', programme: 'Geschiedenis', enProgramme: 'History' },
      { native: 'Associate degree', en: 'Associate degree', level: 'Associate', programme: 'Logistiek', enProgramme: 'Logistics' },
    ],
  },
  {
    code: 'FI', lang: 'fi', cities: ['Tampere', 'Oulu', 'Turku'], countryPrinted: ['Suomi', 'Finland'],
    people: { given: ['Aino', 'Eero', 'Helmi', 'Juho', 'Sanna', 'Ville'], family: ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Heikkinen'] },
    institutions: ['Pohjanmaan yliopisto', 'Järvialueen ammattikorkeakoulu'],
    degrees: [
      { native: 'Kauppatieteiden kandidaatti', en: 'Bachelor of Science', enField: 'Economics', level: 'Bachelor', abbr: 'BSc', programme: 'Kauppatieteiden koulutusohjelma', enProgramme: 'Economics and Business' },
      { native: 'Filosofian maisteri', en: 'Master of Arts', enField: 'Linguistics', level: 'Master', abbr: 'MA', programme: 'Kielitieteen maisteriohjelma', enProgramme: 'Linguistics' },
      { native: 'Diplomi-insinööri', en: 'Master of Science', enField: 'Technology', level: 'Master', abbr: 'MSc', programme: 'Sähkötekniikka', enProgramme: 'Electrical Engineering' },
      { native: 'Insinööri (AMK)', en: 'Bachelor of Engineering', level: 'Bachelor', programme: 'Konetekniikka', enProgramme: 'Mechanical Engineering' },
      { native: 'Filosofian tohtori', en: 'Doctor of Philosophy', enField: 'Physics', level: 'Doctorate', programme: 'Fysiikan tohtoriohjelma', enProgramme: 'Physics' },
    ],
  },
  {
    code: 'HU', lang: 'hu', cities: ['Debrecen', 'Szeged', 'Pécs'], countryPrinted: ['Magyarország', 'Hungary'],
    people: { given: ['Bence', 'Dóra', 'Levente', 'Réka', 'Zsófia', 'Máté'], family: ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga'] },
    institutions: ['Alföldi Tudományegyetem', 'Dunamenti Műszaki Főiskola'],
    degrees: [
      { native: 'okleveles mérnökinformatikus', level: 'Master', levelPrinted: 'mesterfokozat (MSc)', programme: 'mérnökinformatikus mesterképzési szak' },
      { native: 'gazdaságinformatikus', level: 'Bachelor', levelPrinted: 'alapfokozat (BSc)', programme: 'gazdaságinformatikus alapképzési szak' },
      { native: 'okleveles közgazdász', level: 'Master', levelPrinted: 'mesterfokozat (MA)', programme: 'pénzügy mesterképzési szak' },
    ],
  },
  {
    code: 'LT', lang: 'lt', cities: ['Kaunas', 'Klaipėda', 'Šiauliai'], countryPrinted: ['Lietuva', 'Lithuania'],
    people: { given: ['Tomas', 'Rūta', 'Mantas', 'Eglė', 'Lukas', 'Gintarė'], family: ['Kazlauskas', 'Petrauskas', 'Jankauskas', 'Žukauskas', 'Butkus'] },
    institutions: ['Nemuno universitetas', 'Baltijos technologijų kolegija'],
    degrees: [
      { native: 'Verslo vadybos bakalauras', en: 'Bachelor of Business Management', level: 'Bachelor', programme: 'Verslo vadyba', enProgramme: 'Business Management' },
      { native: 'Ekonomikos magistras', en: 'Master of Economics', level: 'Master', programme: 'Finansų ekonomika', enProgramme: 'Financial Economics' },
      { native: 'Informatikos mokslų bakalauras', en: 'Bachelor of Informatics Sciences', level: 'Bachelor', programme: 'Programų sistemos', enProgramme: 'Software Systems' },
    ],
  },
  {
    code: 'LV', lang: 'lv', cities: ['Daugavpils', 'Liepāja', 'Jelgava'], countryPrinted: ['Latvija', 'Latvia'],
    people: { given: ['Jānis', 'Laura', 'Mārtiņš', 'Ilze', 'Kristaps'], family: ['Bērziņš', 'Kalniņš', 'Ozoliņš', 'Liepiņš', 'Krūmiņš'] },
    institutions: ['Vidzemes Augstskola', 'Kurzemes Universitāte'],
    degrees: [
      { native: 'Sociālo zinātņu bakalaura grāds ekonomikā', en: 'Bachelor of Social Sciences in Economics', level: 'Bachelor', programme: 'Ekonomika', enProgramme: 'Economics' },
      { native: 'Dabaszinātņu maģistra grāds ķīmijā', en: 'Master of Natural Sciences in Chemistry', level: 'Master', programme: 'Ķīmija', enProgramme: 'Chemistry' },
    ],
  },
  {
    code: 'EE', lang: 'et', cities: ['Tartu', 'Pärnu', 'Narva'], countryPrinted: ['Eesti', 'Estonia'],
    people: { given: ['Kadri', 'Mart', 'Liis', 'Rasmus', 'Triin'], family: ['Tamm', 'Saar', 'Sepp', 'Mägi', 'Kask'] },
    institutions: ['Lõuna-Eesti Ülikool', 'Virumaa Kõrgkool'],
    degrees: [
      { native: 'Loodusteaduse bakalaureus', en: 'Bachelor of Science', enField: 'Biology', level: 'Bachelor', abbr: 'BSc', programme: 'Bioloogia', enProgramme: 'Biology' },
      { native: 'Filosoofiamagister', en: 'Master of Arts', enField: 'Philosophy', level: 'Master', abbr: 'MA', programme: 'Filosoofia', enProgramme: 'Philosophy' },
    ],
  },
  {
    code: 'NO', lang: 'no', cities: ['Bergen', 'Trondheim', 'Stavanger'], countryPrinted: ['Norge', 'Norway'],
    people: { given: ['Ingrid', 'Sindre', 'Kari', 'Eirik', 'Solveig'], family: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Berg'] },
    institutions: ['Høgskolen i Vestfjord', 'Nordlandets universitet'],
    degrees: [
      { native: 'Bachelorgrad i økonomi og administrasjon', en: 'Bachelor of Business Administration', level: 'Bachelor', programme: 'Økonomi og administrasjon', enProgramme: 'Business Administration' },
      { native: 'Master i informatikk', en: 'Master of Science', enField: 'Informatics', level: 'Master', abbr: 'MSc', programme: 'Informatikk', enProgramme: 'Informatics' },
    ],
  },
  {
    code: 'VE', lang: 'es', cities: ['Maracaibo', 'Barquisimeto', 'Mérida'], countryPrinted: ['Venezuela', 'República Bolivariana de Venezuela'],
    people: { given: ['José Gregorio', 'María Alejandra', 'Luis Alberto', 'Andreína', 'Carlos Eduardo'], family: ['Rodríguez', 'Hernández', 'Pérez', 'Briceño', 'Colmenares'] },
    institutions: ['Universidad Nacional de los Llanos', 'Instituto Universitario de Tecnología del Lago'],
    degrees: [
      { native: 'Licenciado en Contaduría Pública', level: 'Bachelor', programme: 'Contaduría Pública' },
      { native: 'Ingeniero en Informática', level: 'Bachelor', programme: 'Ingeniería en Informática' },
      { native: 'Técnico Superior Universitario en Administración', level: 'Diploma', programme: 'Administración' },
      { native: 'Magíster Scientiarum en Gerencia', level: 'Master', programme: 'Maestría en Gerencia' },
      { native: 'Doctor en Ciencias Sociales', level: 'Doctorate', programme: 'Doctorado en Ciencias Sociales' },
    ],
  },
  {
    code: 'DO', lang: 'es', cities: ['Santiago de los Caballeros', 'La Romana', 'San Pedro de Macorís'], countryPrinted: ['República Dominicana'],
    people: { given: ['Yohanna', 'Rafael', 'Wendy', 'Franklin', 'Yokasta'], family: ['Peña', 'Almonte', 'De los Santos', 'Reyes', 'Guzmán'] },
    institutions: ['Universidad del Cibao Oriental', 'Instituto Tecnológico del Este'],
    degrees: [
      { native: 'Licenciatura en Derecho', level: 'Bachelor', programme: 'Escuela de Derecho' },
      { native: 'Maestría en Gestión Pública', level: 'Master', programme: 'Gestión Pública' },
      { native: 'Ingeniero Civil', level: 'Bachelor', programme: 'Ingeniería Civil' },
    ],
  },
  {
    code: 'UG', lang: 'en', cities: ['Kampala', 'Gulu', 'Mbarara'], countryPrinted: ['Uganda'],
    people: { given: ['Brian', 'Grace', 'Ronald', 'Esther', 'Denis'], family: ['Okello', 'Nakato', 'Mugisha', 'Tumusiime', 'Atim'] },
    institutions: ['Lakeside University', 'Nile Institute of Technology'],
    degrees: [
      { native: 'Bachelor of Science', en: 'Bachelor of Science', enField: 'Agriculture', level: 'Bachelor', abbr: 'BSc', programme: 'Agriculture', enProgramme: 'Agriculture' },
      { native: 'Master of Public Health', en: 'Master of Public Health', level: 'Master', abbr: 'MPH', programme: 'Public Health', enProgramme: 'Public Health' },
      { native: 'Diploma in Clinical Medicine', en: 'Diploma in Clinical Medicine', level: 'Diploma', programme: 'Clinical Medicine', enProgramme: 'Clinical Medicine' },
    ],
  },
  {
    code: 'ZW', lang: 'en', cities: ['Harare', 'Bulawayo', 'Gweru'], countryPrinted: ['Zimbabwe'],
    people: { given: ['Tendai', 'Rutendo', 'Farai', 'Nyasha', 'Tinashe'], family: ['Moyo', 'Ncube', 'Sibanda', 'Chikwanha', 'Mutasa'] },
    institutions: ['Highveld Polytechnic', 'Eastern Highlands University'],
    degrees: [
      { native: 'Higher National Diploma in Electrical Engineering', en: 'Higher National Diploma in Electrical Engineering', level: 'Diploma', programme: 'Electrical Engineering', enProgramme: 'Electrical Engineering' },
      { native: 'Master of Business Administration', en: 'Master of Business Administration', level: 'Master', abbr: 'MBA', programme: 'Business Administration', enProgramme: 'Business Administration' },
      { native: 'Bachelor of Accountancy', en: 'Bachelor of Accountancy', level: 'Bachelor', programme: 'Accountancy', enProgramme: 'Accountancy' },
    ],
  },
  {
    code: 'MN', lang: 'mn', cities: ['Улаанбаатар', 'Дархан', 'Эрдэнэт'], countryPrinted: ['Монгол Улс', 'Mongolia'],
    people: { given: ['Bat-Erdene', 'Oyuntsetseg', 'Temuulen', 'Enkhjin', 'Ganbold'], family: ['Dorj', 'Batbayar', 'Tsogtbaatar', 'Ganbaatar'] },
    institutions: ['Mongolian University of Applied Sciences', 'Northern Institute of Technology'],
    degrees: [
      { native: 'Бакалавр', en: 'Bachelor of Engineering', level: 'Bachelor', programme: 'Мэдээллийн технологи', enProgramme: 'Information Technology' },
      { native: 'Магистр', en: 'Master of Science', enField: 'Geology', level: 'Master', abbr: 'MSc', programme: 'Геологи', enProgramme: 'Geology' },
    ],
  },
  {
    code: 'GR', lang: 'el', cities: ['Θεσσαλονίκη', 'Πάτρα', 'Ιωάννινα'], countryPrinted: ['Ελλάδα', 'Greece'],
    people: { given: ['Γεώργιος', 'Μαρία', 'Νικόλαος', 'Ελένη'], family: ['Παπαδόπουλος', 'Οικονόμου', 'Γεωργίου', 'Δημητρίου'] },
    institutions: ['Πανεπιστήμιο Δυτικής Ακτής', 'Ανώτατο Ίδρυμα Τεχνολογίας Αιγαίου'],
    degrees: [
      { native: 'Πτυχίο Οικονομικών Επιστημών', level: 'Bachelor', programme: 'Τμήμα Οικονομικών Επιστημών' },
      { native: 'Μεταπτυχιακό Δίπλωμα Ειδίκευσης', level: 'Master', programme: 'Εφαρμοσμένη Πληροφορική' },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// The second vocabulary (`V2`): written after the engine's degree-head rules, to measure them on
// countries, wordings and captions they were not written against.

export type QLang2 = 'da' | 'fr' | 'nl' | 'en' | 'ru';

export const QLANG2_NAMES: Record<QLang2, string> = { da: 'Danish', fr: 'French', nl: 'Dutch', en: 'English', ru: 'Russian' };

const EN_CAPTIONS2: QCaptions = {
  name: ['Student Name', 'Full Name', 'Graduate'],
  dob: ['Birth Date', 'Date of birth'],
  degree: ['Award', 'Degree Title', 'Qualification Obtained', 'Title Conferred'],
  programme: ['Course of Study', 'Programme of Study', 'Academic Programme'],
  level: ['Award Level', 'Level of Award'],
  completed: ['Date Awarded', 'Completion Date'],
  titleDiploma: ['Certificate of Graduation', 'Degree Diploma'],
  titleRecord: ['Statement of Results', 'Official Academic Record'],
  sentence: [(h, q) => `${h} is hereby granted the title of ${q}.`, (h, q) => `This certifies that ${h} has completed all requirements for the degree of ${q}.`, (h, q) => `${h} was conferred the ${q}.`],
  course: ['Module', 'Description', 'Units', 'Result'],
  thesis: ['Dissertation (Master of Science)', 'Bachelor Project', 'Graduate Seminar'],
};

export const CAPTIONS2: Record<QLang2, QCaptions> = {
  en: EN_CAPTIONS2,
  da: {
    name: ['Navn', 'Den studerendes navn'], dob: ['Fødselsdato', 'Født'], degree: ['Grad', 'Titel', 'Opnået grad'], programme: ['Uddannelse', 'Studieretning'],
    level: ['Niveau'], completed: ['Dato for bestået eksamen', 'Afsluttet'], titleDiploma: ['Eksamensbevis'], titleRecord: ['Karakterudskrift'],
    sentence: [(h, q) => `${h} har erhvervet graden ${q}.`],
    course: ['Kode', 'Fag', 'ECTS', 'Karakter'], thesis: ['Kandidatspeciale', 'Bachelorprojekt'],
  },
  fr: {
    name: ['Nom', 'Étudiant(e)'], dob: ['Date de naissance', 'Né(e) le'], degree: ['Grade académique', 'Diplôme délivré', 'Grade'], programme: ['Programme', 'Cursus', 'Orientation'],
    level: ['Cycle', 'Niveau'], completed: ['Date de la délibération', 'Date d’obtention'], titleDiploma: ['Diplôme'], titleRecord: ['Relevé de notes', 'Bulletin de résultats'],
    sentence: [(h, q) => `${h} a obtenu le diplôme de ${q}.`, (h, q) => `L'Université confère à ${h} le grade académique de ${q}.`],
    course: ['Code', 'Unité d’enseignement', 'Crédits', 'Note'], thesis: ['Mémoire de master', 'Travail de fin d’études'],
  },
  nl: {
    name: ['Naam', 'Student'], dob: ['Geboren op', 'Geboortedatum'], degree: ['Academische graad', 'Diploma van', 'Behaalde graad'], programme: ['Opleidingsprogramma', 'Studierichting'],
    level: ['Niveau', 'Cyclus'], completed: ['Datum deliberatie', 'Datum diploma'], titleDiploma: ['Diploma'], titleRecord: ['Puntenlijst', 'Studievoortgangsoverzicht'],
    sentence: [(h, q) => `${h} heeft de graad van ${q} behaald.`],
    course: ['Code', 'Opleidingsonderdeel', 'Stp', 'Score'], thesis: ['Masterproef', 'Bachelorproef'],
  },
  ru: {
    name: ['Студент', 'Выпускник'], dob: ['Дата рождения'], degree: ['Степень', 'Академическая степень', 'Квалификация'], programme: ['Направление образования', 'Образовательная программа'],
    level: ['Уровень образования'], completed: ['Дата окончания'], titleDiploma: ['Диплом'], titleRecord: ['Приложение к диплому', 'Академическая справка'],
    sentence: [(h, q) => `${h} присвоена степень ${q}.`],
    course: ['Код', 'Дисциплина', 'Кредиты', 'Оценка'], thesis: ['Выпускная квалификационная работа бакалавра', 'Магистерская диссертация'],
  },
};

export interface QCountry2 extends Omit<QCountry, 'lang'> {
  lang: QLang2;
}

export const COUNTRIES2: QCountry2[] = [
  {
    code: 'DK', lang: 'da', cities: ['Aarhus', 'Odense', 'Aalborg'], countryPrinted: ['Danmark', 'Denmark'],
    people: { given: ['Mette', 'Rasmus', 'Freja', 'Mikkel', 'Signe'], family: ['Nielsen', 'Jensen', 'Pedersen', 'Kristensen', 'Madsen'] },
    institutions: ['Vestjyllands Universitet', 'Professionshøjskolen Østkyst'],
    degrees: [
      { native: 'Kandidatgrad i statskundskab', en: 'Master of Science', enField: 'Political Science', level: 'Master', abbr: 'MSc', programme: 'Statskundskab', enProgramme: 'Political Science' },
      { native: 'Professionsbachelor i sygepleje', en: 'Bachelor of Nursing', level: 'Bachelor', programme: 'Sygeplejerskeuddannelsen', enProgramme: 'Nursing' },
      { native: 'Ph.d.-grad', en: 'Doctor of Philosophy', level: 'Doctorate', abbr: 'PhD', programme: 'Ph.d.-skolen', enProgramme: 'Graduate School' },
    ],
  },
  {
    code: 'BE', lang: 'fr', cities: ['Liège', 'Namur', 'Mons'], countryPrinted: ['Belgique', 'Belgium'],
    people: { given: ['Amélie', 'Thibault', 'Manon', 'Florian', 'Chloé'], family: ['Lambert', 'Dubois', 'Peeters', 'Maes', 'Renard'] },
    institutions: ['Université de la Haute-Meuse', 'Haute École du Hainaut Occidental'],
    degrees: [
      { native: 'Master en sciences économiques', level: 'Master', programme: 'Sciences économiques' },
      { native: 'Bachelier en droit', level: 'Bachelor', programme: 'Droit' },
      { native: 'Docteur en sciences', level: 'Doctorate', programme: 'École doctorale des sciences' },
    ],
  },
  {
    code: 'BE', lang: 'nl', cities: ['Leuven', 'Hasselt', 'Brugge'], countryPrinted: ['België', 'Belgium'],
    people: { given: ['Lien', 'Wout', 'Jolien', 'Pieter', 'Elke'], family: ['Claes', 'Janssens', 'Wouters', 'Goossens', 'Vermeulen'] },
    institutions: ['Universiteit Kempenland', 'Hogeschool West-Brabant'],
    degrees: [
      { native: 'Master in de rechten', level: 'Master', programme: 'Rechten' },
      { native: 'Bachelor in de psychologie', level: 'Bachelor', programme: 'Psychologie' },
    ],
  },
  {
    code: 'ZM', lang: 'en', cities: ['Lusaka', 'Ndola', 'Kitwe'], countryPrinted: ['Zambia'],
    people: { given: ['Mwila', 'Chanda', 'Bwalya', 'Natasha', 'Mulenga'], family: ['Banda', 'Phiri', 'Mwansa', 'Zulu', 'Tembo'] },
    institutions: ['Copperbelt Lakes University', 'Kafue College of Education'],
    degrees: [
      { native: 'Bachelor of Science', en: 'Bachelor of Science', enField: 'Nursing', level: 'Bachelor', abbr: 'BSc', programme: 'Nursing', enProgramme: 'Nursing' },
      { native: 'Diploma in Education', en: 'Diploma in Education', level: 'Diploma', programme: 'Teacher Education', enProgramme: 'Teacher Education' },
      { native: 'Master of Engineering', en: 'Master of Engineering', level: 'Master', abbr: 'MEng', programme: 'Mining Engineering', enProgramme: 'Mining Engineering' },
    ],
  },
  {
    code: 'RW', lang: 'en', cities: ['Kigali', 'Huye', 'Musanze'], countryPrinted: ['Rwanda'],
    people: { given: ['Aline', 'Eric', 'Divine', 'Olivier', 'Clarisse'], family: ['Uwimana', 'Niyonzima', 'Mukamana', 'Habimana', 'Ingabire'] },
    institutions: ['Thousand Hills University', 'Kivu Polytechnic'],
    degrees: [
      { native: 'Advanced Diploma in Tourism', en: 'Advanced Diploma in Tourism', level: 'Diploma', programme: 'Tourism', enProgramme: 'Tourism' },
      { native: 'Master of Science', en: 'Master of Science', enField: 'Data Science', level: 'Master', abbr: 'MSc', programme: 'Data Science', enProgramme: 'Data Science' },
    ],
  },
  {
    code: 'GE', lang: 'en', cities: ['Tbilisi', 'Kutaisi', 'Batumi'], countryPrinted: ['Georgia'],
    people: { given: ['Nino', 'Giorgi', 'Tamar', 'Levan', 'Mariam'], family: ['Beridze', 'Kapanadze', 'Gelashvili', 'Maisuradze', 'Lomidze'] },
    institutions: ['Rustaveli Teaching University', 'Black Sea Teaching University'],
    degrees: [
      { native: 'Bachelor of Business Administration', en: 'Bachelor of Business Administration', level: 'Bachelor', abbr: 'BBA', programme: 'Business Administration', enProgramme: 'Business Administration' },
      { native: 'Master of Laws', en: 'Master of Laws', level: 'Master', abbr: 'LLM', programme: 'International Law', enProgramme: 'International Law' },
    ],
  },
  {
    code: 'AM', lang: 'en', cities: ['Yerevan', 'Gyumri', 'Vanadzor'], countryPrinted: ['Armenia'],
    people: { given: ['Anahit', 'Aram', 'Lilit', 'Narek', 'Gayane'], family: ['Petrosyan', 'Hakobyan', 'Sargsyan', 'Grigoryan'] },
    institutions: ['Sevan Lakeside University', 'Northern Armenian Institute'],
    degrees: [
      { native: 'Bachelor of Arts', en: 'Bachelor of Arts', enField: 'Linguistics', level: 'Bachelor', abbr: 'BA', programme: 'Linguistics', enProgramme: 'Linguistics' },
      { native: 'Master of Science', en: 'Master of Science', enField: 'Computer Science', level: 'Master', abbr: 'MSc', programme: 'Computer Science', enProgramme: 'Computer Science' },
    ],
  },
  {
    code: 'UZ', lang: 'ru', cities: ['Самарканд', 'Бухара', 'Наманган'], countryPrinted: ['Республика Узбекистан', 'Uzbekistan'],
    people: { given: ['Dilnoza', 'Jasur', 'Malika', 'Sardor', 'Nodira'], family: ['Karimov', 'Yusupova', 'Rakhimov', 'Tursunova', 'Abdullaev'] },
    institutions: ['Самаркандский институт экономики', 'Ферганский политехнический институт'],
    degrees: [
      { native: 'Бакалавр', en: 'Bachelor', level: 'Bachelor', programme: 'Экономика', enProgramme: 'Economics' },
      { native: 'Магистр', en: 'Master', level: 'Master', programme: 'Менеджмент', enProgramme: 'Management' },
    ],
  },
  {
    code: 'KH', lang: 'en', cities: ['Phnom Penh', 'Siem Reap', 'Battambang'], countryPrinted: ['Cambodia', 'Kingdom of Cambodia'],
    people: { given: ['Sokha', 'Dara', 'Sreymom', 'Vannak', 'Chenda'], family: ['Chan', 'Sok', 'Heng', 'Kim', 'Phan'] },
    institutions: ['Mekong Riverside University', 'Angkor Institute of Management'],
    degrees: [
      { native: 'Associate Degree in Accounting', en: 'Associate Degree in Accounting', level: 'Associate', programme: 'Accounting', enProgramme: 'Accounting' },
      { native: 'Bachelor of Education', en: 'Bachelor of Education', level: 'Bachelor', abbr: 'BEd', programme: 'English Teaching', enProgramme: 'English Teaching' },
    ],
  },
];
