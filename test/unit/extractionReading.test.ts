/**
 * Whole-page reading rules (docs/document-understanding.md, "Key-value reading", "Qualification", "Provenance", "Honesty") on small generated pages:
 * names, dates, qualifications and their provenance.
 */
import { expect } from 'chai';
import { createExtractionEngine, mergeExtractions } from '../../src/processing/extraction';
import { emptyResult, extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText, PageText, TextItem } from '../../src/processing/types';

type Cell = [string, number] | [string, number, number];
const item = (text: string, x: number, y: number, size = 9, confidence: number | null = null): TextItem => ({
  text, x, y, width: text.length * size * 0.5, height: size, fontName: 'Helvetica', fontSize: size, confidence,
});
/** Rows of cells: [[text, x, size?], ...] per line, placed one under the other. */
function pageOf(rows: Cell[][], options: { ocr?: number; pageNumber?: number } = {}): PageText {
  const items: TextItem[] = [];
  let y = 50;
  for (const cells of rows) {
    const size = Math.max(...cells.map((c) => c[2] ?? 9));
    for (const [t, x, s] of cells) items.push(item(t, x, y, s ?? 9, options.ocr ?? null));
    y += size + 6;
  }
  return { pageNumber: options.pageNumber ?? 1, width: 595, height: 842, source: options.ocr ? 'ocr' : 'text-layer', items };
}
const doc = (...pages: PageText[]): DocumentText => ({ pages });

describe('extraction: reading whole pages', () => {
  it('reads an Indian marksheet: dot leaders, tab gaps, the title line; a father is never the candidate', () => {
    const r = extractDocumentFields(
      doc(pageOf([
        [['CENTRAL BOARD OF SECONDARY EDUCATION', 120, 14]],
        [['SECONDARY SCHOOL EXAMINATION, 2017', 150, 12]],
        [["Father's Name", 40], ['SURESH KUMAR SHARMA', 200]],
        [['Name of the Candidate', 40], ['RAHUL KUMAR SHARMA', 200]],
        [["Mother's Name", 40], ['SUNITA SHARMA', 200]],
        [['Roll No. .............. 4521873', 40]],
        [['Date of Birth', 40], ['15/06/2001', 200]],
      ])),
      'marksheet',
    );
    expect(r.candidate).to.include({ fullName: 'Rahul Kumar Sharma', firstName: 'Rahul Kumar', lastName: 'Sharma', dateOfBirth: '2001-06-15' });
    expect(r.qualification).to.include({ name: 'Secondary School Examination', level: 'Secondary', registrationNumber: '4521873', yearOfCompletion: 2017 });
  });

  it('reads a Russian diploma: patronymic order, "присвоена квалификация", genitive month', () => {
    const r = extractDocumentFields(
      doc(pageOf([
        [['ДИПЛОМ', 250, 20]],
        [['Иванов Иван Петрович', 180, 18]],
        [['решением государственной экзаменационной комиссии', 100]],
        [['присвоена квалификация «Специалист»', 100]],
        [['по специальности «Экономика»', 100]],
        [['Дата выдачи 15 июня 2020 года', 100]],
      ])),
      'diploma',
    );
    expect(r.candidate).to.include({ fullName: 'Иван Петрович Иванов', firstName: 'Иван Петрович', lastName: 'Иванов' });
    expect(r.qualification).to.include({ name: 'Специалист', level: 'Master', majorOrSpecialization: 'Экономика', dateOfIssue: '2020-06-15', yearOfCompletion: 2020 });
  });

  it('reads a name printed over two lines after "свидетельствует о том, что", and the field after "по направлению подготовки"', () => {
    const r = extractDocumentFields(
      doc(pageOf([
        [['Настоящий диплом свидетельствует о том, что', 120, 11]],
        [['ИВАНОВА', 220, 17]],
        [['Мария Сергеевна', 200, 17]],
        [['освоила программу бакалавриата по направлению подготовки', 90, 11]],
        [['38.03.01 Экономика', 200, 12]],
        [['присвоена квалификация', 200, 11]],
        [['Бакалавр', 220, 16]],
      ])),
      'diploma',
    );
    expect(r.candidate).to.include({ fullName: 'Мария Сергеевна Иванова', lastName: 'Иванова' });
    expect(r.qualification).to.include({ name: 'Бакалавр', level: 'Bachelor', majorOrSpecialization: 'Экономика' });
    const ev = r.provenance!.fields['candidate.fullName'];
    expect(ev.box.height).to.be.greaterThan(30); // both lines
  });

  it('reads a bilingual diploma supplement: numbered bilingual labels, the Latin side of bilingual values', () => {
    const r = extractDocumentFields(doc(pageOf([
      [['1.1', 40], ['Прізвище(а) / Family name(s)', 62], ['КОВАЛЕНКО / KOVALENKO', 300]],
      [['1.2', 40], ["Ім'я (імена) / Given name(s)", 62], ['Олена Іванівна / Olena', 300]],
      [['1.3', 40], ['Дата народження / Date of birth (dd/mm/yyyy)', 62], ['04.11.1999', 300]],
      [['2.1', 40], ['Ступінь вищої освіти та кваліфікація / Degree of higher education and qualification', 62], ['Магістр / Master', 450]],
      [['2.2', 40], ['Галузь знань, спеціальність / Field of study, speciality', 62], ['Інформаційні технології, 122 Комп’ютерні науки / Information technologies, 122 Computer Science', 330]],
      [['3.3', 40], ['Дата вступу / Date of enrolment', 62], ['01.09.2019', 300]],
    ])));
    expect(r.candidate).to.include({ fullName: 'Olena Kovalenko', firstName: 'Olena', lastName: 'Kovalenko', dateOfBirth: '1999-11-04' });
    expect(r.qualification).to.include({ name: 'Master', level: 'Master', majorOrSpecialization: 'Computer Science', yearOfAdmission: 2019 });
  });

  it('reads a US diploma: "the degree of … in …", a date in words', () => {
    const r = extractDocumentFields(
      doc(pageOf([
        [['Example State University', 180, 22]],
        [['has conferred upon', 240]],
        [['Jane Quinn Doe', 220, 20]],
        [['the degree of Bachelor of Science in Chemistry', 140]],
        [['Given this fifteenth day of May, two thousand twenty.', 120]],
      ])),
      'diploma',
    );
    expect(r.candidate.fullName).to.equal('Jane Quinn Doe');
    expect(r.qualification).to.include({ name: 'Bachelor of Science', level: 'Bachelor', majorOrSpecialization: 'Chemistry', dateOfIssue: '2020-05-15', yearOfCompletion: 2020 });
  });

  it('reads bilingual labels and takes the family name first when the label says so', () => {
    const r = extractDocumentFields(doc(pageOf([
      [['اسم الطالب Student Name', 40], ['Ahmed Hassan Mahmoud', 260]],
      [['Date of Birth / تاريخ الميلاد', 40], ['1999/02/11', 260]],
    ])));
    expect(r.candidate).to.include({ fullName: 'Ahmed Hassan Mahmoud', lastName: 'Mahmoud', dateOfBirth: '1999-02-11' });
    const kz = extractDocumentFields(doc(pageOf([[['Тегі аты әкесінің аты / ФИО', 40], ['Сейтқали Айгерім', 260]]])));
    expect(kz.candidate).to.include({ fullName: 'Айгерім Сейтқали', lastName: 'Сейтқали' });
  });

  it('reads separate surname / given-name / patronymic labels', () => {
    const r = extractDocumentFields(doc(pageOf([[['Фамилия:', 40], ['ПЕТРОВА', 160]], [['Имя:', 40], ['АННА', 160]], [['Отчество:', 40], ['СЕРГЕЕВНА', 160]]])));
    expect(r.candidate).to.include({ fullName: 'Анна Сергеевна Петрова', firstName: 'Анна Сергеевна', lastName: 'Петрова' });
    const it_ = extractDocumentFields(doc(pageOf([[['Cognome: ROSSI', 40]], [['Nome: Mario', 40]]])));
    expect(it_.candidate).to.include({ fullName: 'Mario Rossi', firstName: 'Mario', lastName: 'Rossi' });
  });

  it('decides the day/month order of numeric dates from the values when no country is printed', () => {
    const r = extractDocumentFields(doc(pageOf([[['Date of Birth: 03/04/2001', 40]], [['Date of Issue: 05/13/2020', 40]]])));
    expect(r.candidate.dateOfBirth).to.equal('2001-03-04');
    expect(r.qualification.dateOfIssue).to.equal('2020-05-13');
    const d = extractDocumentFields(doc(pageOf([[['Date of Birth: 03/04/2001', 40]], [['Date of Issue: 13/05/2020', 40]]])));
    expect(d.candidate.dateOfBirth).to.equal('2001-04-03');
  });

  it('reads a Thai transcript: labels without colons, Buddhist Era years, the -บัณฑิต degree', () => {
    const r = extractDocumentFields(doc(pageOf([
      [['ชื่อ-สกุล นายสมชาย ใจดี', 40]],
      [['วันเกิด 15 มิถุนายน 2543', 40]],
      [['ปริญญา วิทยาศาสตรบัณฑิต', 40]],
      [['วันที่สำเร็จการศึกษา 30 เมษายน 2565', 40]],
    ])));
    expect(r.candidate).to.include({ fullName: 'สมชาย ใจดี', dateOfBirth: '2000-06-15' });
    expect(r.qualification).to.include({ name: 'วิทยาศาสตรบัณฑิต', level: 'Bachelor', yearOfCompletion: 2022 });
  });

  it('reads a university marksheet: the programme row gives degree and branch, "completed … in May 2019" the year', () => {
    const r = extractDocumentFields(
      doc(pageOf([
        [['STATEMENT OF MARKS', 200, 13]],
        [['B.TECH. FINAL YEAR EXAMINATION — SESSION 2018-19', 150, 9.5]],
        [["Student's Name :", 40], ['ANIL KUMAR', 132]],
        [['Programme :', 40], ['Bachelor of Technology (Computer Science and Engineering)', 132]],
        [['The candidate has completed all requirements of the Bachelor of Technology programme in May 2019.', 40]],
      ])),
      'marksheet',
    );
    expect(r.qualification).to.include({ name: 'Bachelor of Technology', level: 'Bachelor', majorOrSpecialization: 'Computer Science and Engineering', yearOfCompletion: 2019 });
    const title = extractDocumentFields(doc(pageOf([[['GRADE CARD', 200, 13]], [['B.Tech. (CSE) — Semester VI Examination, May 2020', 150, 9]]])), 'marksheet');
    expect(title.qualification).to.include({ name: 'Bachelor of Technology', level: 'Bachelor', yearOfCompletion: null });
  });

  it('takes the year of completion from a conferral date and the level from a programme row', () => {
    const r = extractDocumentFields(doc(pageOf([
      [['Programme: B.Tech. (Computer Science and Engineering)', 40]],
      [['Degree conferred on 12 July 2021', 40]],
    ])));
    expect(r.qualification).to.include({ name: 'Bachelor of Technology', level: 'Bachelor', majorOrSpecialization: 'Computer Science and Engineering', yearOfCompletion: 2021 });
  });

  it('reads a UK certificate: the degree printed above the award phrase, a watermark over it, the conferral date after it', () => {
    const page = pageOf([
      [['Northmoor University', 160, 26]],
      [['This is to certify that', 250, 13]],
      [['Rhys Alexander Patel', 230, 24]],
      [['Bachelor of Science', 250, 22]],
      [['has been awarded the degree of', 240, 13]],
      [['with Upper Second Class Honours', 230, 15]],
      [['in Economics', 270, 15]],
      [['on 10 December 2014', 260, 12]],
    ]);
    page.items.push({ text: 'NMU', x: 158, y: 170, width: 525, height: 200, fontName: 'Helvetica', fontSize: 220, confidence: null });
    const r = extractDocumentFields(doc(page), 'diploma');
    expect(r.candidate.fullName).to.equal('Rhys Alexander Patel');
    expect(r.qualification).to.include({ name: 'Bachelor of Science', level: 'Bachelor', majorOrSpecialization: 'Economics', yearOfCompletion: 2014, dateOfIssue: null });
  });

  it('reads names after a salutation, Italian surnames first in capitals, Portuguese double surnames', () => {
    const de = extractDocumentFields(doc(pageOf([[['Zeugnis der Allgemeinen Hochschulreife', 100, 17]], [['Herr', 50, 11], ['Sebastian Schneider', 110, 11]], [['geboren am 12.10.1995 in Weserhagen', 110]]])), 'marksheet');
    expect(de.candidate).to.include({ fullName: 'Sebastian Schneider', dateOfBirth: '1995-10-12' });
    expect(de.qualification).to.include({ name: 'Allgemeine Hochschulreife', level: 'Higher Secondary' });
    const it_ = extractDocumentFields(doc(pageOf([
      [['CERTIFICATO DI LAUREA CON ESAMI', 140, 14]],
      [['Si certifica che la studentessa CARUSO FEDERICA, nata a Valbruna il 03/02/1993, matricola n. 607737,', 50]],
      [["immatricolata nell'anno accademico 2015/2016 al Corso di Laurea Magistrale in Biotecnologie Mediche (classe", 50]],
      [['LM-9), ha conseguito il titolo in data 12/03/2017 con la votazione di 97/110.', 50]],
    ])), 'transcript');
    expect(it_.candidate).to.include({ fullName: 'Federica Caruso', lastName: 'Caruso', dateOfBirth: '1993-02-03' });
    expect(it_.qualification).to.include({ name: 'Laurea Magistrale in Biotecnologie Mediche', level: 'Master', yearOfCompletion: 2017 });
    const pt = extractDocumentFields(doc(pageOf([[['Nome', 44], ['LUANA CARVALHO OLIVEIRA', 144]], [['Curso', 44], ['Matemática – Licenciatura', 144]], [['Data de nascimento24/02/1996', 44]]])));
    expect(pt.candidate).to.include({ fullName: 'Luana Carvalho Oliveira', firstName: 'Luana', lastName: 'Carvalho Oliveira', dateOfBirth: '1996-02-24' });
    expect(pt.qualification).to.include({ name: 'Licenciatura', level: 'Bachelor', majorOrSpecialization: 'Matemática' });
  });

  it('reads a French relevé: spaced dot leaders, "L3 Licence mention …", "Diplôme de Licence obtenu", a footer below the table', () => {
    const r = extractDocumentFields(doc(pageOf([
      [['Nom . . . . . . .', 54], ['LAMBERT', 146]],
      [['Prénom(s) . . . . .', 54], ['Jules', 146]],
      [['Inscrit(e) en', 54], ['L3 Licence mention Économie et gestion', 146]],
      [['Code', 49], ['Intitulé', 107], ['Note', 427], ['Crédits', 465], ['Résultat', 507]],
      [['L5ECO01', 49], ['UE Économétrie', 107], ['15,70', 425], ['6', 484], ['Admis', 511]],
      [['S5ECO02', 49], ['UE Économie internationale', 107], ['15,07', 425], ['6', 484], ['Admis', 511]],
      [['Décision du jury : Admis – Mention Bien', 46]],
      [['Diplôme de Licence obtenu – délibération du jury du 17/07/2019', 46]],
      [['Fait à Montlouvier, le 6 août 2019', 298]],
    ])));
    expect(r.candidate).to.include({ fullName: 'Jules Lambert' });
    expect(r.qualification).to.include({ name: 'Licence', level: 'Bachelor', majorOrSpecialization: 'Économie et gestion', yearOfCompletion: 2019, dateOfIssue: '2019-08-06' });
  });

  it('completes school-leaving qualifications with their issue date and result; a diploma supplement with its issue date', () => {
    const r = extractDocumentFields(doc(pageOf([
      [['SENIOR SCHOOL CERTIFICATE EXAMINATION', 150, 11]],
      [['Name of Candidate', 40], ['ANANYA AGARWAL', 158]],
      [['SUB.', 51], ['SUBJECT', 83], ['THEORY', 230], ['IA/', 293], ['TOTAL', 336], ['GRADE', 504]],
      [['Result', 40], ['PASS', 100]],
      [['Dated: 21-06-2020', 40]],
    ])), 'marksheet');
    expect(r.qualification).to.include({ level: 'Higher Secondary', yearOfCompletion: 2020, status: 'Completed', majorOrSpecialization: null });
    const ds = extractDocumentFields(doc(pageOf([[['DIPLOMA SUPPLEMENT', 200, 12]], [['Date of issue', 40], ['31.07.2016', 200]]])));
    expect(ds.qualification.yearOfCompletion).to.equal(2016);
    const plain = extractDocumentFields(doc(pageOf([[['ACADEMIC TRANSCRIPT', 200, 12]], [['Date of issue', 40], ['31.07.2016', 200]]])));
    expect(plain.qualification.yearOfCompletion).to.equal(null);
  });

  it('reads captions over their values in a grid and the field after a programme code', () => {
    const r = extractDocumentFields(doc(pageOf([
      [['Білім алушының аты-жөні / ФИО обучающегося', 202], ['Жеке сәйкестендіру нөмірі / ID студента', 575]],
      [['Жұмабаев Бауыржан Серікұлы', 202], ['659660676', 575]],
      [['Білім беру бағдарламасы / Образовательная программа', 202], ['Оқу түрі / Форма обучения', 575]],
      [['6B06101 – Ақпараттық жүйелер', 202], ['күндізгі / очная', 575]],
      [['Түскен жылы / Год поступления', 202]],
      [['2020', 202]],
    ])));
    expect(r.candidate).to.include({ fullName: 'Бауыржан Серікұлы Жұмабаев', lastName: 'Жұмабаев' });
    expect(r.qualification).to.include({ majorOrSpecialization: 'Ақпараттық жүйелер', yearOfAdmission: 2020, registrationNumber: '659660676' });
  });

  it('reads captions a table reader took for a row, the level of a high-school diploma, a monogram is no degree', () => {
    const r = extractDocumentFields(doc(pageOf([
      [['Bellhaven Academy', 92, 16]],
      [['BA', 49, 16]],
      [['OFFICIAL HIGH SCHOOL TRANSCRIPT', 173, 12]],
      [['Student Name: Brandon Fitzgerald', 36]],
      [['Course Title', 39], ['Grade', 232], ['Credit', 273]],
      [['Algebra I', 39], ['B-', 240], ['1.0', 284]],
      [['Biology', 39], ['B', 240], ['1.0', 284]],
      [['Class Rank', 44], ['Graduation Date', 224], ['Diploma', 404]],
      [['71 of 282', 44], ['May 22, 2022', 224], ['Advanced Studies Diploma', 404]],
    ])));
    expect(r.qualification).to.include({ name: 'Advanced Studies Diploma', level: 'Higher Secondary', yearOfCompletion: 2022 });
  });

  it('reads a given name beside the father\'s and grandfather\'s names as one patronymic name; other calendars stay unread', () => {
    const r = extractDocumentFields(doc(pageOf([
      [['Name: HANA', 28], ["Father's Name: FIKRU", 198], ["G/Father's Name: MULUGETA", 388], ['Sex: F', 588]],
      [['Date: 20/12/2011 E.C.', 40]],
    ])));
    expect(r.candidate).to.include({ fullName: 'Hana Fikru Mulugeta', firstName: 'Hana Fikru', lastName: 'Mulugeta' });
    expect(r.qualification.dateOfIssue).to.equal(null);
  });

  it('takes the year of a French diploma from the academic year it was awarded for, not the issue date', () => {
    const r = extractDocumentFields(doc(pageOf([
      [['DIPLÔME NATIONAL DE', 357, 11]],
      [['LICENCE', 362, 26]],
      [['Le diplôme de LICENCE mention Sciences de la vie est délivré à M. Théo FOURNIER au titre de l’année', 116, 10.5]],
      [['universitaire 2021-2022, avec la mention Très bien, et confère le grade de licence.', 178, 10.5]],
      [['Fait à Rochebrune, le 27 novembre 2023', 317]],
    ])), 'diploma');
    expect(r.qualification).to.include({ name: 'Licence', level: 'Bachelor', yearOfCompletion: 2022, dateOfIssue: '2023-11-27' });
  });

  it('drops a note in parentheses after a labelled qualification; an examination board\'s name is no title', () => {
    const r = extractDocumentFields(doc(pageOf([[['Name of qualification:', 40], ['Laurea Magistrale in Ingegneria Meccanica (second-cycle degree, class', 200]]])));
    expect(r.qualification.name).to.equal('Laurea Magistrale in Ingegneria Meccanica');
    const board = extractDocumentFields(doc(pageOf([[['KERALA SECONDARY EDUCATION EXAMINATION BOARD', 120, 14]], [['Name: Anu Thomas', 40]]])), 'marksheet');
    expect(board.qualification.name).to.equal(null);
    const br = extractDocumentFields(doc(pageOf([[['HISTÓRICO ESCOLAR – ENSINO MÉDIO', 175, 13]], [['Nome:', 46], ['Natália Cardoso Barbosa', 146]]])));
    expect(br.qualification).to.include({ name: 'Ensino Médio', level: 'Higher Secondary' });
  });

  it('takes the year of admission from the first term of a complete record, never from a later term', () => {
    const rows = (first: string, second: string): Cell[][] => [
      [['Student Name: Jane Doe', 40]],
      [['Course', 40], ['Title', 110], ['Credits', 380], ['Grade', 450]],
      [[first, 40]],
      [['MATH 101', 40], ['Calculus I', 110], ['4.0', 380], ['A', 450]],
      [['CHEM 101', 40], ['General Chemistry', 110], ['4.0', 380], ['B+', 450]],
      [[second, 40]],
      [['MATH 102', 40], ['Calculus II', 110], ['4.0', 380], ['A-', 450]],
    ];
    const r = extractDocumentFields(doc(pageOf(rows('Fall 2018', 'Spring 2019'))));
    expect(r.courses).to.have.length(3);
    expect(r.qualification.yearOfAdmission).to.equal(2018);
    expect(r.provenance!.fields['qualification.yearOfAdmission'].rule).to.match(/first term/);
    expect(r.provenance!.courses).to.have.length(3);
    expect(r.provenance!.courses[0]!.cells.grade).to.include({ page: 1 });
    const later = extractDocumentFields(doc(pageOf(rows('Semester III 2019', 'Semester IV 2020'))));
    expect(later.qualification.yearOfAdmission).to.equal(null);
  });

  it('reads a first term printed with two-digit years ("WiSe 15/16") and skips transferred credit', () => {
    const german = extractDocumentFields(doc(pageOf([
      [['Name: Jana Beispiel', 40]],
      [['Modul', 40], ['Semester', 300], ['ECTS', 380], ['Note', 450]],
      [['Mathematik I', 40], ['WiSe 15/16', 300], ['7,5', 380], ['2,3', 450]],
      [['Programmierung', 40], ['WiSe 15/16', 300], ['5', 380], ['1,7', 450]],
      [['Mathematik II', 40], ['SoSe 2016', 300], ['7,5', 380], ['2,0', 450]],
      [['Datenbanken', 40], ['WiSe 16/17', 300], ['5', 380], ['1,3', 450]],
    ])));
    expect(german.courses).to.have.length(4);
    expect(german.qualification.yearOfAdmission).to.equal(2015);
    // Transfer credit (grades "TA", "TB") was earned before the record's first term.
    const transfer = extractDocumentFields(doc(pageOf([
      [['Student Name: Jane Doe', 40]],
      [['Course', 40], ['Title', 110], ['Credits', 380], ['Grade', 450]],
      [['Summer 2018', 40]],
      [['ENGL 1301', 40], ['Composition I', 110], ['3.0', 380], ['TB', 450]],
      [['SOCI 1301', 40], ['Introduction to Sociology', 110], ['3.0', 380], ['TA', 450]],
      [['Fall 2019', 40]],
      [['MATH 2413', 40], ['Calculus I', 110], ['3.0', 380], ['B-', 450]],
      [['Spring 2020', 40]],
      [['MATH 2414', 40], ['Calculus II', 110], ['3.0', 380], ['B', 450]],
    ])));
    expect(transfer.courses).to.have.length(4);
    expect(transfer.qualification.yearOfAdmission).to.equal(2019);
  });

  it('keeps the page, box, confidence and rule of every value (OCR confidence / 100)', () => {
    const r = extractDocumentFields(doc(pageOf([[['Student Name:', 40], ['Jane Doe', 200]], [['Date of Birth: 12 March 2001', 40]]], { ocr: 87 })));
    const name = r.provenance!.fields['candidate.fullName'];
    expect(name).to.deep.include({ page: 1, confidence: 0.87 });
    expect(name.box).to.deep.equal({ x: 200, y: 50, width: 36, height: 9 });
    expect(name.rule).to.match(/label student name/);
    expect(r.provenance!.fields['candidate.dateOfBirth'].page).to.equal(1);
    const layer = extractDocumentFields(doc(pageOf([[['Student Name:', 40], ['Jane Doe', 200]]])));
    expect(layer.provenance!.fields['candidate.fullName'].confidence).to.equal(1);
  });

  it('has no value and no evidence where the page shows nothing (decision "Extraction field types")', () => {
    const r = extractDocumentFields(doc(pageOf([[['Page 1 of 2', 40]], [['Office hours: Monday to Friday', 40]]])));
    expect(r.candidate).to.deep.equal(emptyResult().candidate);
    expect(r.qualification).to.deep.equal(emptyResult().qualification);
    expect(Object.keys(r.provenance!.fields).filter((k) => k !== 'languageCode')).to.deep.equal([]);
  });

  it('merging keeps the evidence of the chosen value with its document index', () => {
    const diploma = doc(pageOf([[['Student Name: Jane Doe', 40]], [['Degree: Bachelor of Arts', 40]]]));
    const transcript = doc(pageOf([[['Date of Birth: 12 March 2001', 40]], [['Student Name: Jane A. Doe', 40]]]));
    const r = createExtractionEngine().extract([{ kind: 'diploma', text: diploma }, { kind: 'transcript', text: transcript }]);
    expect(r.candidate.fullName).to.equal('Jane A. Doe');
    expect(r.provenance!.fields['candidate.fullName'].document).to.equal(1);
    expect(r.provenance!.fields['qualification.name'].document).to.equal(0);
    expect(r.provenance!.fields['candidate.dateOfBirth'].document).to.equal(1);
    const plain = mergeExtractions([extractDocumentFields(transcript), extractDocumentFields(diploma)]);
    expect(plain.provenance!.fields['qualification.name'].document).to.equal(1);
  });
});
