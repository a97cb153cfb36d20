/**
 * Classification (ClassificationEngine contract): each document's kind from multilingual
 * keyword and structure signals, then the grouping into credentials, one per qualification:
 * the transcript and the diploma of one qualification (same candidate, institution and
 * qualification, fuzzy-matched) make one `academic` credential; documents of no qualification
 * make one `uncategorized` credential.
 */
import type {
  ClassifiableDocument,
  ClassificationEngine,
  ClassificationResult,
  ClassifiedDocument,
  CredentialGroup,
  DocumentKind,
  DocumentText,
} from '../types';
import { documentLines, type Line } from '../text/layout';
import { CERTIFYING_FORMULA, LEXICON, type Category } from './lexicons';
import { foldForMatch, matchText, type Hit } from './match';
import { structureOf, withoutSpecks } from './structure';
import { extractDocumentFields, type DocumentExtraction } from '../extraction/fields';
import { extractCourses } from '../extraction/table';
import { fold, nameSimilarity, similarity } from '../extraction/normalize';

/**
 * Prominent lines of the first page: big, bold or capitals near the top, few words (titles).
 * OCR words carry their box height as font size, so this holds on scans too.
 */
function prominentLines(lines: Line[]): Set<Line> {
  const page1 = lines.filter((l) => l.pageNumber === lines[0]?.pageNumber);
  const sizes = page1.map((l) => l.fontSize).sort((a, b) => a - b);
  const median = sizes[sizes.length >> 1] ?? 10;
  return new Set(page1.filter((l, i) => {
    const t = l.text.trim();
    const caps = t.length > 4 && t === t.toUpperCase() && /\p{Lu}/u.test(t);
    // A "Label: value" or "Label ...... value" line is a field, not a title, however bold.
    return i < 30 && (l.fontSize >= median * 1.15 || l.bold || caps) && t.split(' ').length <= 12 && !/\p{L}.*:\s*\S|\.{4,}|…{2,}/u.test(t);
  }));
}

/**
 * "A conferral caption": captions under which a certificate prints the qualification it confers
 * ("Degree Awarded:", "Título otorgado / Qualification:", "Kraad / Degree:", "Присвоена квалификация:"),
 * in the lexicon languages. Only the whole caption (or one part of a bilingual "a / b" caption) counts:
 * "Degree programme" or "Expected degree" is no conferral.
 */
const CONFERRAL_CAPTIONS = new Set(
  [
    'degree', 'degree awarded', 'degree conferred', 'award', 'awarded', 'award conferred', 'qualification', 'qualification awarded',
    'qualification conferred', 'title conferred', 'title awarded', 'academic degree', 'akademischer grad', 'verliehener grad',
    'abschluss', 'grade', 'grade confere', 'diplome obtenu', 'diplome delivre', 'titre obtenu', 'titre confere', 'titulo',
    'titulo otorgado', 'titulo obtenido', 'grado', 'grado obtenido', 'grado academico', 'titolo', 'titolo conseguito',
    'titolo rilasciato', 'grau', 'grau conferido', 'grau academico', 'titulo obtido', 'titulo conferido', 'квалификация',
    'присвоена квалификация', 'степень', 'присуждена степень', 'кваліфікація', 'присвоєно кваліфікацію', 'ступінь', 'біліктілік',
    'академиялық дәреже', 'الدرجة الممنوحة', 'الدرجة العلمية', 'المؤهل', 'المؤهل العلمي', 'उपाधि', 'ปริญญา', 'gelar', 'gelar akademik',
  ].map(foldForMatch),
);

/** A qualification's name: a degree, a stage of education or a school-leaving examination (lexicon), or a degree's stem. */
const QUALIFICATION_VALUE = /\b(bachelor|master|doctor|licenc|diplom|bacharel|tecnico superior|ingenier|engineer|associate (in|of)|magist|бакалавр|магистр|специалист|магістр|спеціаліст)/;

/** Whether a line prints a conferral caption with a qualification's name as its value. */
export function isConferralCaption(line: Line): boolean {
  let caption: string;
  let value: string;
  const colon = line.text.search(/[:：]/);
  if (line.segments.length >= 2 && (colon < 0 || colon >= line.segments[0].text.length)) {
    caption = line.segments[0].text;
    value = line.segments.slice(1).map((s) => s.text).join(' ');
  } else if (colon > 0) {
    caption = line.text.slice(0, colon);
    value = line.text.slice(colon + 1);
  } else return false;
  if (!caption.split('/').some((c) => CONFERRAL_CAPTIONS.has(foldForMatch(c.replace(/[:：]/g, ''))))) return false;
  const v = foldForMatch(value);
  if (v.split(' ').length < 2) return false;
  return QUALIFICATION_VALUE.test(v) || LEXICON.match(matchText([{ text: value, prominent: false }])).some((h) => h.category === 'degree' || h.category === 'school' || (h.category === 'award' && h.name === 'stage of education'));
}

/**
 * Rule "A payment document": the title words of receipts and invoices in the lexicon languages and others partners
 * upload (folded as `foldForMatch` folds). A fee receipt names a college, a course ("Level 3 Diploma in …"), an
 * academic year and an examination entry, and it records no grade and confers nothing.
 */
const PAYMENT_TITLE = new RegExp(
  `(?:^| )(?:${[
    'receipt', 'official receipt', 'payment receipt', 'fee receipt', 'fees receipt', 'invoice', 'tax invoice', 'proforma invoice',
    'pro forma invoice', 'recu', 'recu de paiement', 'quittance', 'facture', 'recibo', 'recibo de pago', 'recibo de pagamento',
    'factura', 'fatura', 'ricevuta', 'ricevuta di pagamento', 'fattura', 'quittung', 'rechnung', 'zahlungsbeleg', 'zahlungsbestatigung',
    'квитанция', 'квитанция об оплате', 'счет', 'счет фактура', 'квитанція', 'рахунок', 'kwitantie', 'factuur', 'betalingsbewijs',
    'kvittering', 'kvitto', 'faktura', 'rachunek', 'pokwitowanie', 'makbuz', 'tahsilat makbuzu', 'doklad o zaplaceni', 'kwitansi',
    'resit', 'rebut', 'factura simplificada', 'ايصال', 'ايصال دفع', 'وصل', 'وصل استلام', 'فاتوره', 'ใบเสร็จรับเงิน', 'रसीद',
  ].join('|')})(?: |$)`,
);

/** An amount of money: a currency sign or code beside a number with two decimals ("£1975.00", "EUR 45,00", "-£200.00"). */
const MONEY = /(?:[£$€¥₹₽₴₺₦₱₩]|\b(?:USD|EUR|GBP|CHF|CAD|AUD|NZD|JPY|INR|RUB|UAH|KZT|TRY|BRL|MXN|ZAR|NGN|KES|PLN|CZK|SEK|NOK|DKK|AED|SAR|EGP|MAD|XOF|XAF)\b)\s?-?\d{1,3}(?:[ ,.\u00a0']?\d{3})*[.,]\d{2}(?!\d)|\d[.,]\d{2}\s?(?:[£$€¥₹₽₴₺₦₱₩]|\b(?:USD|EUR|GBP|CHF|PLN|CZK|SEK|NOK|DKK|RUB|UAH|KZT|TRY|MAD|XOF|XAF)\b)/;

/**
 * Rule "A payment document": a first page whose prominent line names a receipt or an invoice and that prints amounts
 * of money on two lines at least is kept out of the academic kinds unless it holds a course table. Its academic words
 * (the college, the course paid for, the examination entry, the academic year) name what was paid, not a record.
 */
function paymentDocument(lines: Line[], prominent: Set<Line>): boolean {
  // The title is the line, one of its cells or one of its runs (a letterhead's name on the left, "OFFICIAL RECEIPT"
  // on the right, close enough to share a cell).
  const titled = [...prominent].some((l) => [l.text, ...l.segments.map((s) => s.text), ...l.items.map((i) => i.text)].some((x) => {
    const t = foldForMatch(x);
    return t.split(' ').length <= 6 && PAYMENT_TITLE.test(t);
  }));
  if (!titled) return false;
  return lines.filter((l) => MONEY.test(l.text)).length >= 2;
}

/**
 * Rule "A school year completed is no course's completion" (docs/document-understanding.md, "Forms the rotated group l-
 * showed"): a certificate of completion names what it completes. An online course's or a workshop's names the course; a
 * school's names a numbered year, grade, form or class of school ("Certificate of Completion of Year 10", "has
 * satisfactorily completed the Year 10 course of study", "completed the Fifth Form", "completion of Grade 8"): a stage of
 * school education completed, which is academic.
 */
const SCHOOL_STAGE = /(?<![\p{L}])(?:(?:year|grade|form|class|standard|std\.?)\s+(?:\d{1,2}|[ivx]{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen)|(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\d{1,2}(?:st|nd|rd|th))\s+(?:year|grade|form|class|standard))(?![\p{L}\d])/iu;
const COMPLETION_WORD = /(?<![\p{L}])complet(?:ed|ion|ing)(?![\p{L}])/iu;
function schoolStageCompletion(lines: Line[]): boolean {
  return lines.some((l, i) => {
    const t = l.text;
    // The sentence may wrap between its verb and the stage ("… having completed the" / "Fifth Form course of study").
    const joined = `${t} ${lines[i + 1]?.text ?? ''}`;
    return COMPLETION_WORD.test(t) && (SCHOOL_STAGE.test(t) || SCHOOL_STAGE.test(joined.slice(joined.search(COMPLETION_WORD))));
  });
}

/** The letters of a machine-readable zone (passports, ID cards). */
const MRZ = /[A-Z0-9<]{5,}<<[A-Z0-9<]{8,}/i;

export interface KindDecision {
  kind: DocumentKind;
  signals: string[];
  scores: Record<DocumentKind, number>;
}

/** Sum of weights per category; a title counts half outside prominent lines, non-academic words 0.7. */
function lexiconScores(hits: Hit<Category>[], signals: string[]): { scores: Record<Category, number>; titled: Set<Category> } {
  const out: Record<Category, number> = { transcript: 0, marksheet: 0, diploma: 0, school: 0, award: 0, academic: 0, degree: 0, other: 0, letter: 0, course: 0 };
  // Titles named in running text ("I enclose my transcript and diploma") say little: capped.
  const mentioned: Record<string, number> = { transcript: 0, marksheet: 0, diploma: 0, school: 0 };
  const titled = new Set<Category>();
  // Non-academic words count once per group (a letter is a letter however many closings it has),
  // a little more when several groups agree.
  const groups = new Map<string, number>();
  for (const h of hits) {
    switch (h.category) {
      case 'transcript':
      case 'marksheet':
      case 'diploma':
      case 'school':
        if (h.prominent) out[h.category] += h.weight;
        else mentioned[h.category] += h.weight * 0.5;
        if (h.prominent) titled.add(h.category);
        break;
      case 'award':
      case 'academic':
      case 'degree':
        out[h.category] += h.weight;
        break;
      case 'other':
      case 'letter':
      case 'course': {
        const key = `${h.category}:${h.name}`;
        // Salutations and closings are never titles; other words weigh less outside titles.
        const w = h.weight * (h.prominent || h.category === 'letter' ? 1 : 0.7);
        groups.set(key, groups.has(key) ? Math.min(groups.get(key)! + 1, w + 2) : w);
        break;
      }
    }
    signals.push(`${h.category}: ${h.name}${h.prominent ? ' (title)' : ''}`);
  }
  for (const [key, w] of groups) out[key.split(':')[0] as Category] += w;
  for (const c of ['transcript', 'marksheet', 'diploma', 'school'] as const) out[c] += Math.min(mentioned[c], 3);
  out.transcript = Math.min(out.transcript, 12);
  out.marksheet = Math.min(out.marksheet, 12);
  out.diploma = Math.min(out.diploma, 12);
  out.school = Math.min(out.school, 8);
  out.award = Math.min(out.award, 10);
  out.degree = Math.min(out.degree, 3);
  out.academic = Math.min(out.academic + out.degree, 6);
  return { scores: out, titled };
}

/**
 * Rule "A certifying letter": a letter (salutation, closing) in which the issuer certifies ("This is to certify that",
 * "Certificamos que") a conferral or a completion in the award phrases of the lexicon ("completed all requirements",
 * "the degree of Bachelor …", "the degree was conferred") is a registry's certificate of completion, as registrars
 * and schools in many countries issue them on letterhead. An applicant's cover letter or a referee's letter narrates
 * the same degree without certifying it; a letter that also speaks of an enrolment, a statement of account or an
 * online course stays a letter (an enrolment letter is no credential here).
 */
function certifyingLetter(hits: Hit<Category>[], lines: Line[]): boolean {
  if (!hits.some((h) => h.name === CERTIFYING_FORMULA)) return false;
  const conferral = hits.filter((h) => h.category === 'award' && h.name !== CERTIFYING_FORMULA).reduce((a, h) => a + h.weight, 0);
  if (hits.some((h) => h.category === 'other' || h.category === 'course')) return false;
  return conferral >= 4 || awardedQualification(lines);
}

/**
 * Rule "A qualification awarded, in the issuer's words" (docs/document-understanding.md, "Forms the rotated group w2-
 * showed"): "He was awarded the Island School Certificate", "she has been awarded a Diploma in Nursing" narrate the award
 * of a certificate, a diploma, a degree or a qualification, as "was awarded the degree of …" does; the sentence may
 * wrap onto the next line.
 */
const AWARDED_QUALIFICATION = /\b(?:was|were|has been|have been|had been) awarded (?:the|an?|his|her|their) (?:[\p{L}'’.-]+ ){0,8}?(?:certificate|diploma|degree|qualification)\b/u;

function awardedQualification(lines: Line[]): boolean {
  const text = fold(lines.map((l) => l.text).join(' ')).replace(/\s+/g, ' ');
  return AWARDED_QUALIFICATION.test(text);
}

/**
 * The kind of one document from its text: lexicon hits (titles, award phrases, academic and
 * non-academic words in the lexicon languages) and structure (a course table, marks with
 * maxima, GPA lines, term headings). Issue 'Document understanding', 1: every document with
 * academic content is academic; 'other' only for documents without it.
 */
export function classifyKind(text: DocumentText): KindDecision {
  const lines = documentLines(text);
  const prominent = prominentLines(lines);
  const signals: string[] = [];
  const scores: Record<DocumentKind, number> = { transcript: 0, marksheet: 0, diploma: 0, other: 0 };
  if (!lines.length) return { kind: 'other', signals: ['no text'], scores };

  const hits = LEXICON.match(matchText(lines.map((l) => ({ text: l.text, prominent: prominent.has(l) }))));
  const { scores: lex, titled } = lexiconScores(hits, signals);
  // OCR's specks are no cells: the structure is read without them (a letter's logo is no course row).
  const sure = withoutSpecks(text);
  const st = structureOf(sure === text ? lines : documentLines(sure));
  // The course reader is the costly part; a table the structure already found needs no second look.
  const courses = st.headers > 0 && st.tableRows >= 3 ? 0 : extractCourses(lines).courses.length;
  const mrz = lines.filter((l) => MRZ.test(l.text.replace(/\s+/g, ''))).length;

  // A course table: a header naming subject and grade/mark/credit columns with rows under it, or
  // the course reader's rows; without a header, rows that end in grade words.
  const table = courses >= 3 || (st.headers > 0 && st.tableRows >= 3);
  const looseTable = !table && st.courseLikeRows >= 4 && (st.gradeWordRows >= 2 || lex.academic >= 2 || st.headers > 0);
  if (table) signals.push(`course table (${courses >= 3 ? courses : st.tableRows} rows)`);
  else if (looseTable) signals.push(`course-like rows (${st.courseLikeRows})`);
  if (st.gpaLines) signals.push('GPA line');
  if (st.termHeadings >= 2) signals.push(`term headings (${st.termHeadings})`);
  if (st.marksWithMaximum >= 2) signals.push(`marks with maxima (${st.marksWithMaximum})`);
  if (mrz) signals.push('machine-readable zone');

  const structural = (table ? 6 : looseTable ? 3 : 0) + (courses > 0 && courses < 3 ? 1 : 0) + (st.gpaLines ? 2 : 0) + (st.termHeadings >= 2 ? 2 : 0);
  scores.transcript = lex.transcript + structural;
  // A school-leaving examination named in the title makes a grade table its statement of marks
  // (a supplement that mentions the applicant's earlier аттестат is not one), and a page without
  // a table its certificate.
  // So does a statement title ("Marks Statement" of the "Senior School Certificate Examination"),
  // when OCR lost the table.
  const hasTable = table || looseTable;
  const schoolTable = hasTable && titled.has('school');
  const schoolMarks = !hasTable && (titled.has('marksheet') || titled.has('transcript'));
  scores.marksheet = lex.marksheet + (st.marksWithMaximum >= 2 ? 3 : 0) + (schoolTable || schoolMarks ? lex.school : 0) + (lex.marksheet > 0 || schoolTable ? structural : 0);
  scores.diploma = lex.diploma + lex.award + (hasTable || schoolMarks ? 0 : lex.school);
  // A degree title set big on a page without a table is a certificate's hallmark.
  if (!table && lines.some((l) => l.fontSize >= 16 && /\b(bachelor|master|doctor|licence|grado en|master universitario|maestria|diplom)/i.test(fold(l.text)))) {
    scores.diploma += 2;
    signals.push('degree title in large type');
  }
  // A conferral caption says what the page confers, as an award sentence does.
  if (lines.some(isConferralCaption)) {
    scores.diploma += 4;
    signals.push('conferral caption');
  }
  scores.other = lex.other + lex.letter + (mrz ? 6 : 0);
  const course = lex.course;

  // Rule "A school year completed is no course's completion": a certificate of completion of a numbered school year
  // confers that stage, as an award phrase does.
  const stageCompleted = course >= 5 && schoolStageCompletion(lines);
  if (stageCompleted) {
    scores.diploma += 4;
    signals.push('completion of a school year');
  }
  const academicTitles = Math.max(lex.transcript, lex.marksheet, lex.school);
  let kind: DocumentKind;
  if (!table && paymentDocument(lines, prominent)) {
    kind = 'other';
    signals.push('payment document');
  } else if (table || looseTable) {
    // A table of grades is academic whatever its title, unless it is a statement of account.
    const account = scores.other >= 4 && st.headers === 0 && st.gradeWordRows < 2 && academicTitles === 0;
    if (account) kind = 'other';
    else if (!table && scores.diploma >= 8 && academicTitles === 0) kind = 'diploma';
    else kind = scores.marksheet > scores.transcript || (schoolTable && scores.marksheet === scores.transcript) ? 'marksheet' : 'transcript';
  } else if (lex.letter >= 4 && !['transcript', 'marksheet', 'diploma', 'school'].some((c) => titled.has(c as Category))) {
    // A letter narrates ("she was awarded the degree of …", "I enclose my transcript"): without
    // an academic title it is a letter, unless the issuer certifies a completion in it.
    if (certifyingLetter(hits, lines)) {
      kind = 'diploma';
      signals.push('certifying letter');
    } else kind = 'other';
  } else if (course >= 5 && course >= scores.diploma - 2 && academicTitles < 5 && !stageCompleted) {
    // Online-course, attendance and participation certificates look like diplomas but award nothing.
    kind = 'other';
    scores.other += course;
  } else {
    const best = (['diploma', 'marksheet', 'transcript'] as const).reduce((a, b) => (scores[b] > scores[a] ? b : a));
    const academicWords = Math.min(lex.academic, 4) * 0.5;
    if (scores.other >= 4 && scores.other >= scores[best]) kind = 'other';
    else if (scores[best] >= 4) kind = best;
    else if (scores[best] > 0 && scores[best] + academicWords >= 4 && scores.other < 4) kind = best;
    else if (lex.academic >= 3 && scores.other < 4 && (st.gpaLines || st.termHeadings >= 2 || st.marksWithMaximum >= 2 || st.courseLikeRows >= 3)) kind = 'transcript';
    // A degree named among academic words, nothing else on the page: a certificate whose title
    // and award line OCR lost.
    else if (lex.degree > 0 && lex.academic >= 3 && scores.other === 0 && st.termHeadings === 0) kind = 'diploma';
    else kind = 'other';
  }
  if (!signals.length) signals.push('no academic signal');
  return { kind, signals, scores };
}

// ---------------------------------------------------------------------------------------------
// Grouping

interface Identity {
  documentId: string;
  kind: DocumentKind;
  name: string | null;
  dateOfBirth: string | null;
  institution: string | null;
  registration: string | null;
  degree: string | null;
  level: string | null;
  program: string | null;
  major: string | null;
}

function identityOf(doc: ClassifiedDocument, ex: DocumentExtraction): Identity {
  return {
    documentId: doc.documentId,
    kind: doc.kind,
    name: ex.candidate.fullName,
    dateOfBirth: ex.candidate.dateOfBirth,
    institution: ex.institution.name,
    registration: ex.qualification.registrationNumber,
    degree: ex.qualification.name,
    level: ex.qualification.level,
    program: ex.qualification.program,
    major: ex.qualification.majorOrSpecialization,
  };
}

const norm = (s: string | null) => (s ? fold(s).replace(/[^a-z0-9]/g, '') : '');

/**
 * How well two documents belong to one qualification: null when they conflict (another candidate,
 * another institution, another qualification), else a score (higher = more evidence).
 */
export function matchScore(a: Identity, b: Identity): number | null {
  let score = 0;
  if (a.name && b.name) {
    const s = nameSimilarity(a.name, b.name);
    if (s < 0.75) return null;
    score += 3 * s;
  }
  if (a.dateOfBirth && b.dateOfBirth) {
    if (a.dateOfBirth !== b.dateOfBirth) return null;
    score += 2;
  }
  if (a.institution && b.institution) {
    const s = similarity(a.institution, b.institution);
    if (s < 0.6) return null;
    score += 2 * s;
  }
  if (a.level && b.level) {
    if (a.level !== b.level) return null;
    score += 1;
  }
  // The qualification: degree names, programmes and majors must not contradict each other.
  const quals = (x: Identity) => [x.degree, x.program, x.major].filter((v): v is string => !!v);
  const qa = quals(a);
  const qb = quals(b);
  if (qa.length && qb.length) {
    let best = 0;
    for (const x of qa) for (const y of qb) best = Math.max(best, similarity(x, y), containment(x, y));
    if (best < 0.5) return null;
    score += 2 * best;
  }
  if (a.registration && b.registration && norm(a.registration) === norm(b.registration)) score += 2;
  // Without a name on either side, the registration number must agree.
  if ((!a.name || !b.name) && !(a.registration && b.registration && norm(a.registration) === norm(b.registration))) {
    if (score < 3) return null;
  }
  return score;
}

/** Whether one value contains the other as whole words ("Computer Science" in "B.S. in Computer Science"). */
function containment(x: string, y: string): number {
  const fx = ` ${fold(x).replace(/[^a-z0-9]+/g, ' ').trim()} `;
  const fy = ` ${fold(y).replace(/[^a-z0-9]+/g, ' ').trim()} `;
  if (fx.trim().length < 4 || fy.trim().length < 4) return 0;
  return fx.includes(fy) || fy.includes(fx) ? 0.9 : 0;
}

export interface ClassificationOptions {
  /** Reuse extractions made elsewhere (saves a second pass over the same text). */
  extractions?: Map<string, DocumentExtraction>;
}

export class DefaultClassificationEngine implements ClassificationEngine {
  classify(documents: ClassifiableDocument[], options: ClassificationOptions = {}): ClassificationResult {
    const classified: ClassifiedDocument[] = [];
    const identities: Identity[] = [];
    for (const d of documents) {
      const decision = classifyKind(d.text);
      const doc: ClassifiedDocument = { documentId: d.documentId, kind: decision.kind, signals: decision.signals };
      classified.push(doc);
      if (decision.kind !== 'other') {
        const ex = options.extractions?.get(d.documentId) ?? extractDocumentFields(d.text, decision.kind);
        identities.push(identityOf(doc, ex));
      }
    }
    return { documents: classified, credentials: groupCredentials(identities, classified) };
  }
}

/**
 * Group academic documents into qualifications: documents with a course table first (they carry
 * the most identity), then certificates; each joins the group whose every member it matches
 * best, else starts a new group. 'other' documents form one uncategorized credential.
 */
function groupCredentials(identities: Identity[], classified: ClassifiedDocument[]): CredentialGroup[] {
  const order: Record<DocumentKind, number> = { transcript: 0, marksheet: 1, diploma: 2, other: 3 };
  const sorted = [...identities].sort((a, b) => order[a.kind] - order[b.kind]);
  const groups: Identity[][] = [];
  for (const id of sorted) {
    let best: { g: Identity[]; s: number } | null = null;
    for (const g of groups) {
      let total = 0;
      let ok = true;
      for (const m of g) {
        const s = matchScore(id, m);
        if (s === null) {
          ok = false;
          break;
        }
        total += s;
      }
      if (!ok) continue;
      // Two transcripts of the same kind in one group only when they are the same qualification
      // beyond doubt (e.g. semester marksheets): require a strong average score.
      const avg = total / g.length;
      if (g.some((m) => m.kind === id.kind && id.kind !== 'marksheet') && avg < 7) continue;
      if (!best || avg > best.s) best = { g, s: avg };
    }
    if (best) best.g.push(id);
    else groups.push([id]);
  }
  // Keep the input order of documents inside groups and of groups.
  const position = new Map(classified.map((d, i) => [d.documentId, i]));
  const credentials: CredentialGroup[] = groups
    .map((g) => g.map((m) => m.documentId).sort((a, b) => position.get(a)! - position.get(b)!))
    .sort((a, b) => position.get(a[0])! - position.get(b[0])!)
    .map((documentIds) => ({ credentialType: 'academic' as const, documentIds }));
  const others = classified.filter((d) => d.kind === 'other').map((d) => d.documentId);
  if (others.length) credentials.push({ credentialType: 'uncategorized', documentIds: others });
  return credentials;
}

export function createClassificationEngine(): DefaultClassificationEngine {
  return new DefaultClassificationEngine();
}
