/**
 * Conventions found by the rotated corpus-h families (a Serbian certificate of passed exams, a Czech diploma, a
 * Bulgarian secondary-school diploma) and fixed by their general cause (docs/document-understanding.md). Each test
 * prints another wording, layout or language than the family did. Small generated pages; people, numbers and
 * institutions are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { cleanInstitutionName } from '../../src/processing/extraction/issuer';
import type { TextItem } from '../../src/processing/types';
import { textItem } from '../support/textPages';

const page = (items: TextItem[]) => ({ pageNumber: 1, width: 595, height: 842, source: 'text-layer' as const, items });

describe('extraction: conventions of the corpus-h documents (South Slavic forms, Czech and Slovak diplomas)', () => {
  it('reads a Montenegrin form in Latin script: the Serbian captions, the surname first and the parent\'s name in parentheses dropped', () => {
    const items = [
      textItem('UNIVERZITET CRNE GORE', 110, 40, 13),
      textItem('Ekonomski fakultet · Jovana Tomaševića 37 · 81000 Podgorica · Crna Gora', 110, 58, 8),
      textItem('UVJERENJE O POLOŽENIM ISPITIMA', 150, 110, 14),
      textItem('Prezime (ime oca) i ime:', 48, 146, 9),
      textItem('Kovačević (Marko) Ana', 238, 146, 9),
      textItem('Broj indeksa:', 48, 160, 9),
      textItem('45/2017', 238, 160, 9),
      textItem('Datum i mjesto rođenja:', 48, 174, 9),
      textItem('03.04.1999. godine, Nikšić', 238, 174, 9),
      textItem('Vrsta i nivo studija:', 48, 188, 9),
      textItem('Osnovne akademske studije (180 ECTS)', 238, 188, 9),
      textItem('Školska godina upisa:', 48, 202, 9),
      textItem('2017/2018.', 238, 202, 9),
    ];
    const r = extractDocumentFields({ pages: [page(items)] }, 'transcript');
    expect(r.candidate).to.include({ fullName: 'Ana Kovačević', firstName: 'Ana', lastName: 'Kovačević', dateOfBirth: '1999-04-03' });
    expect(r.qualification.registrationNumber).to.equal('45/2017');
    expect(r.qualification.level).to.equal('Bachelor');
    expect(r.qualification.yearOfAdmission).to.equal(2017);
  });

  it('reads a Macedonian letterhead\'s "универзитет" as an institution word', () => {
    const items = [
      textItem('РЕПУБЛИКА СЕВЕРНА МАКЕДОНИЈА', 150, 34, 11),
      textItem('УНИВЕРЗИТЕТ „ГОЦЕ ДЕЛЧЕВ“', 150, 50, 11),
      textItem('ФАКУЛТЕТ ЗА ИНФОРМАТИКА', 150, 64, 11),
      textItem('бул. Крсте Мисирков 10-А, 2000 Штип', 150, 78, 8),
      textItem('УВЕРЕНИЕ ЗА ПОЛОЖЕНИ ИСПИТИ', 180, 120, 14),
      textItem('Име и презиме:', 48, 150, 9),
      textItem('Сашо Трајковски', 238, 150, 9),
    ];
    const r = extractDocumentFields({ pages: [page(items)] }, 'transcript');
    expect(r.institution.name?.toLowerCase()).to.equal('универзитет гоце делчев');
    expect(r.candidate.fullName).to.equal('Сашо Трајковски');
  });

  it('dates a Slovak diploma by its state examination and its place-and-date line ("V Bratislave dňa …")', () => {
    const items = [
      textItem('Podunajská univerzita v Komárne', 170, 130, 15),
      textItem('DIPLOM', 250, 190, 22),
      textItem('Peter Kováč', 220, 250, 18),
      textItem('narodený 4. mája 1996 v Nitre', 200, 290, 11),
      textItem('absolvoval bakalársky študijný program', 180, 320, 11),
      textItem('a vykonal štátnu skúšku dňa 18. júna 2019.', 175, 350, 11),
      textItem('akademický titul bakalár', 210, 400, 11),
      textItem('V Komárne dňa 2. júla 2019', 215, 520, 11),
    ];
    const r = extractDocumentFields({ pages: [page(items)] }, 'diploma');
    expect(r.qualification.yearOfCompletion).to.equal(2019);
    expect(r.qualification.dateOfIssue).to.equal('2019-07-02');
  });

  it('reads a Polish closing line "W <place>, dnia <date> r." and a Serbian one "У <place>, <date>. године" as the date of issue', () => {
    for (const [line, iso] of [['W Krakowie, dnia 12 czerwca 2020 r.', '2020-06-12'], ['У Нишу, 05.10.2021. године', '2021-10-05']] as const) {
      const items = [
        textItem('Świadectwo', 200, 100, 18),
        textItem('Imię i nazwisko: Anna Nowak', 60, 160, 10),
        textItem(line, 60, 600, 10),
      ];
      const r = extractDocumentFields({ pages: [page(items)] }, 'transcript');
      expect(r.qualification.dateOfIssue, line).to.equal(iso);
    }
  });

  it('names the stage of education a certificate certifies without its preposition ("СВИДЕТЕЛСТВО" / "ЗА ЗАВРШЕНО СРЕДНО ОБРАЗОВАНИЕ")', () => {
    const items = [
      textItem('РЕПУБЛИКА СЕВЕРНА МАКЕДОНИЈА', 170, 60, 11),
      textItem('СВИДЕТЕЛСТВО', 220, 110, 18),
      textItem('ЗА ЗАВРШЕНО СРЕДНО ОБРАЗОВАНИЕ', 170, 136, 12),
      textItem('Име и презиме:', 48, 180, 9),
      textItem('Ана Стојановска', 200, 180, 9),
    ];
    const r = extractDocumentFields({ pages: [page(items)] }, 'diploma');
    expect(r.qualification.name?.toLowerCase()).to.equal('завршено средно образование');
    expect(r.qualification.level).to.equal('Higher Secondary');
  });

  it('cuts the town and the region marked by their kind after a school\'s name ("…, гр. Пловдив, обл. Пловдив", "…, okres Zlín")', () => {
    expect(cleanInstitutionName('Професионална гимназия по туризъм, гр. Пловдив, обл. Пловдив')).to.equal('Професионална гимназия по туризъм');
    expect(cleanInstitutionName('Средно училище „Христо Ботев“, с. Брестник, община Родопи')).to.equal('Средно училище Христо Ботев');
    expect(cleanInstitutionName('Gymnázium Jana Keplera, okres Zlín')).to.equal('Gymnázium Jana Keplera');
  });

  it('reads "Studienabschluss" as the completion of a German study office\'s record', () => {
    const items = [
      textItem('Hochschule Weserbergland', 50, 36, 15),
      textItem('Leistungsnachweis', 200, 100, 14),
      textItem('Name: Jonas Krüger', 50, 130, 9),
      textItem('Studiengang: Bachelor Maschinenbau', 50, 144, 9),
      textItem('Studienabschluss: 14.07.2021', 50, 600, 9),
      textItem('Hameln, den 02.08.2021', 50, 640, 9),
    ];
    const r = extractDocumentFields({ pages: [page(items)] }, 'transcript');
    expect(r.qualification.yearOfCompletion).to.equal(2021);
  });

  it('reads two semesters side by side under "Course | Title | MCs | Grade" printed twice: each copy opens with its code', () => {
    const left: Array<[string, string, string, string]> = [
      ['CS1010', 'Programming Methodology', '4', 'A-'],
      ['MA1521', 'Calculus for Computing', '4', 'B+'],
      ['ES1103', 'English for Academic Purposes', '4', 'CS'],
    ];
    const right: Array<[string, string, string, string]> = [
      ['CS2030', 'Programming Methodology II', '4', 'B'],
      ['CS2040', 'Data Structures and Algorithms', '4', 'A'],
      ['GEA1000', 'Quantitative Reasoning with Data', '4', 'B-'],
    ];
    const xs = [40, 90, 240, 268, 310, 360, 510, 538];
    const items = [
      textItem('STRAITS POLYTECHNIC UNIVERSITY', 40, 30, 13),
      textItem('12 Kent Ridge Walk, Singapore 119077', 40, 48, 8),
      textItem('ACADEMIC YEAR 2021/2022', 40, 110, 9),
      textItem('SEMESTER 1', 40, 126, 9),
      textItem('SEMESTER 2', 310, 126, 9),
      ...['Course', 'Title', 'MCs', 'Grade', 'Course', 'Title', 'MCs', 'Grade'].map((h, i) => textItem(h, xs[i], 140, 8)),
      ...left.flatMap((row, k) => row.map((v, i) => textItem(v, xs[i], 154 + k * 12, 8))),
      ...right.flatMap((row, k) => row.map((v, i) => textItem(v, xs[i + 4], 154 + k * 12, 8))),
    ];
    const r = extractDocumentFields({ pages: [page(items)] }, 'transcript');
    const got = r.courses.map((c) => [c.courseNumber, c.courseName, c.credit, c.grade]).sort();
    const want = [...left, ...right].map((row) => [row[0], row[1], Number(row[2]), row[3]]).sort();
    expect(got).to.deep.equal(want);
  });
});
