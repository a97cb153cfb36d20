/**
 * The words of academic and non-academic documents in the languages partners upload (issue
 * 'Document understanding', 1: "lexicons in at least 10 languages"): English, German, French,
 * Spanish, Italian, Portuguese, Russian, Ukrainian, Kazakh, Arabic, Thai, Hindi, Indonesian/Malay and Amharic.
 * Written folded or not (entries are folded like the text); `word*` takes any ending, `*word` any
 * beginning (German compounds). Weights: a title entry counts in full in a prominent line (big,
 * bold or capitals near the top) and half elsewhere; phrases of running text count in full.
 */
import { Lexicon } from './match';
import { EDUCATION_STAGES } from '../extraction/qualifications';

/** The stage phrases of scripts written with blanks (the lexicon matches words). */
const stagePhrases = (): string[] =>
  Object.values(EDUCATION_STAGES).flatMap((byLevel) => Object.values(byLevel).flat()).filter((x) => !/[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(x));

export type Category =
  /** Titles of transcripts and records of studies (one document, the whole programme). */
  | 'transcript'
  /** Titles of statements of marks, grade cards, mark lists (often one examination or term). */
  | 'marksheet'
  /** Titles of diplomas, degree, school-leaving and board certificates. */
  | 'diploma'
  /**
   * Names of school-leaving and board examinations (Abitur, baccalauréat, аттестат, Thanaweya
   * Amma, Senior School Certificate): with a grade table the document is that examination's
   * statement of marks, without one its certificate.
   */
  | 'school'
  /** The running text of an award ("has conferred upon", "verleiht", "присвоена квалификация"). */
  | 'award'
  /** Words of academic documents that name no kind (university, semester, credits, examination). */
  | 'academic'
  /** Degree names (bachelor, магистр, licenciatura): with other academic words, a certificate. */
  | 'degree'
  /** Words of documents without academic content (passports, statements of account, CVs). */
  | 'other'
  /** Salutations and closings of letters: a letter that names a degree is still a letter. */
  | 'letter'
  /** Certificates of online courses, attendance and participation: certificates, but not academic. */
  | 'course';

/** The name of the award entries that open a certification in the issuer's voice ("This is to certify that"). */
export const CERTIFYING_FORMULA = 'certifying formula';

export const LEXICON = new Lexicon<Category>()
  // ---------------------------------------------------------------- English
  .add('transcript', 5, [
    'transcript*', 'academic record', 'record of achievement', 'record of studies', 'student record', 'academic history',
    'transcript of records', 'diploma supplement', 'statement of results', 'examination results', 'exam results',
    'results of examination', 'semester results', 'grade report', 'grades report', 'report card', 'academic performance',
    'academic statement', 'my grades', 'final grades', 'course history', 'academic transcript', 'student copy',
  ])
  .add('transcript', 2, ['grades', 'results'], 'grades / results')
  .add('marksheet', 6, [
    'statement of marks', 'statement of grades', 'consolidated statement', 'mark sheet', 'marksheet*', 'marks sheet',
    'marks card', 'mark card', 'grade card', 'grade sheet', 'gradesheet', 'mark list', 'marks list', 'memorandum of marks',
    'marks memo', 'consolidated memorandum', 'memorandum of grades', 'result sheet', 'result card', 'statement of result',
    'marks statement', 'provisional marks',
  ])
  .add('diploma', 5, [
    'diploma', 'degree certificate', 'certificate of graduation', 'graduation certificate', 'certificate of award',
    'provisional certificate', 'provisional degree', 'pass certificate', 'convocation',
    'migration certificate', 'national examinations',
  ])
  .add('school', 5, [
    'secondary school certificate', 'higher secondary certificate', 'senior school certificate', 'secondary school leaving certificate',
    'school leaving certificate', 'leaving certificate', 'certificate of secondary education', 'general certificate of education',
    'matriculation certificate', 'secondary school examination', 'senior school certificate examination', 'higher secondary examination',
    'board of secondary education', 'board of intermediate education', 'intermediate examination', 'gcse',
    'abitur*', 'abiturzeugnis', 'allgemeinen hochschulreife', 'hochschulreife', 'fachhochschulreife', 'reifeprufung', 'reifezeugnis',
    'baccalaureat', 'bachillerato', 'titulo de bachiller', 'diploma di maturita', 'esame di stato', 'ensino medio',
    'аттестат*', 'атестат*', 'свідоцтво про здобуття', 'الثانوية العامة', 'شهادة الثانوية', 'إتمام الدراسة الثانوية', 'ثانوية عامة',
    'माध्यमिक शिक्षा', 'उच्चतर माध्यमिक', 'ሁለተኛ ደረጃ', 'ብሔራዊ ፈተና', 'esslce', 'egsece', 'general secondary education certificate',
    'general secondary certificate', 'thanaweya amma', 'secondary education certificate', 'о среднем общем образовании',
    'об основном общем образовании', 'повної загальної середньої освіти', 'базової середньої освіти', 'жалпы орта білім',
    'มัธยมศึกษาตอนปลาย', 'มัธยมศึกษาปีที่ 6',
  ], 'school-leaving examination')
  .add('award', 4, [
    'has conferred', 'conferred upon', 'confers upon', 'hereby confers', 'has been conferred', 'admitted to the degree',
    'awarded the degree', 'has been awarded', 'with all the rights', 'rights and privileges', 'rights privileges',
    'is declared to have passed', 'has passed the', 'passed the examination', 'degree of bachelor', 'degree of master',
    'degree of doctor', 'has fulfilled the requirements', 'completed the requirements', 'completed all the requirements',
    'requirements for the degree', 'in the examination held', 'examination held in', 'placed in the first division',
    'first division', 'second division', 'first class', 'with distinction',
  ])
  .add('award', 1, ['this is to certify that', 'be it known'], CERTIFYING_FORMULA)
  // Rule "A confirmation in the issuer's voice" (docs/document-understanding.md, "Forms the rotated group j- showed"):
  // a registry confirms a completion as it certifies one.
  .add('award', 1, ['this is to confirm that', 'we hereby confirm that', 'we confirm that'], CERTIFYING_FORMULA)
  // Rule "A confirmation in the first person" (docs/document-understanding.md, "Forms the rotated group w2- showed"): a
  // head teacher or registrar who writes in their own name confirms as a registry does.
  .add('award', 1, ['writing to confirm that', 'write to confirm that', 'i hereby confirm that', 'i confirm that', 'this letter confirms that'], CERTIFYING_FORMULA)
  // A registry's account of a completion ("successfully completed all requirements of the programme", "the degree was
  // conferred by the Academic Board").
  .add('award', 4, ['completed all requirements', 'degree was conferred', 'was awarded the degree'])
  // A school's or college's conferral without the degree's name ("has satisfactorily completed the course of
  // study prescribed … and is therefore entitled to this diploma").
  .add('award', 4, ['completed the course of study', 'completed the prescribed course', 'therefore entitled to'])
  .add('academic', 1, [
    'university', 'college', 'faculty', 'semester', 'credits', 'credit hours', 'cgpa', 'sgpa', 'gpa', 'grade point*',
    'cumulative', 'marks obtained', 'maximum marks', 'max marks', 'examination', 'registrar', 'controller of examinations',
    'roll number', 'roll no', 'enrolment number', 'enrollment number', 'seat number', 'matriculation', 'course title',
    'subject', 'credit points', 'school', 'academic year',
    'programme', 'program',
  ])
  .add('degree', 1, [
    'bachelor*', 'master of', 'doctor of philosophy', 'honours', 'licence', 'licenciatura', 'licenciado', 'licenciada', 'bacharelado',
    'grado en', 'master universitario', 'laurea', 'diplom ingenieur', 'magister', 'бакалавр', 'бакалавра', 'магистр', 'магистра',
    'специалист', 'магістр', 'магістра', 'спеціаліст', 'бакалавриат', 'магистратура', 'स्नातक', 'स्नातकोत्तर', 'ماجستير', 'ليسانس',
  ])
  .add('other', 5, [
    'passport', 'date of expiry', 'identity card', 'national identity', 'driving licence', 'driver license',
    'drivers license', 'residence permit', 'visa',
  ])
  .add('other', 1.5, ['nationality', 'place of issue', 'date of issue', 'personal number'], 'identity fields')
  .add('letter', 4, [
    'dear sir', 'dear madam', 'dear members', 'dear admissions', 'dear hiring', 'dear colleagues', 'sincerely',
    'yours faithfully', 'yours sincerely', 'to whom it may concern', 'cover letter', 'letter of recommendation',
    'recommendation letter', 'reference letter', 'statement of purpose', 'kind regards', 'best regards',
  ], 'letter')
  .add('other', 4, ['curriculum vitae', 'resume', 'work experience', 'professional experience', 'employment history', 'key skills'], 'cv')
  .add('other', 4, [
    'invoice', 'receipt', 'bank statement', 'account statement', 'statement of account', 'opening balance', 'closing balance',
    'available balance', 'account number', 'iban', 'swift', 'withdrawal*', 'deposit*', 'transaction*', 'debit',
    'amount due', 'payment', 'salary', 'employment certificate', 'experience certificate', 'birth certificate',
    'marriage certificate', 'police clearance', 'medical certificate', 'insurance',
  ], 'account / civil document')
  // Rule "A certificate of employment is no credential" (docs/document-understanding.md, "Forms the rotated group w2-
  // showed"): an employer certifies a period of service in the words a diploma is delivered with ("Le présent certificat
  // est délivré …", "certifie que"); its title and its "was employed" say what it certifies.
  .add('other', 5, [
    'certificate of employment', 'certificate of service', 'service certificate', 'work certificate', 'was employed as',
    'certificat de travail', 'attestation de travail', 'attestation d emploi', 'attestation employeur', 'a ete employe', 'a ete employee',
    'certificado de trabajo', 'constancia de trabajo', 'certificado laboral', 'constancia laboral', 'arbeitszeugnis',
    'arbeitsbescheinigung', 'certificato di servizio', 'attestato di servizio', 'declaracao de trabalho', 'справка с места работы',
    'довідка з місця роботи',
  ], 'employment certificate')
  .add('other', 4, [
    'certificate of enrolment', 'certificate of enrollment', 'enrollment verification', 'enrolment verification', 'is enrolled',
    'is currently enrolled', 'proof of enrolment', 'proof of enrollment', 'immatrikulationsbescheinigung', 'studienbescheinigung',
    'immatrikulationsbestatigung', 'ist immatrikuliert', 'ist eingeschrieben', 'certificat de scolarite', 'attestation d inscription',
    'est inscrit', 'est inscrite', 'certificado de matricula', 'esta matriculado', 'esta matriculada', 'certificato di iscrizione',
    'e iscritto', 'e iscritta', 'declaracao de matricula', 'esta matriculado', 'справка с места учебы', 'является студентом',
    'является студенткой', 'довідка з місця навчання', 'є студентом', 'є студенткою', 'شهادة قيد', 'إفادة قيد', 'مقيد',
    'immatrikuliert', 'eingeschrieben', 'enrolled', 'inscrit', 'inscrite', 'matriculado', 'matriculada', 'iscritto', 'iscritta',
  ], 'enrolment certificate')
  .add('course', 5, [
    'coursera', 'udemy', 'edx', 'udacity', 'linkedin learning', 'futurelearn', 'khan academy', 'skillshare', 'mooc',
    'online course', 'online courses', 'course certificate', 'certificate of completion', 'certificate of attendance',
    'certificate of participation', 'has participated', 'participated in', 'has attended', 'for attending', 'workshop',
    'webinar', 'conference', 'bootcamp', 'verify at', 'verify this certificate', 'specialization certificate',
    'professional certificate', 'training course', 'hours of training',
  ], 'online course / attendance')

  // ---------------------------------------------------------------- German
  .add('transcript', 5, [
    'leistungsubersicht', 'notenspiegel', 'notenubersicht', 'leistungsnachweis', 'datenabschrift', 'notenbescheinigung',
    'leistungsbescheinigung', 'studienleistungen', 'prufungsleistungen', 'transcript of records', 'notenauszug',
    '*zeugnis', 'diploma supplement',
  ])
  .add('diploma', 5, ['urkunde', '*urkunde', 'diplom'])
  .add('award', 4, ['verleiht', 'den akademischen grad', 'akademischen grad', 'verliehen', 'hat die prufung', 'mit der gesamtnote', 'bestanden'])
  .add('academic', 1, [
    'hochschule', 'universitat', 'fakultat', 'studiengang', 'leistungspunkte', 'ects', 'modul', 'gesamtnote',
    'notendurchschnitt', 'matrikelnummer', 'studienfach', 'pruefung', 'prufung', 'fachsemester', 'gymnasium', 'schule',
  ])
  .add('other', 5, ['reisepass', 'personalausweis', 'aufenthaltstitel', 'kontoauszug', 'rechnung', 'arbeitszeugnis', 'lebenslauf'])
  .add('letter', 4, ['sehr geehrte', 'sehr geehrter', 'mit freundlichen grussen'], 'letter')
  .add('course', 5, ['teilnahmebescheinigung', 'teilnahmebestatigung', 'teilnahmezertifikat', 'online kurs'])

  // ---------------------------------------------------------------- French
  .add('transcript', 5, [
    'releve de notes', 'releve des notes', 'releve de resultats', 'releve individuel', 'attestation de resultats',
    'supplement au diplome', 'bulletin scolaire', 'carnet de notes', 'proces verbal des notes',
  ])
  .add('marksheet', 5, ['bulletin de notes'])
  .add('diploma', 5, ['diplome', 'diplome de', 'diplome national', 'attestation de reussite', 'attestation de diplome'])
  .add('award', 4, ['est delivre', 'a ete decerne', 'confere le grade', 'le grade de', 'droits et prerogatives', 'vu le proces verbal', 'au titre de l annee universitaire', 'decerne a'])
  .add('academic', 1, ['universite', 'faculte', 'semestre', 'credits', 'moyenne', 'mention', 'admis', 'session', 'unite d enseignement', 'annee universitaire', 'lycee'])
  .add('other', 5, ['passeport', 'carte nationale d identite', 'releve de compte', 'releve d identite bancaire', 'facture', 'lettre de motivation'])
  .add('letter', 4, ['madame monsieur', 'je vous prie', 'salutations distinguees', 'bien cordialement', 'veuillez agreer'], 'letter')
  .add('course', 5, ['attestation de presence', 'attestation de participation', 'attestation de formation', 'formation en ligne', 'cours en ligne'])

  // ---------------------------------------------------------------- Spanish
  .add('transcript', 5, [
    'certificado academico', 'certificacion academica', 'expediente academico', 'certificado de notas', 'historial academico',
    'certificado de calificaciones', 'certificado de estudios', 'constancia de calificaciones', 'kardex', 'record academico',
    'relacion de calificaciones', 'acta de calificaciones', 'suplemento europeo al titulo', 'historia academica',
    'certificacion de notas', 'constancia de notas', 'relacion de notas', 'record de notas',
  ])
  .add('marksheet', 5, ['boletin de calificaciones', 'boletin de notas'])
  .add('diploma', 5, ['titulo', 'titulo oficial', 'titulo universitario', 'titulo de grado'])
  .add('award', 4, ['expide el presente titulo', 'otorga el titulo', 'ha superado los estudios', 'con validez en todo el territorio', 'le confiere', 'graduado en', 'graduada en',
    // Latin American títulos and diplomas de grado: "confiere a …", "otorga a …", "examen profesional", "acta de grado".
    'confiere a', 'confiere el titulo', 'otorga a', 'confiere el grado', 'el titulo de', 'examen profesional', 'acta de grado', 'diploma de grado', 'a nombre de la nacion'])
  .add('academic', 1, ['universidad', 'facultad', 'asignatura', 'creditos', 'calificacion', 'nota media', 'convocatoria', 'curso academico', 'aprobado', 'sobresaliente', 'notable', 'matricula de honor'])
  .add('other', 5, ['pasaporte', 'documento nacional de identidad', 'extracto bancario', 'extracto de cuenta', 'factura'])
  .add('letter', 4, ['estimado', 'estimada', 'estimados', 'atentamente', 'cordialmente'], 'letter')
  .add('course', 5, ['certificado de asistencia', 'certificado de participacion', 'constancia de asistencia', 'constancia de participacion', 'curso en linea'])

  // ---------------------------------------------------------------- Italian
  .add('transcript', 5, [
    'certificato di laurea', 'certificato degli esami', 'esami sostenuti', 'carriera universitaria', 'piano di studi',
    'supplemento al diploma', 'certificato di iscrizione con esami', 'pagella', 'libretto universitario',
  ])
  .add('diploma', 5, ['diploma di laurea', 'diploma di licenza', 'laurea magistrale', 'laurea triennale', 'diploma di specializzazione'])
  .add('award', 4, ['conferisce', 'ha conseguito', 'conferisce il titolo', 'dottore in', 'dottoressa in'])
  .add('academic', 1, ['universita', 'facolta', 'corso di laurea', 'crediti', 'cfu', 'voto', 'esame', 'anno accademico', 'lode', 'matricola'])
  .add('other', 5, ['passaporto', 'carta d identita', 'estratto conto', 'fattura'])
  .add('letter', 4, ['gentile signora', 'gentile signore', 'gentili signori', 'cordiali saluti', 'distinti saluti'], 'letter')
  .add('course', 5, ['attestato di partecipazione', 'attestato di frequenza', 'corso online'])

  // ---------------------------------------------------------------- Portuguese
  .add('transcript', 5, [
    'historico escolar', 'historico academico', 'certidao de notas', 'certificado de habilitacoes', 'declaracao de notas',
    'boletim escolar', 'suplemento ao diploma', 'historico do aluno',
  ])
  .add('diploma', 5, ['certificado de conclusao', 'diploma de', 'colacao de grau', 'grau de licenciado', 'bacharel*'])
  .add('award', 4, ['conferiu o grau', 'confere o grau', 'outorga o grau', 'concluiu o curso', 'colou grau', 'para que goze', 'o grau de', 'faz saber que', 'carta de curso', 'confere o titulo', 'confere a', 'o titulo de', 'outorga lhe o presente diploma', 'direitos e prerrogativas'])
  .add('academic', 1, ['universidade', 'faculdade', 'disciplina', 'creditos', 'carga horaria', 'media', 'aprovado', 'periodo letivo', 'semestre'])
  .add('other', 5, ['passaporte', 'carteira de identidade', 'extrato bancario', 'fatura'])
  .add('letter', 4, ['prezado', 'prezada', 'atenciosamente'], 'letter')
  .add('course', 5, ['certificado de participacao', 'declaracao de comparecimento', 'curso online', 'curso livre'])

  // ---------------------------------------------------------------- Russian
  .add('transcript', 5, [
    'выписк*', 'выписка из зачетной ведомости', 'выписка из зачетной книжки', 'приложение к диплому', 'академическая справка',
    'справка об обучении', 'зачетная книжка', 'зачетной ведомости', 'ведомость', 'транскрипт', 'успеваемость', 'оценки',
    'табель успеваемости', 'результаты экзаменов', 'результаты сессии', 'итоговые оценки',
  ])
  .add('diploma', 5, ['диплом', 'диплома', 'свидетельство об окончании', 'свидетельство об образовании'])
  .add('award', 4, [
    'присвоена квалификация', 'присуждена степень', 'присуждена ученая степень', 'решением государственной экзаменационной комиссии',
    'решением государственной аттестационной комиссии', 'освоил*', 'освоила', 'окончил*', 'успешно прошел государственную',
  ])
  .add('academic', 1, [
    'университет', 'институт', 'факультет', 'семестр', 'зачет', 'зачтено', 'экзамен', 'отлично', 'хорошо',
    'удовлетворительно', 'зачетных единиц', 'курсовая работа', 'итоговая аттестация', 'оценка', 'баллы', 'дисциплина',
    'специальность', 'направление подготовки', 'школа', 'общего образования',
  ])
  .add('other', 5, ['паспорт', 'удостоверение личности', 'свидетельство о рождении', 'выписка по счету', 'выписка из банковского счета', 'остаток на', 'счет фактура', 'резюме'])
  .add('letter', 4, ['уважаемый', 'уважаемая', 'с уважением'], 'letter')
  .add('course', 5, ['сертификат о прохождении', 'онлайн курс', 'онлайн курса', 'прошел курс', 'прошла курс', 'сертификат участника'])

  // ---------------------------------------------------------------- Ukrainian
  .add('transcript', 5, [
    'додаток до диплому', 'додаток до диплома', 'академічна довідка', 'виписка', 'залікова книжка', 'відомість', 'успішність',
    'оцінки', 'транскрипт', 'навчальна картка',
  ])
  .add('diploma', 5, ['диплом', 'свідоцтво про освіту'])
  .add('award', 4, ['присуджено ступінь', 'присвоєно кваліфікацію', 'здобув*', 'здобула', 'закінчив*', 'закінчила', 'рішенням екзаменаційної комісії'])
  .add('academic', 1, [
    'університет', 'факультет', 'семестр', 'залік', 'зараховано', 'відмінно', 'добре', 'задовільно', 'кредити', 'кредитів',
    'єктс', 'оцінка', 'бали', 'дисципліна', 'спеціальність', 'освітня програма', 'освітній ступінь',
  ])
  .add('other', 5, ['посвідка', 'посвідчення особи', 'свідоцтво про народження', 'виписка з рахунку', 'виписка по рахунку'])
  .add('letter', 4, ['шановний', 'шановна', 'з повагою'], 'letter')
  .add('course', 5, ['сертифікат про проходження', 'онлайн курс', 'онлайн курсу', 'сертифікат учасника'])

  // ---------------------------------------------------------------- Kazakh
  .add('transcript', 5, [
    'транскрипт', 'үлгерім', 'бағалар', 'сынақ кітапшасы', 'дипломға қосымша', 'академиялық анықтама', 'емтихан нәтижелері',
    'оқу үлгерімі', 'бағалау ведомосы',
  ])
  .add('diploma', 5, ['диплом', 'аттестат', 'куәлік'])
  .add('award', 4, ['дәрежесі берілді', 'дәрежесі берілді', 'біліктілігі берілді', 'біліктілік берілді', 'бітірді'])
  .add('academic', 1, ['университеті', 'университет', 'семестр', 'кредит', 'баға', 'балл', 'емтихан', 'пән', 'пәннің атауы', 'оқу жылы', 'факультеті', 'мектеп'])
  .add('other', 5, ['жеке куәлік', 'төлқұжат', 'шот үзіндісі'])
  .add('letter', 4, ['құрметті'], 'letter')

  // ---------------------------------------------------------------- Arabic
  .add('transcript', 5, [
    'كشف درجات', 'كشف الدرجات', 'بيان درجات', 'بيان الدرجات', 'السجل الأكاديمي', 'سجل أكاديمي', 'كشف العلامات', 'كشف علامات',
    'شهادة درجات', 'كشف نقاط', 'بيان نجاح', 'كشف الدرجات التراكمي', 'نتيجة الامتحان', 'نتائج الامتحانات',
  ])
  .add('diploma', 5, [
    'شهادة', 'شهادة تخرج', 'درجة البكالوريوس', 'بكالوريوس',
    'دكتوراه', 'دبلوم', 'وثيقة تخرج',
  ])
  .add('award', 4, ['منحت', 'يمنح', 'تمنح', 'منح درجة', 'تشهد', 'يشهد', 'بتقدير عام', 'قد أتم', 'أتم دراسته', 'حصل على'])
  .add('academic', 1, [
    'جامعة', 'كلية', 'الفصل الدراسي', 'ساعات معتمدة', 'الساعات المعتمدة', 'التقدير', 'الدرجة', 'المادة', 'المقرر', 'ناجح', 'ممتاز',
    'جيد جدا', 'العام الدراسي', 'العام الجامعي', 'رقم الجلوس', 'المعدل', 'المعدل التراكمي', 'مدرسة',
  ])
  .add('other', 5, ['جواز سفر', 'جواز السفر', 'بطاقة الهوية', 'البطاقة الشخصية', 'شهادة ميلاد', 'شهادة خبرة', 'كشف حساب', 'فاتورة', 'الرقم القومي'])
  .add('letter', 4, ['تحية طيبة', 'وتفضلوا بقبول', 'السيد المحترم', 'مع خالص التحية'], 'letter')
  .add('course', 5, ['شهادة حضور', 'شهادة مشاركة', 'دورة تدريبية', 'دورة عبر الإنترنت', 'ورشة عمل'])

  // ---------------------------------------------------------------- Hindi
  .add('marksheet', 6, ['अंकपत्र', 'अंक पत्र', 'अंकतालिका', 'अंक तालिका', 'अंक सूची', 'अंकसूची', 'ग्रेड कार्ड'])
  .add('transcript', 4, ['परीक्षाफल', 'परीक्षा परिणाम', 'प्राप्तांक', 'पूर्णांक'])
  .add('diploma', 5, ['प्रमाणपत्र', 'प्रमाण पत्र', 'उपाधि', 'डिग्री', 'दीक्षांत', 'डिप्लोमा'])
  .add('award', 4, ['प्रदान की जाती है', 'प्रदान की गई', 'उत्तीर्ण की', 'प्रमाणित किया जाता है'])
  .add('academic', 1, ['विश्वविद्यालय', 'महाविद्यालय', 'परीक्षा', 'विषय', 'अनुक्रमांक', 'सत्र', 'श्रेणी', 'उत्तीर्ण', 'अंक', 'बोर्ड', 'विद्यालय'])
  .add('other', 5, ['पासपोर्ट', 'आधार', 'पहचान पत्र'])
  .add('letter', 4, ['महोदय', 'भवदीय'], 'letter')

  // ---------------------------------------------------------------- Thai
  .add('transcript', 5, [
    'ใบแสดงผลการเรียน', 'ระเบียนแสดงผลการเรียน', 'ปพ.1', 'ผลการเรียน', 'ผลการศึกษา', 'ใบรับรองผลการศึกษา', 'ระเบียนผลการเรียน',
  ])
  .add('diploma', 5, ['ปริญญาบัตร', 'ประกาศนียบัตร', 'ปริญญาตรี', 'ปริญญาโท', 'ปริญญาเอก'])
  .add('award', 4, ['สำเร็จการศึกษา', 'ให้ไว้ ณ วันที่', 'อนุมัติปริญญา', 'ได้รับปริญญา'])
  .add('academic', 1, ['มหาวิทยาลัย', 'โรงเรียน', 'นักศึกษา', 'นักเรียน', 'หน่วยกิต', 'ภาคเรียน', 'ภาคการศึกษา', 'รายวิชา', 'เกรดเฉลี่ย', 'คะแนนเฉลี่ยสะสม', 'ผลการเรียนเฉลี่ย'])
  .add('other', 5, ['หนังสือเดินทาง', 'บัตรประจำตัวประชาชน'])
  .add('letter', 4, ['เรียน ท่าน', 'ขอแสดงความนับถือ'], 'letter')

  // ---------------------------------------------------------------- Indonesian, Malay
  .add('transcript', 5, ['transkrip*', 'transkrip akademik', 'transkrip nilai', 'daftar nilai', 'kartu hasil studi'])
  .add('diploma', 5, ['ijazah', 'sijil', 'surat keterangan lulus'])
  .add('award', 4, ['diberikan gelar', 'kepadanya diberikan', 'dinyatakan lulus', 'telah menyelesaikan', 'dengan ini menyatakan bahwa', 'dianugerahkan', 'hak dan kewajiban'])
  .add('academic', 1, ['universitas', 'fakultas', 'program studi', 'mahasiswa', 'nomor induk mahasiswa', 'sks', 'indeks prestasi', 'rektor', 'dekan'])
  .add('degree', 1, ['sarjana', 'magister', 'ahli madya', 'doktor'])

  // ---------------------------------------------------------------- Portuguese and Spanish, more titles
  .add('diploma', 5, ['certidao de conclusao', 'certidao de conclusao de curso', 'certificado de finalizacion de estudios', 'certificado de terminacion de estudios', 'titulo profesional'])
  .add('transcript', 5, ['certidao de registo academico', 'kardex', 'kardex de calificaciones'])
  .add('award', 4, ['grau conferido', 'obteve o grau', 'ha obtenido el titulo', 'ha finalizado los estudios'])
  .add('award', 1, ['certificamos que', 'certifica se que', 'hierbij wordt verklaard', 'bu belge ile', 'işbu belge ile'], CERTIFYING_FORMULA)
  // Rule "A registrar's certification in Spanish": the issuer's certification in the third or first person ("El que suscribe, Registrador …, CERTIFICA que …", "Hago
  // constar que …") and the Spanish account of a completion, as the English "completed all requirements … the degree
  // was conferred" is one.
  .add('award', 1, ['certifica que', 'certifico que', 'hace constar que', 'hago constar que'], CERTIFYING_FORMULA)
  .add('award', 4, ['todos los requisitos academicos', 'los requisitos del grado', 'requisitos academicos del grado', 'le fue conferido', 'le fue otorgado', 'fue conferido el grado'])
  .add('academic', 1, ['titulacion', 'mestre em', 'licenciatura em', 'licenciatura en', 'maestria en'])

  // ---------------------------------------------------------------- Polish
  .add('transcript', 5, ['karta przebiegu studiów', 'wykaz ocen', 'suplement do dyplomu', 'indeks ocen'])
  .add('diploma', 5, ['dyplom*', 'zaświadczenie o ukończeniu studiów', 'dyplom ukończenia studiów'])
  .add('school', 5, ['świadectwo dojrzałości', 'świadectwo ukończenia'], 'school-leaving examination')
  .add('award', 4, ['uzyskał*', 'tytuł zawodowy', 'ukończył*', 'zaświadcza się', 'niniejszym stwierdza się'])
  .add('academic', 1, ['uczelnia', 'uniwersytet', 'politechnika', 'akademia', 'wydział', 'kierunek studiów', 'nr albumu', 'numer albumu', 'ocena', 'punkty ects', 'semestr', 'dziekan', 'rektor'])
  .add('degree', 1, ['licencjat', 'magister', 'inżynier'])

  // ---------------------------------------------------------------- Dutch
  .add('transcript', 5, ['cijferlijst', 'overzicht studieresultaten', 'studieresultaten', 'diplomasupplement'])
  .add('diploma', 5, ['getuigschrift'])
  .add('award', 4, ['de graad', 'is verleend', 'heeft behaald'])
  .add('academic', 1, ['universiteit', 'hogeschool', 'studentnummer', 'opleiding', 'studiepunten', 'examencommissie', 'afstudeerrichting', 'examenperiode'])

  // ---------------------------------------------------------------- Turkish
  .add('transcript', 5, ['not döküm belgesi', 'transkript', 'öğrenci belgesi', 'not çizelgesi'])
  .add('diploma', 5, ['mezuniyet belgesi', 'geçici mezuniyet belgesi', 'diploması'])
  .add('award', 4, ['almaya hak kazanmıştır', 'derecesini almıştır'])
  .add('academic', 1, ['üniversitesi', 'fakültesi', 'öğrenci no', 'öğrenci numarası', 'mezuniyet', 'dönem', 'kredi', 'akts', 'dekan', 'rektör'])
  .add('degree', 1, ['lisans', 'yüksek lisans', 'ön lisans', 'doktora'])

  // ---------------------------------------------------------------- School-leaving certificates and diplomas of
  // more languages (Hungarian, Greek, Mongolian, Uzbek, the Baltic and Nordic languages, Georgian, Armenian):
  // their titles, and the stages of education they certify (qualifications.ts, EDUCATION_STAGES).
  .add('diploma', 5, [
    'oklevel', 'bizonyitvany', 'πτυχιο', 'διπλωμα', 'гэрчилгээ', 'diploms', 'diplomas', 'tutkintotodistus', 'vitnemal', 'eksamensbevis',
    'დიპლომი', 'დიპლომის', 'դիպլոմ',
  ])
  .add('school', 5, [
    'erettsegi bizonyitvany', 'erettsegi', 'απολυτηριο', 'απολυτηριο λυκειου', 'attestat', 'atestats', 'brandos atestatas', 'loputunnistus',
    'gumnaasiumi loputunnistus', 'paattotodistus', 'ylioppilastutkintotodistus', 'studentereksamen', 'ატესტატი', 'ատեստատ',
    'ерөнхий боловсролын гэрчилгээ', 'бүрэн дунд боловсролын гэрчилгээ',
  ], 'school-leaving examination')
  // The stage of education a certificate certifies, wherever it stands (under a caption, in a sentence):
  // it counts as the award's text does (the stages of every language, qualifications.ts, EDUCATION_STAGES).
  .add('award', 4, stagePhrases(), 'stage of education')
  .add('academic', 1, ['gimnazium', 'gimnazija', 'vidusskola', 'mokykla', 'gumnaasium', 'pohikool', 'lukio', 'maktab', 'maktabi', 'λυκειο', 'γυμνασιο', 'сургууль', 'სკოლა', 'դպրոց'])

  // ---------------------------------------------------------------- Greek
  // A Greek university's transcript is an "Αναλυτική Βαθμολογία" (an itemised record of grades), issued
  // alone or as a "Πιστοποιητικό Αναλυτικής Βαθμολογίας"; its words of study: semester, ECTS credit
  // units, registration number, degree grade.
  .add('transcript', 5, ['αναλυτικη βαθμολογια', 'αναλυτικης βαθμολογιας'])
  .add('academic', 1, ['πανεπιστημιο', 'σχολη', 'τμημα', 'εξαμηνο', 'πιστωτικων μοναδων', 'πιστωτικες μοναδες', 'αριθμος μητρωου', 'βαθμος πτυχιου'])

  // ---------------------------------------------------------------- Amharic
  .add('transcript', 5, ['ትራንስክሪፕት', 'የውጤት መግለጫ', 'የትምህርት ማስረጃ', 'የተማሪ ውጤት', 'ውጤት'])
  .add('diploma', 5, ['ዲፕሎማ', 'ዲግሪ', 'የመጀመሪያ ዲግሪ', 'ሰርተፊኬት', 'የምስክር ወረቀት'])
  .add('academic', 1, ['ዩኒቨርሲቲ', 'ትምህርት ቤት', 'ፈተና', 'ክፍል', 'ተማሪ', 'የትምህርት ዓይነት'])
  .add('other', 5, ['ፓስፖርት', 'መታወቂያ']);

/** Words of grades and results printed in a grade cell, any language (folded by the caller). */
export const GRADE_WORDS = new Set([
  'pass', 'passed', 'fail', 'failed', 'distinction', 'merit', 'credit', 'absent', 'satisfactory', 'excellent', 'good', 'very',
  'admis', 'ajourne', 'valide', 'adm', 'aj', 'acquis', 'bestanden', 'sehr', 'gut', 'befriedigend', 'ausreichend', 'mangelhaft',
  'aprobado', 'notable', 'sobresaliente', 'suspenso', 'aprovado', 'reprovado', 'superato', 'idoneo', 'lode',
  'отлично', 'хорошо', 'удовлетворительно', 'неудовлетворительно', 'зачтено', 'зачет', 'незачет',
  'відмінно', 'добре', 'задовільно', 'зараховано', 'незадовільно',
  'өте', 'жақсы', 'қанағаттанарлық', 'сынақ',
  'ممتاز', 'جيد', 'جدا', 'مقبول', 'ناجح', 'راسب', 'ضعيف',
  'उत्तीर्ण', 'अनुत्तीर्ण', 'प्रथम', 'द्वितीय',
  'ผ่าน', 'ดีมาก', 'ดี',
]);
