/**
 * Conventions of documents from countries the engine was not written against, found by the
 * corpus-s development families (Uzbekistan, Finland, Uganda, Venezuela) and fixed by their general
 * cause (docs/document-understanding.md): the Romance conferral with the holder and the date in the
 * sentence, a completion participle after the degree, a title bar's vertical bar, examination
 * boards' "Paper | Subject" columns, the Turkic patronymic, bilingual letterheads and captions.
 * Small generated pages; people, numbers and institutions are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { cleanInstitutionName } from '../../src/processing/extraction/issuer';
import { splitPersonName } from '../../src/processing/extraction/names';
import { parseDate } from '../../src/processing/extraction/normalize';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';
import type { DocumentKind } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const read = (rows: Cell[][], kind: DocumentKind = 'transcript') => extractDocumentFields({ pages: [pageOfRows(rows)] }, kind);

describe('extraction: conventions of the corpus-s countries', () => {
  it('reads the Spanish and Portuguese closing formula with the day in digits ("a los 15 días del mes de marzo del año 2019")', () => {
    expect(parseDate('a los 15 días del mes de marzo de 2019')).to.equal('2019-03-15');
    expect(parseDate('a los 4 días del mes de julio del año 2021')).to.equal('2021-07-04');
    expect(parseDate('aos 21 dias do mês de julho de 2020')).to.equal('2020-07-21');
  });

  it('reads a Venezuelan title: the holder after "confiere a", and the closing date that wraps onto the next line', () => {
    const r = read(
      [
        [['REPÚBLICA BOLIVARIANA DE VENEZUELA', 180, 12]],
        [['UNIVERSIDAD POLITÉCNICA DEL TACARIGUA', 150, 17]],
        [['La Universidad Politécnica del Tacarigua, vista la certificación de la Secretaría y por cuanto ha cumplido con', 60, 12]],
        [['todos los requisitos legales y académicos, confiere a LUISA FERNANDA OCHOA MÁRQUEZ, Cédula de Identidad', 60, 12]],
        [['V-21.456.789, el título de', 60, 12]],
        [['LICENCIADA EN ADMINISTRACIÓN', 200, 22]],
        [['Dado, firmado y sellado en Valencia, Estado Carabobo, a los veintiocho días del mes de octubre del año dos mil', 60, 11]],
        [['veintitrés.', 280, 11]],
      ],
      'diploma',
    );
    expect(r.candidate.fullName).to.equal('Luisa Fernanda Ochoa Márquez');
    expect(r.qualification.dateOfIssue).to.equal('2023-10-28');
    expect(r.qualification.yearOfCompletion).to.equal(2023);
  });

  it('gives the Venezuelan "Técnica Superior Universitaria" (the feminine title) its level', () => {
    expect(qualificationLevel('Técnica Superior Universitaria en Informática')).to.equal('Diploma');
    expect(qualificationLevel('Técnico Superior Universitario en Informática')).to.equal('Diploma');
  });

  it('cuts a completion participle and its date off the degree and reads the year from it ("Tutkinto: …, suoritettu 24.6.2017")', () => {
    const r = read([
      [['Pohjanmaan yliopisto', 50, 14]],
      [['OPINTOSUORITUSOTE', 50, 15]],
      [['Nimi', 50], ['Mäkinen, Eetu Olavi', 180]],
      [['Tutkinto', 50], ['Kauppatieteiden kandidaatti, suoritettu 24.6.2017', 180]],
    ]);
    expect(r.qualification.name).to.equal('Kauppatieteiden kandidaatti');
    expect(r.qualification.level).to.equal('Bachelor');
    expect(r.qualification.yearOfCompletion).to.equal(2017);
  });

  it('takes the level from the note in parentheses the name drops ("Insinööri (AMK)", a degree of a university of applied sciences)', () => {
    const r = read([
      [['Hämeen ammattikorkeakoulu', 50, 14]],
      [['OPINTOSUORITUSOTE', 50, 15]],
      [['Nimi', 50], ['Mäkinen, Eetu Olavi', 180]],
      [['Tutkinto', 50], ['Insinööri (AMK), suoritettu 12.5.2019', 180]],
    ]);
    expect(r.qualification.level).to.equal('Bachelor');
    expect(r.qualification.yearOfCompletion).to.equal(2019);
  });

  it('keeps the part of a title bar that names the institution ("Uganda National Examinations Board | Results Portal")', () => {
    expect(cleanInstitutionName('Uganda National Examinations Board | Results Portal')).to.equal('Uganda National Examinations Board');
    expect(cleanInstitutionName('Student Portal | Riverton State University')).to.equal('Riverton State University');
    expect(cleanInstitutionName('Save Valley Polytechnic - Student Portal | Registration | My Results')).to.equal('Save Valley Polytechnic');
    // Two parts that each name an institution: no part is the name alone, the whole is kept.
    expect(cleanInstitutionName('Riverton State University | Riverton College of Nursing')).to.equal('Riverton State University | Riverton College of Nursing');
  });

  it('reads a student portal page: the institution before "- Student Portal", the student its greeting names', () => {
    expect(cleanInstitutionName('Copperbelt Institute of Applied Sciences - Student PortalHome')).to.equal('Copperbelt Institute of Applied Sciences');
    // A dash inside a name that no web page follows stays.
    expect(cleanInstitutionName('Universidad Nacional - Sede Medellín')).to.equal('Universidad Nacional - Sede Medellín');
    const r = read([
      [['Riverbend Institute of Technology - Student Portal', 46, 9.5], ['My Courses', 318, 8], ['Logout', 465, 8]],
      [['Home > Academics > Examination Results', 46, 7.5]],
      [['Welcome, Chipo Mwansa', 46, 10]],
      [['Student Number: 21/U/6572', 46, 8.5]],
      [['Code', 49], ['Course', 111], ['Credits', 365], ['Grade', 457]],
      [['IST1241', 49], ['Fluid Mechanics', 111], ['4', 377], ['B+', 464]],
      [['ENG1183', 49], ['Human Rights and Ethics', 111], ['3', 377], ['A', 467]],
      [['MTH1101', 49], ['Linear Algebra', 111], ['4', 377], ['B', 467]],
    ]);
    expect(r.institution.name).to.equal('Riverbend Institute of Technology');
    expect(r.candidate.fullName).to.equal('Chipo Mwansa');
  });

  it('reads the ordinary-level "Certificate of Education" as lower secondary and the advanced one as upper secondary', () => {
    expect(qualificationLevel('Uganda Certificate of Education')).to.equal('Secondary');
    expect(qualificationLevel('Uganda Advanced Certificate of Education')).to.equal('Higher Secondary');
    expect(qualificationLevel('Postgraduate Certificate of Education')).to.not.equal('Secondary');
  });

  it('reads the paper number of an examination board\'s "Paper | Subject | Grade" table as the course code', () => {
    const r = read([
      [['Uganda National Examinations Board', 40, 13]],
      [['Index No', 40], ['U1234/056', 180]],
      [['Paper', 40], ['Subject', 120], ['Grade', 400]],
      [['P510', 40], ['PHYSICS', 120], ['C', 400]],
      [['P525', 40], ['CHEMISTRY', 120], ['O', 400]],
      [['P425', 40], ['MATHEMATICS', 120], ['B', 400]],
      [['S101', 40], ['GENERAL PAPER', 120], ['4', 400]],
    ]);
    expect(r.courses.map((c) => [c.courseNumber, c.courseName, c.grade])).to.deep.equal([
      ['P510', 'PHYSICS', 'C'],
      ['P525', 'CHEMISTRY', 'O'],
      ['P425', 'MATHEMATICS', 'B'],
      ['S101', 'GENERAL PAPER', '4'],
    ]);
  });

  it('reads an OCR\'d results page: the title whose dash became a cell, lower-case board grades ("c4"), a footer under the paper numbers', () => {
    const page = pageOfRows([
      [['Uganda National Examinations Board', 32, 13]],
      [['Uganda Certificate of Education (UCE) 2019', 32, 13], ['-', 364, 13], ['Candidate Results', 400, 13]],
      [['Index No', 38], ['U6798/974', 186]],
      [['Name', 38], ['SSEBUNYA BRIAN', 186]],
      [['Paper', 35], ['Subject', 106], ['Grade', 474]],
      [['112', 35], ['ENGLISH LANGUAGE', 107], ['c4', 483]],
      [['456', 34], ['MATHEMATICS', 107], ['C5', 483]],
      [['241', 35], ['HISTORY', 107], ['C3', 483]],
      [['273', 35], ['GEOGRAPHY', 106], ['D2', 483]],
      [['Printed from the', 32], ['UNEB results portal. Verify at www.uneb.ac.ug', 110]],
    ]);
    // As the OCR reports them: every word with its confidence.
    const ocr = { ...page, source: 'ocr' as const, items: page.items.map((i) => ({ ...i, confidence: 0.93 })) };
    const r = extractDocumentFields({ pages: [ocr] }, 'marksheet');
    expect(r.qualification.name).to.equal('Uganda Certificate of Education');
    expect(r.qualification.level).to.equal('Secondary');
    expect(r.qualification.yearOfCompletion).to.equal(2019);
    expect(r.courses.map((c) => [c.courseNumber, c.courseName, c.grade])).to.deep.equal([
      ['112', 'ENGLISH LANGUAGE', 'C4'],
      ['456', 'MATHEMATICS', 'C5'],
      ['241', 'HISTORY', 'C3'],
      ['273', 'GEOGRAPHY', 'D2'],
    ]);
  });

  it('orders a name with a Turkic patronymic ("o\'g\'li", "qizi") whichever end the family name is printed at', () => {
    expect(splitPersonName("TOSHMATOV BEKZOD ANVAR O'G'LI")).to.deep.equal({ fullName: "Bekzod Anvar o'g'li Toshmatov", firstName: "Bekzod Anvar o'g'li", lastName: 'Toshmatov' });
    expect(splitPersonName('Nodira Rustam qizi Alimova')).to.deep.equal({ fullName: 'Nodira Rustam qizi Alimova', firstName: 'Nodira Rustam qizi', lastName: 'Alimova' });
  });

  it('reads an Uzbek supplement: Uzbek captions over their English translation, the English letterhead line, a header in two languages, grades with their word', () => {
    const r = read([
      [["ORZU VODIYSI UNIVERSITETI", 150, 12]],
      [['ORZU VALLEY UNIVERSITY', 170, 10.5]],
      [['DIPLOMGA ILOVA / SUPPLEMENT TO THE DIPLOMA', 130, 13]],
      [['Familiyasi, ismi, otasining ismi', 44], ["ALIMOVA NODIRA RUSTAM QIZI", 244]],
      [['Surname, first name, patronymic', 44, 7]],
      [["Tug'ilgan sanasi", 44], ['18.04.2001', 244]],
      [['Date of birth', 44, 7]],
      [['Berilgan daraja', 44], ['Bakalavr / Bachelor', 244]],
      [['Degree awarded', 44, 7]],
      [['Tamomlagan yili', 44], ['2023', 244]],
      [['Year of graduation', 44, 7]],
      // The header in Uzbek over its English translation, the row number's "№" on the Uzbek line only.
      [['№', 50], ['Fanlar nomi', 69], ['Soat', 346], ['Kredit', 388], ['Ball (100)', 427], ['Baho', 500]],
      [['Subjects', 69], ['Hours', 346], ['Credits', 388], ['Score (100)', 427], ['Grade', 500]],
      [['1', 52], ['Pedagogika / Pedagogy', 69], ['150', 350], ['5', 399], ['87', 443], ["5 (a'lo)", 499]],
      [['2', 52], ['Psixologiya / Psychology', 69], ['120', 350], ['4', 399], ['76', 443], ['4 (yaxshi)', 499]],
      [['3', 52], ['Fizika / Physics', 69], ['150', 350], ['5', 399], ['91', 443], ["5 (a'lo)", 499]],
    ]);
    expect(r.candidate.fullName).to.equal('Nodira Rustam qizi Alimova');
    expect(r.candidate.dateOfBirth).to.equal('2001-04-18');
    expect(r.institution.name).to.equal('ORZU VALLEY UNIVERSITY');
    expect(r.qualification.name).to.equal('Bachelor');
    expect(r.qualification.yearOfCompletion).to.equal(2023);
    expect(r.courses.map((c) => [c.courseName, c.credit, c.marksScored, c.grade])).to.deep.equal([
      ['Pedagogy', 5, 87, "5 (a'lo)"],
      ['Psychology', 4, 76, '4 (yaxshi)'],
      ['Physics', 5, 91, "5 (a'lo)"],
    ]);
  });
});
