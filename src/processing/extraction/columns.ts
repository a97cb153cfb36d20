/**
 * The vocabulary of course tables in the languages partners upload (docs/document-understanding.md,
 * "Course tables": headers recognized by lexicon): header phrases per column type, the words of
 * term headings, the first words of totals/GPA lines, and a Unicode-aware folding so that
 * Cyrillic, Arabic, Thai and Devanagari headers match as well as Latin ones.
 *
 * Languages: en, de, fr, es, it, pt, ru, uk, kk, ar, th, hi, and the common headers of pl, nl, tr,
 * id/ms, ro, cs, vi, sw here; the other EU languages and more (bg, da, el, et, fi, ga, hr, hu, lt,
 * lv, mt, sk, sl, sv, sr, sq, fa, he, bn, zh, ja, ko) come from headerLexicon.ts. Phrases are
 * written as printed; they are folded the same way as the page's words before matching.
 */

import { HEADER_KINDS, headerWords } from './headerLexicon';

export type ColumnType =
  | 'index'
  | 'code'
  | 'name'
  | 'credit'
  | 'hours'
  | 'grade'
  | 'alternateGrade'
  | 'marksScored'
  | 'maximumMarks'
  | 'passStatus'
  | 'term'
  | 'session'
  | 'year'
  | 'marksPair'
  /** A column per term (Q1.1 | Q1.2 | Q2.1, Sem 1 | Sem 2): each cell is the grade of that term. */
  | 'termGrade'
  | 'ignore';

/**
 * Lowercase, Latin diacritics removed (é → e, й → и the same way on both sides), Arabic
 * vowel marks and letter variants unified, every character that is not a letter, mark or digit
 * turned into a blank. Unlike `foldWords` it keeps non-Latin scripts.
 */
export function foldText(s: string): string {
  return s
    .replace(/#/g, ' no ')
    .replace(/%/g, ' percent ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    // Turkish and Azerbaijani dotless ı has no decomposition: "Başarı Notu" folds like "basari notu".
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ё/g, 'е')
    .replace(/№/g, ' № ')
    .replace(/[^\p{L}\p{M}\p{N}№]+/gu, ' ')
    .trim();
}

/** Scripts written right to left: their multi-word phrases are also matched in x order. */
export const RTL_RE = /[\u0590-\u08ff]/;

/** Header phrases per column type. Longest phrase wins when several match. */
export const COLUMN_PHRASES: Record<ColumnType, string[]> = {
  index: [
    's no', 'sl no', 'sr no', 'lfd nr', 'sno', 'item', 's n', 'n п п', 'п п', '№ п п', 'з п', 'р с', 'ت', 'م', 'ลำดับ', 'ลำดับที่',
    'क्र सं', 'क्रम संख्या', 'क्र', 'क्रमांक', 'nº', 'n º', 'n°', '№', '№ з п',
    // "Sr." alone; pl "Lp." (German "LP" after the name is credits: see resolveColumns), cs, ro, tr, id, vi.
    'sr', 'sl', 'lp', 'l p', 'poradi', 'nr crt', 'sıra', 'sıra no', 'no urut', 'stt',
  ],
  code: [
    // The achievement standard's number of a New Zealand NCEA record ("Standard | Title | Level | Credits").
    'standard', 'standard no', 'standard number', 'as number',
    'no', 'nr', 'n', 'num', 'numero', '#',
    'code', 'course code', 'course no', 'course number', 'course id', 'course', 'subject code', 'paper code', 'module code',
    'module no', 'module id', 'unit code', 'catalog no', 'catalog number', 'code ue', 'code de l ue', 'code matiere',
    'code module', 'code cours', 'ref', 'modul nr', 'modulnummer', 'modul nummer', 'kennung', 'modulcode', 'pruefungsnummer',
    'prufungsnummer', 'pruf nr', 'codigo', 'cod', 'clave', 'codigo asignatura', 'cod asignatura', 'course code no',
    'sub code', 'subj code', 'subj', 'subject no', 'crse', 'course ref', 'subj crse', 'subj crs', 'subject course', 'subj no',
    // it, pt
    'codice', 'cod insegnamento', 'codice insegnamento', 'codigo da disciplina', 'cod disciplina', 'sigla',
    // ru, uk, kk
    'код', 'код дисциплины', 'шифр', 'индекс', 'код дисципліни', 'шифр дисципліни', 'пән коды', 'пәннің коды', 'код пәні',
    // ar
    'رمز المقرر', 'رقم المقرر', 'كود المقرر', 'كود الماده', 'رمز الماده', 'رقم الماده', 'الرمز', 'الكود',
    // th
    'รหัสวิชา', 'รหัส',
    // hi
    'विषय कोड', 'कोड', 'प्रश्नपत्र कोड',
    // pl, nl, tr, id/ms, ro, cs, vi, sw
    'kod przedmiotu', 'kod', 'kod modułu', 'vakcode', 'ders kodu', 'kodu', 'kode', 'kode mk', 'kode mata kuliah', 'kod kursus',
    'cod disciplina', 'kod predmetu', 'mã học phần', 'mã môn học', 'mã hp', 'msmh', 'nambari', 'unit code', 'paper no',
    'modulnr', 'pnr', 'cursuscode',
  ],
  name: [
    // The course units and educational components of a Diploma Supplement (ECTS Users' Guide).
    'course unit', 'course units', 'course unit title', 'educational component', 'educational components', 'component',
    // Rule "A level of mastery is a grade" (docs/document-understanding.md, "Forms the rotated group j- showed"): the
    // components of a competency-based record ("Composante | Niveau de maîtrise | Points").
    'composante', 'composantes', 'competence', 'competences', 'competency', 'competencies',
    'course title', 'course name', 'course description', 'title', 'subject', 'subjects', 'subject name', 'subject title',
    'paper', 'paper title', 'module', 'module title', 'module name', 'modules', 'description', 'descriptive title', 'course',
    'courses', 'unit', 'unit title', 'intitule', 'intitule de l ue', 'intitule du module', 'matiere', 'matieres',
    'unite d enseignement', 'unites d enseignement', 'enseignement', 'enseignements', 'ue', 'cours', 'libelle', 'element',
    'modul', 'module', 'modulbezeichnung', 'modultitel', 'fach', 'faecher', 'facher', 'lehrveranstaltung', 'veranstaltung',
    'prufungsfach', 'pruefungsfach', 'prufung', 'bezeichnung', 'titel', 'asignatura', 'asignaturas', 'materia', 'materias',
    'denominacion', 'nombre de la asignatura', 'nombre', 'nombre asignatura', 'descripcion', 'curso', 'subject title',
    'epreuve', 'epreuves', 'discipline', 'name of subject', 'name of the subject', 'name of course', 'name of the course', 'papers', 'course subject',
    // it
    'insegnamento', 'insegnamenti', 'attivita formativa', 'attivita didattica', 'esame', 'esami', 'denominazione',
    'disciplina', 'materie',
    // pt
    'disciplinas', 'unidade curricular', 'unidades curriculares', 'componente curricular', 'componentes curriculares', 'nome da disciplina',
    // ru
    'дисциплина', 'дисциплины', 'наименование дисциплины', 'наименование дисциплин', 'название дисциплины', 'предмет',
    'предметы', 'наименование', 'наименование дисциплины модуля', 'наименование дисциплин модулей', 'курс',
    'учебная дисциплина', 'название предмета',
    // uk
    'дисципліна', 'назва дисципліни', 'найменування дисципліни', 'навчальна дисципліна', 'назва', 'освітній компонент',
    'назва освітнього компонента', 'найменування', 'назва навчальної дисципліни',
    // kk
    'пән', 'пәндер', 'пән атауы', 'пәннің атауы', 'пәндердің атауы', 'атауы',
    // ar
    'اسم المقرر', 'المقرر', 'المقررات', 'الماده', 'المواد', 'اسم الماده', 'المواد الدراسيه', 'المقرر الدراسي',
    // th
    'ชื่อวิชา', 'รายวิชา', 'วิชา', 'ชื่อรายวิชา',
    // hi
    'विषय', 'विषय का नाम', 'प्रश्नपत्र', 'पाठ्यक्रम', 'विषय नाम',
    // pl, nl, tr, id/ms, ro, cs, vi, sw
    'nazwa przedmiotu', 'przedmiot', 'przedmioty', 'nazwa modułu', 'nazwa zajec', 'zajecia', 'modul', 'nazwa kursu',
    'moduł', 'onderdeel', 'cursus', 'onderwijseenheid',
    'vak', 'vakken', 'omschrijving', 'onderwijseenheid', 'ders', 'ders adı', 'dersin adı', 'mata kuliah', 'nama mata kuliah',
    'mata pelajaran', 'nama kursus', 'kursus', 'denumirea disciplinei', 'disciplina', 'discipline', 'predmet', 'nazev predmetu',
    'tên học phần', 'tên môn học', 'môn học', 'học phần', 'somo', 'jina la somo', 'unit title', 'unit name', 'descriptive title',
    // Further wordings of registrar exports and marksheets (en, de).
    'paper name', 'name of paper', 'name of the paper', 'subject description', 'unit of study', 'units of study', 'course unit name',
    'prufungsleistung', 'pruefungsleistung', 'prufungsleistungen', 'leistung', 'module description',
  ],
  credit: [
    'credits', 'credit', 'cr', 'crs', 'credit hours', 'cr hrs', 'cr hr', 'hours', 'hrs', 'units', 'unit', 'ects', 'ects credits', 'credits ects',
    'credit value', 'credit points', 'cp', 'cat', 'cats', 'credits earned', 'earned', 'attempted', 'credits attempted',
    'credits ects', 'ects', 'credit ects', 'lp', 'leistungspunkte', 'kreditpunkte', 'ects punkte', 'ects lp', 'credits',
    'creditos', 'cred', 'creditos ects', 'cr ects', 'ects cr', 'credit pts', 'sem hrs', 'semester hours', 'qh', 'sh',
    'earned hours', 'ehrs', 'crhr', 'credit unit', 'credit units', 'credit hrs', 'cred hrs', 'credit hr',
    // The modular credits of Singaporean and Malaysian module-based records ("MC", "MCs", "Modular Credits").
    'mc', 'mcs', 'modular credits', 'modular credit',
    // it
    'cfu', 'crediti', 'crediti cfu',
    // pt
    'creditos', 'cr', 'ects',
    // ru, uk, kk
    'кредиты', 'кредит', 'зачетные единицы', 'зачетных единиц', 'з е', 'зе', 'зет', 'трудоемкость', 'кол во зачетных единиц',
    'количество зачетных единиц', 'общая трудоемкость', 'трудоемкость з е', 'общая трудоемкость з е', 'объем з е', 'загальний обсяг',
    'обсяг кредитів', 'обсяг у кредитах єктс', 'кредити', 'кредити єктс', 'кредитів єктс', 'кількість кредитів', 'кредити ects', 'єктс',
    'кредит саны', 'кредиттер', 'кредиттер саны', 'ects кредиттері',
    // ar
    'الساعات المعتمده', 'ساعات معتمده', 'الوحدات', 'الوحدات المعتمده', 'عدد الوحدات', 'الساعات', 'عدد الساعات', 'س م',
    // th
    'หน่วยกิต', 'นก',
    // hi
    'क्रेडिट', 'श्रेयांक', 'क्रेडिट अंक',
    // Nigerian credit units; pl, nl, tr, id/ms, ro, cs, vi
    'cu', 'c u', 'unit s', 'credit load', 'punkty ects', 'pkt ects', 'punkty', 'liczba punktow ects', 'ects punkty', 'studiepunten',
    'sp', 'ec', 'kredi', 'akts', 'ulusal kredi', 'sks', 'kredit', 'jam kredit', 'credite', 'nr credite', 'kredity', 'kr',
    'số tín chỉ', 'tín chỉ', 'tc', 'credit points cp',
    // Attempted and earned hours of US registrar exports ("Cr Att | Cr Ern", "Hrs Earned").
    'cr att', 'cr ern', 'cr earned', 'cr earn', 'credit earned', 'hrs att', 'hrs attempted', 'hrs earned', 'hours earned',
    'hours attempted', 'hrs ern', 'att hrs', 'ern hrs', 'earned credits', 'attempted credits', 'credit attempted',
  ],
  hours: [
    'часы', 'часов', 'кол во часов', 'количество часов', 'общее количество часов', 'всего часов', 'объем часов',
    'трудоемкость часов', 'години', 'годин', 'кількість годин', 'загальна кількість годин', 'обсяг годин', 'сағат',
    'сағат саны', 'ore', 'carga horaria', 'ch', 'horas', 'stunden', 'heures', 'volume horaire', 'объем час', 'объем в часах',
    'объем часов', 'часов всего', 'обсяг годин', 'годин всього', 'hours total', 'contact hours',
    'liczba godzin', 'godziny', 'godz', 'wymiar godzin', 'uren', 'saat', 'teori', 'teorik', 'uygulama', 'jam', 'ore curs', 'hodiny', 'số tiết',
    // Rule "A training's modules: their length and their assessment": "Durée (h)", "Duration (hours)" is the module's
    // length in hours (never credits, nor marks).
    'duree', 'duree h', 'duree heures', 'duree en heures', 'nombre d heures', 'duration', 'duration h', 'duration hours', 'duracion', 'duracion h', 'duracion horas',
    // Rule "A unit of competency: its nominal hours, its result date and its result" (docs/document-understanding.md,
    // "Tables the rotated group w2- showed"): the hours a vocational training package allots a unit ("Nominal hours",
    // "Supervised hours"), never credits.
    'nominal hours', 'nominal hrs', 'supervised hours', 'scheduled hours', 'contact hrs',
  ],
  grade: [
    'grade', 'grades', 'letter grade', 'final grade', 'grade obtained', 'grade awarded', 'note', 'notes', 'bewertung', 'note ects',
    'calificacion', 'calificaciones', 'nota', 'calif', 'notenstufe', 'ergebnis note', 'pradikat', 'mark grade',
    'grd', 'final', 'letter', 'positional grade', 'grade awarded',
    // The level of mastery a component was assessed at, in words (rule "A level of mastery is a grade").
    'niveau de maitrise', 'degre de maitrise', 'level of mastery', 'mastery level', 'nivel de dominio', 'nivel de logro', 'achievement level',
    // A grade written in figures and in words under one caption ("Calificación" over "Números | Letras",
    // Spanish-language registrar certificates): the figures are the grade, the words restate it (ignored below).
    'calificacion numeros', 'calificacion en numeros', 'nota numeros', 'nota en numeros', 'calificacion cifras', 'nota cifras',
    // The same caption printed over each sub-column, the figures' one saying "number" ("Nota | Nota" over "Nº | Letras").
    'nota nº', 'nota n', 'nota no', 'nota numero', 'calificacion nº', 'calificacion n', 'calificacion no', 'calificacion numero',
    // The Cambridge School Certificate's grades 1 to 9 are its "units" ("Grade (Units)", Mauritius): the grade, no credits.
    'grade units',
    // Rule "A training's modules: their length and their assessment": "Évaluation", "Evaluación" heads the word each
    // module was assessed with ("Acquis", "Validé"), its grade.
    'evaluation', 'evaluacion', 'avaliacao',
    // it, pt
    'voto', 'votazione', 'valutazione', 'giudizio', 'voto finale', 'conceito', 'nota final', 'menção', 'mencao', 'media final',
    // ru, uk, kk
    'оценка', 'оценки', 'итоговая оценка', 'оценка по национальной шкале', 'оцінка', 'оцінки', 'оцінка за національною шкалою',
    'національна оцінка', 'оцінка за шкалою закладу', 'баға', 'бағасы', 'әріптік баға', 'әріптік бағасы',
    'баға әріптік', 'буква', 'літера', 'буквенная оценка', 'буквенный эквивалент', 'әріптік жүйе бойынша баға',
    // ar
    'التقدير', 'تقدير', 'التقدير العام', 'الدرجه بالحروف',
    // th
    'เกรด', 'ผลการเรียน', 'ระดับคะแนน', 'ระดับผลการเรียน', 'ผลการศึกษา',
    // hi
    'ग्रेड', 'श्रेणी',
    // pl, nl, tr, id/ms, ro, cs, vi, sw
    'ocena', 'oceny', 'ocena koncowa', 'cijfer', 'resultaat cijfer', 'harf notu', 'basari notu', 'notu', 'not', 'harf', 'basari', 'nilai', 'nilai huruf',
    'huruf mutu', 'gred', 'nota finala', 'znamka', 'hodnoceni', 'điểm chữ', 'xếp loại', 'daraja', 'alama', 'final rating',
    'gr', 'course grade', 'grade earned', 'local grade', 'final grades', 'grade received', 'mark grade', 'note finale',
    // The subject's grade printed over its part grades ("Overall Grade | Module 1 | Module 2", "Overall Grade | Paper 1").
    'overall grade', 'overall grades', 'subject grade',
    'prufungsnote', 'pruefungsnote', 'resultaat', 'eindcijfer', 'media', 'calificacion final', 'huruf',
    // "LG", "L.G.": the letter grade under the short labels of terms printed side by side.
    'lg', 'l g',
  ],
  alternateGrade: [
    'grade points', 'grade point', 'gp', 'points', 'ects grade', 'grade ects',
    'ects note', 'equivalent', 'numeric grade', 'nota numerica', 'calificacion numerica', 'calificacion cualitativa',
    'grade point value', 'gpv', 'mention', 'us equivalent', 'grade pts',
    // ru, uk, kk
    'оценка ects', 'оценка ектс', 'оцінка єктс', 'оцінка ects', 'шкала ects', 'цифровой эквивалент', 'сандық эквивалент',
    'баллы gpa', 'ects бағасы', 'числовой эквивалент',
    // ar
    'النقاط', 'نقاط', 'عدد النقاط',
    // th
    'แต้มระดับคะแนน',
    // hi
    'ग्रेड पॉइंट', 'ग्रेड अंक',
    'katsayı', 'angka mutu', 'bobot', 'mutu', 'nilai angka', 'điểm hệ 4', 'ocena ects',
  ],
  marksScored: [
    'marks', 'marks obtained', 'mark', 'obtained', 'marks scored', 'score', 'scored', 'percentage', 'mark', 'marks secured',
    'total marks obtained', 'points obtenus', 'note obtenue', 'note sur 20', 'note 20', 'note 20', 'punkte', 'punktzahl',
    'erreichte punkte', 'puntos', 'puntuacion', 'nota obtenida', 'nota numerica', 'mark', 'mark %', 'marks %', 'marks obt',
    'obt', 'secured', 'total', 'total obtained', 'total obt', 'percent', 'mark percent', 'marks percent',
    // it, pt
    'punteggio', 'pontos', 'pontuacao',
    // ru, uk, kk
    'баллы', 'балл', 'сумма баллов', 'кол во баллов', 'количество баллов', 'бали', 'бал', 'кількість балів', 'сума балів',
    'балів', 'пайыздық', 'пайыз', 'процент', 'рейтинг', 'балл пайыз', 'пайыздық мазмұны', 'бал за шкалою закладу',
    // ar
    'الدرجه', 'الدرجات', 'درجه الطالب', 'الدرجه المكتسبه', 'الدرجه التي حصل عليها',
    // th
    'คะแนน', 'คะแนนที่ได้',
    // hi
    'अंक', 'प्राप्तांक', 'प्राप्त अंक', 'प्राप्तांक अंक',
    'punkty uzyskane', 'puan', 'điểm', 'điểm số', 'điểm hệ 10',
    'mark obtained', 'marks awarded', 'mark awarded', 'final mark', 'final marks', 'module mark', 'overall mark', 'moyenne', 'moy',
    'note sur 20', 'note 20', 'moyenne 20',
    // The obtained half of "Max | Obtained" in other languages.
    'obtenue', 'obtenu', 'ottenuto', 'obtida', 'obtenido', 'erreicht', 'получено', 'отримано', 'uzysk', 'uzyskane', 'behaald', 'alınan', 'alinan',
  ],
  maximumMarks: [
    'max marks', 'maximum marks', 'max', 'maximum', 'max mark', 'full marks', 'out of', 'total marks', 'max marks',
    'bareme', 'note max', 'note maximale', 'sur', 'max punkte', 'hochstpunktzahl', 'maximal', 'maximo', 'puntuacion maxima',
    'nota maxima', 'max nota', 'max score', 'maximum mark', 'total max', 'total maximum',
    // ru, uk
    'максимум', 'макс балл', 'максимальный балл', 'максимальна кількість балів', 'макс бал',
    // ar
    'الدرجه العظمي', 'النهايه العظمي', 'العظمي',
    // th
    'คะแนนเต็ม',
    // hi
    'पूर्णांक', 'अधिकतम अंक', 'पूर्ण अंक',
    'max marks obtainable', 'maximum obtainable', 'макс', 'maks', 'azami',
  ],
  passStatus: [
    'result', 'results', 'status', 'remarks', 'remark', 'pass fail', 'pass', 'outcome', 'resultat', 'resultats', 'decision',
    'validation', 'valide', 'ergebnis', 'status', 'bestanden', 'vermerk', 'resultado', 'estado', 'observaciones', 'superada',
    'p f', 'credit status',
    // it, pt
    'esito', 'situacao', 'resultado final', 'aprovacao',
    // ru, uk, kk
    'результат', 'зачет', 'залік', 'нәтиже', 'статус',
    // ar
    'النتيجه', 'الحاله', 'ملاحظات',
    // th
    'ผล', 'หมายเหตุ',
    // hi
    'परिणाम', 'परीक्षाफल',
    'zaliczenie', 'durum', 'keterangan', 'ket', 'ghi chú', 'sonuç', 'situacion', 'wynik',
    // es: how the subject was passed (Spanish-language certificates: "Condición": aprobado, promocionado, equivalencia, libre).
    'condicion',
  ],
  term: [
    'term', 'semester', 'sem', 'smt', 'semestre', 'periode', 'trimestre', 'quarter', 'periodo', 'cuatrimestre', 'session term',
    'study period', 'teaching period', 'semestr', 'dönem', 'yarıyıl', 'học kỳ', 'blok',
    'period', 'stage', 'yr sem', 'sem yr',
    'семестр', 'триместр', 'الفصل', 'الفصل الدراسي', 'ภาคเรียน', 'ภาค', 'सेमेस्टर', 'सत्र',
  ],
  session: [
    'session', 'academic year', 'annee universitaire', 'annee academique', 'studienjahr', 'curso academico', 'academic session',
    'exam session', 'convocatoria', 'sitting', 'annee', 'ano academico', 'curso', 'anno accademico', 'ano letivo', 'a a',
    'учебный год', 'навчальний рік', 'оқу жылы', 'العام الدراسي', 'العام الجامعي', 'ปีการศึกษา',
    'rok akademicki', 'rok studiow', 'academiejaar', 'öğretim yılı', 'tahun akademik', 'an universitar', 'năm học',
  ],
  year: ['year', 'jahr', 'ano', 'yr', 'exam year', 'year of exam', 'anno', 'год', 'рік', 'жыл', 'السنه', 'ปี', 'वर्ष'],
  marksPair: ['marks obtained max marks', 'marks max', 'obtained max'],
  termGrade: [],
  ignore: [
    'type', 'course type', 'coef', 'coefficient', 'sws', 'attempt', 'attempts', 'versuch', 'vers', 'pv', 'fs', 'tipo', 'caracter', 'nature', 'rang', 'rank', 'weight',
    // Whether a course is compulsory or elective, as Chinese transcripts in English head it ("Category",
    // "Course Category", "Course Nature"): a column the table does not read.
    'category', 'course category', 'course nature',
    // The day a unit's result was recorded (rule "A unit of competency: its nominal hours, its result date and its result").
    'result date', 'date of result', 'date achieved', 'date awarded', 'completion date', 'date completed',
    'date', 'datum', 'fecha', 'data', 'дата', 'التاريخ', 'วันที่', 'दिनांक', 'dátum', 'dato', 'pvm', 'päivämäärä', 'ημερομηνία', 'ημ/νία', 'min', 'minimum', 'min marks', 'الدرجه الصغري',
    'الصغري', 'النهايه الصغري', 'الحد الادني', 'न्यूनतम अंक', 'frequencia', 'attendance', 'форма контроля', 'форма контролю', 'tipologia', 'ssd',
    // The traditional grade of a Kazakh transcript restates its letter grade in words.
    'дәстүрлі баға', 'традиционная оценка', 'оценка традиционная',
    // Parts of a total mark (Indian marksheets) and the total written in words.
    'theory', 'th', 'practical', 'pr', 'ia', 'ia practical', 'internal', 'external', 'internal assessment', 'in words',
    // The grade restated in words beside its figures ("Calificación" over "Números | Letras").
    'letras', 'en letras', 'calificacion letras', 'calificacion en letras', 'nota letras', 'nota en letras',
    // The same in Portuguese, Dutch, French and Italian ("Por extenso", "in letters", "en lettres", "in lettere").
    'por extenso', 'em extenso', 'in letters', 'en lettres', 'in lettere', 'eindcijfer in letters',
    // Where the examination's record is filed (Spanish-language registrar certificates cite each exam's record by the
    // "libro" and "folio" of the register): numbers of the record, not of the course.
    'libro', 'folio', 'tomo', 'libro folio',
    'total in words', 'marks in words', 'marks obtained in words', 'obtained in words', 'in figures', 'marks in figures', 'internal max', 'internal obt', 'external max', 'external obt', 'theory max', 'theory obt',
    'practical max', 'practical obt', 'sessional max', 'sessional obt',
    // Heads of the parts of a mark on Indian statements of marks (end-of-term examination, internal assessment).
    'sessional', 'sessionals', 'university examination', 'university exam', 'term end exam', 'term end examination', 'end semester exam',
    'end semester examination', 'end term exam', 'end term examination', 'ese', 'cie', 'see', 'continuous assessment', 'ca', 'mid term',
    'mid semester', 'midterm', 'written', 'oral', 'viva', 'viva voce', 'project', 'assignment', 'external examination', 'internal examination',
    // Parts of a mark examined in separate years or papers ("Part-I | Part-II | Total").
    'part i', 'part ii', 'part iii', 'part 1', 'part 2', 'part 3', 'part a', 'part b', 'paper i', 'paper ii', 're exam', 'reexam',
    'completion', 'removal',
    // The level of a UK module (4 to 7), a US section number, a German "Art" (kind of examination),
    // pass marks and quality points: columns the table does not read.
    'level', 'credit level', 'fheq level', 'sec', 'section', 'art', 'pass marks', 'pass mark', 'qual pts', 'coeff', 'coef ects',
    // A subject's level and its weight in the average in the Nordic and Dutch languages ("Niveau | Vægt": the A/B/C level
    // of a Danish or Greenlandic gymnasium subject and the weight it carries, no credits), and the grade converted to
    // another scale beside the grade ("Omregnet (7-trins)").
    'niveau', 'nivå', 'vægt', 'vaegt', 'vekt', 'vikt', 'gewicht', 'weging', 'omregnet', 'omregnet 7 trins', 'omräknad',
    'pts', 'q pts', 'qual points', 'grade pts earned',
    // Whether a New Zealand standard was assessed internally or externally (NCEA records: "Int/Ext").
    'int ext', 'internal external', 'assessment type',
    // Attendance, not a mark.
    'freq', 'freq percent', 'frequencia percent', 'attendance percent', 'presenca',
    // Quality points are credits times grade points, not a grade; "R" marks a repeated course.
    'quality points', 'quality pts', 'qp', 'qpts', 'honor points', 'r', 'rpt', 'repeat', 'gpa hrs', 'gpa hours',
    // Weekly theory, practice and lab hours of Turkish transcripts ("T | U | L", "T+U"), not credits.
    't', 'u', 'l', 't u', 't u l', 'lab',
    // Credits times grade points ("K x N", "SKS x N", "C x G", "Cr x GP"): weighted points, not a grade.
    'k x n', 'kxn', 'sks x n', 'sks x nilai', 'k n', 'c x g', 'cxg', 'cr x gp', 'c x gp', 'credit x grade point', 'credits x grade points',
    'agirlikli puan',
    // A UK results slip names the awarding body and the qualification (GCSE, GCE A Level) of each
    // subject; the grade follows in its own column, often again in words ("Grade (words)": SEVEN).
    'awarding body', 'awarding organisation', 'exam board', 'board', 'qualification', 'qualification type',
    'grade in words', 'grade words', 'result in words',
  ],
};

// The header words of the many-language lexicon (headerLexicon.ts) that the phrases above do not
// already hold: a word known here keeps its kind ("resultat" stays a result, not a grade).
{
  const known = new Set(Object.values(COLUMN_PHRASES).flat().map(foldText));
  for (const kind of HEADER_KINDS) {
    for (const w of headerWords(kind)) {
      const f = foldText(w);
      if (!f || known.has(f)) continue;
      known.add(f);
      COLUMN_PHRASES[kind].push(w);
    }
  }
}

/**
 * Term headings: the words that name a period of study (after folding). A heading also needs a
 * number or year nearby or a known phrase; see `looksLikeTermHeading`.
 */
export const PERIOD_WORDS = [
  'semester', 'semestre', 'trimester', 'trimestre', 'term', 'quarter', 'cuatrimestre', 'wintersemester', 'sommersemester',
  'quadrimestre', 'periodo', 'halbjahr', 'hj', 'семестр', 'триместр', 'الفصل', 'ภาคเรียน', 'ภาคการศึกษา', 'सेमेस्टर', 'सत्र',
  'semestr', 'dönem', 'yarıyıl', 'kỳ',
  // Turkish words take a possessive ending in a heading ("Güz Yarıyılı", "Bahar Dönemi").
  'yarıyılı', 'dönemi', 'donem', 'donemi',
  // hu (half-year: "2019/20. tanév 1. félév"), fi (lukukausi)
  'félév', 'lukukausi',
];

/** Season words (a season with a year is a term heading: "Fall 2021", "Осенний семестр"). */
export const SEASON_WORDS = [
  'fall', 'autumn', 'spring', 'summer', 'winter', 'осенний', 'весенний', 'летний', 'зимний', 'осінній', 'весняний', 'літній',
  'зимовий', 'күзгі', 'көктемгі', 'жазғы', 'қысқы', 'autunno', 'primavera', 'estate', 'inverno', 'verano', 'otono', 'invierno',
  'الخريف', 'الربيع', 'الصيفي', 'الصيف',
  // tr (autumn, spring, summer), id/ms (odd and even semesters of the year)
  'güz', 'bahar', 'yaz', 'ganjil', 'genap',
  // no, da (autumn and spring: "Høst 2019", "Forår 2020"); OCR reads "ø" as "o"
  'høst', 'host', 'vår', 'efterår', 'forår',
];

/** Years of study ("1 курс", "Year 2", "Anno 3", "السنه الاولي"). */
// "stage" with its number: the stages of a UK degree ("Stage 2 — 2020/21"), never the French
// "stage" (internship) of a course title.
export const YEAR_WORDS = ['stage', 'grade', 'class', 'klasse', 'класс', 'клас', 'year', 'annee', 'jahr', 'ano', 'curso', 'anno', 'курс', 'год', 'рік', 'жыл', 'السنه', 'ปี', 'वर्ष', 'studienjahr', 'serie', 'rok', 'yıl', 'sınıf', 'tahun', 'jaar', 'năm'];

/** Ordinals that make a year or a period a heading ("First Year", "Primo semestre", "Первый семестр"). */
export const ORDINAL_WORDS = [
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'final', '1st', '2nd', '3rd', '4th', '5th', '6th',
  '7th', '8th', 'premiere', 'premier', 'deuxieme', 'troisieme', 'primer', 'segundo', 'tercer', 'cuarto', 'primero', 'erstes',
  'zweites', 'drittes', 'primo', 'secondo', 'terzo', 'quarto', 'primeiro', 'terceiro', 'первый', 'второй', 'третий',
  // The fifth and sixth years of long programmes (es, pt, it: "Quinto Año", "Sexto Ano", "Sesto anno"; fr).
  'quinto', 'sexto', 'sesto', 'quatrieme', 'cinquieme', 'sixieme',
  'четвертый', 'перший', 'другий', 'третій', 'четвертий', 'бірінші', 'екінші', 'үшінші', 'төртінші', 'الاول', 'الثاني',
  'الثالث', 'الرابع', 'الاولي', 'الثانيه', 'الثالثه', 'الرابعه', 'प्रथम', 'द्वितीय', 'तृतीय', 'चतुर्थ', 'पंचम', 'षष्ठ',
  'pierwszy', 'drugi', 'trzeci', 'czwarty', 'birinci', 'ikinci', 'ucuncu', 'pertama', 'kedua', 'ketiga', 'eerste', 'tweede', 'derde',
  'ที่',
];

/** Headings that name the academic year: a year range after them is the session. */
export const SESSION_WORDS = [
  'academic year', 'annee universitaire', 'annee academique', 'curso academico', 'ano academico', 'studienjahr', 'session',
  'anno accademico', 'ano letivo', 'учебный год', 'уч год', 'навчальний рік', 'оқу жылы', 'العام الدراسي', 'العام الجامعي',
  'ปีการศึกษา', 'शैक्षणिक सत्र', 'सत्र',
  // hu, nl, nl (Belgium), no/da
  'tanév', 'studiejaar', 'academiejaar', 'studieår',
];

/**
 * The first words of lines that end a table part or summarize it: totals, averages, GPA lines,
 * remarks and signatures. A row whose name starts with one of them is never a course.
 */
export const STOP_WORDS = [
  // en
  // (Rule "A career's totals, not a career course": "Career Totals", "Career GPA" end a table; "Career Counseling",
  // "Career Development" are courses.)
  'total', 'totals', 'grand total', 'overall', 'cumulative', 'cum', 'career totals', 'career total', 'career gpa', 'career summary',
  'career credits', 'career hours', 'program totals', 'gpa', 'cgpa', 'sgpa', 'cpi',
  'spi', 'summary', 'result', 'final result', 'credits earned', 'total credits', 'degree', 'award', 'classification', 'grading',
  'grade scale', 'grading scale', 'key', 'legend', 'explanation', 'note', 'notes', 'remarks', 'end of', 'this transcript',
  'this document', 'the', 'issued', 'date of issue', 'certified', 'signature', 'registrar', 'controller', 'dean', 'term gpa',
  'term totals', 'semester gpa', 'ehrs', 'earned hrs', 'attempted hours', 'quality points', 'transfer totals',
  'institution totals', 'overall totals', 'aggregate', 'percentage', 'division', 'grand', 'average', 'rank', 'conduct', 'remark',
  'promoted', 'class average', 'attendance', 'class rank', 'graduation', 'graduation date', 'year credits', 'cumulative gpa',
  // fr
  'moyenne', 'moyenne generale', 'total des', 'credits obtenus', 'resultat', 'decision', 'fin du', 'le present', 'la presente',
  'delivre', 'fait a',
  // de
  'summe', 'gesamt', 'gesamtnote', 'durchschnitt', 'insgesamt', 'ende', 'dieses', 'unterschrift', 'ort datum', 'notendurchschnitt',
  // es, pt, it
  'promedio', 'nota media', 'media', 'suma', 'total de', 'totales', 'creditos superados', 'fin del', 'el presente', 'la presente', 'firma',
  'expedido', 'y para que', 'totale', 'media ponderata', 'media aritmetica', 'total geral', 'coeficiente de rendimento',
  'cr acumulado', 'indice',
  // Spanish signature captions under the table, the office in either gender ("Jefe/a Dpto. Alumnos", "Secretario/a Académico/a").
  'jefe', 'jefa', 'jefe a', 'secretario', 'secretario a', 'decano', 'decana', 'decano a', 'rector', 'rectora', 'rector a',
  // ru, uk, kk
  'итого', 'всего', 'общий итог', 'средний балл', 'разом', 'усього', 'всього', 'середній бал', 'загальна кількість',
  'барлығы', 'жиыны', 'орташа балл', 'gpa орташа', 'барлық',
  // pl, nl, tr, id/ms, ro, cs, vi
  'razem', 'suma', 'średnia', 'srednia', 'średnia ocen', 'łącznie', 'totaal', 'gemiddelde', 'toplam', 'ortalama', 'genel ortalama',
  'jumlah', 'jumlah sks', 'ipk', 'ips', 'indeks prestasi', 'purata', 'media generala', 'celkem', 'prumer', 'tổng', 'tổng cộng',
  'điểm trung bình', 'trung bình',
  // Semester summaries of Nigerian and Australian transcripts, end-of-table markers.
  'tnu', 'tcp', 'tlu', 'wam', 'weighted average', 'weighted average mark', 'recommendation', 'nothing follows', 'x x x',
  'credit points completed', 'units completed',
  // ar
  'المجموع', 'المجموع الكلي', 'الاجمالي', 'المعدل', 'المعدل التراكمي', 'المعدل الفصلي', 'مجموع',
  // Signature lines of the registrar and the dean.
  'المختص', 'امين', 'عميد', 'مسجل', 'رئيس', 'يعتمد', 'ختم', 'توقيع',
  // th
  'รวม', 'เกรดเฉลี่ย', 'คะแนนเฉลี่ย', 'เฉลี่ย', 'หน่วยกิตรวม',
  // hi
  'कुल', 'योग', 'महायोग', 'कुल योग', 'प्रतिशत', 'परिणाम',
  // Subtotals, totals and averages of blocks (en, es, nl, no, da, hu, fi, lt, el).
  'subtotal', 'sub total', 'subtotaal', 'sum', 'totalt', 'i alt', 'gjennomsnitt', 'gjennomsnittskarakter', 'összesen', 'részösszeg',
  'átlag', 'súlyozott tanulmányi átlag', 'yhteensä', 'keskiarvo', 'painotettu keskiarvo', 'iš viso', 'vidurkis', 'svertinis vidurkis',
  'σύνολο', 'μέσος όρος',
];

/**
 * Transfer-credit block headings ("Transfer Credit from …", "Anerkannte Leistungen"): the rows
 * under them are courses but belong to no term of this institution.
 */
export const TRANSFER_RE =
  /^(transfer|transfer credit|transfer credits|transferred|credit by exam|advanced placement|test credit|anerkannte|anerkennung|anrechnung|convalidad|reconocid|equivalence|equivalences|перезачт|перезарах|ауыстыр|معادله|المواد المعادله|เทียบโอน|स्थानांतरित)/;
