/**
 * Conventions of documents from countries the engine was not written against, found by the corpus-u
 * development families (Kyrgyzstan, North Macedonia, Sudan, Luxembourg, …) and fixed by their general cause
 * (docs/document-understanding.md): a letter column beside the points and the grade in words, a Turkic
 * patronymic in a surname's place, the captions of Macedonian student-service forms (a parent's name beside the
 * holder's, a caption over each value). Small generated pages; people, numbers and institutions are invented.
 */
import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { splitPersonName } from '../../src/processing/extraction/names';
import type { DocumentKind } from '../../src/processing/types';
import { extractCourseTable } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import type { TextItem } from '../../src/processing/types';
import { readCellPage } from '../support/courseTablePdf';
import { pageOfRows, textItem, type Cell } from '../support/textPages';

const read = (rows: Cell[][], kind: DocumentKind = 'transcript') => extractDocumentFields({ pages: [pageOfRows(rows)] }, kind);

describe('extraction: conventions of the corpus-u countries', function () {
  this.timeout(30_000);
  let dir: string;
  before(async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'corpus-u-'))));
  after(async () => dir && (await rm(dir, { recursive: true, force: true })));

  it('reads a "Буква" column beside the points and the grade in words as the grade, the word as its alternate', async () => {
    const t = await readCellPage(dir, 'bukva.pdf', [
      [['Код', 40], ['Наименование дисциплины', 100], ['Кредиты', 330], ['Баллы', 380], ['Буква', 430], ['Оценка', 480]],
      [['ЭК-101', 40], ['Микроэкономика', 100], ['5', 345], ['88', 390], ['A', 440], ['отлично', 480]],
      [['ЭК-102', 40], ['Статистика', 100], ['4', 345], ['71', 390], ['D', 440], ['удовл.', 480]],
      [['ЭК-103', 40], ['Философия', 100], ['3', 345], ['82', 390], ['B', 440], ['хорошо', 480]],
    ]);
    expect(t.courses.map((c) => [c.courseNumber, c.grade, c.alternateGrade, c.marksScored])).to.deep.equal([
      ['ЭК-101', 'A', 'отлично', 88],
      ['ЭК-102', 'D', 'удовл.', 71],
      ['ЭК-103', 'B', 'хорошо', 82],
    ]);
  });

  it('takes the father\'s name with "уулу" / "кызы" for the last name, before or after the given name', () => {
    expect(splitPersonName('Бактыбек уулу Эрлан', { familyFirst: true })).to.deep.equal({ fullName: 'Эрлан Бактыбек уулу', firstName: 'Эрлан', lastName: 'Бактыбек уулу' });
    expect(splitPersonName('Айпери Сапар кызы')).to.deep.equal({ fullName: 'Айпери Сапар кызы', firstName: 'Айпери', lastName: 'Сапар кызы' });
    expect(splitPersonName('Асанов Бакыт Толонбекович')).to.deep.equal({ fullName: 'Бакыт Толонбекович Асанов', firstName: 'Бакыт Толонбекович', lastName: 'Асанов' });
  });

  it('reads a Macedonian form\'s small captions over their values, the parent\'s name apart', () => {
    const r = read([
      [['Универзитет за техничко образование – Охрид', 60, 12]],
      [['УВЕРЕНИЕ', 230, 16]],
      [['Име и презиме', 44, 7], ['Име на родител', 300, 7]],
      [['Бојан Трајковски', 44, 9.6], ['Дејан', 300, 9.6]],
      [['Датум и место на раѓање', 44, 7], ['Број на индекс', 300, 7]],
      [['14.05.1998, Куманово', 44, 9.6], ['171234', 300, 9.6]],
      [['Студиска програма', 44, 7], ['Година на запишување', 300, 7]],
      [['Сообраќај', 44, 9.6], ['2017/2018', 300, 9.6]],
      [['Стручен назив', 44, 7]],
      [['Дипломиран инженер по сообраќај', 44, 9.6]],
    ]);
    expect(r.candidate.fullName).to.equal('Бојан Трајковски');
    expect(r.candidate.dateOfBirth).to.equal('1998-05-14');
    expect(r.qualification.registrationNumber).to.equal('171234');
    expect(r.qualification.name).to.equal('Дипломиран инженер по сообраќај');
    expect(r.qualification.yearOfAdmission).to.equal(2017);
  });

  it('reads a group heading set like the table\'s first one as no part of the title above it', () => {
    const items: TextItem[] = [];
    let y = 200;
    const row = (cells: Array<[string, number]>) => {
      for (const [t, x] of cells) items.push(textItem(t, x, y, 8.8));
      y += 17;
    };
    const heading = (t: string) => {
      items.push({ ...textItem(t, 55, y, 8.4), fontName: 'Helvetica-Oblique' });
      y += 17;
    };
    row([['Branche', 55], ['Coefficient', 317], ['Note finale', 390], ['Points', 492]]);
    heading('Langues');
    row([['Français', 55], ['3', 338], ['44', 415], ['132', 498]]);
    row([['Anglais', 55], ['3', 338], ['47', 415], ['141', 498]]);
    heading('Branches de la section B');
    row([['Mathématiques', 55], ['4', 338], ['39', 415], ['156', 498]]);
    row([['Physique', 55], ['3', 338], ['52', 415], ['156', 498]]);
    heading('Autres branches');
    row([['Philosophie', 55], ['2', 338], ['58', 415], ['116', 498]]);
    const t = extractCourseTable(documentLines({ pages: [{ pageNumber: 1, width: 595, height: 842, source: 'text-layer', items }] }));
    expect(t.courses.map((c) => c.courseName)).to.deep.equal(['Français', 'Anglais', 'Mathématiques', 'Physique', 'Philosophie']);
  });

  it('names a diploma by what it completes after "le diplôme de" in the jury\'s decision', () => {
    const r = read([
      [['Lycée de la Vallée', 50, 12]],
      [['RELEVÉ DES NOTES', 200, 14]],
      [['Nom et prénom(s)', 56], ['WEBER Anne', 206]],
      [['Décision du jury : la candidate a réussi à l\'examen et obtient le diplôme de fin d\'études secondaires générales.', 50, 9.5]],
      [['Échelle des notes : de 01 à 60 points.', 50, 7.6]],
      [['Diekirch, le 12 juillet 2022', 50, 9.5]],
    ], 'marksheet');
    expect(r.qualification.name).to.equal('Diplôme de fin d\'études secondaires générales');
    expect(r.qualification.level).to.equal('Higher Secondary');
  });
});

