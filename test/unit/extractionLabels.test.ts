import { expect } from 'chai';
import { findLabeledValues, matchLabel } from '../../src/processing/extraction/labels';
import { groupLines } from '../../src/processing/text/layout';
import type { PageText, TextItem } from '../../src/processing/types';

const item = (text: string, x: number, y: number, size = 9): TextItem => ({
  text, x, y, width: text.length * size * 0.5, height: size, fontName: 'Helvetica', fontSize: size, confidence: null,
});
/** Rows of cells: [[text, x], ...] per line, 14 pt apart. */
const pageOf = (rows: Array<Array<[string, number]>>): PageText => ({
  pageNumber: 1, width: 595, height: 842, source: 'text-layer',
  items: rows.flatMap((cells, i) => cells.map(([t, x]) => item(t, x, 60 + i * 14))),
});
const pairsOf = (rows: Array<Array<[string, number]>>) => findLabeledValues(groupLines(pageOf(rows))).map((p) => [p.field, p.value]);

describe('extraction: key-value reading', () => {
  it('reads a value after dot leaders, with or without a colon', () => {
    expect(matchLabel('NAME..........JANE DOE')).to.include({ field: 'fullName', rest: 'JANE DOE' });
    expect(matchLabel('Date of Birth ....... : 12/03/2001')).to.include({ field: 'dateOfBirth', rest: '12/03/2001' });
    expect(pairsOf([[['ROLL NO. ..........', 40], ['4521873', 200]]])).to.deep.equal([['registrationNumber', '4521873']]);
  });
  it('reads a value across a tab gap and on the line below', () => {
    expect(pairsOf([[['Student Name', 40], ['Jane Doe', 220]]])).to.deep.equal([['fullName', 'Jane Doe']]);
    expect(pairsOf([[['Date of Birth', 40]], [['12 March 2001', 40]]])).to.deep.equal([['dateOfBirth', '12 March 2001']]);
  });
  it('reads a date or number after a label and a blank only when the value has the field\'s form', () => {
    expect(pairsOf([[['Дата выдачи 15 июня 2020 года', 40]]])).to.deep.equal([['dateOfIssue', '15 июня 2020 года']]);
    expect(pairsOf([[['Date of Birth 12/03/2001', 40]]])).to.deep.equal([['dateOfBirth', '12/03/2001']]);
    expect(pairsOf([[['Roll No 4521873', 40]]])).to.deep.equal([['registrationNumber', '4521873']]);
    expect(pairsOf([[['Name of the student who passed the course', 40]]])).to.deep.equal([]);
  });
  it('reads a value OCR put on the line above or below its label, to its right', () => {
    const page: PageText = {
      pageNumber: 1, width: 595, height: 842, source: 'ocr',
      items: [item('06-01-2005', 162, 100, 8), item('Date of Birth', 41, 106, 6), item('School', 41, 124, 6)],
    };
    expect(findLabeledValues(groupLines(page)).map((p) => [p.field, p.value])).to.deep.equal([['dateOfBirth', '06-01-2005']]);
  });
  it('reads bilingual labels as one label', () => {
    expect(matchLabel('Name / Имя: Иван Петров')).to.include({ field: 'fullName', rest: 'Иван Петров' });
    expect(matchLabel('Surname / Фамилия')).to.include({ field: 'lastName', rest: '' });
    expect(matchLabel('اسم الطالب Student Name')).to.include({ field: 'fullName', rest: '' });
    expect(pairsOf([[['اسم الطالب Student Name', 40], ['Ahmed Hassan', 260]]])).to.deep.equal([['fullName', 'Ahmed Hassan']]);
  });
  it("never reads a father's or mother's name as the candidate's", () => {
    for (const t of ["Father's Name: Ram Kumar", "MOTHER'S NAME : Sita Devi", 'Name of the Father: X', 'पिता का नाम: राम', 'اسم الأب: محمد', 'Nome do pai: José']) {
      expect(matchLabel(t)?.field, t).to.equal('parentName');
    }
  });
  const lexicon: Array<[string, string]> = [
    // en de fr es it pt ru uk kk ar th hi
    ['Date of Admission: 2016', 'yearOfAdmission'],
    ['Geburtsdatum: 12.03.2001', 'dateOfBirth'],
    ["Date d'obtention : 2019", 'yearOfCompletion'],
    ['Fecha de expedición: 3 de agosto de 2019', 'dateOfIssue'],
    ['Cognome: Rossi', 'lastName'],
    ['Numero di matricola: 123456', 'registrationNumber'],
    ['Corso di laurea: Ingegneria Informatica', 'program'],
    ['Data de nascimento: 15/06/2000', 'dateOfBirth'],
    ['Data da colação de grau: 20/12/2019', 'yearOfCompletion'],
    ['Фамилия: Иванов', 'lastName'],
    ['Отчество: Петрович', 'middleName'],
    ['Дата рождения: 15 июня 2000', 'dateOfBirth'],
    ['№ зачетной книжки: 12345', 'registrationNumber'],
    ['Направление подготовки: 09.03.01 Информатика', 'program'],
    ['Средний балл: 4,5', 'cgpa'],
    ["Ім'я: Олена", 'firstName'],
    ['Дата народження: 15 червня 2000', 'dateOfBirth'],
    ['Освітній ступінь: Бакалавр', 'qualification'],
    ['Тегі: Сейтқали', 'lastName'],
    ['Туған күні: 15.06.2000', 'dateOfBirth'],
    ['تاريخ الميلاد: 2000/06/15', 'dateOfBirth'],
    ['رقم القيد: 2016123', 'registrationNumber'],
    ['المعدل التراكمي: 3.45', 'cgpa'],
    ['วันเกิด 15 มิถุนายน 2543', 'dateOfBirth'],
    ['รหัสนักศึกษา 6012345', 'registrationNumber'],
    ['คะแนนเฉลี่ยสะสม 3.45', 'cgpa'],
    ['जन्म तिथि: 15/06/2000', 'dateOfBirth'],
    ['अनुक्रमांक: 1234567', 'registrationNumber'],
    ['कुल अंक: 432', 'totalMarks'],
    ['Total Credits Earned: 128', 'totalCredits'],
    ['Result: PASS', 'status'],
    ['Date of Conferment: 15 June 2020', 'yearOfCompletion'],
    // Wordings of the Diploma Supplement's English captions beside the national ones.
    ['2.3. Kvalifikaciją suteikusi institucija / Institution awarding the qualification: Example University', 'institution'],
    ['3.3. Studijų pradžia / Start of studies: 2015-09-01', 'yearOfAdmission'],
    ['Svertinis vidurkis / Weighted average grade: 8,74', 'cgpa'],
    ['Kaalutud keskmine hinne: 4,12', 'cgpa'],
  ];
  for (const [text, field] of lexicon) it(`${JSON.stringify(text)} → ${field}`, () => expect(matchLabel(text)?.field).to.equal(field));
});
