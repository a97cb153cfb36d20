import { expect } from 'chai';
import { classifyKind, createClassificationEngine } from '../../src/processing/classification';
import type { DocumentText, TextItem } from '../../src/processing/types';

type Row = Array<[string, number]> | [string, number, number?, string?];

/** A one-page document: each row is either cells [[text, x], …] (9 pt) or one [text, x, size, font]. */
function docOf(rows: Row[]): DocumentText {
  const items: TextItem[] = [];
  let y = 50;
  for (const row of rows) {
    const cells: Array<[string, number, number, string]> = typeof row[0] === 'string'
      ? [[row[0] as string, row[1] as number, (row[2] as number | undefined) ?? 9, (row[3] as string | undefined) ?? 'Helvetica']]
      : (row as Array<[string, number]>).map(([t, x]) => [t, x, 9, 'Helvetica']);
    const size = Math.max(...cells.map((c) => c[2]));
    for (const [text, x, s, font] of cells) items.push({ text, x, y, width: text.length * s * 0.5, height: s, fontName: font, fontSize: s, confidence: null });
    y += size * 1.45;
  }
  return { pages: [{ pageNumber: 1, width: 612, height: 792, source: 'text-layer', items }] };
}

interface Person { name: string; inst: string; degree: string; major: string }
const JANE: Person = { name: 'Jane Doe', inst: 'Riverside Valley University', degree: 'Bachelor of Science', major: 'Computer Science' };

const transcript = (p: Person, title = 'OFFICIAL ACADEMIC TRANSCRIPT') => docOf([
  [p.inst, 40, 17, 'Helvetica-Bold'],
  ['1200 University Avenue · Springfield, Illinois 62704 · USA', 40, 8.5],
  [title, 200, 13, 'Helvetica-Bold'],
  [['Student Name:', 40], [p.name, 120], ['Program:', 300], [`${p.degree} in ${p.major}`, 380]],
  [['Student ID:', 40], ['2015-01234', 120], ['Major:', 300], [p.major, 380]],
  [['Course', 43], ['Course Title', 115], ['Credits', 430], ['Grade', 500]],
  ['Fall 2015', 43],
  [['CS 101', 43], ['Introduction to Programming', 115], ['3.0', 440], ['A', 505]],
  [['CS 102', 43], ['Discrete Mathematics', 115], ['3.0', 440], ['B', 505]],
  [['CS 103', 43], ['Calculus I', 115], ['4.0', 440], ['A-', 505]],
  [['Degree Awarded:', 40], [p.degree, 190]],
  [['Cumulative GPA:', 40], ['3.45', 190]],
]);

const diploma = (p: Person) => docOf([
  [p.inst, 150, 30, 'Times-Bold'],
  ['Springfield, Illinois', 250, 12, 'Times-Italic'],
  ['upon the recommendation of the Faculty has conferred upon', 160, 13, 'Times-Italic'],
  [p.name, 230, 28, 'Times-BoldItalic'],
  ['the degree of', 280, 13, 'Times-Italic'],
  [p.degree, 220, 22, 'Times-Bold'],
  [`in ${p.major}`, 250, 15, 'Times-Roman'],
  ['with all the rights, privileges and honors thereunto appertaining.', 150, 11, 'Times-Italic'],
  ['Given on May 15, 2019', 260, 12, 'Times-Roman'],
  ['Student ID: 2015-01234', 48, 9, 'Times-Roman'],
]);

const coverLetter = () => docOf([
  ['Jane Doe', 72, 12, 'Times-Bold'],
  ['Chicago, USA', 72, 11, 'Times-Roman'],
  ['Re: Application for admission to the Master of Science programme', 72, 11, 'Times-Bold'],
  ['Dear Members of the Admissions Committee,', 72, 11, 'Times-Roman'],
  ['I completed my Bachelor of Science in Computer Science at Riverside Valley University in 2019, and I enclose my', 72, 11, 'Times-Roman'],
  ['official transcript, a copy of my degree certificate and a copy of my passport.', 72, 11, 'Times-Roman'],
  ['Sincerely,', 72, 11, 'Times-Roman'],
  ['Jane Doe', 72, 11, 'Times-Roman'],
]);

const passport = () => docOf([
  ['PASSPORT', 14, 11, 'Helvetica-Bold'],
  [['Surname', 110], ['Given names', 200]],
  [['DOE', 110], ['JANE', 200]],
  [['Nationality', 110], ['UNITED STATES OF AMERICA', 200]],
  ['P<USADOE<<JANE<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 12, 10, 'Courier-Bold'],
]);

describe('classification: kinds', () => {
  const cases: Array<[string, DocumentText, string]> = [
    ['an English transcript (course table)', transcript(JANE), 'transcript'],
    ['a statement of marks', transcript(JANE, 'CONSOLIDATED STATEMENT OF MARKS'), 'marksheet'],
    ['a diploma (conferred, degree in large type)', diploma(JANE), 'diploma'],
    ['a cover letter that mentions a transcript and a degree', coverLetter(), 'other'],
    ['a passport with a machine-readable zone', passport(), 'other'],
    ['a French relevé', docOf([
      ['Université Lyon Rive-Gauche', 40, 15, 'Helvetica-Bold'],
      ['RELEVÉ DE NOTES ET RÉSULTATS', 180, 13, 'Helvetica-Bold'],
      [['Code', 43], ["Unité d'enseignement", 113], ['ECTS', 398], ['Note /20', 450], ['Résultat', 504]],
      [['L1INF01', 43], ['Analyse 1', 113], ['6', 414], ['12', 472], ['Admis', 508]],
      [['L1INF02', 43], ['Anglais 1', 113], ['6', 414], ['14', 472], ['Admis', 508]],
      [['L1INF03', 43], ['Réseaux', 113], ['6', 414], ['11', 472], ['Admis', 508]],
    ]), 'transcript'],
    ['a German Urkunde', docOf([
      ['Technische Universität Lindenberg', 150, 26, 'Times-Bold'],
      ['URKUNDE', 300, 24, 'Times-Bold'],
      ['Die Technische Universität Lindenberg verleiht', 200, 13, 'Times-Italic'],
      ['Frau', 330, 13, 'Times-Roman'],
      ['Lena Schäfer', 280, 26, 'Times-BoldItalic'],
      ['den akademischen Grad', 270, 12, 'Times-Italic'],
      ['Master of Science (M.Sc.)', 230, 20, 'Times-Bold'],
    ]), 'diploma'],
    ['a Spanish título', docOf([
      ['REINO DE ESPAÑA', 300, 13, 'Times-Bold'],
      ['Universidad de Santa Clara', 200, 24, 'Times-Bold'],
      ['Lucía García López', 250, 24, 'Times-BoldItalic'],
      ['ha superado los estudios universitarios oficiales de', 200, 12, 'Times-Italic'],
      ['Grado en Ingeniería Informática', 200, 19, 'Times-Bold'],
      ['expide el presente título oficial con validez en todo el territorio nacional.', 150, 11, 'Times-Italic'],
    ]), 'diploma'],
    // An OCR'd Greek transcript whose course table's header was lost: its title and words of study remain.
    ['a Greek Αναλυτική Βαθμολογία without its table header', docOf([
      ['Πανεπιστήμιο Νότιας Πελαγονίας', 200, 14, 'Times-Bold'],
      ['Σχολή Θετικών Επιστημών - Τμήμα Φυσικής', 180, 11, 'Times-Roman'],
      ['ΑΝΑΛΥΤΙΚΗ ΒΑΘΜΟΛΟΓΙΑ', 220, 14, 'Times-Bold'],
      [['Επώνυμο:', 40], ['Παπαδάκη', 150], ['Όνομα:', 300], ['Ελένη', 420]],
      [['Αριθμός μητρώου:', 40], ['1234567', 150]],
      ['1ο Εξάμηνο', 40, 9, 'Times-Bold'],
      [['ΦΥΣ101', 43], ['Μηχανική', 100], ['Y', 370], ['6', 410], ['7,5', 450]],
      [['ΦΥΣ102', 43], ['Ανάλυση', 100], ['Y', 370], ['6', 410], ['8,0', 450]],
    ]), 'transcript'],
    ['an empty page', { pages: [] }, 'other'],
  ];
  for (const [name, doc, kind] of cases) {
    it(`${name} → ${kind}`, () => {
      const d = classifyKind(doc);
      expect(d.kind, d.signals.join('; ')).to.equal(kind);
      expect(d.signals).to.not.be.empty;
    });
  }
});

describe('classification: credentials', () => {
  const engine = createClassificationEngine();
  const input = (docs: Array<[string, DocumentText]>) => docs.map(([documentId, text]) => ({ documentId, fileName: `${documentId}.pdf`, text }));

  it('groups the transcript and the diploma of one qualification; other documents are uncategorized', () => {
    const r = engine.classify(input([
      ['t1', transcript(JANE)],
      ['letter', coverLetter()],
      ['d1', diploma(JANE)],
      ['pass', passport()],
    ]));
    expect(r.documents.map((d) => [d.documentId, d.kind])).to.deep.equal([['t1', 'transcript'], ['letter', 'other'], ['d1', 'diploma'], ['pass', 'other']]);
    expect(r.credentials).to.deep.equal([
      { credentialType: 'academic', documentIds: ['t1', 'd1'] },
      { credentialType: 'uncategorized', documentIds: ['letter', 'pass'] },
    ]);
  });

  it('keeps different candidates apart', () => {
    const john: Person = { ...JANE, name: 'John Smith' };
    const r = engine.classify(input([['t1', transcript(JANE)], ['t2', transcript(john)], ['d2', diploma(john)], ['d1', diploma(JANE)]]));
    expect(r.credentials).to.deep.equal([
      { credentialType: 'academic', documentIds: ['t1', 'd1'] },
      { credentialType: 'academic', documentIds: ['t2', 'd2'] },
    ]);
  });

  it('makes separate credentials for two qualifications of the same candidate', () => {
    const master: Person = { ...JANE, degree: 'Master of Science', major: 'Data Science' };
    const r = engine.classify(input([['tb', transcript(JANE)], ['dm', diploma(master)], ['db', diploma(JANE)], ['tm', transcript(master)]]));
    expect(r.credentials).to.deep.equal([
      { credentialType: 'academic', documentIds: ['tb', 'db'] },
      { credentialType: 'academic', documentIds: ['dm', 'tm'] },
    ]);
  });

  it('matches names written differently ("DOE, Jane" / "Jane Doe") and institutions fuzzily', () => {
    const r = engine.classify(input([
      ['t1', transcript({ ...JANE, name: 'DOE, Jane' })],
      ['d1', diploma({ ...JANE, inst: 'Riverside Valley University.' })],
    ]));
    expect(r.credentials).to.deep.equal([{ credentialType: 'academic', documentIds: ['t1', 'd1'] }]);
  });

  it('returns no credential for no documents', () => {
    expect(engine.classify([])).to.deep.equal({ documents: [], credentials: [] });
  });
});
