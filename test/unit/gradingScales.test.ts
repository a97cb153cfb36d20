import { expect } from 'chai';
import { convertGrade, GRADING_SCALES, gradingScale, toSemesterCredits, usLetterFor, type GradingScale } from '../../src/domain/grading';

const scale = (id: string): GradingScale => {
  const s = gradingScale(id);
  if (s === null) throw new Error(`no table ${id}`);
  return s;
};
/** [printed grade, US grade, points] (points null: not graded). */
type Row = [string, string | null, number | null];
const expectRows = (id: string, rows: Row[]) => {
  for (const [printed, us, points] of rows) {
    const c = convertGrade(scale(id), printed);
    expect([c.usGrade, c.points], `${id}: ${printed}`).to.deep.equal([us, points]);
  }
};

describe('grading-scale tables (docs/grading-scales.md)', () => {
  it('are at least 12 systems, each citing a source with a URL and naming its credit unit', () => {
    expect(GRADING_SCALES.size).to.be.at.least(12);
    for (const s of GRADING_SCALES.values()) {
      expect(s.sources.length, s.id).to.be.at.least(1);
      for (const src of s.sources) expect(src.url, s.id).to.match(/^https?:\/\//);
      expect(['semester', 'quarter', 'ects', 'contact-hours', 'indian', 'uk-cats', 'saqa']).to.include(s.creditUnit);
      if (s.kind === 'bands') for (const b of s.bands ?? []) expect(b.points).to.be.within(0, 4);
    }
  });

  it('US letter grades keep their quality points; P and W are results without a grade', () => {
    expectRows('us-letter', [['A', 'A', 4], ['a-', 'A-', 3.7], ['B+', 'B+', 3.3], ['C', 'C', 2], ['D-', 'D-', 0.7], ['F', 'F', 0]]);
    expect(convertGrade(scale('us-letter'), 'P').kind).to.equal('passed');
    expect(convertGrade(scale('us-letter'), 'W').kind).to.equal('not-counted');
    expect(convertGrade(scale('us-letter'), 'NP').kind).to.equal('failed');
  });

  it('India 10-point: letters and grade points alike (O, A+, 8.5, BB), F fails', () => {
    expectRows('in-cgpa-10', [['O', 'A', 4], ['A+', 'A', 4], ['A', 'A-', 3.7], ['8.5', 'A-', 3.7], ['BB', 'A-', 3.7], ['B+', 'B', 3], ['6', 'B-', 2.7], ['C', 'C', 2], ['P', 'C', 2], ['F', 'F', 0]]);
    expect(convertGrade(scale('in-cgpa-10'), 'F').passing).to.equal(false);
  });

  it('India percentage: marks rescaled from their maximum, divisions by label', () => {
    expectRows('in-percentage', [['78', 'A', 4], ['65%', 'A-', 3.7], ['First Division', 'A-', 3.7], ['52', 'B', 3], ['Third Class', 'C', 2], ['35', 'D', 1], ['20', 'F', 0]]);
    const rescaled = convertGrade(scale('in-percentage'), null, { scored: 156, maximum: 200 });
    expect([rescaled.usGrade, rescaled.value]).to.deep.equal(['A', 78]);
    expect(convertGrade(scale('in-percentage'), '45/75').value).to.equal(60);
  });

  it('Germany by the modified Bavarian formula: 5 − g points, words as their grade, worse than 4.0 fails', () => {
    expectRows('de-1-5', [['1,0', 'A', 4], ['1.7', 'B+', 3.3], ['2,3', 'B-', 2.7], ['3,0', 'C', 2], ['4,0', 'D', 1], ['5,0', 'F', 0], ['sehr gut', 'A', 4], ['befriedigend', 'C', 2], ['Sehr gut (1,3)', 'A-', 3.7]]);
    expect(convertGrade(scale('de-1-5'), 'bestanden').kind).to.equal('passed');
    expect(convertGrade(scale('de-1-5'), 'nicht bestanden').kind).to.equal('failed');
    expect(convertGrade(scale('de-1-5'), '7,5').kind, 'outside the scale').to.equal('unreadable');
  });

  it('UK marks and classes', () => {
    expectRows('uk-marks', [['72', 'A', 4], ['2:1', 'A-', 3.7], ['65', 'A-', 3.7], ['Lower Second', 'B', 3], ['44', 'C', 2], ['38', 'F', 0]]);
  });

  it('France /20, including marks printed with their maximum', () => {
    expectRows('fr-20', [['16,5', 'A+', 4], ['14', 'A', 4], ['12.5/20', 'B', 3], ['10', 'C', 2], ['9', 'D', 1], ['6', 'F', 0], ['Assez bien', 'B', 3]]);
    expect(convertGrade(scale('fr-20'), 'ADM').kind).to.equal('passed');
  });

  it('Spain /10 with the words printed beside the mark', () => {
    expectRows('es-10', [['9,5', 'A', 4], ['Matrícula de Honor', 'A', 4], ['8.2', 'A-', 3.7], ['Notable', 'B+', 3.3], ['6', 'B', 3], ['5,0', 'C', 2], ['Suspenso', 'F', 0], ['4,9', 'F', 0]]);
    expect(convertGrade(scale('es-10'), 'No presentado').kind).to.equal('not-counted');
  });

  it('Italy /30 with lode', () => {
    expectRows('it-30', [['30 e lode', 'A+', 4], ['30L', 'A+', 4], ['28', 'A', 4], ['25', 'B', 3], ['21', 'C', 2], ['18', 'D', 1], ['15', 'F', 0], ['27/30', 'A', 4]]);
  });

  it('Russia and Ukraine 5-point, in figures and in words; зачтено / зараховано pass without a grade', () => {
    expectRows('ru-ua-5', [['5', 'A', 4], ['отлично', 'A', 4], ['Відмінно', 'A', 4], ['4', 'B', 3], ['хорошо (4)', 'B', 3], ['добре', 'B', 3], ['3', 'C', 2], ['удовл.', 'C', 2], ['2', 'F', 0]]);
    expect(convertGrade(scale('ru-ua-5'), 'зачтено').kind).to.equal('passed');
    expect(convertGrade(scale('ru-ua-5'), 'Зараховано').kind).to.equal('passed');
    expect(convertGrade(scale('ru-ua-5'), 'не зачтено').kind).to.equal('failed');
  });

  it('Ukraine 100-point national scale', () => {
    expectRows('ua-100', [['95', 'A', 4], ['85', 'A-', 3.7], ['75', 'B', 3], ['70', 'B-', 2.7], ['61', 'C', 2], ['40', 'F', 0]]);
  });

  it('ECTS A–F', () => {
    expectRows('ects', [['A', 'A', 4], ['B', 'A-', 3.7], ['C', 'B', 3], ['D', 'B-', 2.7], ['E', 'C', 2], ['FX', 'F', 0], ['F', 'F', 0]]);
  });

  it('Egypt percentage and descriptors, Arabic and English', () => {
    expectRows('eg-percentage', [['91', 'A', 4], ['ممتاز', 'A', 4], ['Very Good', 'A-', 3.7], ['جيد جدا', 'A-', 3.7], ['70', 'B', 3], ['مقبول', 'C', 2], ['55', 'C', 2], ['45', 'F', 0]]);
  });

  it('Thailand 4-point letters keep their points', () => {
    expectRows('th-4', [['A', 'A', 4], ['B+', 'B+', 3.5], ['B', 'B', 3], ['C+', 'C+', 2.5], ['D+', 'D+', 1.5], ['D', 'D', 1], ['F', 'F', 0], ['3.5', 'B+', 3.5]]);
    expect(convertGrade(scale('th-4'), 'S').kind).to.equal('passed');
    expect(convertGrade(scale('th-4'), 'W').kind).to.equal('not-counted');
  });

  it('South Africa percentage', () => {
    expectRows('za-percentage', [['80', 'A', 4], ['Distinction', 'A', 4], ['72', 'A-', 3.7], ['63', 'B', 3], ['51', 'C', 2], ['49', 'F', 0]]);
  });

  it('Kazakhstan letters, percentages and points alike', () => {
    expectRows('kz-letter', [['A', 'A', 4], ['A-', 'A-', 3.67], ['92', 'A-', 3.67], ['B+', 'B+', 3.33], ['82', 'B', 3], ['C-', 'C-', 1.67], ['52', 'D', 1], ['F', 'F', 0]]);
  });

  it('leaves what a table does not know to the operator (unreadable), never a guess', () => {
    for (const [id, printed] of [['us-letter', 'Excellent'], ['es-10', '12'], ['it-30', 'A'], ['fr-20', '2019-2020']] as const) {
      const c = convertGrade(scale(id), printed);
      expect([c.kind, c.usGrade, c.points], `${id}: ${printed}`).to.deep.equal(['unreadable', null, null]);
    }
  });

  it('converts credits to US semester credits by the documented rules', () => {
    expect(toSemesterCredits(6, 'ects')).to.equal(3);
    expect(toSemesterCredits(5, 'quarter')).to.equal(3.33);
    expect(toSemesterCredits(45, 'contact-hours')).to.equal(3);
    expect(toSemesterCredits(4, 'indian')).to.equal(4);
    expect(toSemesterCredits(20, 'uk-cats')).to.equal(5);
    expect(toSemesterCredits(16, 'saqa')).to.equal(4);
    expect(toSemesterCredits(3, 'semester')).to.equal(3);
  });

  it('reads points on the 4.0 scale as the nearest US letter', () => {
    expect([4, 3.67, 3.5, 3.33, 2.5, 1.1, 0.2].map(usLetterFor), 'a tie goes to the lower letter').to.deep.equal(['A', 'A-', 'B+', 'B+', 'C+', 'D', 'F']);
  });
});
