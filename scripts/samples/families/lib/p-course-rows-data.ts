/**
 * Vocabulary of the `p-course-rows` families (development only): per language of the allowlist the
 * header labels, the words of rows that are hard to accept (in progress, exempt, pass/fail, grades in
 * words), block sub-headings, subtotal and summary lines, a second table's caption, grading legends,
 * notes and signatories, and invented course titles (digits, Roman numerals, parentheses). Written
 * from public descriptions of the national grading scales and transcript conventions; every name,
 * institution and title is invented or generic.
 */

export interface RowsLang {
  code: string;
  name: string;
  /** Countries this language's documents are issued in (ISO alpha-2) with the country as printed. */
  countries: Array<{ cc: string; local: string; cities: string[]; institutions: string[] }>;
  first: string[];
  last: string[];
  docTitle: string[];
  nameLabel: string;
  numberLabel: string;
  labels: { code: string[]; title: string[]; credit: string[]; grade: string[]; marks: string[]; remark: string[] };
  /** Grades of the scale, best first, as printed. */
  grades: string[];
  /** Grades in words, best first (printed instead of the scale's grades in some documents). */
  gradeWords: string[];
  pass: string;
  fail: string;
  /** Printed in the grade cell of a course still running: no grade (truth null). */
  inProgress: string;
  /** Printed in the grade cell of a recognised course: a grade as printed. */
  exempt: string;
  blocks: string[];
  subtotal: string;
  total: string;
  average: string;
  /** Captions of a second table below the courses: its rows are courses too. */
  second: string[];
  /** Titles of the second table's rows. */
  secondTitles: string[];
  legend: string;
  footnote: string;
  signatory: string;
  dateLabel: string;
  decimalComma: boolean;
  credits: number[];
  /** Titles in the language, with an English translation for bilingual documents. */
  titles: Array<[string, string]>;
  prefixes: string[];
}

const T = (s: string): Array<[string, string]> =>
  s
    .trim()
    .split('\n')
    .map((l) => l.split('|').map((p) => p.trim()) as [string, string]);

export const ROWS_LANGS: Record<string, RowsLang> = {
  nl: {
    code: 'nl', name: 'Dutch',
    countries: [
      { cc: 'NL', local: 'Nederland', cities: ['Zwolle', 'Amersfoort', 'Leeuwarden', 'Deventer'], institutions: ['Hogeschool Noordoever', 'Universiteit van Veldhoven', 'Hogeschool IJsselvallei'] },
      { cc: 'BE', local: 'België', cities: ['Hasselt', 'Mechelen', 'Kortrijk'], institutions: ['Hogeschool Kempenland', 'Universiteit Scheldevallei'] },
    ],
    first: ['Sanne', 'Daan', 'Lotte', 'Joris', 'Femke', 'Bram'], last: ['van der Berg', 'Jansen', 'de Wit', 'Verhoeven', 'Smits', 'Claes'],
    docTitle: ['Cijferlijst', 'Overzicht studieresultaten'], nameLabel: 'Naam', numberLabel: 'Studentnummer',
    labels: { code: ['Code', 'Vakcode', 'Cursuscode'], title: ['Vak', 'Onderwijseenheid', 'Opleidingsonderdeel', 'Cursus'], credit: ['EC', 'Studiepunten', 'ECTS'], grade: ['Cijfer', 'Resultaat', 'Beoordeling'], marks: ['Score (%)'], remark: ['Opmerking'] },
    grades: ['9,5', '9', '8,5', '8', '7,5', '7', '6,5', '6'], gradeWords: ['uitmuntend', 'zeer goed', 'goed', 'ruim voldoende', 'voldoende'],
    pass: 'voldaan', fail: 'niet voldaan', inProgress: 'lopend', exempt: 'vrijstelling',
    blocks: ['Verplichte onderdelen', 'Keuzeonderdelen', 'Minor'], subtotal: 'Subtotaal', total: 'Totaal behaalde studiepunten', average: 'Gewogen gemiddelde',
    second: ['Afstudeerfase', 'Stages'], secondTitles: ['Afstudeerscriptie', 'Beroepsstage', 'Onderzoeksstage'],
    legend: 'Cijfers: 10 uitmuntend, 8 zeer goed, 7 ruim voldoende, 6 voldoende; lager dan 5,5 onvoldoende.',
    footnote: '* behaald tijdens uitwisseling in het buitenland', signatory: 'Examencommissie', dateLabel: 'Datum', decimalComma: true,
    credits: [3, 4, 5, 6, 7.5, 10],
    titles: T(`
      Inleiding Bedrijfskunde|Introduction to Business Administration
      Statistiek 1|Statistics 1
      Statistiek 2 (toegepast)|Statistics 2 (Applied)
      Wiskunde voor Economen II|Mathematics for Economists II
      Recht en Ethiek|Law and Ethics
      Onderzoeksmethoden (kwalitatief)|Research Methods (Qualitative)
      Marketing 3.0|Marketing 3.0
      Organisatiekunde|Organisation Studies
      Boekhouden en Verslaggeving|Accounting and Reporting
      Engels B2 (zakelijk)|Business English B2
      Projectmanagement|Project Management
      Data-analyse met Python|Data Analysis with Python
      Macro-economie|Macroeconomics
      Micro-economie|Microeconomics
      Supply Chain Management|Supply Chain Management
      Interculturele Communicatie|Intercultural Communication`),
    prefixes: ['BK', 'ECO', 'MAR', 'STAT'],
  },
  hu: {
    code: 'hu', name: 'Hungarian',
    countries: [{ cc: 'HU', local: 'Magyarország', cities: ['Kecskemét', 'Győr', 'Pécs', 'Szeged'], institutions: ['Alföldi Műszaki Egyetem', 'Dunamenti Főiskola', 'Pannon Tudományegyetem'] }],
    first: ['Anna', 'Bence', 'Réka', 'Máté', 'Zsófia', 'Dániel'], last: ['Kovács', 'Szabó', 'Tóth', 'Varga', 'Horváth', 'Nagy'],
    docTitle: ['Leckekönyv-kivonat', 'Tanulmányi eredmények igazolása'], nameLabel: 'Név', numberLabel: 'Neptun-kód',
    labels: { code: ['Tárgykód', 'Kód', 'Kurzuskód'], title: ['Tantárgy', 'Tantárgy neve', 'Kurzus neve'], credit: ['Kredit', 'Kreditpont'], grade: ['Érdemjegy', 'Jegy', 'Értékelés'], marks: ['Pontszám (%)'], remark: ['Megjegyzés'] },
    grades: ['5', '4', '3', '2'], gradeWords: ['jeles (5)', 'jó (4)', 'közepes (3)', 'elégséges (2)'],
    pass: 'megfelelt', fail: 'nem felelt meg', inProgress: 'folyamatban', exempt: 'elismert',
    blocks: ['Kötelező tárgyak', 'Kötelezően választható tárgyak', 'Szabadon választható tárgyak'], subtotal: 'Részösszeg', total: 'Összesen megszerzett kredit', average: 'Súlyozott tanulmányi átlag',
    second: ['Szakdolgozat és záróvizsga', 'Szakmai gyakorlat'], secondTitles: ['Szakdolgozat', 'Záróvizsga', 'Szakmai gyakorlat (6 hét)'],
    legend: 'Értékelés: 5 jeles, 4 jó, 3 közepes, 2 elégséges, 1 elégtelen.',
    footnote: '* külföldi részképzésen teljesítve', signatory: 'Tanulmányi Osztály', dateLabel: 'Kelt', decimalComma: true,
    credits: [2, 3, 4, 5, 6],
    titles: T(`
      Analízis I.|Calculus I
      Analízis II.|Calculus II
      Lineáris algebra|Linear Algebra
      Programozás alapjai (C)|Programming Fundamentals (C)
      Adatbázisok 1|Databases 1
      Számítógép-hálózatok|Computer Networks
      Operációs rendszerek|Operating Systems
      Szoftvertechnológia|Software Engineering
      Valószínűségszámítás|Probability Theory
      Digitális technika 2|Digital Systems 2
      Mesterséges intelligencia alapjai|Foundations of Artificial Intelligence
      Gazdasági ismeretek|Economics for Engineers
      Angol szaknyelv (B2)|Technical English (B2)
      Testnevelés I.|Physical Education I
      Web-programozás|Web Programming
      Algoritmusok és adatszerkezetek|Algorithms and Data Structures`),
    prefixes: ['GEIAL', 'MAT', 'INF', 'BMETE'],
  },
  fi: {
    code: 'fi', name: 'Finnish',
    countries: [{ cc: 'FI', local: 'Suomi', cities: ['Tampere', 'Oulu', 'Jyväskylä', 'Kuopio'], institutions: ['Järvi-Suomen ammattikorkeakoulu', 'Pohjanmaan yliopisto', 'Saimaan teknillinen korkeakoulu'] }],
    first: ['Aino', 'Eetu', 'Venla', 'Juho', 'Sanni', 'Lauri'], last: ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Heikkinen', 'Laine'],
    docTitle: ['Opintosuoritusote', 'Opintorekisteriote'], nameLabel: 'Nimi', numberLabel: 'Opiskelijanumero',
    labels: { code: ['Tunnus', 'Koodi', 'Opintojakson koodi'], title: ['Opintojakso', 'Opintojakson nimi', 'Kurssi'], credit: ['Op', 'Laajuus', 'Opintopisteet'], grade: ['Arvosana', 'Arviointi'], marks: ['Pisteet (%)'], remark: ['Huom.'] },
    grades: ['5', '4', '3', '2', '1'], gradeWords: ['kiitettävä', 'erittäin hyvä', 'hyvä', 'tyydyttävä', 'välttävä'],
    pass: 'hyväksytty', fail: 'hylätty', inProgress: 'kesken', exempt: 'hyväksiluettu',
    blocks: ['Perusopinnot', 'Ammattiopinnot', 'Vapaasti valittavat opinnot'], subtotal: 'Yhteensä', total: 'Opintopisteet yhteensä', average: 'Painotettu keskiarvo',
    second: ['Opinnäytetyö', 'Harjoittelu'], secondTitles: ['Opinnäytetyö', 'Työharjoittelu 1', 'Työharjoittelu 2'],
    legend: 'Arviointiasteikko: 5 kiitettävä, 4-3 hyvä, 2-1 tyydyttävä, 0 hylätty.',
    footnote: '* suoritettu vaihto-opiskelun aikana', signatory: 'Opintotoimisto', dateLabel: 'Päiväys', decimalComma: true,
    credits: [2, 3, 5, 5, 10, 15],
    titles: T(`
      Matematiikka 1|Mathematics 1
      Matematiikka 2|Mathematics 2
      Fysiikka I|Physics I
      Ohjelmoinnin perusteet|Basics of Programming
      Tietorakenteet ja algoritmit|Data Structures and Algorithms
      Ruotsin kieli (virkamiesruotsi)|Swedish for Civil Servants
      Englanti B2|English B2
      Sähkötekniikka|Electrical Engineering
      Automaatiojärjestelmät|Automation Systems
      Projektityö (ryhmä)|Group Project
      Laatujohtaminen|Quality Management
      Tilastotiede|Statistics
      Mekaniikka 2|Mechanics 2
      Tuotantotalous|Industrial Management
      Viestintä ja vuorovaikutus|Communication Skills
      Energiatekniikka|Energy Engineering`),
    prefixes: ['TKO', 'MAT', 'FYS', 'AUT'],
  },
  lt: {
    code: 'lt', name: 'Lithuanian',
    countries: [{ cc: 'LT', local: 'Lietuva', cities: ['Kaunas', 'Klaipėda', 'Šiauliai', 'Panevėžys'], institutions: ['Nemuno technologijos universitetas', 'Baltijos kolegija', 'Žemaitijos universitetas'] }],
    first: ['Eglė', 'Mantas', 'Gabija', 'Lukas', 'Ieva', 'Tomas'], last: ['Kazlauskas', 'Petrauskaitė', 'Jankauskas', 'Stankevičiūtė', 'Vasiliauskas', 'Žukauskaitė'],
    docTitle: ['Akademinė pažyma', 'Studijų rezultatų išrašas'], nameLabel: 'Vardas, pavardė', numberLabel: 'Studento pažymėjimo Nr.',
    labels: { code: ['Kodas', 'Dalyko kodas'], title: ['Dalykas', 'Dalyko pavadinimas', 'Studijų dalykas'], credit: ['Kreditai', 'ECTS kreditai'], grade: ['Įvertinimas', 'Pažymys'], marks: ['Balai (%)'], remark: ['Pastabos'] },
    grades: ['10', '9', '8', '7', '6', '5'], gradeWords: ['puikiai', 'labai gerai', 'gerai', 'vidutiniškai', 'patenkinamai'],
    pass: 'įskaityta', fail: 'neįskaityta', inProgress: 'vyksta', exempt: 'įskaityta*',
    blocks: ['Privalomieji dalykai', 'Pasirenkamieji dalykai', 'Laisvai pasirenkami dalykai'], subtotal: 'Iš viso', total: 'Iš viso kreditų', average: 'Svertinis vidurkis',
    second: ['Baigiamasis darbas', 'Praktika'], secondTitles: ['Baigiamasis bakalauro darbas', 'Profesinė praktika', 'Mokomoji praktika'],
    legend: 'Vertinimo skalė: 10 puikiai, 9 labai gerai, 8 gerai, 7 vidutiniškai, 5 silpnai.',
    footnote: '* įskaityta pagal ankstesnių studijų rezultatus', signatory: 'Studijų skyriaus vedėja', dateLabel: 'Data', decimalComma: true,
    credits: [3, 5, 6, 9],
    titles: T(`
      Matematinė analizė I|Mathematical Analysis I
      Diskrečioji matematika|Discrete Mathematics
      Programavimo pagrindai|Programming Basics
      Duomenų bazės (SQL)|Databases (SQL)
      Kompiuterių architektūra|Computer Architecture
      Anglų kalba (C1)|English (C1)
      Ekonomikos teorija|Economic Theory
      Lietuvių kalbos kultūra|Lithuanian Language Culture
      Objektinis programavimas 2|Object-Oriented Programming 2
      Tinklų sauga|Network Security
      Tikimybių teorija|Probability Theory
      Filosofija|Philosophy
      Vadyba|Management
      Informacinės sistemos|Information Systems
      Operacijų tyrimas|Operations Research
      Teisės pagrindai|Foundations of Law`),
    prefixes: ['P170B', 'T120B', 'S000', 'M130'],
  },
  no: {
    code: 'no', name: 'Norwegian',
    countries: [{ cc: 'NO', local: 'Norge', cities: ['Trondheim', 'Bergen', 'Tromsø', 'Stavanger'], institutions: ['Høgskolen i Vestfjord', 'Universitetet i Nordlandet', 'Fjordane tekniske høgskole'] }],
    first: ['Ingrid', 'Magnus', 'Nora', 'Sindre', 'Thea', 'Eirik'], last: ['Hansen', 'Johansen', 'Olsen', 'Berg', 'Haugen', 'Lunde'],
    docTitle: ['Karakterutskrift', 'Vitnemål – vedlegg'], nameLabel: 'Navn', numberLabel: 'Studentnummer',
    labels: { code: ['Emnekode', 'Kode'], title: ['Emne', 'Emnenavn'], credit: ['Studiepoeng', 'Stp.', 'ECTS'], grade: ['Karakter', 'Resultat'], marks: ['Poeng (%)'], remark: ['Merknad'] },
    grades: ['A', 'B', 'C', 'D', 'E'], gradeWords: ['A', 'B', 'C', 'D', 'E'],
    pass: 'Bestått', fail: 'Ikke bestått', inProgress: 'Pågår', exempt: 'Fritak',
    blocks: ['Obligatoriske emner', 'Valgemner', 'Exfac'], subtotal: 'Sum', total: 'Totalt antall studiepoeng', average: 'Gjennomsnittskarakter',
    second: ['Bacheloroppgave', 'Praksis'], secondTitles: ['Bacheloroppgave', 'Praksisperiode 1', 'Praksisperiode 2'],
    legend: 'Karakterskala: A fremragende, B meget god, C god, D nokså god, E tilstrekkelig, F ikke bestått.',
    footnote: '* avlagt ved utvekslingsopphold', signatory: 'Studieadministrasjonen', dateLabel: 'Dato', decimalComma: true,
    credits: [5, 7.5, 10, 15],
    titles: T(`
      Examen philosophicum|Examen philosophicum
      Matematikk 1|Mathematics 1
      Matematikk 2|Mathematics 2
      Ledelse og organisasjon|Leadership and Organisation
      Markedsføring I|Marketing I
      Finansregnskap med analyse|Financial Accounting and Analysis
      Samfunnsøkonomi (mikro)|Economics (Micro)
      Statistikk|Statistics
      Metode og forskningsdesign|Research Methods and Design
      Innovasjon og entreprenørskap|Innovation and Entrepreneurship
      Bedriftsøkonomisk analyse|Business Analysis
      Etikk og samfunnsansvar|Ethics and Social Responsibility
      Digital forretningsutvikling|Digital Business Development
      Skatterett 1|Tax Law 1
      Logistikk|Logistics
      Arbeidsrett|Employment Law`),
    prefixes: ['BED', 'ØKO', 'MET', 'EXPH'],
  },
  el: {
    code: 'el', name: 'Greek',
    countries: [{ cc: 'GR', local: 'Ελλάδα', cities: ['Θεσσαλονίκη', 'Πάτρα', 'Ιωάννινα', 'Λάρισα'], institutions: ['Πανεπιστήμιο Δυτικής Μακεδονίας', 'Ιόνιο Τεχνολογικό Ίδρυμα', 'Πανεπιστήμιο Αιγαίου Πελάγους'] }],
    first: ['Μαρία', 'Γιώργος', 'Ελένη', 'Νίκος', 'Κατερίνα', 'Δημήτρης'], last: ['Παπαδοπούλου', 'Παπαδόπουλος', 'Γεωργίου', 'Νικολάου', 'Αντωνίου', 'Οικονόμου'],
    docTitle: ['Πιστοποιητικό Αναλυτικής Βαθμολογίας'], nameLabel: 'Ονοματεπώνυμο', numberLabel: 'Αριθμός Μητρώου',
    labels: { code: ['Κωδικός', 'Κωδ.'], title: ['Μάθημα', 'Τίτλος μαθήματος'], credit: ['ECTS', 'Μονάδες ECTS'], grade: ['Βαθμός', 'Βαθμολογία'], marks: ['Μονάδες (%)'], remark: ['Παρατηρήσεις'] },
    grades: ['9,5', '9', '8,5', '8', '7', '6,5', '6', '5'], gradeWords: ['Άριστα', 'Λίαν Καλώς', 'Καλώς'],
    pass: 'Επιτυχία', fail: 'Αποτυχία', inProgress: 'Σε εξέλιξη', exempt: 'Απαλλαγή',
    blocks: ['Υποχρεωτικά μαθήματα', 'Μαθήματα επιλογής', 'Ελεύθερα μαθήματα'], subtotal: 'Σύνολο', total: 'Σύνολο μονάδων ECTS', average: 'Μέσος όρος',
    second: ['Πτυχιακή εργασία', 'Πρακτική άσκηση'], secondTitles: ['Πτυχιακή εργασία', 'Πρακτική άσκηση', 'Εργαστηριακή άσκηση'],
    legend: 'Κλίμακα βαθμολογίας: 8,5-10 Άριστα, 6,5-8,49 Λίαν Καλώς, 5-6,49 Καλώς.',
    footnote: '* αναγνώριση από πρόγραμμα Erasmus', signatory: 'Η Γραμματέας του Τμήματος', dateLabel: 'Ημερομηνία', decimalComma: true,
    credits: [4, 5, 6, 7],
    titles: T(`
      Μαθηματική Ανάλυση Ι|Calculus I
      Μαθηματική Ανάλυση ΙΙ|Calculus II
      Γραμμική Άλγεβρα|Linear Algebra
      Εισαγωγή στον Προγραμματισμό|Introduction to Programming
      Δομές Δεδομένων|Data Structures
      Φυσική (Μηχανική)|Physics (Mechanics)
      Ψηφιακά Κυκλώματα|Digital Circuits
      Βάσεις Δεδομένων|Databases
      Λειτουργικά Συστήματα|Operating Systems
      Δίκτυα Υπολογιστών|Computer Networks
      Πιθανότητες και Στατιστική|Probability and Statistics
      Αγγλικά ΙΙΙ|English III
      Τεχνητή Νοημοσύνη|Artificial Intelligence
      Σήματα και Συστήματα|Signals and Systems
      Οικονομικά της Επιχείρησης|Business Economics
      Αριθμητική Ανάλυση|Numerical Analysis`),
    prefixes: ['ΠΛΗ', 'ΜΑΘ', 'ΦΥΣ', 'ΗΛΕ'],
  },
  en: {
    code: 'en', name: 'English',
    countries: [
      { cc: 'UG', local: 'Uganda', cities: ['Kampala', 'Mbarara', 'Gulu', 'Jinja'], institutions: ['Nile Valley University', 'Lake Victoria Institute of Technology', 'Rwenzori Christian University'] },
      { cc: 'ZW', local: 'Zimbabwe', cities: ['Harare', 'Bulawayo', 'Gweru', 'Mutare'], institutions: ['Great Zimbabwe Polytechnic', 'Eastern Highlands University', 'Matopos College of Education'] },
      { cc: 'ZM', local: 'Zambia', cities: ['Lusaka', 'Kitwe', 'Ndola', 'Livingstone'], institutions: ['Copperbelt Institute of Science', 'Zambezi University', 'Kafue College of Commerce'] },
    ],
    first: ['Grace', 'Brian', 'Ruth', 'Tendai', 'Chipo', 'Joseph'], last: ['Namutebi', 'Okello', 'Moyo', 'Banda', 'Phiri', 'Mukasa'],
    docTitle: ['Academic Transcript', 'Statement of Results'], nameLabel: 'Name of Student', numberLabel: 'Registration No.',
    labels: { code: ['Course Code', 'Code'], title: ['Course Title', 'Course Name', 'Module'], credit: ['CU', 'Credit Units', 'Credits'], grade: ['Grade', 'Final Grade'], marks: ['Mark (%)'], remark: ['Remarks'] },
    grades: ['A', 'B+', 'B', 'C+', 'C', 'D'], gradeWords: ['Distinction', 'Merit', 'Credit', 'Pass'],
    pass: 'Pass', fail: 'Fail', inProgress: 'In progress', exempt: 'Exempted',
    blocks: ['Core Courses', 'Electives', 'University Courses'], subtotal: 'Subtotal', total: 'Total Credit Units', average: 'CGPA',
    second: ['Research Project', 'Industrial Attachment'], secondTitles: ['Research Project (Dissertation)', 'Industrial Attachment', 'Field Attachment II'],
    legend: 'Key: A 80-100, B+ 75-79, B 70-74, C+ 65-69, C 60-64, D 50-59, F 0-49.',
    footnote: '* supplementary examination', signatory: 'Academic Registrar', dateLabel: 'Date', decimalComma: false,
    credits: [2, 3, 4, 5],
    titles: T(`
      Communication Skills|Communication Skills
      Calculus I|Calculus I
      Calculus II|Calculus II
      Introduction to Computing (ICT)|Introduction to Computing (ICT)
      Principles of Accounting 1|Principles of Accounting 1
      Microeconomics|Microeconomics
      Business Statistics II|Business Statistics II
      Entrepreneurship Development|Entrepreneurship Development
      Development Studies|Development Studies
      Soil Science 2 (Practical)|Soil Science 2 (Practical)
      Research Methods|Research Methods
      Public Finance|Public Finance
      Quantitative Techniques|Quantitative Techniques
      Organisational Behaviour|Organisational Behaviour
      Environmental Management|Environmental Management
      Cost and Management Accounting|Cost and Management Accounting`),
    prefixes: ['BBA', 'CSC', 'AGR', 'ECO'],
  },
  es: {
    code: 'es', name: 'Spanish',
    countries: [
      { cc: 'VE', local: 'Venezuela', cities: ['Maracaibo', 'Valencia', 'Barquisimeto', 'Mérida'], institutions: ['Universidad Nacional del Lago', 'Instituto Universitario de Tecnología Andina', 'Universidad Experimental del Llano'] },
      { cc: 'DO', local: 'República Dominicana', cities: ['Santiago de los Caballeros', 'La Romana', 'San Pedro de Macorís'], institutions: ['Universidad del Cibao Central', 'Instituto Tecnológico del Caribe'] },
    ],
    first: ['Valentina', 'Andrés', 'Camila', 'José', 'Mariana', 'Luis'], last: ['González', 'Rodríguez', 'Pérez', 'Hernández', 'Castillo', 'Almonte'],
    docTitle: ['Certificación de Notas', 'Récord de Calificaciones'], nameLabel: 'Nombre', numberLabel: 'Matrícula',
    labels: { code: ['Código', 'Clave'], title: ['Asignatura', 'Materia'], credit: ['U.C.', 'Créditos', 'Unidades de Crédito'], grade: ['Calificación', 'Nota'], marks: ['Puntaje (%)'], remark: ['Observación'] },
    grades: ['20', '19', '18', '17', '16', '15', '14', '13', '12', '11', '10'], gradeWords: ['Sobresaliente', 'Distinguido', 'Bueno', 'Suficiente'],
    pass: 'Aprobado', fail: 'Reprobado', inProgress: 'En curso', exempt: 'Equivalencia',
    blocks: ['Asignaturas obligatorias', 'Asignaturas electivas', 'Formación general'], subtotal: 'Subtotal', total: 'Total de unidades de crédito aprobadas', average: 'Índice académico',
    second: ['Trabajo de grado', 'Pasantías'], secondTitles: ['Trabajo Especial de Grado', 'Pasantía Profesional', 'Servicio Comunitario'],
    legend: 'Escala de calificaciones: 1 a 20 puntos; nota mínima aprobatoria 10 puntos.',
    footnote: '* aprobada por equivalencia', signatory: 'Jefe de Control de Estudios', dateLabel: 'Fecha', decimalComma: true,
    credits: [2, 3, 4, 5],
    titles: T(`
      Matemática I|Mathematics I
      Matemática II|Mathematics II
      Lenguaje y Comunicación|Language and Communication
      Física I (Mecánica)|Physics I (Mechanics)
      Química General|General Chemistry
      Dibujo Técnico|Technical Drawing
      Programación 1|Programming 1
      Estadística Aplicada|Applied Statistics
      Contabilidad de Costos|Cost Accounting
      Inglés Técnico II|Technical English II
      Ética Profesional|Professional Ethics
      Investigación de Operaciones|Operations Research
      Economía Venezolana y Caribeña|Economy of the Region
      Termodinámica|Thermodynamics
      Resistencia de Materiales|Strength of Materials
      Gerencia de Proyectos|Project Management`),
    prefixes: ['MAT', 'FIS', 'ING', 'ADM'],
  },
};

/**
 * The second vocabulary (`p-course-rows2`), written after the table reader's rules for the first:
 * other header synonyms, a date column label, other block, subtotal, in-progress and exemption
 * wordings, grades in words with their number, so that the rules are measured on wordings they were
 * not written against.
 */
export interface RowsLang2Extra {
  dateLabel2: string;
}

const v2 = (base: RowsLang, o: Partial<RowsLang> & RowsLang2Extra): RowsLang & RowsLang2Extra => ({ ...base, ...o });

export const ROWS_LANGS2: Record<string, RowsLang & RowsLang2Extra> = {
  nl: v2(ROWS_LANGS.nl, {
    labels: { code: ['Cursuscode', 'Vakcode'], title: ['Studieonderdeel', 'Onderdeel', 'Omschrijving'], credit: ['Studiepunten', 'Stp'], grade: ['Eindcijfer', 'Eindresultaat'], marks: ['Score %'], remark: ['Status'] },
    gradeWords: ['8 (zeer goed)', '7 (ruim voldoende)', '6 (voldoende)'], inProgress: 'nog niet afgerond', exempt: 'VR',
    blocks: ['Propedeuse', 'Hoofdfase', 'Vrije ruimte'], subtotal: 'Totaal blok', dateLabel2: 'Datum',
  }),
  hu: v2(ROWS_LANGS.hu, {
    labels: { code: ['Kód', 'Azonosító'], title: ['Tárgy megnevezése', 'Tantárgy'], credit: ['Kr.', 'Kredit'], grade: ['Jegy', 'Osztályzat'], marks: ['Pont %'], remark: ['Státusz'] },
    gradeWords: ['jeles', 'jó', 'közepes', 'elégséges'], inProgress: 'felvéve', exempt: 'befogadva',
    blocks: ['Alapozó ismeretek', 'Szakmai törzsanyag', 'Differenciált szakmai ismeretek'], subtotal: 'Összesen', dateLabel2: 'Dátum',
  }),
  fi: v2(ROWS_LANGS.fi, {
    labels: { code: ['Koodi', 'Tunnus'], title: ['Kurssi', 'Opintojakson nimi'], credit: ['Opintopisteet', 'Op'], grade: ['Arvosana', 'Arvio'], marks: ['Pisteet %'], remark: ['Lisätiedot'] },
    gradeWords: ['erinomainen', 'hyvä', 'tyydyttävä'], inProgress: 'suoritus kesken', exempt: 'HYV',
    blocks: ['Yhteiset opinnot', 'Pääaineopinnot', 'Sivuaineopinnot'], subtotal: 'Yhteensä', dateLabel2: 'Pvm',
  }),
  lt: v2(ROWS_LANGS.lt, {
    labels: { code: ['Kodas'], title: ['Studijų dalykas', 'Modulio pavadinimas'], credit: ['Kreditų sk.', 'ECTS kreditai'], grade: ['Galutinis įvertinimas', 'Pažymys'], marks: ['Balai %'], remark: ['Pastaba'] },
    gradeWords: ['10 (puikiai)', '9 (labai gerai)', '8 (gerai)', '7 (vidutiniškai)'], inProgress: 'neišlaikyta', exempt: 'įskaityta',
    blocks: ['Studijų pagrindai', 'Specialybės dalykai', 'Laisvieji dalykai'], subtotal: 'Iš viso', dateLabel2: 'Data',
  }),
  no: v2(ROWS_LANGS.no, {
    labels: { code: ['Emnekode', 'Kode'], title: ['Emnetittel', 'Emnenavn'], credit: ['Sp', 'Studiepoeng'], grade: ['Karakter', 'Res.'], marks: ['Poeng %'], remark: ['Merknad'] },
    gradeWords: ['A', 'B', 'C', 'D', 'E'], inProgress: 'Ikke avlagt', exempt: 'Godkjent',
    blocks: ['Grunnemner', 'Fordypning', 'Frie emner'], subtotal: 'Sum studiepoeng', dateLabel2: 'Dato',
  }),
  el: v2(ROWS_LANGS.el, {
    labels: { code: ['Κωδικός'], title: ['Μάθημα', 'Τίτλος'], credit: ['Π.Μ.', 'ECTS'], grade: ['Βαθμός'], marks: ['Ποσοστό %'], remark: ['Κατάσταση'] },
    gradeWords: ['Άριστα', 'Λίαν Καλώς', 'Καλώς'], inProgress: 'Εκκρεμεί', exempt: 'Αναγνώριση',
    blocks: ['Κορμός', 'Κατεύθυνση', 'Επιλογές'], subtotal: 'Σύνολο ενότητας', dateLabel2: 'Ημ/νία',
  }),
  en: v2(ROWS_LANGS.en, {
    labels: { code: ['Course No.', 'Code'], title: ['Course', 'Subject', 'Description'], credit: ['Credits', 'CU', 'Cr.'], grade: ['Grade', 'Result'], marks: ['Score %'], remark: ['Status'] },
    gradeWords: ['Distinction', 'Merit', 'Credit', 'Pass'], inProgress: 'Not yet examined', exempt: 'EX',
    blocks: ['Year One', 'Year Two', 'Year Three'], subtotal: 'Semester load', dateLabel2: 'Sat',
  }),
  es: v2(ROWS_LANGS.es, {
    labels: { code: ['Cód.', 'Código'], title: ['Asignatura', 'Unidad curricular'], credit: ['Créditos', 'U.C.'], grade: ['Nota', 'Calificación definitiva'], marks: ['Puntos %'], remark: ['Estado'] },
    gradeWords: ['Excelente', 'Muy bueno', 'Bueno', 'Aprobado'], inProgress: 'Cursando', exempt: 'Convalidada',
    blocks: ['Ciclo básico', 'Ciclo profesional', 'Electivas'], subtotal: 'Total del ciclo', dateLabel2: 'Fecha',
  }),
};
