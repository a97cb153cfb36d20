import { expect } from 'chai';
import { classifyKind } from '../../src/processing/classification';
import { editDistance, foldForMatch, Lexicon, matchText, tokensOf, withinOneEdit } from '../../src/processing/classification/match';
import { isFiguresAndWords, structureOf } from '../../src/processing/classification/structure';
import { documentLines } from '../../src/processing/text';
import type { DocumentText, TextItem } from '../../src/processing/types';

/**
 * Issue 'Document understanding', 1 (classification recall): small generated documents in each
 * lexicon language and for each structure rule. A row is either one line [text, size?, bold?] or
 * cells [[text, x], …] set in 9 pt.
 */
type Row = string | [string, number?, boolean?] | Array<[string, number]>;

function docOf(rows: Row[], source: 'text-layer' | 'ocr' = 'text-layer'): DocumentText {
  const items: TextItem[] = [];
  let y = 50;
  for (const row of rows) {
    let cells: Array<[string, number, number, boolean]>;
    if (typeof row === 'string') cells = [[row, 50, 10, false]];
    else if (typeof row[0] === 'string') cells = [[row[0], 50, (row[1] as number | undefined) ?? 10, (row[2] as boolean | undefined) ?? false]];
    else cells = (row as Array<[string, number]>).map(([t, x]) => [t, x, 9, false]);
    const size = Math.max(...cells.map((c) => c[2]));
    for (const [text, x, s, bold] of cells) {
      items.push({ text, x, y, width: text.length * s * 0.5, height: s, fontName: bold ? 'Helvetica-Bold' : 'Helvetica', fontSize: s, confidence: source === 'ocr' ? 0.9 : null });
    }
    y += size * 1.5;
  }
  return { pages: [{ pageNumber: 1, width: 612, height: 792, source, items }] };
}

const kindOf = (doc: DocumentText) => {
  const d = classifyKind(doc);
  return { kind: d.kind, why: d.signals.join('; ') };
};

function expectKind(doc: DocumentText, kinds: string | string[]): void {
  const { kind, why } = kindOf(doc);
  expect([kinds].flat(), `classified ${kind}: ${why}`).to.include(kind);
}

const ACADEMIC = ['transcript', 'marksheet', 'diploma'];

describe('classification recall: lexicons per language (titles and award text, no table)', () => {
  const cases: Array<[string, Row[], string]> = [
    ['en: a degree certificate', [['Northfield Institute of Technology', 18, true], ['DEGREE CERTIFICATE', 14, true], 'This is to certify that Asha Verma', 'has been admitted to the degree of Bachelor of Technology', 'in the examination held in May 2021 and placed in the First Division'], 'diploma'],
    ['en: a provisional certificate', [['PROVISIONAL CERTIFICATE', 14, true], 'Certified that Rahul Nair has passed the Bachelor of Commerce examination', 'Roll No. 44112 University of Eastbrook'], 'diploma'],
    ['en: a higher secondary certificate', [['Board of Secondary Education, Westland', 16, true], ['HIGHER SECONDARY CERTIFICATE', 14, true], 'Name of candidate: Priya Das', 'Year of examination: 2018'], 'diploma'],
    ['en: a statement of marks (title only, OCR lost the table)', [['STATEMENT OF MARKS', 14, true], 'Name: Anil Kumar Roll No: 12345', 'Examination: B.Sc. Part II 2019'], 'marksheet'],
    ['en: a grade card', [['GRADE CARD', 14, true], 'Semester III Programme: M.Tech.', 'SGPA 8.1 CGPA 7.9'], 'marksheet'],
    ['en: a consolidated memorandum of marks', [['CONSOLIDATED MEMORANDUM OF MARKS', 14, true], 'Name of the candidate: Kiran Reddy', 'Hall ticket number 1601-19-733-045'], 'marksheet'],
    ['en: an unofficial transcript', [['Unofficial Academic Transcript', 14, true], 'Student: Taylor Brooks', 'Institution credit'], 'transcript'],
    ['de: Leistungsübersicht', [['Leistungsübersicht', 16, true], 'Frau Lena Schäfer, Matrikelnummer 1234567', 'Studiengang Informatik (Bachelor of Science)'], 'transcript'],
    ['de: Zeugnis der Allgemeinen Hochschulreife', [['Zeugnis der Allgemeinen Hochschulreife', 16, true], 'Herr Jonas Becker, geboren am 4. Mai 2001', 'hat die Abiturprüfung bestanden.'], ACADEMIC.join()],
    ['de: Urkunde (compound)', [['Bachelorurkunde', 18, true], 'Die Hochschule Nordstadt verleiht Herrn Max Weber', 'den akademischen Grad Bachelor of Arts'], 'diploma'],
    ['fr: relevé de notes', [['RELEVÉ DE NOTES', 14, true], 'Année universitaire 2019-2020', 'Nom : Claire Martin'], 'transcript'],
    ['fr: diplôme', [['DIPLÔME NATIONAL DE MASTER', 18, true], 'Le diplôme est délivré à Mme Claire Martin', 'et confère le grade de master'], 'diploma'],
    ['es: certificado académico', [['CERTIFICACIÓN ACADÉMICA PERSONAL', 14, true], 'Don Pablo Ruiz Gómez, con DNI 12345678Z', 'Plan de estudios: Grado en Derecho'], 'transcript'],
    ['it: certificato di laurea', [['CERTIFICATO DI LAUREA CON ESAMI', 14, true], 'Si certifica che Giulia Bianchi, matricola 123456', 'ha conseguito la laurea in Economia'], ACADEMIC.join()],
    ['it: diploma di laurea', [['Università degli Studi di Valmonte', 18, true], ['DIPLOMA DI LAUREA', 16, true], 'conferisce a Marco Rossi la laurea magistrale in Fisica'], 'diploma'],
    ['pt: histórico escolar', [['HISTÓRICO ESCOLAR', 14, true], 'Aluno: João Pereira da Silva', 'Curso: Engenharia Civil'], 'transcript'],
    ['ru: выписка из зачётной ведомости', [['ВЫПИСКА ИЗ ЗАЧЁТНОЙ ВЕДОМОСТИ', 14, true], 'Студент: Иванов Сергей Петрович', 'Направление подготовки 09.03.01'], 'transcript'],
    ['ru: приложение к диплому', [['ПРИЛОЖЕНИЕ К ДИПЛОМУ', 14, true], 'Фамилия, имя, отчество: Смирнова Анна Викторовна', 'Дата рождения 12.03.1998'], 'transcript'],
    ['ru: диплом', [['ДИПЛОМ', 20, true], ['БАКАЛАВРА', 16, true], 'Решением государственной экзаменационной комиссии', 'присвоена квалификация бакалавр'], 'diploma'],
    ['ru: аттестат', [['АТТЕСТАТ', 20, true], ['о среднем общем образовании', 14, true], 'Настоящий аттестат выдан Петрову Ивану'], 'diploma'],
    ['uk: додаток до диплому', [['ДОДАТОК ДО ДИПЛОМУ', 14, true], 'Прізвище: Коваленко Олена Іванівна', 'Освітній ступінь: бакалавр'], 'transcript'],
    ['uk: диплом', [['ДИПЛОМ', 20, true], 'Коваленко Олена Іванівна закінчила університет', 'та здобула ступінь вищої освіти бакалавра', 'присвоєно кваліфікацію'], 'diploma'],
    ['kk: транскрипт', [['ТРАНСКРИПТ', 14, true], 'Білім алушы: Нұрланов Ерлан', 'Оқу жылы 2020-2021'], 'transcript'],
    ['kk: дипломға қосымша', [['ДИПЛОМҒА ҚОСЫМША', 14, true], 'Тегі, аты: Сәрсенова Айгүл'], 'transcript'],
    ['ar: كشف درجات', [['كشف درجات', 16, true], 'اسم الطالب: أحمد محمود', 'كلية الهندسة - جامعة الوادي'], 'transcript'],
    ['ar: بيان درجات', [['بيان الدرجات', 16, true], 'الاسم: سارة علي', 'العام الجامعي 2019/2020'], 'transcript'],
    ['ar: شهادة (Thanaweya Amma)', [['شهادة إتمام الدراسة الثانوية العامة', 16, true], 'الاسم: محمد حسن', 'رقم الجلوس 123456'], 'diploma'],
    ['ar: presentation forms from a PDF text layer', [['ﻛﺸﻒ ﺩﺭﺟﺎﺕ', 16, true], 'ﺍﺳﻢ ﺍﻟﻄﺎﻟﺐ'], 'transcript'],
    ['hi: अंकपत्र', [['अंकपत्र', 16, true], 'परीक्षार्थी का नाम: राहुल शर्मा', 'अनुक्रमांक 1234567'], 'marksheet'],
    ['hi: प्रमाणपत्र', [['प्रमाणपत्र', 16, true], 'प्रमाणित किया जाता है कि राहुल शर्मा ने परीक्षा उत्तीर्ण की'], 'diploma'],
    ['th: ใบแสดงผลการเรียน', [['ใบแสดงผลการเรียน', 16, true], 'ชื่อ นายสมชาย ใจดี', 'มหาวิทยาลัยตัวอย่าง'], 'transcript'],
    ['th: ปพ.1 with blanks inside the title (text layer)', [['ระเบียน แสดงผล การเรียน ปพ.1', 16, true], 'โรงเรียนตัวอย่างวิทยา'], 'transcript'],
    ['am: ትራንስክሪፕት', [['ትራንስክሪፕት', 16, true], 'የተማሪ ስም: አበበ ከበደ', 'ዩኒቨርሲቲ'], 'transcript'],
    ['am/en: Ethiopian school leaving certificate', [['ETHIOPIAN SECONDARY SCHOOL LEAVING CERTIFICATE', 14, true], 'Name of student: Abebe Kebede', 'National Examinations'], 'diploma'],
  ];
  for (const [name, rows, kind] of cases) {
    it(`${name} → ${kind}`, () => expectKind(docOf(rows), kind.split(',')));
  }
});

describe('classification recall: structure decides whatever the title', () => {
  it('a table with subject and grade columns under an unknown title is academic', () => {
    const doc = docOf([
      ['Zzyzx Polytechnic', 16, true],
      ['Form 7-B', 12, true],
      [['Subject', 50], ['Credits', 300], ['Grade', 400]],
      [['Linear Algebra', 50], ['4', 305], ['A', 405]],
      [['Thermodynamics', 50], ['3', 305], ['B+', 405]],
      [['Technical Drawing', 50], ['2', 305], ['A-', 405]],
      [['Organic Chemistry', 50], ['3', 305], ['C', 405]],
    ]);
    expectKind(doc, 'transcript');
  });

  it('a Russian table (Дисциплина / Часы / Оценка) without any title is academic', () => {
    const doc = docOf([
      [['Дисциплина', 50], ['Часы', 300], ['Оценка', 400]],
      [['Математический анализ', 50], ['144', 305], ['отлично', 405]],
      [['История', 50], ['72', 305], ['зачтено', 405]],
      [['Иностранный язык', 50], ['108', 305], ['хорошо', 405]],
      [['Физика', 50], ['144', 305], ['удовлетворительно', 405]],
    ]);
    expectKind(doc, 'transcript');
  });

  const tables: Array<[string, string[], Array<[string, string, string]>]> = [
    ['de (Modul / LP / Note)', ['Modul', 'LP', 'Note'], [['Analysis I', '9', '1,7'], ['Lineare Algebra', '9', '2,3'], ['Programmierung', '6', '1,0']]],
    ['fr (Matière / Crédits / Note)', ['Matière', 'Crédits', 'Note'], [['Analyse', '6', '12,5'], ['Algèbre', '6', '14'], ['Anglais', '3', '15']]],
    ['es (Asignatura / Créditos / Calificación)', ['Asignatura', 'Créditos', 'Calificación'], [['Cálculo', '6', 'Notable'], ['Física', '6', 'Aprobado'], ['Química', '6', 'Sobresaliente']]],
    ['it (Insegnamento / CFU / Voto)', ['Insegnamento', 'CFU', 'Voto'], [['Analisi matematica', '12', '28'], ['Fisica generale', '9', '30'], ['Chimica', '6', '25']]],
    ['pt (Disciplina / Carga horária / Nota)', ['Disciplina', 'Carga horária', 'Nota'], [['Cálculo', '60', '8,5'], ['Física', '60', '7,0'], ['Desenho técnico', '30', '9,0']]],
    ['uk (Дисципліна / Кредити / Оцінка)', ['Дисципліна', 'Кредити', 'Оцінка'], [['Вища математика', '6', 'відмінно'], ['Фізика', '5', 'добре'], ['Історія України', '3', 'зараховано']]],
    ['kk (Пән атауы / Кредит / Баға)', ['Пән атауы', 'Кредит', 'Баға'], [['Математика', '5', 'A-'], ['Физика', '5', 'B+'], ['Қазақ тілі', '3', 'A']]],
    ['th (รายวิชา / หน่วยกิต / เกรด)', ['รายวิชา', 'หน่วยกิต', 'เกรด'], [['คณิตศาสตร์', '3', '4'], ['ฟิสิกส์', '3', '3.5'], ['ภาษาอังกฤษ', '3', '3']]],
    ['hi (विषय / पूर्णांक / प्राप्तांक)', ['विषय', 'पूर्णांक', 'प्राप्तांक'], [['हिन्दी', '100', '78'], ['गणित', '100', '91'], ['विज्ञान', '100', '85']]],
    ['am (የትምህርት ዓይነት / ክሬዲት / ውጤት)', ['የትምህርት ዓይነት', 'ክሬዲት', 'ውጤት'], [['ሂሳብ', '3', 'A'], ['ፊዚክስ', '3', 'B'], ['ኬሚስትሪ', '4', 'A-']]],
  ];
  for (const [name, header, rows] of tables) {
    it(`an untitled table in ${name} is academic`, () => {
      const doc = docOf([[[header[0], 50], [header[1], 300], [header[2], 400]], ...rows.map(([a, b, c]): Array<[string, number]> => [[a, 50], [b, 305], [c, 405]])]);
      expectKind(doc, ['transcript', 'marksheet']);
    });
  }

  it('an Arabic table (المادة / الدرجة) is academic', () => {
    const doc = docOf([
      [['المادة', 400], ['الدرجة', 200], ['التقدير', 50]],
      [['الرياضيات', 400], ['85', 200], ['ممتاز', 50]],
      [['الفيزياء', 400], ['78', 200], ['جيد جدا', 50]],
      [['الكيمياء', 400], ['66', 200], ['جيد', 50]],
    ]);
    expectKind(doc, ['transcript', 'marksheet']);
  });

  it('rows that end in grades, header lost to OCR, are academic', () => {
    const doc = docOf([
      'Student Portal   Home   Logout',
      ['Introduction to Economics', 50], ['Financial Accounting', 50],
      [['Introduction to Economics', 50], ['A-', 400]],
      [['Financial Accounting', 50], ['B+', 400]],
      [['Business Statistics', 50], ['A', 400]],
      [['Marketing Principles', 50], ['B', 400]],
      'Semester GPA 3.52',
    ], 'ocr');
    expectKind(doc, 'transcript');
  });

  it('a portal screenshot with "Оценки" and result rows is academic', () => {
    const doc = docOf([
      'Главная   Расписание   Оценки   Выход',
      ['Оценки', 14, true],
      [['Алгебра', 50], ['5 (отлично)', 400]],
      [['Геометрия', 50], ['4 (хорошо)', 400]],
      [['Физика', 50], ['5 (отлично)', 400]],
    ], 'ocr');
    expectKind(doc, 'transcript');
  });

  it('marks printed with their maxima make a marksheet', () => {
    const doc = docOf([
      ['Council of School Examinations', 14, true],
      'English 78/100',
      'Mathematics 91/100',
      'Science 85/100',
      'Total 254/300',
    ]);
    expectKind(doc, 'marksheet');
  });

  it('GPA lines and term headings without a readable table are academic', () => {
    const doc = docOf([
      'Fall 2019',
      'Term GPA: 3.40',
      'Spring 2020',
      'Term GPA: 3.65',
      'University of Lakeshore — Office of the Registrar',
    ], 'ocr');
    expectKind(doc, 'transcript');
  });

  it('a grade table under a school-leaving examination title is its statement of marks', () => {
    const doc = docOf([
      ['Zeugnis der Allgemeinen Hochschulreife', 16, true],
      [['Fach', 50], ['Punkte', 300], ['Note', 400]],
      [['Deutsch', 50], ['12', 305], ['2+', 405]],
      [['Mathematik', 50], ['14', 305], ['1-', 405]],
      [['Geschichte', 50], ['10', 305], ['2-', 405]],
    ]);
    expectKind(doc, 'marksheet');
  });

  it('a marks statement of a school-leaving examination whose table OCR lost is a marksheet, not its certificate', () => {
    const doc = docOf([
      ['SENIOR SCHOOL CERTIFICATE EXAMINATION', 14, true],
      ['MARKS STATEMENT', 14, true],
      'This is to certify that the candidate named below appeared in the examination',
      'Controller of Examinations',
    ], 'ocr');
    expectKind(doc, 'marksheet');
  });

  it('a supplement that names the earlier school certificate in a field stays a transcript', () => {
    const doc = docOf([
      ['ПРИЛОЖЕНИЕ К ДИПЛОМУ', 15, true],
      ['Предыдущий документ об образовании ........ Аттестат о среднем общем образовании, 2012 год', 9, true],
      [['Наименование дисциплин', 50], ['Общая трудоёмкость', 300], ['Оценка', 420]],
      [['История России', 50], ['4 з.е.', 305], ['отлично', 425]],
      [['Экономика организации', 50], ['2 з.е.', 305], ['хорошо', 425]],
      [['Маркетинг', 50], ['4 з.е.', 305], ['отлично', 425]],
    ]);
    expectKind(doc, 'transcript');
  });

  it('a bank statement with Debit/Credit columns stays other', () => {
    const doc = docOf([
      ['First Harbour Bank', 16, true],
      ['ACCOUNT STATEMENT', 14, true],
      'Account number: 0012 3456 7890   Statement period 01/03/2024 - 31/03/2024',
      [['Date', 50], ['Description', 120], ['Debit', 350], ['Credit', 420], ['Balance', 500]],
      [['02/03', 50], ['Grocery store', 120], ['45.20', 350], ['1,204.80', 500]],
      [['05/03', 50], ['Salary payment', 120], ['2,500.00', 420], ['3,704.80', 500]],
      [['09/03', 50], ['Electricity bill', 120], ['80.00', 350], ['3,624.80', 500]],
      [['12/03', 50], ['Card payment', 120], ['19.99', 350], ['3,604.81', 500]],
      'Closing balance 3,604.81',
    ]);
    expectKind(doc, 'other');
  });

  it('an invoice with quantities stays other', () => {
    const doc = docOf([
      ['INVOICE', 16, true],
      'Invoice number 2024-0042   Amount due: $ 310.00',
      [['Item', 50], ['Qty', 300], ['Price', 400]],
      [['Printer paper', 50], ['4', 305], ['$ 20.00', 405]],
      [['Toner cartridge', 50], ['2', 305], ['$ 95.00', 405]],
      [['Delivery', 50], ['1', 305], ['$ 80.00', 405]],
    ]);
    expectKind(doc, 'other');
  });
});

describe('classification recall: documents without academic content stay other', () => {
  const cases: Array<[string, Row[]]> = [
    ['an online course certificate (certificate of completion)', [
      ['CERTIFICATE OF COMPLETION', 18, true], 'This is to certify that Jane Doe', 'has successfully completed the online course', ['Introduction to Data Science', 16, true], 'offered through Coursera. Verify at coursera.org/verify/ABC123',
    ]],
    ['a certificate of attendance', [
      ['Certificate of Attendance', 18, true], 'This certifies that Omar Khalid attended the workshop', 'Advanced Welding Techniques, 12-14 June 2023', 'University of Westmoor, Continuing Education',
    ]],
    ['a Russian online-course certificate', [['СЕРТИФИКАТ', 18, true], 'Настоящий сертификат о прохождении онлайн-курса', '«Основы программирования» выдан Иванову Ивану'],
    ],
    ['an identity card', [['IDENTITY CARD', 14, true], 'Surname DOE   Given names JANE', 'Nationality: Freedonian   Date of expiry 01.02.2030']],
    ['a German letter', [['Bewerbung um einen Studienplatz', 12, true], 'Sehr geehrte Damen und Herren,', 'anbei sende ich mein Abiturzeugnis und meine Leistungsübersicht.', 'Mit freundlichen Grüßen', 'Jonas Becker']],
    ['a Spanish letter', ['Estimados señores:', 'Les adjunto mi certificado académico y mi título de grado.', 'Atentamente,', 'Lucía García']],
    ['a recommendation letter that narrates a degree and grades', [
      'Dear Members of the Admissions Committee,', 'I taught Maria Lopez in three courses. She has been awarded the degree of Bachelor of Science', 'with first class honours and a GPA of 3.9, and completed the requirements for the degree a term early.', 'Sincerely,', 'Prof. Alan Grey',
    ]],
    ['an enrolment certificate that names the degree programme', [
      ['Universität Nordstadt', 14, true], ['Immatrikulationsbescheinigung', 13, true], 'Studiengang: Maschinenbau (Bachelor of Science)', 'Fachsemester: 5', 'Hiermit wird bescheinigt, dass die Studierende im Sommersemester 2023 immatrikuliert ist.',
    ]],
    ['an English enrolment verification', [
      ['Office of the Registrar, University of Lakeshore', 12, true], ['Enrollment Verification', 13, true], 'This is to certify that Sam Lee is currently enrolled full-time in the Master of Science programme.',
    ]],
    ['a CV', [['CURRICULUM VITAE', 16, true], 'Work experience: 2019-2023 Analyst, Acme Corp', 'Education: Bachelor of Science, University of Lakeshore (GPA 3.6)', 'Skills: Python, SQL']],
    ['an Arabic passport page', [['جواز سفر', 16, true], 'الاسم: أحمد محمود', 'P<EGYAHMED<<MAHMOUD<<<<<<<<<<<<<<<<<<<<<<<<<']],
  ];
  for (const [name, rows] of cases) {
    it(`${name} → other`, () => expectKind(docOf(rows), 'other'));
  }
});

describe('classification recall: noisy text', () => {
  it('OCR specks (short words read unsure) make no course-like rows out of a letter\'s lines', () => {
    /** OCR lines of cells [text, x, confidence]. */
    const scan = (speckConfidence: number): DocumentText => {
      const items: TextItem[] = [];
      const lines: Array<Array<[string, number, number]>> = [
        [['Northbank Cooperative Bank', 50, 95]],
        [['To whom it may concern', 50, 94]],
        [['Branch Office', 50, 92], ['a', 300, speckConfidence], ['rN', 340, speckConfidence]],
        [['Account Holder', 50, 93], ['e', 300, speckConfidence], ['B', 340, speckConfidence]],
        [['Savings Account', 50, 90], ['aia', 300, speckConfidence], ['a', 340, speckConfidence]],
        [['Customer Identity', 50, 91], ['i', 300, speckConfidence], ['C', 340, speckConfidence]],
        [['This letter confirms that the account is held with us in good standing.', 50, 93]],
        [['Yours faithfully,', 50, 95]],
      ];
      lines.forEach((cells, i) => {
        for (const [text, x, confidence] of cells) items.push({ text, x, y: 60 + i * 18, width: text.length * 5, height: 10, fontName: null, fontSize: 10, confidence });
      });
      return { pages: [{ pageNumber: 1, width: 612, height: 792, source: 'ocr', items }] };
    };
    expectKind(scan(30), 'other');
    // The same strokes read surely are cells: the rule is about OCR's unsure specks only.
    expect(classifyKind(scan(96)).kind).to.not.equal('other');
  });
  it('tolerates one wrong character in a long title word ("TRANSCRTPT")', () => {
    expectKind(docOf([['OFFICIAL TRANSCRTPT', 14, true], 'Student name: Jane Doe'], 'ocr'), 'transcript');
  });
  it('reads letter-spaced titles ("D I P L O M A")', () => {
    expectKind(docOf([['D I P L O M A', 20, true], 'has conferred upon Jane Doe the degree of Master of Arts'], 'ocr'), 'diploma');
  });
  it('matches without case and diacritics ("RELEVE DE NOTES", "LEISTUNGSUEBERSICHT" spelled "Leistungsubersicht")', () => {
    expectKind(docOf([['RELEVE DE NOTES', 14, true], 'Nom : Martin'], 'ocr'), 'transcript');
    expectKind(docOf([['Leistungsubersicht', 14, true], 'Name: Lena'], 'ocr'), 'transcript');
  });
  it('a page naming a degree among academic words, title and award line lost, is a certificate', () => {
    expectKind(docOf(['The University of Eastmoor', 'Bachelor of Science with Honours', 'Registrar', 'Programme: Chemistry'], 'ocr'), 'diploma');
    expectKind(docOf(['Заречный государственный университет', 'бакалавр', 'направление подготовки 38.03.01 Экономика'], 'ocr'), 'diploma');
  });
  it('short words are matched exactly (one letter off is another word)', () => {
    const lex = new Lexicon<'x'>().add('x', 1, ['grade']);
    expect(lex.match(matchText([{ text: 'trade', prominent: false }]))).to.be.empty;
    expect(lex.match(matchText([{ text: 'Grade', prominent: false }]))).to.have.length(1);
  });
  it('a longer phrase takes its words from a shorter one ("diploma supplement" is not "diploma")', () => {
    const lex = new Lexicon<'t' | 'd'>().add('d', 1, ['diploma']).add('t', 1, ['diploma supplement']);
    expect(lex.match(matchText([{ text: 'DIPLOMA SUPPLEMENT', prominent: true }])).map((h) => h.category)).to.deep.equal(['t']);
  });
  it('folds Arabic variants and Cyrillic diacritics; joins spaced letters', () => {
    expect(foldForMatch('ﻛﺸﻒ')).to.equal('كشف');
    expect(foldForMatch('Зачётной')).to.equal('зачетнои');
    expect(tokensOf('T R A N S C R I P T  of records')).to.deep.equal(['transcript', 'of', 'records']);
    expect(editDistance('transcript', 'transcrpt', 1)).to.equal(1);
    expect(editDistance('transcript', 'tranzcrpt', 1)).to.equal(2);
  });
  it('withinOneEdit agrees with the edit distance (substitution, insertion, deletion)', () => {
    const pairs: Array<[string, string]> = [['leistungsubersicht', 'leistungsubcrsicht'], ['marksheet', 'marksheets'], ['marksheet', 'marksheat'], ['diploma', 'dipoma'], ['diploma', 'dpiloma'], ['transcript', 'transcript'], ['abc', 'xyz']];
    for (const [a, b] of pairs) expect(withinOneEdit(a, b), `${a}/${b}`).to.equal(editDistance(a, b, 2) <= 1);
  });
});

describe('classification recall: Polish, Dutch, Turkish, Portuguese and Spanish certificates without a table', () => {
  const cases: Array<[string, Row[]]> = [
    ['Polish diploma', [['Politechnika Morska', 16, true], ['ZAŚWIADCZENIE O UKOŃCZENIU STUDIÓW', 14, true], 'uzyskał(a) tytuł zawodowy Inżynier', [['Imię i nazwisko', 50], ['Katarzyna Zielińska', 250]], [['Data ukończenia studiów', 50], ['12.07.2013', 250]]]],
    ['Polish record', [['Politechnika Morska', 16, true], ['WYKAZ OCEN', 14, true], [['Imię i nazwisko', 50], ['Mateusz Lewandowski', 250]], [['Nr albumu', 50], ['452187', 250]]]],
    ['Dutch certificate', [['Universiteit Noorderlicht', 16, true], ['GETUIGSCHRIFT', 14, true], 'is de graad Master of Arts verleend', [['Naam', 50], ['Sem Visser', 250]]]],
    ['Turkish diploma', [['Bilge Kağan Üniversitesi', 16, true], ['GEÇİCİ MEZUNİYET BELGESİ', 14, true], 'Yüksek Lisans diplomasını almaya hak kazanmıştır', [['Adı Soyadı', 50], ['Merve Çelik', 250]]]],
    ['Brazilian certificate', [['Instituto Superior Dom Afonso Meireles', 16, true], ['CERTIDÃO DE CONCLUSÃO', 14, true], ['MESTRE EM CIÊNCIAS DA COMPUTAÇÃO', 14, true], 'Certificamos que', ['Letícia Oliveira Souza', 16, true]]],
    ['Mexican certificate', [['Instituto Tecnológico del Pacífico Norte', 16, true], ['CERTIFICADO DE FINALIZACIÓN DE ESTUDIOS', 14, true], [['Nombre', 50], ['Juan Carlos Flores Mendoza', 250]], [['Titulación', 50], ['Licenciatura en Contaduría', 250]]]],
  ];
  for (const [what, rows] of cases) it(`${what} is academic`, () => expectKind(docOf(rows), ACADEMIC));

  it('a Turkish or Dutch letter that certifies something else stays other', () => {
    expectKind(docOf([['Kent Belediyesi', 16, true], 'Bu belge ile ikamet adresiniz doğrulanmıştır.', 'Saygılarımızla', [['Adı Soyadı', 50], ['Merve Çelik', 250]]]), 'other');
    expectKind(docOf([['Gemeente Noorderlicht', 16, true], 'Hierbij wordt verklaard dat de aanvraag is ontvangen.', 'Met vriendelijke groet']), 'other');
  });
});

describe('classification recall: titles that do not say what the document is (--classify-forms)', () => {
  it('"A conferral caption": a certificate whose title is lost, with "Degree Awarded: Bachelor of …", is academic', () => {
    const rows: Row[] = [
      ['Stonecroft Polytechnic', 15, true],
      [['Last Name:', 50], ['Aquino', 200]],
      [['Date of Birth:', 50], ['August 21, 1993', 200]],
      [['Degree Awarded:', 50], ['Bachelor of Science in Nursing', 200]],
      'Date of Issue: November 23, 2014',
    ];
    expectKind(docOf(rows), 'diploma');
    // Without the rule's caption the same page says nothing of a conferral.
    expectKind(docOf(rows.map((r) => (Array.isArray(r) && Array.isArray(r[0]) && r[0][0] === 'Degree Awarded:' ? [['Programme:', 50], ['Bachelor of Science in Nursing', 200]] : r)) as Row[]), 'other');
  });
  it('"A conferral caption" in a bilingual caption ("Kraad / Degree:") and in Spanish ("Título otorgado:")', () => {
    expectKind(docOf([['VIRUMAA KÕRGKOOL', 17, true], [['Name of Student:', 50], ['Kadri Mägi', 250]], 'Kraad / Degree: Master of Arts in Philosophy']), 'diploma');
    expectKind(docOf([['UNIVERSIDAD DEL SUR', 17, true], [['Estudiante:', 50], ['Andreína Colmenares', 250]], 'Título otorgado / Qualification: Técnico Superior Universitario en Administración']), 'diploma');
  });
  it('"A conferral caption" needs a qualification as its value, and the whole caption', () => {
    expectKind(docOf([['Northfield Learning', 15, true], [['Name:', 50], ['Asha Verma', 200]], [['Award:', 50], ['Employee of the Month', 200]]]), 'other');
    expectKind(docOf([['Bank of Eastbrook', 15, true], [['Name:', 50], ['Asha Verma', 200]], [['Expected degree:', 50], ['Bachelor of Commerce', 200]], 'Account number: 1234 5678']), 'other');
  });
  it('"A course code is no course title": untitled bilingual rows "SCI 179 | Organic Chemistry | الكيمياء العضوية | 100 | 71 | Good" are academic', () => {
    const rows: Row[] = [
      [['SCI 179', 40], ['Organic Chemistry', 100], ['الكيمياء العضوية', 250], ['100', 380], ['71', 420], ['Good', 460]],
      [['SCI 180', 40], ['Calculus', 100], ['التفاضل والتكامل', 250], ['100', 380], ['57', 420], ['Pass', 460]],
      [['SCI 174', 40], ['Zoology', 100], ['علم الحيوان', 250], ['200', 380], ['150', 420], ['Very Good', 460]],
      [['SCI 162', 40], ['Biochemistry', 100], ['الكيمياء الحيوية', 250], ['150', 380], ['119', 420], ['Very Good', 460]],
      [['SCI 261', 40], ['Physical Chemistry', 100], ['الكيمياء الفيزيائية', 250], ['200', 380], ['118', 420], ['Pass', 460]],
    ];
    expectKind(docOf(rows), ACADEMIC);
    // The structure alone (the course reader aside) reads every row as a course row.
    expect(structureOf(documentLines(docOf(rows))).courseLikeRows).to.equal(5);
  });
  it('"A grade in figures and words": untitled rows "Botánica General | 136 | 04/12/2014 | 3 | tres" are academic', () => {
    const rows: Row[] = [
      [['Botánica General', 40], ['136', 200], ['04/12/2014', 250], ['3', 340], ['tres', 380]],
      [['Química General', 40], ['102', 200], ['09/07/2014', 250], ['4', 340], ['cuatro', 380]],
      [['Matemática', 40], ['136', 200], ['14/11/2014', 250], ['3', 340], ['tres', 380]],
      [['Física Aplicada', 40], ['60', 200], ['11/11/2014', 250], ['4', 340], ['cuatro', 380]],
      [['Edafología', 40], ['136', 200], ['16/11/2015', 250], ['5', 340], ['cinco', 380]],
    ];
    expectKind(docOf(rows), ACADEMIC);
    // Rows graded in words as well as figures: the structure's evidence of grades, not of quantities.
    expect(structureOf(documentLines(docOf(rows))).gradeWordRows).to.equal(5);
    expect(isFiguresAndWords(['3', 'tres'])).to.equal(true);
    expect(isFiguresAndWords(['8 (huit)'])).to.equal(true);
    expect(isFiguresAndWords(['3', 'cuatro'])).to.equal(false);
  });
  it('a receipt with quantities in figures stays other', () => {
    expectKind(docOf([['RECEIPT', 14, true], [['Notebook', 40], ['2', 300], ['4.50', 380]], [['Pencil', 40], ['3', 300], ['1.20', 380]], [['Eraser', 40], ['1', 300], ['0.80', 380]], [['Ruler', 40], ['2', 300], ['1.10', 380]], 'Total paid: 7.60']), 'other');
  });
  it('a school diploma that says "completed the course of study … therefore entitled to", title lost, is academic', () => {
    expectKind(docOf([['James River High School', 28, true], 'This certifies that', ['Jasmine Pruitt', 30, true], 'has satisfactorily completed the course of study prescribed by the Board of Education', 'for graduation from this school and is therefore entitled to this', 'Given at Dillwyn on June 6, 2014.']), 'diploma');
  });
});
