/**
 * Grade columns read twice (docs/document-understanding.md, "Scans and photos", "Letter grades read
 * twice"): a title word over the column is no grade of it, and a lone character of the page's own
 * script standing in the column is a grade misread.
 */
import { expect } from 'chai';
import { gradeBands, settleGrade } from '../../src/processing/text/gradeReread';
import type { BoxWord } from '../../src/processing/text/ocrReread';

const word = (text: string, confidence: number, left: number, top: number, width = 20 * text.length, height = 24): BoxWord => ({ text, left, top, width, height, confidence });

/** A column of grades at x = 500 (one a row, 40 px apart), beside titles at x = 50, under the document's title. */
const page = (grades: Array<[string, number]>, title: BoxWord[] = []): BoxWord[] => [
  ...title,
  ...grades.flatMap(([g, c], i) => [word('Mathematics', 95, 50, 240 + i * 40), word(g, c, 500, 240 + i * 40)]),
];

describe('OCR: letter grades read twice, the column\'s members', () => {
  const grades: Array<[string, number]> = [['D+', 95], ['8', 88], ['B+', 96], ['D+', 95], ['C', 81]];

  it('leaves a title word half again as tall as the grades out of the column ("OF" of "TRANSCRIPT OF RECORD")', () => {
    const words = page(grades, [word('TRANSCRIPT', 96, 260, 40, 240, 40), word('OF', 96, 505, 40, 40, 40)]);
    const bands = gradeBands(words);
    expect(bands).to.have.length(1);
    expect(bands[0].members.map((i) => words[i].text)).to.not.include('OF');
    expect(bands[0].members.map((i) => words[i].text)).to.include('8');
    // A misread grade among the rows stays a member, however tall its box ("Cc" taking in a rule).
    const rows = page([['Cc', 72], ...grades]);
    rows[rows.findIndex((w) => w.text === 'Cc')].height = 38;
    expect(gradeBands(rows)[0].members.map((i) => rows[i].text)).to.include('Cc');
  });

  it('reads a lone Thai character standing in the column again, and takes a sure second reading only', () => {
    const words = page([...grades, ['อ', 90], ['๐', 95]]);
    const bands = gradeBands(words);
    expect(bands[0].members.map((i) => words[i].text)).to.include.members(['อ', '๐']);
    expect(settleGrade(word('อ', 90, 0, 0), { text: 'D', confidence: 87 })).to.include({ text: 'D', confidence: 87 });
    expect(settleGrade(word('๐', 95, 0, 0), { text: 'C', confidence: 0 })).to.include({ text: '๐' });
    // A lone character far under the column's rows is no member.
    const far = [...words, word('ก', 90, 505, 900)];
    expect(gradeBands(far)[0].members.map((i) => far[i].text)).to.not.include('ก');
    // A Thai word beside the column is no member: a lone character only.
    expect(gradeBands(page(grades, [word('ดีมาก', 90, 500, 100)]))[0].members.map((i) => page(grades, [word('ดีมาก', 90, 500, 100)])[i].text)).to.not.include('ดีมาก');
  });
});
