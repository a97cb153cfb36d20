/**
 * Rules the rotated group j- showed (docs/document-understanding.md, "Forms the rotated group j- showed"), each tested
 * on another wording than the documents it came from. Small generated pages.
 */
import { expect } from 'chai';
import { classifyKind } from '../../src/processing/classification';
import { cutQualification, extractDocumentFields } from '../../src/processing/extraction/fields';
import { extractCourses } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text/layout';
import type { DocumentText, TextItem } from '../../src/processing/types';
import { pageOfRows, tableItem, tablePageOf, textItem, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]) => ({ pages: [pageOfRows(rows)] }) as DocumentText;
const read = (rows: Cell[][], kind: 'diploma' | 'transcript' | 'marksheet') => extractDocumentFields(doc(rows), kind);

describe('extraction: conventions of the rotated group j-', () => {
  it('reads a registry\'s confirmation of an award as a certificate (A confirmation in the issuer\'s voice)', () => {
    const award = doc([
      [['Harbour Point College of Further Studies', 60, 14]],
      [['14 Quay Street, Port Arden · Tel. +44 1632 960123', 60, 8]],
      [['TO WHOM IT MAY CONCERN', 60, 10]],
      [['We hereby confirm that Ms Alesha Moorcroft was a full-time student on the Master of Science in Data', 60, 10]],
      [['Analytics programme from September 2019 to June 2021 and was awarded the degree of Master of Science', 60, 10]],
      [['in Data Analytics with Merit.', 60, 10]],
      [['Yours faithfully,', 60, 10]],
      [['Senior Registrar', 60, 10]],
    ]);
    expect(classifyKind(award).kind).to.equal('diploma');
    // A confirmation of enrolment certifies no completion: it stays a letter.
    const enrolment = doc([
      [['Harbour Point College of Further Studies', 60, 14]],
      [['TO WHOM IT MAY CONCERN', 60, 10]],
      [['This is to confirm that Mr Owen Tregarth is a registered full-time student on the Bachelor of Arts', 60, 10]],
      [['in History programme and is expected to complete his studies in June 2026.', 60, 10]],
      [['Yours faithfully,', 60, 10]],
    ]);
    expect(classifyKind(enrolment).kind).to.equal('other');
  });

  it('names a Faroese háskúli and a Turkmen instituty as institutions (Institution words of the Faroese and Turkmen)', () => {
    const fo = read([
      [['Norðoya Handilsháskúli', 60, 14]],
      [['Heimavegur 4, FO-700 Klaksvík', 60, 8]],
      [['PRÓGVAYVIRLIT / TRANSCRIPT', 200, 12]],
      [['Navn / Name:', 60, 9], ['Sunneva Dahl', 200, 9]],
    ], 'transcript');
    expect(fo.institution.name).to.equal('Norðoya Handilsháskúli');
    const tk = read([
      [['TÜRKMENISTANYŇ BILIM MINISTRLIGI', 160, 10]],
      [['Ministry of Education', 200, 8.5]],
      [['DAŞOGUZ DÖWLET OBA HOJALYK INSTITUTY', 130, 13]],
      [['DIPLOM', 250, 30]],
      [['Familiýasy, ady / Surname, name', 60, 9], ['ORAZOWA Leýli', 250, 11]],
    ], 'diploma');
    expect(tk.institution.name?.toLowerCase()).to.equal('daşoguz döwlet oba hojalyk instituty');
  });

  it('reads the value beside a caption whose translation is printed under it (A caption\'s translation under it)', () => {
    // Each caption in the national language with its value beside it, its English translation under it in small type.
    const items = [
      textItem('TÜRKMENISTANYŇ BILIM MINISTRLIGI', 160, 40, 10),
      textItem('Daşoguz döwlet oba hojalyk instituty', 140, 60, 12),
      textItem('DIPLOM', 250, 90, 24),
      ...[['Familiýasy, ady, atasynyň ady', 'Surname, name, patronymic', 'HOJAÝEWA Jeren Orazowna'], ['Doglan senesi', 'Date of birth', '03.05.1998'], ['Okuwa giren ýyly', 'Year of entry', '2015']]
        .flatMap(([tk, en, v], k) => [textItem(tk, 60, 140 + k * 28, 9), textItem(en, 60, 151 + k * 28, 7.5), textItem(v, 250, 142 + k * 28, 11)]),
    ];
    const r = extractDocumentFields({ pages: [{ pageNumber: 1, width: 595, height: 842, source: 'text-layer', items }] } as DocumentText, 'diploma');
    expect(r.candidate.fullName).to.equal('Jeren Orazowna Hojaýewa');
    expect(r.candidate.dateOfBirth).to.equal('1998-05-03');
    expect(r.qualification.yearOfAdmission).to.equal(2015);
    // Read by OCR, each line's words are as tall as the line: the caption above is as tall as its value, and still no
    // value over a small caption.
    const ocr = (text: string, x: number, y: number, size: number): TextItem => ({ ...textItem(text, x, y, size), confidence: 90 });
    const scanned = [
      ocr('Daşoguz döwlet oba hojalyk instituty', 140, 60, 12),
      ...[['Okuwa giren ýyly', 'Year of entry', '2016'], ['Okuwy tamamlan ýyly', 'Year of graduation', '2020']]
        .flatMap(([tk, en, v], k) => [ocr(tk, 66, 140 + k * 29, 10.6), ocr(en, 66.6, 151.6 + k * 29, 6.4), ocr(v, 261, 140 + k * 29, 10.6)]),
    ];
    const s = extractDocumentFields({ pages: [{ pageNumber: 1, width: 595, height: 842, source: 'ocr', items: scanned }] } as DocumentText, 'diploma');
    expect([s.qualification.yearOfAdmission, s.qualification.yearOfCompletion]).to.deep.equal([2016, 2020]);
  });

  it('gives a failed or withdrawn course the credits it was attempted for (Credits attempted are the course\'s)', () => {
    const rows: Array<Array<[string, number]>> = [
      [['Course', 40], ['Title', 100], ['Grade', 330], ['Hrs Att', 380], ['Hrs Earned', 430], ['Points', 500]],
      [['GEO 110', 40], ['Physical Geography', 100], ['B', 336], ['4.00', 384], ['4.00', 436], ['12.00', 502]],
      [['HUM 120', 40], ['World Religions', 100], ['F', 336], ['3.00', 384], ['0.00', 436], ['0.00', 502]],
      [['ART 105', 40], ['Drawing I', 100], ['W', 336], ['3.00', 384], ['0.00', 436], ['0.00', 502]],
      [['MUS 101', 40], ['Music Appreciation', 100], ['A', 336], ['2.00', 384], ['2.00', 436], ['8.00', 502]],
    ];
    const courses = extractCourses(documentLines({ pages: [tablePageOf(rows)] } as DocumentText)).courses;
    expect(courses.map((c) => c.credit)).to.deep.equal([4, 3, 3, 2]);
  });

  it('reads the given names after a surname in capitals and its comma in a sentence (The surname in capitals, a comma, the given names)', () => {
    const r = read([
      [['Istituto Superiore di Studi Agrari', 60, 13]],
      [['CERTIFICATO DEGLI ESAMI', 200, 12]],
      [['Si certifica che la studentessa FERRANTE DE LUCA, Chiara Maria, nata a Lecce il 3 marzo 1999, ha superato', 40, 9]],
      [['gli esami del corso di Laurea in Scienze Agrarie.', 40, 9]],
    ], 'transcript');
    expect(r.candidate.fullName).to.equal('Chiara Maria Ferrante de Luca');
  });

  it('dates no completion with a note under a captioned result (A caption\'s result is no sentence)', () => {
    const r = read([
      [['Northern Islands Examinations Council', 60, 13]],
      [['SENIOR SECONDARY CERTIFICATE EXAMINATION 2017', 60, 12]],
      [['Candidate Name', 60, 9], ['KALORA Mere', 200, 9]],
      [['Code', 60, 9], ['Subject', 120, 9], ['Grade', 300, 9]],
      [['ENG101', 60, 9], ['English', 120, 9], ['3', 300, 9]],
      [['MAT102', 60, 9], ['Mathematics', 120, 9], ['2', 300, 9]],
      [['GEO103', 60, 9], ['Geography', 120, 9], ['4', 300, 9]],
      [['Result: Certificate awarded', 60, 9]],
      [['Results were published on 12 February 2018 and may be corrected by the Council.', 60, 8]],
    ], 'transcript');
    expect(r.qualification.yearOfCompletion).to.equal(2017);
  });

  const slip = (stream: string, aggregate: string): Cell[][] => [
    [['Southern Lagoon Examinations Board', 60, 13]],
    [['SENIOR SECONDARY CERTIFICATE EXAMINATION 2016', 60, 11]],
    [['Candidate Name', 60, 9], ['NAUPA Rose', 180, 9]],
    [['School', 60, 9], ['Lagoon Side College', 180, 9], ['Stream', 330, 9], [stream, 420, 9]],
    [['Code', 60, 9], ['Subject', 120, 9], ['Mark /100', 300, 9], ['Grade', 380, 9]],
    [['FRA111', 60, 9], ['French', 120, 9], ['72', 305, 9], ['3', 385, 9]],
    [['MAT112', 60, 9], ['Mathematics', 120, 9], ['81', 305, 9], ['2', 385, 9]],
    [['SCI113', 60, 9], ['Science', 120, 9], ['64', 305, 9], ['4', 385, 9]],
    [['HIS114', 60, 9], ['History', 120, 9], ['58', 305, 9], ['5', 385, 9]],
    [[aggregate, 60, 9]],
  ];

  it('reads no major from a stream that names the language of teaching (A language stream is no major)', () => {
    expect(read(slip('Francophone', 'Total: 275'), 'transcript').qualification.majorOrSpecialization).to.equal(null);
    expect(read(slip('Commerce', 'Total: 275'), 'transcript').qualification.majorOrSpecialization).to.equal('Commerce');
  });

  it('reads no total from an aggregate under a row\'s mark (An aggregate under a row\'s mark is no total)', () => {
    expect(read(slip('Commerce', 'Aggregate (best four subjects): 14'), 'transcript').qualification.totalCreditsOrMarks).to.equal(null);
    expect(read(slip('Commerce', 'Aggregate: 275'), 'transcript').qualification.totalCreditsOrMarks).to.equal('275');
  });

  it('reads no completion from a sitting the candidate failed (A refusal completes nothing)', () => {
    const releve = (decision: string) => read([
      [['Académie de Nouvelle-Calédonie', 60, 12]],
      [['BACCALAURÉAT PROFESSIONNEL', 60, 13]],
      [['Session 2019 — RELEVÉ DE NOTES', 60, 11]],
      [['Nom :', 60, 9], ['WAKANENGO', 150, 9]],
      [['Prénom(s) :', 60, 9], ['Élise', 150, 9]],
      [['Épreuve', 60, 9], ['Note', 300, 9]],
      [['Français', 60, 9], ['8,5 / 20', 300, 9]],
      [['Mathématiques', 60, 9], ['7 / 20', 300, 9]],
      [['Histoire-géographie', 60, 9], ['9 / 20', 300, 9]],
      [[`Décision du jury : ${decision}`, 60, 9]],
    ], 'marksheet').qualification;
    const failed = releve('AJOURNÉE');
    expect([failed.status, failed.yearOfCompletion]).to.deep.equal([null, null]);
    const passed = releve('ADMISE');
    expect([passed.status, passed.yearOfCompletion]).to.deep.equal(['Completed', 2019]);
  });

  it('names the vice-rectorate that issues a relevé, not the candidate\'s collège (A rectorate issues the French examinations\' relevés)', () => {
    const r = read([
      [['RÉPUBLIQUE FRANÇAISE', 200, 9]],
      [['Vice-rectorat de Wallis-et-Futuna', 60, 13]],
      [['Service des examens · BP 244 · 98600 Mata-Utu', 60, 8]],
      [['DIPLÔME NATIONAL DU BREVET — SESSION 2022 — RELEVÉ DE NOTES', 60, 11]],
      [['NOM', 60, 8], ['Prénom(s)', 200, 8], ['Établissement', 340, 8]],
      [['TUIPULOTU', 60, 10], ['Malia', 200, 10], ['Collège de Lano', 340, 10]],
      [['Français', 60, 9], ['62 / 100', 300, 9]],
      [['Mathématiques', 60, 9], ['55 / 100', 300, 9]],
      [['Sciences', 60, 9], ['31 / 50', 300, 9]],
    ], 'marksheet');
    expect(r.institution.name).to.equal('Vice-rectorat de Wallis-et-Futuna');
  });

  it('reads no field from the sitting after a dash (An examination after a dash is no field)', () => {
    expect(cutQualification('Bachelor of Commerce — Part II Examination')).to.deep.equal({ name: 'Bachelor of Commerce', major: null });
    expect(cutQualification('Higher Diploma in Midwifery - Final Year Examinations')).to.deep.equal({ name: 'Higher Diploma in Midwifery', major: null });
    expect(cutQualification('Bachelor of Arts (Honours) - Psychology').major).to.equal('Psychology');
  });

  it('dates the completion by the sitting of a final year that qualifies for the award (The sitting that qualifies for the award)', () => {
    const statement = (closing: string) => read([
      [['Lakeshore Institute of Health Sciences', 60, 14]],
      [['STATEMENT OF MARKS', 200, 12]],
      [['Certificate in Pharmacy Practice — Year III Examination — April 2019', 60, 10]],
      [['Name of Student', 60, 9], [': Aroha Keating', 160, 9]],
      [['Code', 60, 8], ['Subject', 120, 8], ['Total', 330, 8], ['Grade', 380, 8]],
      [['PHP 301', 60, 9], ['Clinical Pharmacy', 120, 9], ['71', 335, 9], ['B', 385, 9]],
      [['PHP 302', 60, 9], ['Dispensing Practice', 120, 9], ['83', 335, 9], ['A', 385, 9]],
      [['PHP 303', 60, 9], ['Pharmacy Law', 120, 9], ['66', 335, 9], ['C', 385, 9]],
      [[closing, 60, 9]],
    ], 'marksheet').qualification;
    const last = statement('The student has passed all subjects of the final year and qualifies for the award of the Certificate in Pharmacy Practice.');
    expect([last.yearOfCompletion, last.status]).to.deep.equal([2019, 'Completed']);
    const earlier = statement('The student proceeds to the next year of the programme.');
    expect(earlier.yearOfCompletion).to.equal(null);
  });

  // A statement of marks: the particulars with their values after a colon, then a header of three lines (group labels,
  // the ordinary labels, "Max | Obt" under each group), as Commonwealth nursing and technical schools print it.
  const marksTable = (groups: string[], particular: [string, string]): DocumentText => {
    const xs = [30, 50, 100, 278, 308, 338, 368, 398, 428, 458, 488, 518, 542];
    const items: TextItem[] = [
      tableItem('Lagoon Institute of Commerce', 150, 96, 15), tableItem('STATEMENT OF MARKS', 200, 142, 13),
      tableItem('Diploma in Accounting — Year II Examination — June 2020', 150, 160, 10),
      tableItem('Name of Student', 30, 184, 9), tableItem(': Losaline Fifita', 130, 184, 9),
      tableItem('Student No.', 30, 197, 9), tableItem(': 2021/118', 130, 197, 9),
      tableItem(particular[0], 30, 210, 9), tableItem(particular[1], 130, 210, 9),
      // Each word of a group label is a run of its own ("Internal" and "(IA)").
      ...groups.flatMap((g, k) => g.split(' ').map((w, n, ws) => tableItem(w, xs[3 + 2 * k] + 15 + ws.slice(0, n).reduce((x, p) => x + p.length * 3.75 + 3, 0), 232, 7.5))),
      tableItem('S/N', 33, 237, 7.5), tableItem('Code', 66, 237, 7.5), tableItem('Subject', 102, 237, 7.5), tableItem('Grade', 520, 237, 7.5), tableItem('Result', 544, 237, 7.5),
      ...[0, 1, 2, 3].flatMap((k) => [tableItem('Max', xs[3 + 2 * k] + 8, 244, 7), tableItem('Obt', xs[4 + 2 * k] + 8, 244, 7)]),
    ];
    const rows = [['1', 'ACC 101', 'Financial Accounting', '60', '45', '25', '20', '15', '8', '100', '73', 'B', 'Pass'], ['2', 'ECO 102', 'Microeconomics', '70', '61', '—', '—', '30', '25', '100', '86', 'A', 'Pass'], ['3', 'LAW 103', 'Business Law', '35', '20', '—', '—', '15', '9', '50', '29', 'D', 'Pass']];
    rows.forEach((r, k) => r.forEach((t, c) => items.push(tableItem(t, xs[c] + 4, 256 + k * 13))));
    return { pages: [{ pageNumber: 1, width: 595, height: 842, source: 'text-layer', items }] };
  };

  it('reads a caption and its value after a colon as no group labels (A value after its colon is no group label)', () => {
    const courses = extractCourses(documentLines(marksTable(['Written', 'Oral', 'Internal', 'Total'], ['Year of Study', ': Year II']))).courses;
    expect(courses.map((c) => [c.marksScored, c.maximumMarks, c.credit])).to.deep.equal([[73, 100, null], [86, 100, null], [29, 50, null]]);
  });

  it('reads a group label with its abbreviation in parentheses as the label (A group label\'s abbreviation)', () => {
    const courses = extractCourses(documentLines(marksTable(['Written (WE)', 'Oral', 'Internal (IA)', 'Total'], ['Programme', ': Diploma in Accounting']))).courses;
    expect(courses.map((c) => [c.marksScored, c.maximumMarks])).to.deep.equal([[73, 100], [86, 100], [29, 50]]);
  });

  it('reads the components of a competency record with their levels of mastery (A level of mastery is a grade)', () => {
    const rows: Array<Array<[string, number]>> = [
      [['Competency', 45], ['Mastery level', 330], ['Points', 470]],
      [['Communicating in the language of schooling', 45], ['Secure mastery', 330], ['40', 475]],
      [['Reasoning with numbers, shapes and data', 45], ['Partial mastery', 330], ['25', 475]],
      [['Working with others and taking responsibility', 45], ['Excellent mastery', 330], ['50', 475]],
    ];
    const courses = extractCourses(documentLines({ pages: [tablePageOf(rows)] } as DocumentText)).courses;
    expect(courses.map((c) => c.grade)).to.deep.equal(['Secure mastery', 'Partial mastery', 'Excellent mastery']);
  });

  it('ends the field at the class the degree was awarded with (The class after the field)', () => {
    const major = (tail: string) => read([
      [['Westbury College of Higher Education', 60, 14]],
      [['This is to certify that Ms Ailsa Rennick', 60, 10]],
      [[`was awarded the degree of Bachelor of Science in Marine Biology${tail} on 12 July 2022.`, 60, 10]],
    ], 'diploma').qualification.majorOrSpecialization;
    expect(major(' with Second Class Honours (Upper Division)')).to.equal('Marine Biology');
    expect(major(' with Merit')).to.equal('Marine Biology');
  });
});
