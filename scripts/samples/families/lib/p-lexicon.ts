/**
 * The vocabulary of the procedural course-table families (`p-`): per language the header labels
 * of each kind of column (with their synonyms), the term headings, the totals lines, the pass
 * words, the grading scheme and invented course titles, institutions, cities and people. Written
 * from public descriptions of the conventions (registrar guides, ECTS users' guide, national
 * grading-scale references); every name is invented or generic.
 */
export type GradeScheme = 'us' | 'in' | 'de' | 'fr20' | 'es-words' | 'it30' | 'pt10' | 'ru-words' | 'uk-words' | 'pl' | 'nl' | 'tr' | 'id';

export interface Lang {
  code: string;
  name: string;
  country: string;
  /** The country as printed in the address line. */
  countryLocal: string;
  cities: string[];
  institutions: string[];
  /** Given names and surnames; where surnames have a gender (ru, pl), both lists alternate female, male. */
  first: string[];
  last: string[];
  gendered?: boolean;
  docTitle: string[];
  nameLabel: string[];
  numberLabel: string[];
  labels: {
    code: string[];
    title: string[];
    credit: string[];
    grade: string[];
    points: string[];
    marks: string[];
    max: string[];
    remark: string[];
    term: string[];
    hours: string[];
    /** Spanning label over max | obtained. */
    marksGroup: string[];
    /** Sub-labels under it. */
    maxShort: string[];
    obtShort: string[];
  };
  /** Term heading n (1-based) of the programme starting in `year`, and its ground truth. */
  heading: Array<(n: number, year: number) => { text: string; term: string; session: string | null; year: number | null }>;
  /** Totals and GPA of one term. */
  totals: string[];
  gpa: string[];
  /** The total of a whole table. */
  grandTotal: string;
  pass: string[];
  transfer?: string;
  scheme: GradeScheme;
  decimalComma: boolean;
  /** Credits a course may carry. */
  credits: number[];
  titles: string[];
  /** Letters of course-code prefixes. */
  prefixes: string[];
}

const sess = (y: number, sep = '/') => `${y}${sep}${y + 1}`;
const half = (n: number) => Math.floor((n - 1) / 2);

export const LANGS: Record<string, Lang> = {
  'en-us': {
    code: 'en', name: 'English', country: 'US', countryLocal: 'USA',
    cities: ['Springfield, IL', 'Fairview, OH', 'Riverside, CA', 'Madison, WI'],
    institutions: ['Fairview State University', 'Riverside Technical College', 'Northfield College of Arts and Sciences', 'Lakeshore University'],
    first: ['Emily', 'Jacob', 'Madison', 'Tyler', 'Hannah', 'Brandon', 'Olivia', 'Caleb'], last: ['Whitfield', 'Carver', 'Donnelly', 'Hartman', 'Pruitt', 'Alvarez', 'Benson', 'Kowalski'],
    docTitle: ['Official Academic Transcript', 'Transcript of Academic Record', 'Academic Record'], nameLabel: ['Student Name', 'Name'], numberLabel: ['Student ID', 'Student No.'],
    labels: {
      code: ['Course', 'Course No.', 'Course Code', 'Subject Code', 'Course ID', 'Code'],
      title: ['Course Title', 'Title', 'Description', 'Course Name', 'Subject'],
      credit: ['Credits', 'Credit Hours', 'Cr. Hrs', 'Units', 'Hours Earned'],
      grade: ['Grade', 'Letter Grade', 'Final Grade'],
      points: ['Quality Points', 'Grade Points', 'Points', 'QPts'],
      marks: ['Marks Obtained'], max: ['Max. Marks'], remark: ['Status', 'Remarks'], term: ['Term', 'Semester'], hours: ['Contact Hours'],
      marksGroup: ['Marks'], maxShort: ['Max'], obtShort: ['Obtained'],
    },
    heading: [
      (n, y) => ({ text: `${n % 2 ? 'Fall' : 'Spring'} ${y + Math.floor(n / 2)}`, term: n % 2 ? 'Fall' : 'Spring', session: null, year: y + Math.floor(n / 2) }),
      (n, y) => ({ text: `Semester ${n} — ${sess(y + half(n), '-')}`, term: `Semester ${n}`, session: sess(y + half(n), '-'), year: null }),
    ],
    totals: ['Term Totals', 'Semester Total'], gpa: ['Term GPA', 'Semester GPA'], grandTotal: 'Total', pass: ['Passed', 'Completed', 'P'],
    transfer: 'TRANSFER CREDIT ACCEPTED',
    scheme: 'us', decimalComma: false, credits: [1, 2, 3, 3, 3, 4, 4],
    titles: ['Introduction to Psychology', 'College Composition I', 'College Composition II', 'Calculus I', 'Calculus II', 'General Chemistry with Laboratory', 'Principles of Microeconomics', 'Principles of Macroeconomics', 'World History since 1500', 'Introduction to Sociology', 'Public Speaking', 'Statistics for the Behavioral Sciences', 'Organic Chemistry I', 'Cell Biology', 'Introduction to Programming', 'Data Structures and Algorithms', 'American Government', 'Ethics and Contemporary Moral Problems', 'Linear Algebra', 'Financial Accounting', 'Technical Writing for Engineers and Scientists', 'Environmental Science and Sustainability', 'Spanish I', 'Art Appreciation', 'Physics for Scientists and Engineers I', 'Research Methods in the Social Sciences'],
    prefixes: ['PSY', 'ENG', 'MATH', 'CHEM', 'ECON', 'HIST', 'SOC', 'COMM', 'BIOL', 'CS', 'POLS', 'PHIL', 'ACCT', 'PHYS'],
  },
  'en-in': {
    code: 'en', name: 'English', country: 'IN', countryLocal: 'India',
    cities: ['Pune, Maharashtra', 'Coimbatore, Tamil Nadu', 'Indore, Madhya Pradesh', 'Jaipur, Rajasthan'],
    institutions: ['Deccan Institute of Technology', 'Western Plateau University', 'Kaveri College of Engineering', 'Aravalli University'],
    first: ['Rahul', 'Priya', 'Ankit', 'Sneha', 'Vikram', 'Pooja', 'Arjun', 'Kavya'], last: ['Sharma', 'Iyer', 'Patil', 'Verma', 'Nair', 'Joshi', 'Reddy', 'Gupta'],
    docTitle: ['Statement of Marks', 'Consolidated Marks Memo', 'Grade Card'], nameLabel: ['Name of the Candidate', 'Name'], numberLabel: ['Roll No.', 'Enrolment No.'],
    labels: {
      code: ['Subject Code', 'Paper Code', 'Course Code', 'Sub. Code'],
      title: ['Subject', 'Name of the Subject', 'Paper Title', 'Course Title'],
      credit: ['Credits', 'Credit', 'Cr.'],
      grade: ['Grade', 'Letter Grade'],
      points: ['Grade Points', 'GP'],
      marks: ['Marks Obtained', 'Obtained'], max: ['Max. Marks', 'Maximum Marks', 'Full Marks'], remark: ['Result', 'Remarks'], term: ['Semester', 'Sem.'], hours: ['Hours'],
      marksGroup: ['Marks'], maxShort: ['Max.', 'Max'], obtShort: ['Obt.', 'Obtained'],
    },
    heading: [
      (n, y) => ({ text: `Semester ${['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'][n - 1]} (${y + half(n)}-${String(y + half(n) + 1).slice(2)})`, term: `Semester ${['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'][n - 1]}`, session: `${y + half(n)}-${String(y + half(n) + 1).slice(2)}`, year: null }),
      (n, y) => ({ text: `Semester ${n} — ${sess(y + half(n), '-')}`, term: `Semester ${n}`, session: sess(y + half(n), '-'), year: null }),
    ],
    totals: ['Semester Total'], gpa: ['SGPA'], grandTotal: 'Grand Total', pass: ['Pass', 'P'],
    scheme: 'in', decimalComma: false, credits: [2, 3, 4, 4, 5],
    titles: ['Engineering Mathematics I', 'Engineering Mathematics II', 'Engineering Physics', 'Engineering Chemistry', 'Basic Electrical Engineering', 'Programming in C', 'Engineering Graphics and Design', 'Environmental Studies', 'Digital Logic Design', 'Data Structures', 'Discrete Mathematics', 'Computer Organization and Architecture', 'Database Management Systems', 'Operating Systems', 'Design and Analysis of Algorithms', 'Theory of Computation', 'Computer Networks', 'Software Engineering', 'Professional Communication in English', 'Microprocessors and Interfacing'],
    prefixes: ['MA', 'PH', 'CH', 'EE', 'CS', 'ME', 'HS'],
  },
  de: {
    code: 'de', name: 'German', country: 'DE', countryLocal: 'Deutschland',
    cities: ['Kassel', 'Paderborn', 'Ulm', 'Bamberg'],
    institutions: ['Hochschule Nordhessen', 'Technische Hochschule Oberfranken', 'Universität Mittelweser', 'Hochschule für Technik Donautal'],
    first: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Marie', 'Paul', 'Sophie'], last: ['Becker', 'Hoffmann', 'Schäfer', 'Krüger', 'Wagner', 'Zimmermann', 'Hartmann', 'Vogel'],
    docTitle: ['Leistungsübersicht', 'Notenspiegel', 'Transcript of Records'], nameLabel: ['Name', 'Name, Vorname'], numberLabel: ['Matrikelnummer', 'Matrikel-Nr.'],
    labels: {
      code: ['Nr.', 'Modulnr.', 'Modul-Nr.', 'Kennung', 'PNr.'],
      title: ['Modul', 'Modulbezeichnung', 'Lehrveranstaltung', 'Prüfungsfach', 'Fach'],
      credit: ['ECTS', 'LP', 'Credits', 'Leistungspunkte', 'CP'],
      grade: ['Note', 'Bewertung', 'Prüfungsnote'],
      points: ['Gewichtung'], marks: ['Punkte'], max: ['max. Punkte'], remark: ['Status', 'Vermerk', 'Ergebnis'], term: ['Semester', 'Sem.'], hours: ['SWS'],
      marksGroup: ['Punkte'], maxShort: ['max.'], obtShort: ['erreicht'],
    },
    heading: [
      (n, y) => n % 2 ? ({ text: `Wintersemester ${y + half(n)}/${String(y + half(n) + 1).slice(2)}`, term: 'Wintersemester', session: `${y + half(n)}/${String(y + half(n) + 1).slice(2)}`, year: null }) : ({ text: `Sommersemester ${y + n / 2}`, term: 'Sommersemester', session: null, year: y + n / 2 }),
      (n, y) => ({ text: `${n}. Semester — Studienjahr ${sess(y + half(n))}`, term: `${n}. Semester`, session: sess(y + half(n)), year: null }),
    ],
    totals: ['Summe Semester', 'Semestersumme'], gpa: ['Semesterdurchschnitt'], grandTotal: 'Summe', pass: ['bestanden', 'BE'],
    scheme: 'de', decimalComma: true, credits: [2.5, 5, 5, 5, 6, 7.5, 10],
    titles: ['Mathematik für Ingenieure 1', 'Mathematik für Ingenieure 2', 'Grundlagen der Informatik', 'Programmierung und Softwaretechnik', 'Technische Mechanik', 'Elektrotechnik', 'Betriebswirtschaftslehre', 'Datenbanksysteme', 'Rechnernetze', 'Theoretische Informatik', 'Wissenschaftliches Arbeiten', 'Statistik und Wahrscheinlichkeitsrechnung', 'Projektmanagement', 'Regelungstechnik', 'Werkstoffkunde', 'Englisch für Ingenieure', 'Betriebssysteme und verteilte Systeme', 'Praxisprojekt', 'Algorithmen und Datenstrukturen', 'Software-Qualitätssicherung'],
    prefixes: ['MAT', 'INF', 'ET', 'BWL', 'WIW', 'MB'],
  },
  fr: {
    code: 'fr', name: 'French', country: 'FR', countryLocal: 'France',
    cities: ['Poitiers', 'Besançon', 'Limoges', 'Angers'],
    institutions: ['Université de Haute-Loire', 'Université Val de Saône', 'Institut universitaire de Bretagne-Sud', 'Université Côte d’Opale'],
    first: ['Camille', 'Louis', 'Manon', 'Hugo', 'Chloé', 'Théo', 'Inès', 'Lucas'], last: ['Moreau', 'Girard', 'Fontaine', 'Lambert', 'Rousseau', 'Bonnet', 'Mercier', 'Faure'],
    docTitle: ['Relevé de notes', 'Attestation de résultats'], nameLabel: ['Nom et prénom', 'Étudiant'], numberLabel: ['N° étudiant', 'INE'],
    labels: {
      code: ['Code', 'Code UE', 'Réf.'],
      title: ['Intitulé', 'Unité d’enseignement', 'Matière', 'Élément pédagogique', 'Module'],
      credit: ['Crédits', 'ECTS', 'Crédits ECTS'],
      grade: ['Note /20', 'Note sur 20', 'Moyenne /20'],
      points: ['Coef.'], marks: ['Note'], max: ['Barème'], remark: ['Résultat', 'Décision'], term: ['Semestre'], hours: ['Heures'],
      marksGroup: ['Note'], maxShort: ['Barème'], obtShort: ['Obtenue'],
    },
    heading: [(n, y) => ({ text: `Semestre ${n} — Année universitaire ${sess(y + half(n), '-')}`, term: `Semestre ${n}`, session: sess(y + half(n), '-'), year: null })],
    totals: ['Total du semestre', 'Total semestre'], gpa: ['Moyenne du semestre'], grandTotal: 'Total', pass: ['Admis', 'Validé', 'ADM'],
    scheme: 'fr20', decimalComma: true, credits: [3, 3, 4, 5, 6, 6],
    titles: ['Analyse et algèbre', 'Algorithmique et programmation', 'Architecture des ordinateurs', 'Probabilités et statistiques', 'Anglais scientifique', 'Bases de données relationnelles', 'Systèmes d’exploitation', 'Réseaux et protocoles', 'Droit des contrats', 'Économie générale', 'Méthodologie du travail universitaire', 'Histoire contemporaine', 'Physique générale', 'Chimie organique', 'Programmation orientée objet', 'Projet tuteuré', 'Communication écrite et orale', 'Génie logiciel et méthodes agiles'],
    prefixes: ['UE', 'INF', 'MAT', 'DRO', 'ECO'],
  },
  es: {
    code: 'es', name: 'Spanish', country: 'ES', countryLocal: 'España',
    cities: ['Salamanca', 'Albacete', 'Córdoba', 'Logroño'],
    institutions: ['Universidad de la Meseta', 'Universidad Politécnica del Levante', 'Universidad de Tierra de Campos', 'Universidad del Ebro'],
    first: ['Lucía', 'Javier', 'Carmen', 'Pablo', 'Marta', 'Sergio', 'Elena', 'Diego'], last: ['García Romero', 'Martín Soto', 'Navarro Gil', 'Ruiz Ortega', 'Molina Vega', 'Castro León'],
    docTitle: ['Certificación académica personal', 'Expediente académico'], nameLabel: ['Apellidos y nombre', 'Estudiante'], numberLabel: ['DNI', 'Nº expediente'],
    labels: {
      code: ['Código', 'Cód.', 'Clave'],
      title: ['Asignatura', 'Denominación', 'Materia', 'Nombre de la asignatura'],
      credit: ['Créditos', 'ECTS', 'Cr.'],
      grade: ['Calificación', 'Calificación final'],
      points: ['Tipo'], marks: ['Nota'], max: ['Máx.'], remark: ['Resultado', 'Situación'], term: ['Curso'], hours: ['Horas'],
      marksGroup: ['Nota'], maxShort: ['Máx.'], obtShort: ['Obt.'],
    },
    heading: [(n, y) => ({ text: `Curso académico ${sess(y + half(n), '-')} · ${n % 2 ? 'Primer' : 'Segundo'} semestre`, term: `${n % 2 ? 'Primer' : 'Segundo'} semestre`, session: sess(y + half(n), '-'), year: null })],
    totals: ['Total semestre', 'Créditos del semestre'], gpa: ['Media del semestre'], grandTotal: 'Total créditos', pass: ['Superada', 'Apto'],
    scheme: 'es-words', decimalComma: true, credits: [3, 4.5, 6, 6, 6, 9],
    titles: ['Fundamentos de Programación', 'Cálculo', 'Álgebra Lineal', 'Física', 'Estructura de Computadores', 'Estadística', 'Sistemas Operativos', 'Bases de Datos', 'Redes de Computadores', 'Ingeniería del Software', 'Derecho Constitucional', 'Introducción a la Economía', 'Historia del Arte Contemporáneo', 'Inglés Técnico', 'Gestión de Proyectos', 'Trabajo Fin de Grado', 'Inteligencia Artificial', 'Programación Orientada a Objetos'],
    prefixes: ['1', '2', '3'],
  },
  it: {
    code: 'it', name: 'Italian', country: 'IT', countryLocal: 'Italia',
    cities: ['Perugia', 'Pavia', 'Lecce', 'Trento'],
    institutions: ['Università degli Studi di Valtiberina', 'Politecnico del Salento', 'Università di Lombardia Orientale', 'Università degli Studi dell’Adige'],
    first: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Matteo', 'Sara', 'Andrea'], last: ['Rossi', 'Bianchi', 'Ferrari', 'Esposito', 'Ricci', 'Marino', 'Greco', 'Conti'],
    docTitle: ['Certificato di carriera', 'Certificato degli esami sostenuti'], nameLabel: ['Cognome e nome', 'Studente'], numberLabel: ['Matricola', 'N. matricola'],
    labels: {
      code: ['Codice', 'Cod.', 'Codice insegnamento'],
      title: ['Insegnamento', 'Attività formativa', 'Denominazione', 'Esame'],
      credit: ['CFU', 'Crediti', 'ECTS'],
      grade: ['Voto /30', 'Voto (/30)', 'Votazione /30'],
      points: ['SSD'], marks: ['Voto'], max: ['Max'], remark: ['Esito'], term: ['Anno'], hours: ['Ore'],
      marksGroup: ['Voto'], maxShort: ['Max'], obtShort: ['Ottenuto'],
    },
    heading: [(n, y) => ({ text: `Semestre ${n} — A.A. ${sess(y + half(n))}`, term: `Semestre ${n}`, session: sess(y + half(n)), year: null })],
    totals: ['Totale semestre', 'CFU del semestre'], gpa: ['Media del semestre'], grandTotal: 'Totale CFU', pass: ['Superato', 'Idoneo'],
    scheme: 'it30', decimalComma: true, credits: [6, 6, 9, 9, 12, 3],
    titles: ['Analisi matematica I', 'Geometria e algebra lineare', 'Fondamenti di informatica', 'Fisica generale', 'Economia aziendale', 'Diritto privato', 'Statistica', 'Basi di dati', 'Reti di calcolatori', 'Sistemi operativi', 'Lingua inglese', 'Ingegneria del software', 'Ricerca operativa', 'Storia economica', 'Marketing', 'Controlli automatici', 'Elettrotecnica'],
    prefixes: ['INF', 'MAT', 'ECO', 'IUS'],
  },
  pt: {
    code: 'pt', name: 'Portuguese', country: 'BR', countryLocal: 'Brasil',
    cities: ['Campinas, SP', 'Londrina, PR', 'Uberlândia, MG', 'Natal, RN'],
    institutions: ['Universidade Federal do Vale', 'Centro Universitário do Planalto', 'Universidade Estadual do Litoral', 'Faculdade de Tecnologia do Cerrado'],
    first: ['Ana Clara', 'Gabriel', 'Mariana', 'Rafael', 'Beatriz', 'Lucas', 'Larissa', 'Thiago'], last: ['Silva', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Almeida', 'Ribeiro', 'Carvalho'],
    docTitle: ['Histórico Escolar', 'Histórico Acadêmico'], nameLabel: ['Nome', 'Aluno(a)'], numberLabel: ['Matrícula', 'RA'],
    labels: {
      code: ['Código', 'Cód.', 'Sigla'],
      title: ['Disciplina', 'Componente Curricular', 'Unidade Curricular', 'Nome da Disciplina'],
      credit: ['Créditos', 'Cr.', 'Créd.'],
      grade: ['Nota', 'Média', 'Média Final'],
      points: ['Freq. (%)'], marks: ['Nota'], max: ['Máx.'], remark: ['Situação', 'Resultado'], term: ['Período', 'Semestre'], hours: ['Carga Horária', 'CH'],
      marksGroup: ['Nota'], maxShort: ['Máx.'], obtShort: ['Obtida'],
    },
    heading: [(n, y) => ({ text: `${n}º Semestre — ${y + half(n)}`, term: `${n}º Semestre`, session: null, year: y + half(n) }), (n, y) => ({ text: `Período ${n} — ${y + half(n)}.${((n - 1) % 2) + 1}`, term: `Período ${n}`, session: `${y + half(n)}.${((n - 1) % 2) + 1}`, year: null })],
    totals: ['Total do período', 'Créditos no período'], gpa: ['CR do período'], grandTotal: 'Total de créditos', pass: ['Aprovado', 'APR'],
    scheme: 'pt10', decimalComma: true, credits: [2, 4, 4, 4, 6],
    titles: ['Cálculo Diferencial e Integral I', 'Geometria Analítica', 'Algoritmos e Programação', 'Física Geral I', 'Química Geral', 'Introdução à Economia', 'Estatística Aplicada', 'Banco de Dados', 'Engenharia de Software', 'Redes de Computadores', 'Direito Civil I', 'Metodologia Científica', 'Língua Portuguesa', 'Contabilidade Geral', 'Sistemas Operacionais', 'Trabalho de Conclusão de Curso'],
    prefixes: ['MAT', 'INF', 'FIS', 'ECO', 'DIR'],
  },
  ru: {
    code: 'ru', name: 'Russian', country: 'RU', countryLocal: 'Россия',
    cities: ['Самара', 'Томск', 'Казань', 'Пермь'],
    institutions: ['Волжский государственный университет', 'Сибирский технический университет', 'Уральский институт экономики', 'Поволжский политехнический университет'],
    gendered: true, first: ['Анна', 'Дмитрий', 'Екатерина', 'Алексей', 'Мария', 'Иван', 'Ольга', 'Сергей'], last: ['Иванова', 'Смирнов', 'Кузнецова', 'Попов', 'Соколова', 'Лебедев', 'Новикова', 'Морозов'],
    docTitle: ['Академическая справка', 'Выписка из зачётной ведомости'], nameLabel: ['ФИО', 'Студент'], numberLabel: ['№ зачётной книжки'],
    labels: {
      code: ['Код', 'Шифр', 'Индекс'],
      title: ['Дисциплина', 'Наименование дисциплины', 'Предмет', 'Название дисциплины'],
      credit: ['З.е.', 'Зачётные единицы', 'Кредиты'],
      grade: ['Оценка', 'Итоговая оценка'],
      points: ['Баллы'], marks: ['Баллы'], max: ['Макс.'], remark: ['Результат'], term: ['Семестр'], hours: ['Часы', 'Всего часов'],
      marksGroup: ['Баллы'], maxShort: ['макс.'], obtShort: ['получено'],
    },
    heading: [(n, y) => ({ text: `${n} семестр — ${sess(y + half(n))} учебный год`, term: `${n} семестр`, session: sess(y + half(n)), year: null })],
    totals: ['Итого за семестр', 'Всего за семестр'], gpa: ['Средний балл за семестр'], grandTotal: 'Итого', pass: ['зачтено'],
    scheme: 'ru-words', decimalComma: true, credits: [2, 3, 3, 4, 5, 6],
    titles: ['Математический анализ', 'Линейная алгебра', 'Иностранный язык', 'История России', 'Философия', 'Физика', 'Программирование', 'Дискретная математика', 'Базы данных', 'Экономическая теория', 'Теория вероятностей и математическая статистика', 'Операционные системы', 'Компьютерные сети', 'Безопасность жизнедеятельности', 'Физическая культура и спорт', 'Правоведение'],
    prefixes: ['Б1.О', 'Б1.В'],
  },
  uk: {
    code: 'uk', name: 'Ukrainian', country: 'UA', countryLocal: 'Україна',
    cities: ['Полтава', 'Вінниця', 'Чернігів', 'Житомир'],
    institutions: ['Полтавський технічний університет', 'Подільський державний університет', 'Поліський національний університет', 'Слобожанський університет економіки'],
    first: ['Олена', 'Андрій', 'Наталія', 'Олександр', 'Ірина', 'Богдан', 'Софія', 'Тарас'], last: ['Шевченко', 'Коваленко', 'Бондаренко', 'Ткаченко', 'Кравченко', 'Мельник', 'Олійник', 'Руденко'],
    docTitle: ['Академічна довідка', 'Виписка з навчальної картки'], nameLabel: ['Прізвище, ім’я', 'Студент'], numberLabel: ['№ залікової книжки'],
    labels: {
      code: ['Код', 'Шифр'],
      title: ['Дисципліна', 'Назва дисципліни', 'Освітній компонент', 'Навчальна дисципліна'],
      credit: ['Кредити ЄКТС', 'Кредити', 'ЄКТС'],
      grade: ['Оцінка', 'Оцінка за національною шкалою'],
      points: ['Бали'], marks: ['Бали'], max: ['Макс.'], remark: ['Результат'], term: ['Семестр'], hours: ['Години', 'Годин'],
      marksGroup: ['Бали'], maxShort: ['макс.'], obtShort: ['отримано'],
    },
    heading: [(n, y) => ({ text: `${n} семестр — ${sess(y + half(n))} навчальний рік`, term: `${n} семестр`, session: sess(y + half(n)), year: null })],
    totals: ['Разом за семестр', 'Усього за семестр'], gpa: ['Середній бал за семестр'], grandTotal: 'Разом', pass: ['зараховано'],
    scheme: 'uk-words', decimalComma: true, credits: [3, 3, 4, 4.5, 5, 6],
    titles: ['Вища математика', 'Українська мова за професійним спрямуванням', 'Історія України', 'Філософія', 'Іноземна мова', 'Фізика', 'Основи програмування', 'Бази даних', 'Економічна теорія', 'Теорія ймовірностей', 'Комп’ютерні мережі', 'Операційні системи', 'Безпека життєдіяльності', 'Менеджмент', 'Правознавство'],
    prefixes: ['ОК', 'ВК'],
  },
  pl: {
    code: 'pl', name: 'Polish', country: 'PL', countryLocal: 'Polska',
    cities: ['Lublin', 'Rzeszów', 'Opole', 'Białystok'],
    institutions: ['Uniwersytet Podkarpacki', 'Politechnika Nadwiślańska', 'Akademia Ekonomiczna w Opolu', 'Uniwersytet Północno-Wschodni'],
    gendered: true, first: ['Katarzyna', 'Piotr', 'Agnieszka', 'Tomasz', 'Magdalena', 'Paweł', 'Joanna', 'Michał'], last: ['Nowak', 'Kowalczyk', 'Wiśniewska', 'Zieliński', 'Kamińska', 'Lewandowski', 'Mazur', 'Wójcik'],
    docTitle: ['Wykaz ocen', 'Karta przebiegu studiów'], nameLabel: ['Imię i nazwisko', 'Student'], numberLabel: ['Nr albumu'],
    labels: {
      code: ['Kod', 'Kod przedmiotu'],
      title: ['Przedmiot', 'Nazwa przedmiotu', 'Nazwa zajęć', 'Moduł'],
      credit: ['ECTS', 'Punkty ECTS', 'pkt ECTS'],
      grade: ['Ocena', 'Ocena końcowa'],
      points: ['Forma'], marks: ['Punkty'], max: ['Maks.'], remark: ['Status', 'Wynik'], term: ['Semestr', 'Sem.'], hours: ['Godz.', 'Liczba godzin'],
      marksGroup: ['Punkty'], maxShort: ['maks.'], obtShort: ['uzysk.'],
    },
    heading: [(n, y) => ({ text: `Semestr ${n} — rok akademicki ${sess(y + half(n))}`, term: `Semestr ${n}`, session: sess(y + half(n)), year: null })],
    totals: ['Razem w semestrze', 'Suma ECTS w semestrze'], gpa: ['Średnia w semestrze'], grandTotal: 'Razem', pass: ['zal.', 'zaliczone'],
    scheme: 'pl', decimalComma: true, credits: [2, 3, 4, 5, 6],
    titles: ['Analiza matematyczna', 'Algebra liniowa', 'Podstawy programowania', 'Fizyka', 'Język angielski', 'Bazy danych', 'Systemy operacyjne', 'Sieci komputerowe', 'Inżynieria oprogramowania', 'Ekonomia', 'Statystyka', 'Prawo gospodarcze', 'Wychowanie fizyczne', 'Ochrona własności intelektualnej', 'Seminarium dyplomowe'],
    prefixes: ['INF', 'MAT', 'EKO'],
  },
  nl: {
    code: 'nl', name: 'Dutch', country: 'NL', countryLocal: 'Nederland',
    cities: ['Zwolle', 'Tilburg', 'Deventer', 'Leeuwarden'],
    institutions: ['Hogeschool IJsselland', 'Universiteit van Brabant-Oost', 'Hogeschool Noordkust', 'Technische Hogeschool Veluwe'],
    first: ['Sanne', 'Daan', 'Lotte', 'Bram', 'Eva', 'Thijs', 'Fleur', 'Ruben'], last: ['de Vries', 'Jansen', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer'],
    docTitle: ['Cijferlijst', 'Overzicht studieresultaten'], nameLabel: ['Naam', 'Student'], numberLabel: ['Studentnummer'],
    labels: {
      code: ['Code', 'Vakcode', 'Cursuscode'],
      title: ['Vak', 'Onderdeel', 'Cursus', 'Omschrijving', 'Onderwijseenheid'],
      credit: ['EC', 'Studiepunten', 'ECTS'],
      grade: ['Cijfer', 'Resultaat', 'Eindcijfer'],
      points: ['Weging'], marks: ['Punten'], max: ['Max.'], remark: ['Status'], term: ['Periode', 'Blok'], hours: ['Uren'],
      marksGroup: ['Punten'], maxShort: ['max.'], obtShort: ['behaald'],
    },
    heading: [(n, y) => ({ text: `Semester ${n} — studiejaar ${sess(y + half(n), '-')}`, term: `Semester ${n}`, session: sess(y + half(n), '-'), year: null })],
    totals: ['Totaal semester', 'Totaal EC semester'], gpa: ['Gemiddelde semester'], grandTotal: 'Totaal EC', pass: ['voldaan', 'V'],
    scheme: 'nl', decimalComma: true, credits: [2.5, 3, 5, 5, 7.5, 10],
    titles: ['Inleiding programmeren', 'Wiskunde 1', 'Wiskunde 2', 'Bedrijfskunde', 'Databases', 'Webtechnologie', 'Netwerken', 'Onderzoeksvaardigheden', 'Statistiek', 'Projectmanagement', 'Softwareontwerp', 'Recht voor ondernemers', 'Communicatie', 'Afstudeeropdracht', 'Marketing en verkoop'],
    prefixes: ['INF', 'WIS', 'BED'],
  },
  tr: {
    code: 'tr', name: 'Turkish', country: 'TR', countryLocal: 'Türkiye',
    cities: ['Eskişehir', 'Kayseri', 'Samsun', 'Denizli'],
    institutions: ['Anadolu Teknik Üniversitesi', 'Karadeniz Kıyı Üniversitesi', 'Ege Vadisi Üniversitesi', 'Kapadokya Bilim Üniversitesi'],
    first: ['Elif', 'Mehmet', 'Zeynep', 'Emre', 'Ayşe', 'Burak', 'Selin', 'Kaan'], last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk'],
    docTitle: ['Not Durum Belgesi', 'Transkript'], nameLabel: ['Adı Soyadı', 'Öğrenci'], numberLabel: ['Öğrenci No'],
    labels: {
      code: ['Ders Kodu', 'Kod', 'Kodu'],
      title: ['Ders Adı', 'Dersin Adı', 'Ders'],
      credit: ['Kredi', 'AKTS', 'Kr.'],
      grade: ['Harf Notu', 'Not', 'Başarı Notu'],
      points: ['Puan', 'Ağırlıklı Puan'], marks: ['Puan'], max: ['Azami'], remark: ['Durum', 'Sonuç'], term: ['Dönem', 'Yarıyıl'], hours: ['T+U'],
      marksGroup: ['Not'], maxShort: ['Azami'], obtShort: ['Alınan'],
    },
    heading: [(n, y) => ({ text: `${y + half(n)}-${y + half(n) + 1} ${n % 2 ? 'Güz' : 'Bahar'} Yarıyılı`, term: `${n % 2 ? 'Güz' : 'Bahar'} Yarıyılı`, session: `${y + half(n)}-${y + half(n) + 1}`, year: null })],
    totals: ['Dönem Toplamı'], gpa: ['Dönem Ortalaması'], grandTotal: 'Toplam', pass: ['Geçti', 'G'],
    scheme: 'tr', decimalComma: false, credits: [2, 3, 3, 4, 5, 6],
    titles: ['Matematik I', 'Matematik II', 'Fizik I', 'Programlamaya Giriş', 'Türk Dili I', 'Atatürk İlkeleri ve İnkılap Tarihi I', 'İngilizce I', 'Veri Yapıları', 'Olasılık ve İstatistik', 'Veritabanı Sistemleri', 'Bilgisayar Ağları', 'İşletim Sistemleri', 'Yazılım Mühendisliği', 'Mühendislik Ekonomisi', 'Bitirme Projesi'],
    prefixes: ['MAT', 'FİZ', 'BİL', 'TDİ', 'ATA', 'ING'],
  },
  id: {
    code: 'id', name: 'Indonesian', country: 'ID', countryLocal: 'Indonesia',
    cities: ['Yogyakarta', 'Malang', 'Semarang', 'Makassar'],
    institutions: ['Universitas Nusantara Timur', 'Institut Teknologi Merapi', 'Universitas Pesisir Selatan', 'Politeknik Negeri Lembah Hijau'],
    first: ['Dewi', 'Agus', 'Siti', 'Budi', 'Rina', 'Andi', 'Putri', 'Rizky'], last: ['Santoso', 'Wijaya', 'Saputra', 'Hidayat', 'Lestari', 'Nugroho', 'Kurniawan', 'Setiawan'],
    docTitle: ['Transkrip Nilai', 'Daftar Nilai Akademik'], nameLabel: ['Nama', 'Nama Mahasiswa'], numberLabel: ['NIM'],
    labels: {
      code: ['Kode', 'Kode MK'],
      title: ['Mata Kuliah', 'Nama Mata Kuliah'],
      credit: ['SKS', 'Kredit'],
      grade: ['Nilai', 'Nilai Huruf', 'Huruf'],
      points: ['Mutu', 'Bobot', 'K x N'], marks: ['Angka'], max: ['Maks'], remark: ['Keterangan'], term: ['Semester', 'Smt'], hours: ['Jam'],
      marksGroup: ['Nilai'], maxShort: ['Maks'], obtShort: ['Angka'],
    },
    heading: [(n, y) => ({ text: `Semester ${n} — Tahun Akademik ${sess(y + half(n))}`, term: `Semester ${n}`, session: sess(y + half(n)), year: null })],
    totals: ['Jumlah Semester', 'SKS Semester'], gpa: ['IP Semester'], grandTotal: 'Total SKS', pass: ['Lulus', 'L'],
    scheme: 'id', decimalComma: false, credits: [2, 2, 3, 3, 4],
    titles: ['Pendidikan Agama', 'Pendidikan Pancasila', 'Bahasa Indonesia', 'Bahasa Inggris', 'Kalkulus I', 'Algoritma dan Pemrograman', 'Fisika Dasar', 'Struktur Data', 'Basis Data', 'Jaringan Komputer', 'Sistem Operasi', 'Rekayasa Perangkat Lunak', 'Statistika', 'Kewarganegaraan', 'Kuliah Kerja Nyata', 'Skripsi'],
    prefixes: ['MKU', 'INF', 'TIF', 'MAT'],
  },
};

/** A grade of the scheme for an ability in 0-1, with its points (4- or 10-point scale) where the scheme has them. */
export function gradeFor(scheme: GradeScheme, a: number, comma: boolean): { grade: string | null; points: number | null; mark: number | null; max: number | null } {
  const dec = (n: number, d = 1) => (comma ? n.toFixed(d).replace('.', ',') : n.toFixed(d));
  const pick = <T>(list: T[]) => list[Math.min(list.length - 1, Math.max(0, Math.floor((1 - a) * list.length)))];
  switch (scheme) {
    case 'us': {
      const g = pick([['A', 4], ['A-', 3.7], ['B+', 3.3], ['B', 3], ['B-', 2.7], ['C+', 2.3], ['C', 2], ['D', 1]] as Array<[string, number]>);
      return { grade: g[0], points: g[1], mark: null, max: null };
    }
    case 'in': {
      const mark = Math.round(40 + a * 58);
      const g = mark >= 90 ? ['O', 10] : mark >= 80 ? ['A+', 9] : mark >= 70 ? ['A', 8] : mark >= 60 ? ['B+', 7] : mark >= 50 ? ['B', 6] : ['C', 5];
      return { grade: g[0] as string, points: g[1] as number, mark, max: 100 };
    }
    case 'de':
      return { grade: pick(['1,0', '1,3', '1,7', '2,0', '2,3', '2,7', '3,0', '3,3', '3,7', '4,0']), points: null, mark: null, max: null };
    case 'fr20':
      return { grade: null, points: null, mark: Math.round((10 + a * 8) * 2) / 2, max: 20 };
    case 'it30':
      return { grade: null, points: null, mark: Math.round(18 + a * 12), max: 30 };
    case 'es-words':
      return { grade: pick(['Matrícula de Honor', 'Sobresaliente', 'Notable', 'Notable', 'Aprobado']), points: null, mark: null, max: null };
    case 'pt10':
      return { grade: dec(Math.round((6 + a * 4) * 10) / 10), points: null, mark: null, max: null };
    case 'ru-words':
      return { grade: pick(['отлично', 'хорошо', 'удовлетворительно']), points: null, mark: null, max: null };
    case 'uk-words':
      return { grade: pick(['відмінно', 'добре', 'задовільно']), points: null, mark: null, max: null };
    case 'pl':
      return { grade: pick(['5,0', '4,5', '4,0', '3,5', '3,0']), points: null, mark: null, max: null };
    case 'nl':
      return { grade: pick(['9', '8,5', '8', '7,5', '7', '6,5', '6']), points: null, mark: null, max: null };
    case 'tr': {
      const g = pick([['AA', 4], ['BA', 3.5], ['BB', 3], ['CB', 2.5], ['CC', 2], ['DC', 1.5]] as Array<[string, number]>);
      return { grade: g[0], points: g[1], mark: null, max: null };
    }
    case 'id': {
      const g = pick([['A', 4], ['AB', 3.5], ['B', 3], ['BC', 2.5], ['C', 2]] as Array<[string, number]>);
      return { grade: g[0], points: g[1], mark: null, max: null };
    }
  }
}
