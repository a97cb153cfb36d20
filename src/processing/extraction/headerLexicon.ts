/**
 * Course-table header words by language (docs/document-understanding.md, "Course tables": the
 * header only names the columns; the table itself is found from geometry and value types). One
 * place for the words: the table reader (columns.ts merges them into its phrases) and the
 * classifier's structure signals (classification/structure.ts) both read this list.
 *
 * Written from public references: the wording of section 4.3 of the Europass Diploma Supplement
 * ("Programme details (e.g. modules or units studied), and the individual grades/marks/credits
 * obtained") and the ECTS Users' Guide in the EU languages, registrars' transcript keys and
 * grading-scale references. Two-letter abbreviations are kept only where registrars print them
 * as the label ("op", "hp", "KP", "KT"): a header is recognized by several labels at once, and a
 * word the reader already knows keeps the kind it has there (columns.ts). Words that head another
 * column in a language the reader knows are left out; Swedish and Norwegian "Kurs" (the course) is
 * kept although a German Abitur grid heads its course levels (LK, GK) "Kurs": there "Fach" names the
 * title column first.
 */

/** The kinds of column a header word names (the table reader's column types). */
export type HeaderKind = 'code' | 'name' | 'credit' | 'hours' | 'grade' | 'marksScored' | 'maximumMarks' | 'passStatus' | 'term';

export const HEADER_KINDS: readonly HeaderKind[] = ['code', 'name', 'credit', 'hours', 'grade', 'marksScored', 'maximumMarks', 'passStatus', 'term'];

type Entry = Partial<Record<HeaderKind, string[]>>;

/** Header words per language (ISO 639-1), as printed; folded before matching. */
export const HEADER_LEXICON: Record<string, Entry> = {
  // The 24 official EU languages.
  bg: {
    code: ['код', 'шифър'],
    name: ['дисциплина', 'дисциплини', 'учебна дисциплина', 'наименование на дисциплината', 'предмет', 'предмети', 'учебен предмет', 'учебни предмети', 'курс', 'модул'],
    credit: ['кредити', 'ects кредити', 'кредити ects', 'брой кредити'],
    hours: ['хорариум', 'часове', 'брой часове', 'аудиторни часове'],
    grade: ['оценка', 'оценки', 'оценка ects'],
    passStatus: ['резултат'],
    term: ['семестър'],
  },
  cs: {
    code: ['kód', 'kód předmětu', 'zkratka'],
    name: ['předmět', 'předměty', 'název předmětu', 'název'],
    credit: ['kredity', 'kreditů', 'počet kreditů', 'ects kredity'],
    hours: ['rozsah', 'hodiny', 'hodin'],
    grade: ['známka', 'klasifikace', 'hodnocení', 'výsledek'],
    term: ['semestr', 'akademický rok'],
  },
  da: {
    code: ['fagkode', 'kursuskode', 'kode'],
    name: ['fag', 'kursus', 'kursusnavn', 'modul', 'uddannelseselement', 'aktivitet', 'prøve'],
    credit: ['ects point', 'ects-point', 'ects', 'studiepoint', 'point'],
    grade: ['karakter', 'karakterer', 'bedømmelse'],
    passStatus: ['bestået', 'resultat'],
    term: ['semester', 'termin'],
  },
  de: {
    name: ['lehrveranstaltung', 'modul', 'fach', 'modulbezeichnung'],
    credit: ['leistungspunkte', 'ects punkte', 'kreditpunkte'],
    grade: ['note', 'bewertung'],
    term: ['semester', 'studienjahr'],
  },
  el: {
    code: ['κωδικός', 'κωδ'],
    name: ['μάθημα', 'μαθήματα', 'τίτλος μαθήματος', 'τίτλος', 'ενότητα', 'διδακτική ενότητα'],
    credit: ['πιστωτικές μονάδες', 'πμ', 'π.μ.', 'μονάδες ects', 'ects'],
    hours: ['ώρες', 'διδακτικές μονάδες'],
    grade: ['βαθμός', 'βαθμολογία', 'βαθμός ects'],
    passStatus: ['αποτέλεσμα', 'παρατηρήσεις', 'κατάσταση'],
    term: ['εξάμηνο', 'ακαδημαϊκό έτος'],
  },
  en: {
    name: ['course unit', 'course title', 'module', 'subject', 'unit of study'],
    credit: ['credits', 'credit points', 'ects credits'],
    grade: ['grade', 'mark'],
    term: ['semester', 'term'],
  },
  es: {
    name: ['asignatura', 'materia', 'unidad curricular', 'área curricular', 'áreas curriculares'],
    // "U.C." or "UC": the unidades de crédito of Venezuelan and Dominican transcripts.
    credit: ['créditos', 'créditos ects', 'u.c.', 'uc', 'unidades de crédito', 'unidad de crédito'],
    code: ['cód.', 'cód'],
    // "Literal": the letter beside the 0-100 calificación of Dominican and Central American records.
    grade: ['calificación', 'nota', 'calificación definitiva', 'nota definitiva', 'nota final', 'literal', 'calificación literal', 'nota literal'],
    passStatus: ['observación', 'observaciones'],
    term: ['semestre', 'curso académico'],
  },
  et: {
    code: ['ainekood', 'õppeaine kood', 'kood'],
    name: ['õppeaine', 'aine', 'aine nimetus', 'õppeaine nimetus', 'moodul', 'kursus'],
    credit: ['eap', 'ainepunktid', 'ainepunkte', 'maht eap', 'maht'],
    hours: ['tunnid', 'tundide arv'],
    grade: ['hinne', 'hinded', 'hindamine'],
    passStatus: ['tulemus', 'arvestatud'],
    term: ['semester', 'õppeaasta'],
  },
  fi: {
    code: ['opintojakson koodi', 'opintojakson tunnus', 'tunnus', 'koodi'],
    name: ['opintojakso', 'opintojaksot', 'opintojakson nimi', 'kurssi', 'kurssin nimi', 'opintokokonaisuus', 'oppiaine', 'moduuli'],
    credit: ['opintopisteet', 'opintopistettä', 'laajuus', 'laajuus op', 'op'],
    grade: ['arvosana', 'arvosanat', 'arviointi', 'arvio'],
    passStatus: ['hyväksytty', 'suoritettu', 'tulos', 'huom.', 'huomautus', 'lisätiedot'],
    term: ['lukukausi', 'lukuvuosi'],
  },
  fr: {
    name: ['intitulé', 'matière', 'unité d enseignement', 'module', 'élément constitutif'],
    credit: ['crédits', 'crédits ects', 'ects'],
    grade: ['note', 'résultat', 'appréciation'],
    maximumMarks: ['barème', 'note maximale'],
    term: ['semestre'],
  },
  ga: {
    code: ['cód'],
    name: ['ábhar', 'modúl', 'cúrsa', 'teideal an mhodúil'],
    credit: ['creidiúintí', 'creidiúint', 'creidiúintí ects'],
    grade: ['grád', 'marc', 'marcanna', 'toradh'],
    term: ['seimeastar', 'téarma', 'bliain acadúil'],
  },
  hr: {
    code: ['šifra', 'šifra predmeta', 'oznaka'],
    name: ['predmet', 'kolegij', 'naziv predmeta', 'naziv kolegija', 'modul'],
    credit: ['ects bodovi', 'ects bodova', 'bodovi', 'ects'],
    hours: ['sati', 'broj sati'],
    grade: ['ocjena', 'ocjene', 'konačna ocjena'],
    term: ['semestar', 'akademska godina'],
  },
  hu: {
    code: ['tárgykód', 'kód', 'kurzuskód'],
    name: ['tantárgy', 'tantárgyak', 'tantárgy neve', 'tárgy megnevezése', 'tantárgy megnevezése', 'tárgy', 'kurzus', 'kurzus neve', 'modul'],
    credit: ['kredit', 'kreditpont', 'kreditek', 'ects kredit'],
    hours: ['óraszám', 'órák'],
    grade: ['érdemjegy', 'jegy', 'osztályzat', 'értékelés'],
    passStatus: ['eredmény', 'teljesítve', 'megjegyzés', 'státusz'],
    term: ['félév', 'tanév'],
  },
  it: {
    name: ['insegnamento', 'attività formativa', 'esame', 'disciplina'],
    credit: ['crediti', 'cfu'],
    grade: ['voto', 'votazione', 'giudizio'],
    term: ['semestre', 'anno accademico'],
  },
  lt: {
    code: ['kodas', 'dalyko kodas'],
    name: ['dalykas', 'dalykai', 'dalyko pavadinimas', 'studijų dalyko pavadinimas', 'modulis', 'modulio pavadinimas', 'studijų dalykas'],
    credit: ['kreditai', 'kreditų', 'kreditų sk.', 'kreditų skaičius', 'ects kreditai', 'apimtis kreditais'],
    hours: ['valandos', 'valandų'],
    grade: ['įvertinimas', 'pažymys', 'įvertinimai', 'galutinis įvertinimas'],
    passStatus: ['pastabos', 'pastaba'],
    term: ['semestras', 'mokslo metai'],
  },
  lv: {
    code: ['kods', 'kursa kods'],
    name: ['studiju kurss', 'kurss', 'kursa nosaukums', 'studiju kursa nosaukums', 'priekšmets', 'mācību priekšmets', 'modulis', 'nosaukums'],
    credit: ['kredītpunkti', 'kp', 'ects kredītpunkti', 'apjoms kp', 'apjoms'],
    hours: ['stundas', 'stundu skaits'],
    grade: ['vērtējums', 'atzīme', 'vērtējums ballēs'],
    term: ['semestris', 'studiju gads'],
  },
  mt: {
    code: ['kodiċi'],
    name: ['suġġett', 'unità', 'modulu', 'kors', 'isem tal unità'],
    credit: ['krediti', 'krediti ects'],
    grade: ['grad', 'marka', 'riżultat'],
    term: ['semestru', 'sena akkademika'],
  },
  nl: {
    // "Examenvak" (the examination subject of a Dutch or Dutch-Caribbean marks list), its plurals.
    name: ['vak', 'vakken', 'examenvak', 'examenvakken', 'opleidingsonderdeel', 'studieonderdeel', 'onderwijseenheid', 'cursus', 'module'],
    credit: ['studiepunten', 'ec', 'ects'],
    code: ['vakcode', 'cursuscode'],
    grade: ['cijfer', 'eindcijfer', 'resultaat', 'eindresultaat', 'beoordeling'],
    passStatus: ['opmerking', 'opmerkingen'],
    term: ['semester', 'studiejaar', 'academiejaar'],
  },
  pl: {
    name: ['przedmiot', 'nazwa przedmiotu', 'moduł', 'zajęcia'],
    credit: ['punkty ects', 'ects', 'punkty'],
    grade: ['ocena', 'ocena końcowa'],
    term: ['semestr', 'rok akademicki'],
  },
  pt: {
    name: ['unidade curricular', 'unidades curriculares', 'disciplina', 'disciplinas', 'componente curricular'],
    credit: ['créditos', 'ects'],
    hours: ['carga horária', 'horas'],
    // "Letra": the letter (A–E) beside the mark "Nota (0-100)" it converts, as Lusophone universities print it; the
    // table reader makes the letter the grade and the other the mark (LETTER_GRADE_LABEL).
    // "Classif. final" (the final classification, abbreviated over two lines on Lusophone school certificates).
    grade: ['classificação', 'nota', 'menção', 'letra', 'classif', 'classif final', 'classificação final', 'nota final'],
    term: ['semestre', 'ano letivo'],
  },
  ro: {
    code: ['cod', 'cod disciplină'],
    name: ['disciplina', 'disciplină', 'denumirea disciplinei', 'materia', 'unitate de curs'],
    credit: ['credite', 'număr credite', 'credite ects', 'nr credite'],
    hours: ['ore', 'număr ore', 'nr. ore', 'nr. de ore', 'numărul de ore'],
    grade: ['nota', 'notă', 'calificativ'],
    term: ['semestrul', 'anul universitar', 'an de studiu'],
  },
  sk: {
    code: ['kód', 'kód predmetu'],
    name: ['predmet', 'názov predmetu', 'predmety', 'názov'],
    credit: ['kredity', 'počet kreditov', 'kreditov'],
    hours: ['rozsah', 'hodiny'],
    grade: ['známka', 'hodnotenie', 'klasifikácia'],
    term: ['semester', 'akademický rok'],
  },
  sl: {
    code: ['šifra'],
    name: ['predmet', 'učna enota', 'naziv predmeta', 'modul'],
    credit: ['kreditne točke', 'kt', 'ects točke', 'točke ects'],
    hours: ['ure', 'število ur'],
    grade: ['ocena', 'končna ocena'],
    term: ['semester', 'študijsko leto', 'letnik'],
  },
  sv: {
    code: ['kurskod', 'kod'],
    name: ['kurs', 'kurser', 'kursnamn', 'kursens namn', 'kursbenämning', 'benämning', 'ämne', 'moment', 'delkurs'],
    credit: ['högskolepoäng', 'hp', 'poäng', 'omfattning'],
    grade: ['betyg', 'betygsgrad'],
    passStatus: ['godkänd', 'resultat'],
    term: ['termin', 'läsår'],
  },
  // Norwegian (Bokmål), from the karakterutskrift of Norwegian universities and university colleges.
  no: {
    code: ['emnekode', 'kode'],
    name: ['emne', 'emnenavn', 'emnetittel', 'fag', 'kurs', 'kursnavn'],
    credit: ['studiepoeng', 'stp', 'sp', 'poeng'],
    grade: ['karakter', 'karakterer'],
    passStatus: ['merknad', 'merknader', 'res.'],
    term: ['semester', 'termin', 'studieår'],
  },
  // Beyond the EU.
  ru: {
    name: ['дисциплина', 'наименование дисциплины', 'предмет'],
    credit: ['зачетные единицы', 'кредиты'],
    hours: ['часы', 'количество часов'],
    // "Отметка" (the mark) heads the grade column of Belarusian diploma supplements and of Russian school records.
    grade: ['оценка', 'отметка', 'отметки', 'итоговая отметка'],
    term: ['семестр'],
  },
  uk: {
    name: ['дисципліна', 'назва дисципліни', 'освітній компонент'],
    credit: ['кредити єктс', 'кредити'],
    hours: ['години', 'кількість годин'],
    grade: ['оцінка', 'оцінка за національною шкалою'],
    term: ['семестр'],
  },
  sr: {
    code: ['šifra', 'шифра'],
    name: ['predmet', 'naziv predmeta', 'предмет', 'назив предмета'],
    credit: ['espb', 'еспб', 'bodovi', 'бодови'],
    grade: ['ocena', 'оцена'],
    term: ['semestar', 'семестар'],
  },
  tr: {
    code: ['ders kodu', 'kod'],
    name: ['ders', 'ders adı', 'dersin adı'],
    credit: ['kredi', 'akts', 'ulusal kredi'],
    grade: ['harf notu', 'başarı notu', 'not'],
    term: ['yarıyıl', 'dönem'],
  },
  ar: {
    code: ['رمز المقرر', 'رقم المقرر'],
    name: ['اسم المقرر', 'المقرر', 'المادة', 'المواد'],
    credit: ['الساعات المعتمدة', 'عدد الساعات', 'الوحدات'],
    grade: ['التقدير', 'الدرجة'],
    maximumMarks: ['النهاية العظمى'],
    term: ['الفصل الدراسي'],
  },
  fa: {
    code: ['کد درس', 'شماره درس'],
    name: ['نام درس', 'درس', 'عنوان درس'],
    credit: ['واحد', 'تعداد واحد'],
    grade: ['نمره', 'نمرات'],
    term: ['نیمسال', 'ترم'],
  },
  he: {
    code: ['מספר קורס', 'קוד'],
    name: ['שם הקורס', 'קורס', 'מקצוע'],
    credit: ['נקודות זכות', 'נ ז', 'שעות'],
    grade: ['ציון', 'ציונים'],
    term: ['סמסטר', 'שנה'],
  },
  hi: {
    name: ['विषय', 'प्रश्नपत्र', 'पाठ्यक्रम'],
    credit: ['क्रेडिट', 'श्रेयांक'],
    grade: ['ग्रेड', 'श्रेणी'],
    marksScored: ['प्राप्तांक', 'अंक'],
    maximumMarks: ['पूर्णांक', 'अधिकतम अंक'],
    term: ['सेमेस्टर'],
  },
  bn: {
    code: ['বিষয় কোড', 'কোড'],
    name: ['বিষয়', 'বিষয়ের নাম', 'কোর্স'],
    credit: ['ক্রেডিট'],
    grade: ['গ্রেড', 'লেটার গ্রেড'],
    marksScored: ['প্রাপ্ত নম্বর', 'নম্বর'],
    term: ['সেমিস্টার'],
  },
  id: {
    code: ['kode mata kuliah', 'kode'],
    name: ['mata kuliah', 'nama mata kuliah', 'mata pelajaran'],
    credit: ['sks', 'kredit'],
    grade: ['nilai', 'nilai huruf'],
    term: ['semester'],
  },
  vi: {
    code: ['mã học phần', 'mã môn học'],
    name: ['tên học phần', 'học phần', 'môn học', 'tên môn học'],
    credit: ['số tín chỉ', 'tín chỉ'],
    grade: ['điểm chữ', 'điểm', 'xếp loại'],
    term: ['học kỳ', 'năm học'],
  },
  th: {
    code: ['รหัสวิชา'],
    name: ['รายวิชา', 'ชื่อวิชา'],
    credit: ['หน่วยกิต'],
    grade: ['เกรด', 'ระดับคะแนน'],
    term: ['ภาคเรียน'],
  },
  ms: {
    code: ['kod kursus'],
    name: ['kursus', 'nama kursus', 'subjek'],
    credit: ['kredit', 'jam kredit'],
    grade: ['gred', 'nilai gred'],
    term: ['semester', 'sesi'],
  },
  sw: {
    code: ['nambari ya somo'],
    name: ['somo', 'masomo', 'jina la somo'],
    credit: ['krediti', 'vitengo'],
    grade: ['daraja', 'alama'],
    term: ['muhula'],
  },
  zh: {
    code: ['课程代码', '课程编号', '課程代碼'],
    name: ['课程名称', '课程', '科目', '課程名稱', '科目名稱'],
    credit: ['学分', '學分'],
    hours: ['学时', '學時'],
    grade: ['成绩', '成績', '等级'],
    term: ['学期', '學期', '学年'],
  },
  ja: {
    code: ['科目番号', '科目コード'],
    name: ['科目名', '授業科目', '科目'],
    credit: ['単位', '単位数'],
    grade: ['評価', '成績'],
    term: ['学期', '年度'],
  },
  ko: {
    code: ['과목코드', '학수번호'],
    name: ['교과목명', '과목명', '교과목', '과목'],
    credit: ['학점'],
    grade: ['성적', '등급', '평점'],
    term: ['학기', '학년도'],
  },
  // Uzbek in the Latin script (diploma supplements: "Fanlar nomi | Soat | Kredit | Ball | Baho").
  uz: {
    code: ['fan kodi', 'kod'],
    name: ['fanlar nomi', 'fan nomi', 'fanlar', 'modul nomi'],
    credit: ['kredit', 'kreditlar'],
    hours: ['soat', 'soatlar', 'umumiy soat', 'hajmi (soat)'],
    marksScored: ['ball', 'to\'plangan ball'],
    grade: ['baho', 'baholar', 'yakuniy baho'],
    term: ['semestr'],
  },
  kk: {
    name: ['пән', 'пән атауы'],
    credit: ['кредит саны', 'кредиттер'],
    grade: ['баға', 'әріптік баға'],
    term: ['семестр'],
  },
  sq: {
    code: ['kodi'],
    name: ['lënda', 'emri i lëndës', 'kursi'],
    credit: ['kredite', 'ects'],
    grade: ['nota', 'vlerësimi'],
    term: ['semestri', 'viti akademik'],
  },
  // Icelandic records of study (námsferilsyfirlit): "Ein." (einingar) the ECTS units, "Misseri" the semester.
  is: {
    code: ['námskeiðsnúmer', 'auðkenni'],
    name: ['heiti námskeiðs', 'heiti', 'námsgrein'],
    credit: ['einingar', 'ein.', 'ects einingar'],
    grade: ['einkunn', 'einkunnir'],
    passStatus: ['niðurstaða'],
    term: ['misseri', 'önn', 'skólaár'],
  },
};

/** Every header word of one kind, all languages together. */
export function headerWords(kind: HeaderKind): string[] {
  return [...new Set(Object.values(HEADER_LEXICON).flatMap((e) => e[kind] ?? []))];
}

/**
 * Words that, alone in a value column, are a grade or a result in many languages: pass, fail,
 * credited, exempt, and the verbal grades of grading-scale references. A column of them is a
 * grade column whatever its header says (docs/document-understanding.md, "Course tables").
 */
export const GRADE_VALUE_WORDS: readonly string[] = [
  // en
  'pass', 'passed', 'fail', 'failed', 'credit', 'merit', 'distinction', 'excellent', 'good', 'very good', 'satisfactory',
  'sufficient', 'insufficient', 'completed', 'exempt', 'exempted', 'satisfied', 'unsatisfactory', 'honours', 'honors', 'approved',
  'recognised', 'recognized',
  // de, nl, da, sv, fi, et
  'bestanden', 'nicht bestanden', 'sehr gut', 'gut', 'befriedigend', 'ausreichend', 'mangelhaft', 'anerkannt', 'mit erfolg',
  'voldoende', 'onvoldoende', 'goed', 'zeer goed', 'behaald', 'geslaagd', 'bestået', 'ikke bestået', 'bestått', 'ikke bestått',
  'godkjent', 'ikke godkjent', 'godkänd', 'underkänd',
  'väl godkänd', 'hyväksytty', 'hylätty', 'kiitettävä', 'hyvä', 'tyydyttävä', 'arvestatud', 'mittearvestatud',
  // fr, es, it, pt, ro
  'admis', 'ajourné', 'validé', 'acquis', 'non acquis', 'très bien', 'assez bien', 'passable', 'bien', 'aprobado', 'excelente', 'muy bien', 'desaprobado', 'reprobado',
  'suspenso', 'notable', 'sobresaliente', 'matrícula de honor', 'apto', 'no apto', 'convalidado', 'superado', 'approvato',
  'idoneo', 'superato', 'ottimo', 'buono', 'sufficiente', 'aprovado', 'reprovado', 'aprovada', 'dispensado', 'admitido',
  'promovat', 'admis', 'respins', 'foarte bine',
  // pl, cs, sk, sl, hr, hu, lt, lv
  'zaliczone', 'zal', 'zaliczono', 'bardzo dobry', 'dobry', 'dostateczny', 'niedostateczny', 'dobry plus', 'započteno',
  'výborně', 'velmi dobře', 'dobře', 'absolvoval', 'absolvovala', 'vyhověl', 'prospěl', 'výborne', 'veľmi dobre', 'dobre',
  'opravil', 'odlično', 'odličen', 'prav dober', 'dober', 'zadosten', 'izvrstan', 'vrlo dobar', 'dobar', 'dovoljan',
  'jeles', 'jó', 'közepes', 'elégséges', 'megfelelt', 'teljesítve', 'įskaityta', 'labai gerai', 'gerai', 'ieskaitīts',
  // ru, uk, bg, el, tr, id, vi
  'зачтено', 'зачет', 'отлично', 'хорошо', 'удовлетворительно', 'неудовлетворительно', 'зараховано', 'відмінно', 'добре',
  'задовільно', 'отличен', 'много добър', 'добър', 'среден', 'издържал', 'επιτυχία', 'άριστα', 'λίαν καλώς', 'καλώς',
  'başarılı', 'başarısız', 'geçti', 'muaf', 'lulus', 'tidak lulus', 'đạt', 'không đạt', 'giỏi', 'khá',
  // uz (Latin script: the tutuq belgisi apostrophe is part of the word)
  "a'lo", 'yaxshi', 'qoniqarli', 'qoniqarsiz', 'sinov', "o'tdi",
];

/**
 * Of the grade words, the ones that say only passed or failed (a result beside a grade, no grade of a
 * scale). A result is what a course earned, never a person: a cell that holds one is no name.
 */
export const RESULT_VALUE_WORDS: readonly string[] = [
  'pass', 'passed', 'fail', 'failed', 'completed', 'exempt', 'exempted', 'satisfied', 'approved', 'recognised', 'recognized', 'bestanden', 'nicht bestanden', 'anerkannt',
  'mit erfolg', 'behaald', 'geslaagd', 'bestået', 'ikke bestået', 'bestått', 'ikke bestått', 'godkjent', 'ikke godkjent', 'godkänd', 'underkänd', 'hyväksytty', 'hylätty', 'arvestatud',
  'mittearvestatud', 'admis', 'ajourné', 'validé', 'acquis', 'non acquis', 'apto', 'no apto', 'convalidado', 'superado',
  'approvato', 'idoneo', 'superato', 'aprovado', 'reprovado', 'aprovada', 'dispensado', 'promovat', 'respins', 'zaliczone',
  'zal', 'zaliczono', 'započteno', 'absolvoval', 'absolvovala', 'vyhověl', 'prospěl', 'opravil', 'megfelelt', 'teljesítve',
  'įskaityta', 'ieskaitīts', 'зачтено', 'зачет', 'зараховано', 'издържал', 'επιτυχία', 'başarılı', 'başarısız', 'geçti', 'muaf',
  'lulus', 'tidak lulus', 'đạt', 'không đạt',
];

/**
 * The numbers zero to ten in words, per language (index = the number), as grade cells spell a grade of a scale
 * up to ten beside its figure ("8 osam", "9 neuf", "7 sieben"): rule "A grade spelled beside its figure"
 * (docs/document-understanding.md, "Grades of other scales").
 */
export const NUMBER_WORDS_TO_TEN: readonly (readonly string[])[] = [
  ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'], // en
  ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'], // fr
  ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'], // es
  ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'], // pt
  ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'], // it
  ['zero', 'unu', 'doi', 'trei', 'patru', 'cinci', 'șase', 'șapte', 'opt', 'nouă', 'zece'], // ro
  ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'], // de
  ['nul', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien'], // nl
  ['nula', 'jedan', 'dva', 'tri', 'četiri', 'pet', 'šest', 'sedam', 'osam', 'devet', 'deset'], // bs, hr, sr (Latin)
  ['нула', 'један', 'два', 'три', 'четири', 'пет', 'шест', 'седам', 'осам', 'девет', 'десет'], // sr, mk (Cyrillic)
  ['nič', 'ena', 'dve', 'tri', 'štiri', 'pet', 'šest', 'sedem', 'osem', 'devet', 'deset'], // sl
  ['nula', 'jedna', 'dvě', 'tři', 'čtyři', 'pět', 'šest', 'sedm', 'osm', 'devět', 'deset'], // cs
  ['nula', 'jeden', 'dva', 'tri', 'štyri', 'päť', 'šesť', 'sedem', 'osem', 'deväť', 'desať'], // sk
  ['zero', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć', 'dziesięć'], // pl
  ['ноль', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять', 'десять'], // ru
  ['нуль', 'один', 'два', 'три', 'чотири', "п'ять", 'шість', 'сім', 'вісім', "дев'ять", 'десять'], // uk
  ['нула', 'едно', 'две', 'три', 'четири', 'пет', 'шест', 'седем', 'осем', 'девет', 'десет'], // bg
  ['nulla', 'egy', 'kettő', 'három', 'négy', 'öt', 'hat', 'hét', 'nyolc', 'kilenc', 'tíz'], // hu
  ['zero', 'një', 'dy', 'tre', 'katër', 'pesë', 'gjashtë', 'shtatë', 'tetë', 'nëntë', 'dhjetë'], // sq
  ['nulis', 'vienas', 'du', 'trys', 'keturi', 'penki', 'šeši', 'septyni', 'aštuoni', 'devyni', 'dešimt'], // lt
  ['nulle', 'viens', 'divi', 'trīs', 'četri', 'pieci', 'seši', 'septiņi', 'astoņi', 'deviņi', 'desmit'], // lv
  ['null', 'üks', 'kaks', 'kolm', 'neli', 'viis', 'kuus', 'seitse', 'kaheksa', 'üheksa', 'kümme'], // et
  ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz', 'on'], // tr
  ['μηδέν', 'ένα', 'δύο', 'τρία', 'τέσσερα', 'πέντε', 'έξι', 'επτά', 'οκτώ', 'εννέα', 'δέκα'], // el
];
