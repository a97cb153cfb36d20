/**
 * Key fields of certificates printed in running text and of semester-by-semester records, on small
 * generated pages: the Spanish "D./Dña. NAME, con DNI …, nacido/a el …" sentence, a degree phrase
 * wrapped over two lines, the examination sitting and the track after a qualification name, and a
 * semester's credits that are no grand total.
 */
import { expect } from 'chai';
import { extractDocumentFields, normalizeDegreeName, withoutPeriodSubtotals } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: running-text certificates and period subtotals (round 2)', () => {
  it('reads the holder, birth date and degree of a Spanish certificate sentence wrapped over lines', () => {
    const r = extractDocumentFields(
      doc([
        [['UNIVERSIDAD DEL VALLE DEL TAJO', 150, 13]],
        [['CERTIFICACIÓN ACADÉMICA PERSONAL', 170, 11]],
        [['D./Dña. Marta Ruiz Campos, con DNI 12345678K, nacido/a el 04/02/1999, ha superado en esta Universidad los', 56, 9]],
        [['estudios de Grado en Historia del Arte con los resultados que a continuación se expresan.', 56, 9]],
      ]),
      'transcript',
    );
    expect(r.candidate).to.include({ fullName: 'Marta Ruiz Campos', dateOfBirth: '1999-02-04' });
    expect(r.qualification).to.include({ name: 'Grado en Historia del Arte', level: 'Bachelor' });
  });

  it('drops the examination sitting and the track from a qualification name', () => {
    expect(normalizeDegreeName('Master of Arts (M.A.) Semester II Examination')).to.equal('Master of Arts');
    expect(normalizeDegreeName('Bachelor of Science Part I Examination')).to.equal('Bachelor of Science');
    // The examination for a certificate is named by the certificate (scripts/samples/families/README.md, `qualification.name`).
    expect(normalizeDegreeName('Secondary School Certificate Annual Examination')).to.equal('Secondary School Certificate');
    expect(normalizeDegreeName('Licence Informatique — parcours Informatique générale')).to.equal('Licence Informatique');
    // A qualification whose name is an examination keeps it.
    expect(normalizeDegreeName('Secondary School Examination')).to.equal('Secondary School Examination');
  });

  it('takes no semester credits as the total, but keeps a printed grand total', () => {
    const r = extractDocumentFields(
      doc([
        [['UNIVERSITÉ DE LA CÔTE VERTE', 150, 13]],
        [['RELEVÉ DE NOTES', 200, 11]],
        [['Nom : DUPONT Claire', 56, 9]],
        [['Semestre 1', 56, 9]],
        [['Algorithmique', 56, 9], ['6', 300, 9], ['14,5', 400, 9]],
        [['Crédits acquis : 30', 56, 9]],
        [['Semestre 2', 56, 9]],
        [['Bases de données', 56, 9], ['6', 300, 9], ['12,0', 400, 9]],
        [['Crédits acquis : 30', 56, 9]],
      ]),
      'transcript',
    );
    expect(r.qualification.totalCreditsOrMarks).to.equal(null);
    const t = extractDocumentFields(
      doc([
        [['UNIVERSITÉ DE LA CÔTE VERTE', 150, 13]],
        [['Nom : DUPONT Claire', 56, 9]],
        [['Total des crédits : 60', 56, 9]],
      ]),
      'transcript',
    );
    expect(t.qualification.totalCreditsOrMarks).to.equal('60');
    expect(withoutPeriodSubtotals([])).to.deep.equal([]);
  });

  it('reads no total from a term\'s summary line beside its GPA when the cumulative GPA stands apart, but keeps a total named so', () => {
    const rows = (credits: string): Cell[][] => [
      [['LAKESIDE INSTITUTE OF BUSINESS', 150, 14]],
      [['ACADEMIC TRANSCRIPT', 200, 12]],
      [['Name: Grace Uwase', 46, 9], ['Registration No: 19/B/0412', 300, 9]],
      [['First Year, Semester I - 2019/2020', 46, 9]],
      [['Code', 46, 8], ['Course', 120, 8], ['Credits', 380, 8], ['Grade', 460, 8]],
      [['BUS 1101', 46, 8], ['Principles of Management', 120, 8], ['4', 380, 8], ['B+', 460, 8]],
      [['BUS 1102', 46, 8], ['Business Mathematics', 120, 8], ['3', 380, 8], ['A', 460, 8]],
      [[`${credits}: 7`, 46, 8], ['GPA: 4.21', 200, 8]],
      [['Cumulative GPA: 4.21', 46, 8]],
    ];
    expect(extractDocumentFields(doc(rows('Units Earned')), 'transcript').qualification.totalCreditsOrMarks).to.equal(null);
    expect(extractDocumentFields(doc(rows('Total Credits')), 'transcript').qualification.totalCreditsOrMarks).to.equal('7');
  });

  it('reads no qualification from a term heading ("Semestre 1 — A.A. 2018/2019": anno accademico, not an Associate in Arts)', () => {
    const r = extractDocumentFields(
      doc([
        [['Università di Esempio Orientale', 150, 14]],
        [['Certificato di carriera', 200, 12]],
        [['Studente: Luca Bianchi', 46, 9], ['N. matricola: 93206190', 300, 9]],
        [['Semestre 1 — A.A. 2018/2019', 49, 8]],
        [['INF 101', 49, 8], ['Fondamenti di informatica', 120, 8], ['12', 400, 8], ['28', 460, 8]],
        [['MAT 102', 49, 8], ['Analisi matematica I', 120, 8], ['9', 400, 8], ['25', 460, 8]],
        [['Semestre 2 — A.A. 2018/2019', 49, 8]],
        [['INF 201', 49, 8], ['Basi di dati', 120, 8], ['6', 400, 8], ['27', 460, 8]],
      ]),
      'transcript',
    );
    expect(r.qualification).to.include({ name: null, level: null, majorOrSpecialization: null });
  });

  it('reads no programme from the first line of a header set on two lines ("Course | Course | Max.")', () => {
    const r = extractDocumentFields(
      doc([
        [['Example College of Engineering', 150, 14]],
        [['Grade Card', 220, 12]],
        [['Name: Rahul Example', 46, 9], ['Enrolment No.: 26544895', 300, 9]],
        [['Course', 46, 8], ['Course', 110, 8], ['Max.', 430, 8]],
        [['Code', 46, 8], ['Title', 110, 8], ['Cr.', 380, 8], ['Marks', 430, 8], ['Obtained', 480, 8]],
        [['Semester 1 — 2013-2014', 46, 8]],
        [['CS101', 46, 8], ['Database Management Systems', 110, 8], ['5.0', 380, 8], ['100', 432, 8], ['98', 485, 8]],
        [['PH102', 46, 8], ['Programming in C', 110, 8], ['4.0', 380, 8], ['100', 432, 8], ['63', 485, 8]],
        [['EE103', 46, 8], ['Operating Systems', 110, 8], ['4.0', 380, 8], ['100', 432, 8], ['90', 485, 8]],
      ]),
      'marksheet',
    );
    expect(r.courses).to.have.length(3);
    expect(r.qualification.program).to.equal(null);
  });

  it('takes no semester credits as the total when the other semesters\' lines stand inside the table', () => {
    // A course table whose semester lines fall between its rows: only the last one is below it.
    const semester = (n: number, credits: number, rows: Array<[string, string, string, string]>): Cell[][] => [
      [[`Semestre ${n} — Année universitaire 2019-2020`, 56, 9]],
      [['Code', 56, 9], ['Intitulé de l’UE', 120, 9], ['Crédits ECTS', 380, 9], ['Note /20', 450, 9]],
      ...rows.map(([code, title, ects, note]): Cell[] => [[code, 56, 9], [title, 120, 9], [ects, 390, 9], [note, 455, 9]]),
      [[`Moyenne du semestre ${n} : 13,50 / 20`, 56, 9], [`Crédits acquis : ${credits}`, 250, 9], ['Résultat : ADMIS', 400, 9]],
    ];
    const r = extractDocumentFields(
      doc([
        [['UNIVERSITÉ DE LA CÔTE VERTE', 150, 13]],
        [['RELEVÉ DE NOTES ET RÉSULTATS', 200, 11]],
        [['Nom : DUPONT', 56, 9]],
        ...semester(1, 27, [['INF101', 'Algorithmique', '6', '14,5'], ['INF102', 'Programmation', '6', '12,0'], ['MAT101', 'Analyse', '6', '11,0']]),
        ...semester(2, 21, [['INF201', 'Bases de données', '6', '13,0'], ['INF202', 'Réseaux', '6', '15,0'], ['MAT201', 'Algèbre', '6', '10,5']]),
        ...semester(3, 21, [['INF301', 'Compilation', '6', '12,5'], ['INF302', 'Systèmes', '6', '14,0'], ['MAT301', 'Probabilités', '6', '9,5']]),
        [['Fait à Calais, le 24/06/2021', 56, 9]],
      ]),
      'transcript',
    );
    expect(r.courses).to.have.length(9);
    expect(r.qualification.totalCreditsOrMarks).to.equal(null);
  });

  it('takes no block\'s total for the record\'s (rule "A total printed once per block is the block\'s")', () => {
    // Three years' blocks side by side, each closed by its own "Total: marks / max"; the grand total printed or not.
    const page = (grand: boolean): Cell[][] => [
      [['BOARD OF INTERMEDIATE STUDIES, NORTHVALE', 120, 13]],
      [['CONSOLIDATED MARKS MEMORANDUM', 170, 11]],
      [['Name: Ravi Teja Kolluri', 46, 9], ['Roll No: 2345671', 320, 9]],
      [['Sl', 46, 8], ['Subject', 60, 8], ['Max', 130, 8], ['Secured', 150, 8], ['Sl', 226, 8], ['Subject', 240, 8], ['Max', 310, 8], ['Secured', 330, 8], ['Sl', 406, 8], ['Subject', 420, 8], ['Max', 490, 8], ['Secured', 510, 8]],
      [['1', 46, 8], ['ENGLISH', 60, 8], ['100', 130, 8], ['71', 150, 8], ['1', 226, 8], ['PHYSICS', 240, 8], ['100', 310, 8], ['66', 330, 8], ['1', 406, 8], ['BOTANY', 420, 8], ['100', 490, 8], ['80', 510, 8]],
      [['2', 46, 8], ['SANSKRIT', 60, 8], ['100', 130, 8], ['84', 150, 8], ['2', 226, 8], ['CHEMISTRY', 240, 8], ['100', 310, 8], ['59', 330, 8], ['2', 406, 8], ['ZOOLOGY', 420, 8], ['100', 490, 8], ['77', 510, 8]],
      [['Total: 155 / 200', 46, 8], ['Total: 125 / 200', 226, 8], ['Total: 157 / 200', 406, 8]],
      ...(grand ? [[['Aggregate Marks: 437 / 600', 46, 9], ['Percentage: 72.83', 260, 9]]] as Cell[][] : [[['Percentage: 72.83', 260, 9]]] as Cell[][]),
      [['CONTROLLER OF EXAMINATIONS', 380, 9]],
    ];
    expect(extractDocumentFields(doc(page(false)), 'marksheet').qualification.totalCreditsOrMarks).to.equal(null);
    expect(extractDocumentFields(doc(page(true)), 'marksheet').qualification.totalCreditsOrMarks).to.equal('437');
  });

  it('reads an Italian certificato di laurea: birthplace with its province, the degree running on to the next line', () => {
    const r = extractDocumentFields(
      doc([
        [['UNIVERSITÀ DEGLI STUDI DEL LAGO ALTO', 150, 14]],
        [['CERTIFICATO DI LAUREA', 200, 13]],
        [['si certifica che il dott. Marco Ferri, nato a Cremona (CR) il 3 maggio 1996, matricola n. 456123, ha', 64, 10.5]],
        [['conseguito in data 20 luglio 2021 presso questo Ateneo la Laurea', 64, 10.5]],
        [['Magistrale in Fisica (classe LM-17), con la votazione di 110/110 e lode.', 64, 10.5]],
      ]),
      'diploma',
    );
    expect(r.candidate).to.include({ fullName: 'Marco Ferri', dateOfBirth: '1996-05-03' });
    expect(r.qualification).to.include({ name: 'Laurea Magistrale in Fisica', level: 'Master' });
  });
});
