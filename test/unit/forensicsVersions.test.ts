import { expect } from 'chai';
import { compareVersion, matchVersion, versionsOutcome } from '../../src/processing/forensics/versions';
import { verdictFromSignals } from '../../src/processing/forensics/signals';
import type { DocumentText, TextItem } from '../../src/processing/types';

/*
 * Check 12 on generated pairs: documents laid out the way a PDF renderer places its runs (one run
 * per cell, Helvetica-like widths), so that the alignment sees positions as well as text.
 */

interface Cell {
  text: string;
  x: number;
}
type Row = string | Cell[];

function layout(rows: Row[], opts: { source?: 'text-layer' | 'ocr'; confidence?: number; top?: number; leading?: number; size?: number } = {}): DocumentText {
  const size = opts.size ?? 11;
  const items: TextItem[] = [];
  rows.forEach((row, i) => {
    const y = (opts.top ?? 72) + i * (opts.leading ?? 18);
    const cells = typeof row === 'string' ? [{ text: row, x: 72 }] : row;
    for (const c of cells) {
      items.push({ text: c.text, x: c.x, y, width: c.text.length * size * 0.5, height: size, fontName: opts.source === 'ocr' ? null : 'Helvetica', fontSize: size, confidence: opts.source === 'ocr' ? (opts.confidence ?? 95) : null });
    }
  });
  return { pages: [{ pageNumber: 1, width: 595, height: 842, source: opts.source ?? 'text-layer', items }] };
}

const course = (code: string, name: string, credit: string, grade: string): Cell[] => [
  { text: code, x: 72 },
  { text: name, x: 150 },
  { text: credit, x: 380 },
  { text: grade, x: 460 },
];

const COURSES: Cell[][] = [
  course('PHY101', 'Classical Mechanics', '3', 'A'),
  course('MTH102', 'Calculus II', '4', 'B+'),
  course('CSC201', 'Programming Methods', '3', 'A-'),
  course('PHY210', 'Electromagnetism', '4', 'B'),
  course('PHY305', 'Quantum Physics', '4', 'A'),
];

function transcript(o: { name?: string; gpa?: string; courses?: Cell[][]; programme?: string; admitted?: string } = {}): Row[] {
  return [
    'Ravenmoor Institute of Technology',
    'OFFICIAL ACADEMIC TRANSCRIPT',
    `Student Name: ${o.name ?? 'Ilse Varnholt'}`,
    'Student ID: RIT-2016-04417',
    `Programme: ${o.programme ?? 'Bachelor of Science in Physics'}`,
    `Year of Admission: ${o.admitted ?? '2016'}`,
    [
      { text: 'Code', x: 72 },
      { text: 'Course Title', x: 150 },
      { text: 'Credits', x: 380 },
      { text: 'Grade', x: 460 },
    ],
    ...(o.courses ?? COURSES),
    `Cumulative GPA: ${o.gpa ?? '3.42'}`,
    'Date of Issue: 14/07/2020',
    'Registrar',
  ];
}

function diploma(o: { name?: string; institution?: string; date?: string } = {}): Row[] {
  return [
    o.institution ?? 'Ravenmoor Institute of Technology',
    'DIPLOMA',
    'This is to certify that',
    o.name ?? 'Ilse Varnholt',
    'having completed the prescribed course of study',
    'has been awarded the degree of',
    'Bachelor of Science in Physics',
    'with all the rights and privileges thereto',
    `Given on ${o.date ?? '14 July 2020'}`,
    'Registrar      Rector',
  ];
}

const other = (text: DocumentText, fileName = 'other.pdf') => ({ fileId: 'f0000000000000000000000b', fileName, text });

describe('forensics check 12: comparison with other versions of the document', () => {
  it('a changed GPA is a high signal with both values and both places', () => {
    const original = layout(transcript());
    const edited = layout(transcript({ gpa: '3.92' }));
    const { match, signals } = compareVersion(edited, other(original, 'original.pdf'));
    expect(match, 'taken for a version').to.not.equal(null);
    expect(signals).to.have.length(1);
    const s = signals[0]!;
    expect(s).to.include({ checkNumber: 12, severity: 'high', source: 'comparison', code: 'version-value-differs' });
    expect(s.evidence.values.map((v) => [v.label, v.value])).to.deep.equal([
      ['this document', '3.92'],
      ['other version', '3.42'],
    ]);
    expect(s.evidence.values[1]).to.include({ fileName: 'original.pdf', fileId: 'f0000000000000000000000b' });
    // The box sits on the GPA line (row 12 of the page) on both files.
    const gpaY = (72 + 12 * 18) / 842;
    for (const b of [s.evidence.boxes[0]!, s.evidence.values[0]!.boxes![0]!, s.evidence.values[1]!.boxes![0]!]) {
      expect(b.page).to.equal(1);
      expect(b.y).to.be.closeTo(gpaY, 0.002);
      expect(b.x).to.be.greaterThan(0.2);
      expect(b.width).to.be.lessThan(0.1);
    }
    expect(s.message).to.match(/number '3\.92'.*'3\.42'/);
    expect(verdictFromSignals(signals)).to.equal('tampered');
  });

  it('an added course row is a high signal on the row, with nothing in the other version', () => {
    const original = layout(transcript());
    const added = [...COURSES.slice(0, 3), course('PHY250', 'Optics and Waves', '3', 'A'), ...COURSES.slice(3)];
    const edited = layout(transcript({ courses: added, gpa: '3.48' }));
    const { signals } = compareVersion(edited, other(original));
    const row = signals.find((s) => s.code === 'version-line-added');
    expect(row, 'the added row').to.not.equal(undefined);
    expect(row!.severity).to.equal('high');
    expect(row!.evidence.values[0]!.value).to.equal('PHY250 Optics and Waves 3 A');
    expect(row!.evidence.values[1]!.value).to.equal('');
    expect(row!.evidence.boxes[0]!.y).to.be.closeTo((72 + 10 * 18) / 842, 0.002);
    const gpa = signals.find((s) => s.code === 'version-value-differs');
    expect(gpa!.evidence.values.map((v) => v.value)).to.deep.equal(['3.48', '3.42']);
    // Seen from the original: the same row is missing there, shown where the copy has it.
    const reverse = compareVersion(original, other(edited)).signals.find((s) => s.code === 'version-line-missing');
    expect(reverse!.evidence.values.map((v) => v.value)).to.deep.equal(['', 'PHY250 Optics and Waves 3 A']);
    expect(reverse!.evidence.boxes).to.have.length(1);
  });

  it('a diploma with a changed name, institution and date: every changed value is a signal', () => {
    const original = layout(diploma());
    const edited = layout(diploma({ name: 'Johanna Brecht', institution: 'Ravenmoor Polytechnic University', date: '3 March 2021' }));
    const { match, signals } = compareVersion(edited, other(original));
    expect(match!.reason).to.match(/near-identical pages/);
    const pairs = signals.map((s) => s.evidence.values.map((v) => v.value));
    expect(pairs).to.deep.include(['Johanna Brecht', 'Ilse Varnholt']);
    expect(pairs).to.deep.include(['3 March 2021', '14 July 2020']);
    expect(pairs.some(([a, b]) => /Polytechnic University/.test(a!) && /Institute of Technology/.test(b!))).to.equal(true);
    expect(signals.every((s) => s.severity === 'high' && s.evidence.boxes.length === 1)).to.equal(true);
  });

  it('a name changed on a transcript (identity fields differ) is still found from the near-identical pages', () => {
    const { signals } = compareVersion(layout(transcript({ name: 'Johanna Brecht' })), other(layout(transcript())));
    expect(signals.map((s) => s.evidence.values.map((v) => v.value))).to.deep.equal([['Johanna Brecht', 'Ilse Varnholt']]);
  });

  it('identical copies agree: passed, no signal', () => {
    const o = versionsOutcome(layout(transcript()), [other(layout(transcript({}), { top: 80 }))]);
    expect(o.status).to.equal('passed');
    expect(o.signals).to.deep.equal([]);
    expect(o.description).to.match(/agree/);
  });

  it('a diploma and a transcript of one candidate are not versions of each other', () => {
    expect(matchVersion(layout(diploma()), layout(transcript()))).to.equal(null);
    expect(matchVersion(layout(transcript()), layout(diploma()))).to.equal(null);
    const o = versionsOutcome(layout(diploma()), [other(layout(transcript()))]);
    expect(o.status).to.equal('passed');
    expect(o.signals).to.deep.equal([]);
    expect(o.description).to.match(/None of the 1 other document/);
  });

  it('two letters of one template are not compared (neither is a credential)', () => {
    const letter = (to: string, date: string) => ['Ilse Varnholt', '12 Harbour Road, Ravenmoor', date, `Dear ${to},`, 'Please find enclosed my transcript and diploma', 'for the evaluation of my studies.', 'Yours sincerely,', 'Ilse Varnholt'];
    expect(matchVersion(layout(letter('Admissions Office', '2 May 2024')), layout(letter('Credential Evaluator', '9 May 2024')))).to.equal(null);
  });

  it('two transcripts of one candidate for different programmes are not versions', () => {
    const master = transcript({
      programme: 'Master of Science in Applied Physics',
      admitted: '2020',
      gpa: '3.81',
      courses: [
        course('PHY601', 'Advanced Quantum Theory', '4', 'A'),
        course('PHY612', 'Condensed Matter', '4', 'A-'),
        course('PHY640', 'Computational Physics', '3', 'B+'),
        course('PHY699', 'Research Thesis', '12', 'A'),
      ],
    });
    expect(matchVersion(layout(master), layout(transcript()))).to.equal(null);
    expect(versionsOutcome(layout(master), [other(layout(transcript()))]).signals).to.deep.equal([]);
  });

  it('a scan of the same transcript: OCR look-alikes and unsure words are not differences, a confident changed value is', () => {
    const original = layout(transcript());
    // OCR read the GPA as "3.4Z" and the grade "B+" unsure: neither is an edit.
    const scanRows = transcript({ gpa: '3.4Z' });
    const scan = layout(scanRows, { source: 'ocr', confidence: 93 });
    const b = scan.pages[0]!.items.find((i) => i.text === 'B+')!;
    b.text = '8+';
    b.confidence = 41;
    expect(compareVersion(scan, other(original)).signals).to.deep.equal([]);
    // A confidently read different value is a difference.
    const changed = layout(transcript({ gpa: '3.92' }), { source: 'ocr', confidence: 93 });
    const { signals } = compareVersion(changed, other(original));
    expect(signals.map((s) => s.evidence.values.map((v) => v.value))).to.deep.equal([['3.92', '3.42']]);
  });

  it('skips without other documents and fails with a changed value', () => {
    expect(versionsOutcome(layout(transcript()), []).status).to.equal('skipped');
    const o = versionsOutcome(layout(transcript({ gpa: '3.92' })), [other(layout(transcript()), 'first.pdf')]);
    expect(o.status).to.equal('failed');
    expect(o.signals![0].message).to.match(/3\.92.*3\.42.*first\.pdf/);
  });
});
