/**
 * Honesty of the key-field reader (docs/document-understanding.md, "Honesty"; decision "Extraction field types"): a value without
 * evidence on the page is null. Small generated pages: a diagonal watermark is no part of a label's
 * value, a table's column headings are no label/value pairs, and "Completed" needs a completion date.
 */
import { expect } from 'chai';
import { extractDocumentFields, withoutSlantedRuns } from '../../src/processing/extraction/fields';
import type { DocumentText, PageText, TextItem } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (page: PageText): DocumentText => ({ pages: [page] });

describe('extraction: honesty of key fields (decision "Extraction field types")', () => {
  it('drops a diagonal watermark run, so it never joins the label line it crosses', () => {
    // The board's name set at -32° across the page: pdfTextLayer gives it its axis-aligned box,
    // far taller than its 26 pt type, whose top edge lies on the "Date of Issue" line.
    const watermark: TextItem = { text: 'BOARD OF SECONDARY EDUCATION', x: -20, y: 140, width: 600, height: 400, fontName: 'Helvetica-Bold', fontSize: 26, confidence: null };
    const page = pageOfRows(
      [
        [['BOARD OF INTERMEDIATE AND SECONDARY EDUCATION, MARDAN', 60, 13]],
        [['Secondary School Certificate Annual Examination, 2016', 90, 11]],
        [['Name:', 40], ['ZAINAB ALI', 120]],
        [['Date of Birth:', 40], ['13/10/2000', 120]],
        [['Group:', 40], ['Science', 120]],
        [['Date of Issue: 24/09/2016', 40]],
      ],
      [watermark],
    );
    const slim = withoutSlantedRuns(doc(page));
    expect(slim.pages[0].items.map((i) => i.text)).not.to.include('BOARD OF SECONDARY EDUCATION');
    const r = extractDocumentFields(doc(page), 'marksheet');
    expect(r.qualification.dateOfIssue).to.equal('2016-09-24');
    expect(r.qualification.name).to.equal('Secondary School Certificate');
    expect(r.qualification.majorOrSpecialization ?? '').not.to.match(/BOARD/);
    // An OCR page keeps its words: their boxes are their own.
    const ocr: PageText = { ...page, source: 'ocr', items: page.items.map((i) => ({ ...i, confidence: 90 })) };
    expect(withoutSlantedRuns({ pages: [ocr] }).pages[0].items).to.have.length(ocr.items.length);
  });

  it('reads no label/value pair from a table\'s column headings ("Curso | Materia" is no programme)', () => {
    const r = extractDocumentFields(
      doc(pageOfRows([
        [['INSTITUTO DE EDUCACIÓN SECUNDARIA SIERRA ALTA', 120, 13]],
        [['HISTORIAL ACADÉMICO DE BACHILLERATO', 150, 12]],
        [['Apellidos:', 40], ['Moreno Vidal', 110], ['Nombre:', 300], ['Lucía', 360]],
        [['Curso', 40], ['Materia', 80], ['Año académico', 360], ['Calificación', 490]],
        [['1º', 40], ['Lengua Castellana y Literatura I', 80], ['2019-2020', 360], ['7', 500]],
        [['1º', 40], ['Filosofía', 80], ['2019-2020', 360], ['8', 500]],
        [['1º', 40], ['Matemáticas I', 80], ['2019-2020', 360], ['6', 500]],
        [['2º', 40], ['Historia de España', 80], ['2020-2021', 360], ['9', 500]],
        [['2º', 40], ['Física', 80], ['2020-2021', 360], ['5', 500]],
      ])),
      'marksheet',
    );
    expect(r.courses.length).to.be.greaterThan(3);
    expect(r.qualification.program).to.equal(null);
  });

  it('gives "Completed" only with a completion date: a portal report\'s "Status: Completed" is no award', () => {
    const rows: Cell[][] = [
      [['Northfield College', 40, 13]],
      [['Institution: Northfield College', 40], ['Report Type: Unofficial Transcript', 220], ['Status: Completed', 430]],
      [['Name:', 40], ['Avery Brooks', 120], ['Student ID:', 300], ['4471902', 370]],
      [['Program:', 40], ['Bachelor of Arts', 120]],
    ];
    const open = extractDocumentFields(doc(pageOfRows(rows)), 'transcript');
    expect(open.qualification.status).to.equal(null);
    expect(open.provenance!.fields['qualification.status']).to.equal(undefined);
    const awarded = extractDocumentFields(doc(pageOfRows([...rows, [['Date Awarded:', 40], ['May 15, 2021', 120]]])), 'transcript');
    expect(awarded.qualification).to.include({ status: 'Completed', yearOfCompletion: 2021 });
  });

  it('reads a school stream as the field of study, not as a programme line', () => {
    const r = extractDocumentFields(
      doc(pageOfRows([
        [['HILLTOP SECONDARY SCHOOL', 150, 14]],
        [["STUDENT'S ACADEMIC RECORD", 160, 12]],
        [['Name:', 40], ['Abebe Tesfaye Girma', 120]],
        [['Stream:', 40], ['Natural Science', 120]],
      ])),
      'transcript',
    );
    expect(r.qualification.majorOrSpecialization).to.equal('Natural Science');
    expect(r.qualification.program).to.equal(null);
  });
});

describe('extraction: honesty — the year of admission', () => {
  it('infers no admission from the first year of a marksheet (a school record of years and examinations)', () => {
    const rows: Cell[][] = [
      [['Student Name: Jane Doe', 40]],
      [['Course', 40], ['Title', 110], ['Credits', 380], ['Grade', 450]],
      [['Fall 2018', 40]],
      [['MATH 101', 40], ['Calculus I', 110], ['4.0', 380], ['A', 450]],
      [['CHEM 101', 40], ['General Chemistry', 110], ['4.0', 380], ['B+', 450]],
      [['Spring 2019', 40]],
      [['MATH 102', 40], ['Calculus II', 110], ['4.0', 380], ['A-', 450]],
    ];
    expect(extractDocumentFields(doc(pageOfRows(rows)), 'transcript').qualification.yearOfAdmission).to.equal(2018);
    const marks = extractDocumentFields(doc(pageOfRows(rows)), 'marksheet');
    expect(marks.courses).to.have.length(3);
    expect(marks.qualification.yearOfAdmission).to.equal(null);
    expect(marks.provenance!.fields['qualification.yearOfAdmission']).to.equal(undefined);
  });
  it('reads no date as a registration number (rule "Registration number is no date")', () => {
    const page = (value: string) =>
      doc(pageOfRows([
        [['NORTHFIELD INSTITUTE OF APPLIED STUDIES', 120, 13]],
        [['ACADEMIC TRANSCRIPT', 200, 12]],
        [['Name:', 40], ['Kelda Morvane', 160]],
        [['Registration No.:', 40], [value, 160]],
        [['Programme:', 40], ['Applied Testing', 160]],
      ]));
    expect(extractDocumentFields(page('1997-03-05'), 'transcript').qualification.registrationNumber).to.equal(null);
    expect(extractDocumentFields(page('05.03.1997'), 'transcript').qualification.registrationNumber).to.equal(null);
    // A number with a year in it is still a number.
    expect(extractDocumentFields(page('NF/2019/0042'), 'transcript').qualification.registrationNumber).to.equal('NF/2019/0042');
  });
  it('reads no field of study from a level of schooling after the title (rule "A level of schooling is no field")', () => {
    const r = extractDocumentFields(
      doc(pageOfRows([
        [['MINISTERIO DE EDUCACIÓN', 60, 12]],
        [['CERTIFICADO OFICIAL DE ESTUDIOS', 200, 13]],
        [['EDUCACIÓN BÁSICA REGULAR — NIVEL SECUNDARIA', 170, 11]],
        [['La Dirección de la Institución Educativa N° 4021 "Santa Rosa", ubicada en Cusco, certifica que:', 40, 9]],
        [['APELLIDOS Y NOMBRES:', 40], ['QUISPE MAMANI, ROSA', 200]],
        [['ha cursado los estudios correspondientes al nivel de Educación Secundaria.', 40, 9]],
      ])),
      'diploma',
    );
    expect(r.qualification.majorOrSpecialization).to.equal(null);
  });
  it('takes no caption and no holder\'s name for the degree when the degree\'s line is missing (rules "A caption is no qualification", "A holder\'s name is no qualification")', () => {
    const diploma = (degreeLine: string | null) =>
      doc(pageOfRows([
        [['Harrowmere College', 220, 20]],
        [['The Board of Trustees of the College', 180, 12]],
        [['has conferred upon', 230, 12]],
        [['Tobin Ashcroft Vell', 210, 18]],
        [['the degree of', 240, 12]],
        ...(degreeLine ? [[[degreeLine, 200, 16] as Cell]] : []),
        [['Major in Economics', 220, 12]],
        [['with all the rights, privileges and honors thereunto appertaining.', 120, 11]],
      ]));
    expect(extractDocumentFields(diploma('Bachelor of Arts'), 'diploma').qualification.name).to.equal('Bachelor of Arts');
    const without = extractDocumentFields(diploma(null), 'diploma').qualification;
    expect(without.name).to.equal(null);
  });
  it('takes no term\'s average for the CGPA when the record\'s overall line is missing (rule "A term\'s average is no CGPA")', () => {
    const transcript = (overall: string | null) =>
      doc(pageOfRows([
        [['EASTBROOK POLYTECHNIC UNIVERSITY', 160, 13]],
        [['ACADEMIC TRANSCRIPT', 200, 12]],
        [['Name:', 40], ['Orla Fenwick', 160]],
        [['Course', 40], ['Title', 110], ['Credits', 380], ['Grade', 450]],
        [['Semester 1', 40]],
        [['MTH 101', 40], ['Linear Algebra', 110], ['4', 380], ['B+', 450]],
        [['PHY 101', 40], ['Mechanics', 110], ['3', 380], ['A', 450]],
        [['GPA: 3.41', 40], ['Credits: 7', 160]],
        [['Semester 2', 40]],
        [['MTH 102', 40], ['Calculus', 110], ['4', 380], ['A-', 450]],
        [['PHY 102', 40], ['Optics', 110], ['3', 380], ['B', 450]],
        [['GPA: 3.29', 40], ['Credits: 7', 160]],
        ...(overall ? [[[overall, 40] as Cell]] : []),
      ]));
    expect(extractDocumentFields(transcript('CGPA: 3.35'), 'transcript').qualification.cgpa).to.equal('3.35');
    expect(extractDocumentFields(transcript(null), 'transcript').qualification.cgpa).to.equal(null);
  });
  it('takes no document\'s title for the qualification (rule "A document\'s title is no qualification")', () => {
    const urkunde = (degree: string | null) =>
      doc(pageOfRows([
        [['Hochschule Talbrück', 200, 16]],
        [['Bachelorurkunde', 220, 22]],
        [['Frau Wenke Strohmaier', 200, 14]],
        [['geboren am 3. Mai 1998 in Kassel', 190, 11]],
        ...(degree ? [[[degree, 210, 18] as Cell]] : []),
        [['Talbrück, den 30. September 2021', 190, 11]],
      ]));
    expect(extractDocumentFields(urkunde('Bachelor of Science'), 'diploma').qualification.name).to.equal('Bachelor of Science');
    expect(extractDocumentFields(urkunde(null), 'diploma').qualification.name).to.equal(null);
    const historial = extractDocumentFields(
      doc(pageOfRows([
        [['INSTITUTO DE EDUCACIÓN SECUNDARIA VALDEROBLE', 120, 13]],
        [['HISTORIAL ACADÉMICO DE BACHILLERATO', 150, 14]],
        [['Apellidos:', 40], ['Quirós Ledesma', 110], ['Nombre:', 300], ['Nerea', 360]],
      ])),
      'marksheet',
    );
    expect(historial.qualification.name).to.equal(null);
  });
});
