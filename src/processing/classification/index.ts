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
import { extractDocumentFields, type DocumentExtraction } from '../extraction/fields';
import { extractCourses } from '../extraction/table';
import { fold, nameSimilarity, similarity } from '../extraction/normalize';

interface Signal {
  re: RegExp;
  weight: number;
  name: string;
}

const sig = (name: string, re: RegExp, weight: number): Signal => ({ name, re, weight });

/** Title phrases (matched on folded text of prominent lines: big, bold or capitals, near the top). */
const TRANSCRIPT_TITLES: Signal[] = [
  sig('transcript', /\btranscript\b/, 4),
  sig('academic record', /\b(academic record|record of achievement|record of studies|student record)\b/, 3),
  sig('relevé de notes', /\breleve (de|des) notes\b/, 4),
  sig('attestation de résultats', /\battestation de (reussite|resultats)\b/, 2),
  sig('Leistungsübersicht', /\b(leistungsubersicht|notenspiegel|notenubersicht|leistungsnachweis|transcript of records|datenabschrift)\b/, 4),
  sig('Zeugnis', /\bzeugnis\b/, 2),
  sig('certificado académico', /\b(certificado academico|certificacion academica|expediente academico|certificado de notas|historial academico|certificado de calificaciones)\b/, 4),
];

const MARKSHEET_TITLES: Signal[] = [
  sig('statement of marks', /\b(statement of marks|statement of grades|consolidated statement|mark ?sheet|marks? card|grade card|memorandum of marks|marks memo)\b/, 5),
  sig('bulletin de notes', /\b(bulletin de notes|notenblatt|boletin de (notas|calificaciones))\b/, 4),
];

const DIPLOMA_TITLES: Signal[] = [
  sig('diploma', /\b(diploma|degree certificate|certificate of (graduation|award)|provisional certificate)\b/, 4),
  sig('diplôme', /\bdiplome (de|national|d)\b/, 4),
  sig('Urkunde', /\b(urkunde|bachelorurkunde|masterurkunde|diplomurkunde|promotionsurkunde)\b/, 4),
  sig('título', /\b(titulo (oficial|universitario|de)|expide el presente titulo)\b/, 4),
];

/** Running-text phrases of certificates. */
const DIPLOMA_PHRASES: Signal[] = [
  sig('conferred', /\b(has conferred|conferred upon|confers upon|hereby confers|has been conferred|admitted to the degree|has been awarded the degree|awarded the degree|with all the rights|rights,? privileges)\b/, 3),
  sig('certify that', /\b(this is to certify that|be it known that)\b/, 1),
  sig('est délivré', /\b(est delivre a|a ete decerne|confere le grade|le grade de|diplome national de|droits et prerogatives)\b/, 3),
  sig('verleiht', /\b(verleiht|den akademischen grad|verliehen)\b/, 3),
  sig('otorga', /\b(expide el presente titulo|ha superado los estudios|otorga el titulo|titulo oficial)\b/, 3),
];

const OTHER_SIGNALS: Signal[] = [
  sig('letter', /\b(dear (sir|madam|members|admissions|hiring)|sincerely|yours (faithfully|sincerely)|to whom it may concern|madame, monsieur|je vous prie|salutations distinguees|bien cordialement|sehr geehrte|mit freundlichen grussen|estimad[oa]s?|atentamente|cover letter|lettre de motivation|letter of recommendation)\b/, 4),
  sig('passport', /\b(passport|passeport|reisepass|pasaporte|date of expiry|nationality|nationalite)\b/, 4),
  sig('mrz', /p<[a-z<]{3}/, 5),
  sig('identity card', /\b(identity card|carte d identite|personalausweis|documento nacional de identidad)\b/, 4),
  sig('cv', /\b(curriculum vitae|resume|lebenslauf|work experience)\b/, 3),
  sig('invoice', /\b(invoice|facture|rechnung|factura|receipt)\b/, 3),
];

function prominentLines(lines: Line[]): Line[] {
  const page1 = lines.filter((l) => l.pageNumber === lines[0]?.pageNumber);
  const sizes = page1.map((l) => l.fontSize).sort((a, b) => a - b);
  const median = sizes[sizes.length >> 1] ?? 10;
  return page1.filter((l, i) => {
    const t = l.text.trim();
    const caps = t.length > 4 && t === t.toUpperCase() && /\p{L}/u.test(t);
    return i < 25 && (l.fontSize >= median * 1.15 || l.bold || caps) && t.split(' ').length <= 12;
  });
}

function score(signals: Signal[], text: string, found: string[]): number {
  let s = 0;
  for (const g of signals) {
    if (g.re.test(text)) {
      s += g.weight;
      found.push(g.name);
    }
  }
  return s;
}

export interface KindDecision {
  kind: DocumentKind;
  signals: string[];
  scores: Record<DocumentKind, number>;
}

/** The kind of one document from its text. */
export function classifyKind(text: DocumentText): KindDecision {
  const lines = documentLines(text);
  const all = fold(lines.map((l) => l.text).join('\n')).replace(/[^\p{L}\p{N}<\n]+/gu, ' ');
  const titles = fold(prominentLines(lines).map((l) => l.text).join('\n')).replace(/[^\p{L}\p{N}<\n]+/gu, ' ');
  const signals: string[] = [];
  const courses = extractCourses(lines).courses.length;
  const scores: Record<DocumentKind, number> = { transcript: 0, marksheet: 0, diploma: 0, other: 0 };
  if (courses >= 3) {
    scores.transcript += 5;
    signals.push(`course table (${courses} rows)`);
  } else if (courses > 0) {
    scores.transcript += 2;
    signals.push(`course rows (${courses})`);
  }
  scores.transcript += score(TRANSCRIPT_TITLES, titles, signals);
  scores.marksheet += score(MARKSHEET_TITLES, titles, signals);
  if (scores.marksheet > 0 && courses > 0) scores.marksheet += 5;
  scores.diploma += score(DIPLOMA_TITLES, titles, signals);
  scores.diploma += score(DIPLOMA_PHRASES, all, signals);
  scores.other += score(OTHER_SIGNALS, all, signals);
  // A degree title set big on a page without a table is a certificate's hallmark.
  if (!courses && lines.some((l) => l.fontSize >= 16 && /\b(bachelor|master|doctor|licence|grado en|master universitario|maestria|diplom)/i.test(fold(l.text)))) {
    scores.diploma += 2;
    signals.push('degree title in large type');
  }

  let kind: DocumentKind;
  if (scores.other >= 4 && courses < 3 && scores.other >= scores.diploma) kind = 'other';
  else if (courses >= 3) kind = scores.marksheet > scores.transcript ? 'marksheet' : 'transcript';
  else if (scores.diploma >= 4 && scores.diploma >= scores.transcript) kind = 'diploma';
  else if (scores.marksheet >= 5) kind = 'marksheet';
  else if (scores.transcript >= 4) kind = 'transcript';
  else if (scores.diploma >= 3) kind = 'diploma';
  else kind = 'other';
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
