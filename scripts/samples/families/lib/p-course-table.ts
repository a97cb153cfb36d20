/**
 * Procedural course tables (the `p-` families, development only): each document draws from the
 * seed one combination of the conventions course tables are printed with, instead of one layout —
 * header vocabulary and synonyms of the language (p-lexicon.ts), column order and presence (code
 * optional, grade before or after the credits, a points column, maximum and obtained marks, a
 * remark, contact hours, a term column), header style (one line, two lines, a label spanning its
 * sub-columns, on the first page only, no header at all), term arrangement (heading rows, a term
 * column, two or three terms side by side, newspaper columns, no terms), wrapped titles, ruled
 * grid / no rules / zebra fills / row rules, fonts and sizes, decimal commas, totals and GPA rows
 * inside the table, a transfer-credit block, a watermark across the table and page breaks in the
 * middle of it. The ground truth follows scripts/samples/README.md and families/README.md.
 */
import { countries } from 'countries-list';
import { State } from 'country-state-city';
import type { ExtractedCourse } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import type { FamilySample } from '../types';
import { A4, A4_LANDSCAPE, LETTER, Pdf, SANS, SERIF, course, emptyResult, type FontSet } from './a-kit';
import { LANGS, gradeFor, type Lang } from './p-lexicon';

type Kind = 'code' | 'title' | 'term' | 'credit' | 'grade' | 'points' | 'max' | 'marks' | 'remark' | 'hours';
type HeaderStyle = 'one' | 'two' | 'span' | 'first-only' | 'none';
type Arrangement = 'headings' | 'column' | 'side' | 'newspaper' | 'single';
type Rules = 'grid' | 'none' | 'zebra' | 'rows';

interface Col {
  kind: Kind;
  /** Header lines (one or two). */
  label: string[];
  /** A label spanning this column and the next ones of the same `group`. */
  group?: string;
  width: number;
  align: 'left' | 'center' | 'right';
}

interface Item {
  type: 'heading' | 'row' | 'total';
  text?: string;
  cells?: Partial<Record<Kind, string>>;
}

const twoLines = (label: string): string[] => {
  const w = label.split(' ');
  if (w.length < 2) return [label];
  const cut = Math.ceil(w.length / 2);
  return [w.slice(0, cut).join(' '), w.slice(cut).join(' ')];
};

/** A course code in the conventions of the language ("CS 201", "INF-1203", "Б1.О.05", "10234"). */
function codeOf(rng: Rng, lang: Lang, term: number, k: number, style: number): string {
  const p = rng.pick(lang.prefixes);
  if (lang.code === 'es') return `${10000 + term * 1000 + rng.int(100, 999)}`;
  if (lang.code === 'ru' || lang.code === 'uk') return `${p}.${String(term * 10 + k).padStart(2, '0')}`;
  const n = term * 100 + k + 1 + (style === 2 ? rng.int(0, 5) * 10 : 0);
  return style === 0 ? `${p} ${n}` : style === 1 ? `${p}${n}` : `${p}-${n}`;
}

/**
 * The conventions the `p-course-columns` families add (all drawn from the seed): which numeric
 * column is the credit — credits printed "3.0" or with a unit ("3 cr", "5 ECTS"), contact hours
 * printed beside the credits, hours printed and no credits at all, credits printed only as a term's
 * total — and what is printed after the table: a cumulative line, a grading key set as a small table,
 * a note and a signature block.
 */
export interface ColumnVariants {
  columns: true;
}

type CreditForm = 'plain' | 'decimal' | 'unit';
type CreditSource = 'column' | 'with-hours' | 'hours-only' | 'term-total-only';

const CREDIT_UNIT: Record<string, string[]> = { en: ['cr', 'cr.', 'credits'], tr: ['AKTS'], ru: ['з.е.'], id: ['SKS'] };
const SCALE_CAPTION: Record<string, string> = {
  en: 'Grading Key', de: 'Notenskala', fr: 'Barème de notation', es: 'Escala de calificaciones', it: 'Scala di valutazione',
  pt: 'Escala de notas', ru: 'Шкала оценок', uk: 'Шкала оцінювання', pl: 'Skala ocen', nl: 'Beoordelingsschaal', tr: 'Not ölçeği', id: 'Skala nilai',
};
const CUMULATIVE: Record<string, { credits: string; gpa: string }> = {
  en: { credits: 'Cumulative Credits Earned', gpa: 'Cumulative GPA' },
  de: { credits: 'Summe ECTS gesamt', gpa: 'Gesamtnote' },
  fr: { credits: 'Total des crédits acquis', gpa: 'Moyenne générale' },
  es: { credits: 'Créditos superados', gpa: 'Nota media' },
  it: { credits: 'CFU acquisiti', gpa: 'Media ponderata' },
  pt: { credits: 'Créditos integralizados', gpa: 'Coeficiente de rendimento' },
  ru: { credits: 'Всего зачётных единиц', gpa: 'Средний балл' },
  uk: { credits: 'Всього кредитів ЄКТС', gpa: 'Середній бал' },
  pl: { credits: 'Łączna liczba punktów ECTS', gpa: 'Średnia ocen' },
  nl: { credits: 'Totaal behaalde EC', gpa: 'Gewogen gemiddelde' },
  tr: { credits: 'Toplam AKTS', gpa: 'Genel Not Ortalaması' },
  id: { credits: 'Total SKS', gpa: 'IPK' },
};
const NOTE: Record<string, string> = {
  en: 'This transcript is not valid without the seal of the Registrar. Courses are listed in the order taken.',
  de: 'Diese Bescheinigung ist ohne Siegel ungültig. Die Noten sind nach der Prüfungsordnung vergeben.',
  fr: 'Ce relevé n’est valable qu’avec le cachet de l’établissement.',
  es: 'Este certificado no es válido sin el sello de la secretaría.',
  it: 'Il presente certificato non è valido senza il timbro della segreteria.',
  pt: 'Este histórico não é válido sem o carimbo da secretaria.',
  ru: 'Выписка недействительна без печати учебного заведения.',
  uk: 'Виписка недійсна без печатки закладу освіти.',
  pl: 'Wydruk nie jest ważny bez pieczęci uczelni.',
  nl: 'Dit overzicht is niet geldig zonder stempel van de instelling.',
  tr: 'Bu belge mühürsüz geçersizdir.',
  id: 'Transkrip ini tidak sah tanpa cap institusi.',
};
const SIGNATORY: Record<string, string> = {
  en: 'Registrar', de: 'Prüfungsamt', fr: 'Le Directeur des études', es: 'El Secretario', it: 'Il Rettore', pt: 'Secretaria Acadêmica',
  ru: 'Ректор', uk: 'Ректор', pl: 'Dziekan', nl: 'Examencommissie', tr: 'Öğrenci İşleri Daire Başkanı', id: 'Dekan',
};

/** A grading key per scheme, printed as a small table after the courses: grade, points or range, words. */
const GRADING_KEY: Record<string, string[][]> = {
  us: [['A', '4.00', 'Excellent'], ['A-', '3.70', ''], ['B+', '3.30', ''], ['B', '3.00', 'Good'], ['C', '2.00', 'Satisfactory'], ['D', '1.00', 'Poor'], ['F', '0.00', 'Failure']],
  in: [['O', '10', '90-100'], ['A+', '9', '80-89'], ['A', '8', '70-79'], ['B+', '7', '60-69'], ['B', '6', '50-59'], ['C', '5', '40-49'], ['F', '0', '0-39']],
  de: [['1.0 - 1.5', 'sehr gut'], ['1.6 - 2.5', 'gut'], ['2.6 - 3.5', 'befriedigend'], ['3.6 - 4.0', 'ausreichend'], ['5.0', 'nicht bestanden']],
  fr20: [['16 - 20', 'Très bien'], ['14 - 15.99', 'Bien'], ['12 - 13.99', 'Assez bien'], ['10 - 11.99', 'Passable']],
  'es-words': [['Matrícula de Honor', '9.0 - 10'], ['Sobresaliente', '9.0 - 10'], ['Notable', '7.0 - 8.9'], ['Aprobado', '5.0 - 6.9'], ['Suspenso', '0 - 4.9']],
  it30: [['30 e lode', 'ottimo'], ['27 - 30', 'ottimo'], ['24 - 26', 'buono'], ['18 - 23', 'sufficiente']],
  pt10: [['9.0 - 10.0', 'Excelente'], ['7.0 - 8.9', 'Bom'], ['5.0 - 6.9', 'Regular'], ['0 - 4.9', 'Insuficiente']],
  'ru-words': [['отлично', '5'], ['хорошо', '4'], ['удовлетворительно', '3'], ['неудовлетворительно', '2']],
  'uk-words': [['відмінно', '90-100', 'A'], ['добре', '74-89', 'B, C'], ['задовільно', '60-73', 'D, E'], ['незадовільно', '0-59', 'FX, F']],
  pl: [['5.0', 'bardzo dobry'], ['4.5', 'dobry plus'], ['4.0', 'dobry'], ['3.5', 'dostateczny plus'], ['3.0', 'dostateczny'], ['2.0', 'niedostateczny']],
  nl: [['8 - 10', 'goed'], ['7 - 7.9', 'ruim voldoende'], ['6 - 6.9', 'voldoende'], ['1 - 5.9', 'onvoldoende']],
  tr: [['AA', '4.00', '90-100'], ['BA', '3.50', '85-89'], ['BB', '3.00', '80-84'], ['CB', '2.50', '75-79'], ['CC', '2.00', '70-74'], ['FF', '0.00', '0-49']],
  id: [['A', '4.0', '85-100'], ['AB', '3.5', '78-84'], ['B', '3.0', '70-77'], ['BC', '2.5', '63-69'], ['C', '2.0', '55-62'], ['E', '0.0', '0-39']],
};

export async function renderCourseTable(rng: Rng, langKey: string, variants?: ColumnVariants): Promise<FamilySample> {
  const lang = LANGS[langKey];
  const comma = lang.decimalComma;
  const num = (n: number, d: number) => (comma ? n.toFixed(d).replace('.', ',') : n.toFixed(d));
  const fi = rng.int(0, lang.first.length - 1);
  const first = lang.first[fi];
  const last = lang.gendered ? lang.last[(rng.int(0, lang.last.length / 2 - 1) * 2 + (fi % 2))] : rng.pick(lang.last);
  const inst = rng.pick(lang.institutions);
  const city = rng.pick(lang.cities);
  const regNo = `${rng.int(10, 99)}${rng.int(100000, 999999)}`;
  const entry = rng.int(2012, 2021);

  // ---- the conventions this document follows
  const arrangement = rng.weighted<Arrangement>([['headings', 4], ['column', 2], ['side', 2], ['newspaper', 1.5], ['single', 1.5]]);
  const sides = arrangement === 'side' ? rng.weighted([[2, 3], [3, 1]] as const) : 1;
  const page = sides === 3 ? A4_LANDSCAPE : lang.country === 'US' ? LETTER : A4;
  let headerStyle = rng.weighted<HeaderStyle>([['one', 4], ['two', 2], ['span', 2], ['first-only', 1.5], ['none', 1.5]]);
  const hasCode = lang.code === 'es' || lang.code === 'ru' || lang.code === 'uk' ? rng.bool(0.6) : rng.bool(0.75);
  const marksScheme = lang.scheme === 'in' || lang.scheme === 'fr20' || lang.scheme === 'it30';
  const maxCol = lang.scheme === 'in' ? rng.bool(0.8) : marksScheme && rng.bool(0.3);
  const gradeCol = lang.scheme === 'in' ? rng.bool(0.6) : !marksScheme;
  const pointsCol = ['us', 'in', 'tr', 'id'].includes(lang.scheme) && gradeCol && rng.bool(0.4);
  // The columns variants draw only when asked, so that the p-course-table documents stay as they were.
  const creditSource: CreditSource = variants ? rng.weighted<CreditSource>([['column', 3], ['with-hours', 3], ['hours-only', 1.5], ['term-total-only', 1]]) : 'column';
  const creditForm: CreditForm = variants ? rng.weighted<CreditForm>([['plain', 1], ['decimal', 1], ['unit', 1.5]]) : 'plain';
  const creditUnit = variants ? rng.pick(CREDIT_UNIT[lang.code] ?? ['ECTS']) : '';
  const creditCol = variants ? creditSource === 'column' || creditSource === 'with-hours' : lang.scheme === 'in' ? rng.bool(0.5) : rng.bool(0.9);
  const remarkCol = rng.bool(0.25);
  const hoursCol = variants ? creditSource === 'with-hours' || creditSource === 'hours-only' : !sides || sides === 1 ? rng.bool(0.2) : false;
  const hoursPer = lang.code === 'tr' ? 1 : variants ? rng.pick([15, 30]) : 30;
  const trailer = variants ? { cumulative: rng.bool(0.6), key: rng.bool(0.6), note: rng.bool(0.6), signature: rng.bool(0.7) } : null;
  const gradeFirst = rng.bool(0.35);
  const rules = rng.weighted<Rules>([['grid', 3], ['none', 3], ['zebra', 2], ['rows', 2]]);
  const F: FontSet = rng.pick([...SANS, ...SERIF]);
  const size = sides > 1 ? rng.float(7, 8.2) : rng.float(7.5, 9.5);
  const leading = size * rng.float(1.35, 1.7);
  const totals = creditSource === 'term-total-only' || rng.bool(0.5);
  const transfer = !!lang.transfer && arrangement !== 'side' && rng.bool(0.5);
  const watermark = rng.bool(0.3);
  const codeStyle = rng.int(0, 2);
  const creditDigits = lang.country === 'US' ? rng.pick([0, 1, 2]) : rng.pick([0, 0, 1]);
  const termCount = arrangement === 'single' ? 1 : sides > 1 ? sides * rng.int(1, 2) : rng.int(2, 6);
  if (headerStyle === 'span' && !maxCol && !pointsCol) headerStyle = 'two';
  const headingForm = rng.pick(lang.heading);
  const L = page === LETTER ? rng.int(40, 56) : rng.int(36, 54);
  const W = page[0] - 2 * L;
  const ability = rng.float(0.2, 0.95);

  // ---- columns
  const lbl = (list: string[]) => rng.pick(list);
  const cols: Col[] = [];
  // A column is as wide as its label (its longest line when set on two lines) and a gap.
  const pdf = new Pdf({ size: page, title: lang.docTitle[0], author: inst, creationDate: new Date(`${entry + 4}-07-01T10:00:00Z`) });
  const numW = (label: string) => {
    const parts = headerStyle === 'two' ? twoLines(label) : [label];
    return Math.max(32, Math.min(96, Math.max(...parts.map((p) => pdf.widthOf(p, F.bold, size))) + rng.float(10, 18)));
  };
  const add = (kind: Kind, label: string, width: number, align: Col['align'] = 'center') => cols.push({ kind, label: headerStyle === 'two' ? twoLines(label) : [label], width, align });
  if (hasCode) add('code', lbl(lang.labels.code), size * 6.5, 'left');
  add('title', lbl(lang.labels.title), 0, 'left');
  if (arrangement === 'column') add('term', lbl(lang.labels.term), numW(lang.labels.term[0]));
  if (hoursCol) add('hours', lbl(lang.labels.hours), numW(lang.labels.hours[0]));
  const value: Col[] = [];
  const gradeLabel = lbl(lang.labels.grade);
  const push = (kind: Kind, label: string, w?: number) => value.push({ kind, label: headerStyle === 'two' ? twoLines(label) : [label], width: w ?? numW(label), align: 'center' });
  if (creditCol) push('credit', lbl(lang.labels.credit));
  const marksPart: Col[] = [];
  if (marksScheme) {
    if (maxCol) {
      const grp = lbl(lang.labels.marksGroup);
      const [mx, ob] = [lbl(lang.labels.maxShort), lbl(lang.labels.obtShort)];
      if (headerStyle === 'span') {
        marksPart.push({ kind: 'max', label: [mx], group: grp, width: numW(mx), align: 'center' }, { kind: 'marks', label: [ob], group: grp, width: numW(ob), align: 'center' });
      } else {
        const mxl = lbl(lang.labels.max);
        const obl = lang.scheme === 'in' ? lbl(lang.labels.marks) : lbl(lang.labels.marks);
        marksPart.push({ kind: 'max', label: headerStyle === 'two' ? twoLines(mxl) : [mxl], width: numW(mxl), align: 'center' }, { kind: 'marks', label: headerStyle === 'two' ? twoLines(obl) : [obl], width: numW(obl), align: 'center' });
      }
    } else {
      const l = lang.scheme === 'in' ? `${lbl(lang.labels.marks)} (/100)` : gradeLabel;
      marksPart.push({ kind: 'marks', label: headerStyle === 'two' ? twoLines(l) : [l], width: numW(l), align: 'center' });
    }
  }
  const gradePart: Col[] = [];
  if (gradeCol) {
    const pts = pointsCol ? lbl(lang.labels.points) : null;
    if (headerStyle === 'span' && pts) {
      const sub = lang.code === 'en' ? 'Letter' : lang.code === 'tr' ? 'Harf' : 'Huruf';
      gradePart.push({ kind: 'grade', label: [sub], group: gradeLabel.split(' ')[0], width: numW(gradeLabel), align: 'center' }, { kind: 'points', label: [pts], group: gradeLabel.split(' ')[0], width: numW(pts), align: 'center' });
    } else {
      gradePart.push({ kind: 'grade', label: headerStyle === 'two' ? twoLines(gradeLabel) : [gradeLabel], width: lang.scheme === 'es-words' || lang.scheme.endsWith('words') ? size * 9 : numW(gradeLabel), align: 'center' });
      if (pts) gradePart.push({ kind: 'points', label: headerStyle === 'two' ? twoLines(pts) : [pts], width: numW(pts), align: 'center' });
    }
  }
  const grades = [...marksPart, ...gradePart];
  if (gradeFirst) value.unshift(...grades);
  else value.push(...grades);
  cols.push(...value);
  if (remarkCol) add('remark', lbl(lang.labels.remark), Math.max(numW(lang.labels.remark[0]), size * 6));
  const slotW = sides > 1 ? (W - (sides - 1) * 14) / sides : arrangement === 'newspaper' ? (W - 16) / 2 : W;
  // Narrow slots drop the optional columns first.
  const optional = (c: Col) => (c.kind === 'hours' && !variants) || c.kind === 'remark' || c.kind === 'points';
  while (cols.reduce((s, c) => s + c.width, 0) > slotW - size * 9 && cols.some(optional)) {
    const k = cols.findIndex(optional);
    cols.splice(k, 1);
  }
  const fixed = cols.reduce((s, c) => s + c.width, 0);
  cols.find((c) => c.kind === 'title')!.width = Math.max(size * 8, slotW - fixed);
  const titleW = cols.find((c) => c.kind === 'title')!.width;
  const scale = Math.min(1, slotW / cols.reduce((s, c) => s + c.width, 0));
  for (const c of cols) c.width *= scale;
  void titleW;

  // ---- courses and ground truth
  const r = emptyResult(lang.code);
  r.language = lang.name;
  r.candidate = { fullName: `${first} ${last}`, firstName: first, lastName: last, dateOfBirth: null };
  // "Madison, WI", "Pune, Maharashtra", "Campinas, SP": a state printed after the city.
  const printedState = /,\s*(.+)$/.exec(city)?.[1] ?? null;
  const state = printedState ? State.getStatesOfCountry(lang.country).find((s) => s.isoCode === printedState || s.name === printedState) ?? null : null;
  r.institution = { name: inst, country: countries[lang.country as keyof typeof countries].name, countryCode: lang.country, state: state?.name ?? null, stateCode: state?.isoCode ?? null };
  r.qualification.registrationNumber = regNo;
  const titles = rng.sample(lang.titles, lang.titles.length);
  const terms: Array<{ heading: string | null; items: Item[]; courses: ExtractedCourse[] }> = [];
  const plainCredit = (c: number) => (Number.isInteger(c) && creditDigits === 0 ? String(c) : num(c, Math.max(creditDigits, Number.isInteger(c) ? 0 : 1)));
  const credStr = (c: number) => (creditForm === 'decimal' ? num(c, 1) : creditForm === 'unit' ? `${plainCredit(c)} ${creditUnit}` : plainCredit(c));
  let ti = 0;
  const sumPoints: number[] = [];
  const sumCredits: number[] = [];
  if (transfer) {
    const items: Item[] = [];
    const courses: ExtractedCourse[] = [];
    for (let k = 0, n = rng.int(2, 3); k < n; k++) {
      const title = titles[ti++];
      const credit = rng.pick([3, 3, 4]);
      const grade = rng.pick(['T', 'TA', 'TB']);
      const code = hasCode ? codeOf(rng, lang, 1, 50 + k, codeStyle) : null;
      items.push({ type: 'row', cells: { code: code ?? undefined, title, credit: creditCol ? credStr(credit) : undefined, grade: gradeCol ? grade : undefined } });
      courses.push(course({ courseNumber: code, courseName: title, credit: creditCol ? credit : null, grade: gradeCol ? grade : null }));
    }
    terms.push({ heading: lang.transfer!, items, courses });
  }
  for (let t = 1; t <= termCount; t++) {
    const h = headingForm(t, entry);
    const n = arrangement === 'single' ? rng.int(9, 16) : sides > 1 ? rng.int(4, 6) : rng.int(4, 7);
    const items: Item[] = [];
    const courses: ExtractedCourse[] = [];
    let cr = 0;
    let pt = 0;
    const termCell = rng.bool(0.5) ? String(t) : ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'][t - 1];
    // Every title once: the terms end when the titles do.
    if (ti >= titles.length) break;
    for (let k = 0; k < n && ti < titles.length; k++) {
      const title = titles[ti++];
      const credit = rng.pick(lang.credits);
      const g = gradeFor(lang.scheme, Math.max(0, Math.min(0.999, ability + rng.gauss() * 0.2)), comma);
      const code = hasCode ? codeOf(rng, lang, t, k, codeStyle) : null;
      const points = g.points !== null ? (lang.scheme === 'in' ? g.points : g.points * credit) : null;
      cr += credit;
      pt += (g.points ?? 0) * credit;
      const pass = remarkCol ? rng.pick(lang.pass) : null;
      const hours = hoursCol ? String(credit * hoursPer) : null;
      const cells: Partial<Record<Kind, string>> = {
        code: code ?? undefined,
        title: title.trim(),
        term: arrangement === 'column' ? termCell : undefined,
        credit: creditCol ? credStr(credit) : undefined,
        grade: gradeCol ? g.grade ?? undefined : undefined,
        points: pointsCol && points !== null ? (lang.scheme === 'in' ? String(points) : num(points, lang.scheme === 'us' ? 2 : 1)) : undefined,
        marks: g.mark !== null ? (lang.scheme === 'fr20' ? num(g.mark, g.mark % 1 ? 1 : 0) : String(g.mark)) : undefined,
        max: maxCol && g.max !== null ? String(g.max) : undefined,
        remark: pass ?? undefined,
        hours: hours ?? undefined,
      };
      items.push({ type: 'row', cells });
      const c = course({
        courseNumber: code,
        courseName: title.trim(),
        credit: creditCol ? credit : null,
        grade: gradeCol ? g.grade : null,
        marksScored: g.mark,
        maximumMarks: g.mark !== null ? g.max : null,
        passStatus: pass,
      });
      if (arrangement === 'column') c.term = termCell;
      else if (arrangement !== 'single') Object.assign(c, { term: h.term, session: h.session, year: h.year });
      courses.push(c);
    }
    sumCredits.push(cr);
    sumPoints.push(pt);
    // A term's totals name the term ("Term Totals", "Итого за семестр"); the total of a table
    // without terms is the grand total.
    if (totals && creditCol) {
      items.push({ type: 'total', cells: { title: arrangement === 'single' ? lang.grandTotal : rng.pick(lang.totals), credit: credStr(cr) } });
      if (arrangement === 'single') r.qualification.totalCreditsOrMarks = String(cr);
    } else if (creditSource === 'term-total-only') {
      // Credits printed only as the term's total, in the title column: no row's credit is known.
      items.push({ type: 'total', cells: { title: `${arrangement === 'single' ? lang.grandTotal : rng.pick(lang.totals)}: ${plainCredit(cr)} ${creditUnit}` } });
      if (arrangement === 'single') r.qualification.totalCreditsOrMarks = String(cr);
    }
    if (totals && gradeCol && arrangement !== 'single' && ['us', 'tr', 'id', 'in'].includes(lang.scheme) && rng.bool(0.6)) items.push({ type: 'total', cells: { title: rng.pick(lang.gpa), grade: num(pt / cr, 2) } });
    terms.push({ heading: arrangement === 'single' || arrangement === 'column' ? null : h.text, items, courses });
  }
  r.courses = terms.flatMap((t) => t.courses);
  // yearOfAdmission (families README): the record lists the study from its first term, so the
  // first term's year is the admission when headings print it and there are at least two terms;
  // a term column ("1", "I") and a table without terms print no year.
  const datedTerms = terms.filter((t) => t.heading !== null && t.heading !== lang.transfer).length;
  if ((arrangement === 'headings' || arrangement === 'side' || arrangement === 'newspaper') && datedTerms >= 2) r.qualification.yearOfAdmission = entry;
  // A number is a credit only when the page says so (D4): a header naming the column, a unit on
  // the value, a total the column sums to, or quality points that are the credits times the
  // grade's points. A table without any of them prints numbers, not credits.
  const creditShown =
    headerStyle !== 'none' || creditForm === 'unit' || (totals && creditCol) || (!!trailer?.cumulative && creditCol) || (cols.some((c) => c.kind === 'points') && ['us', 'tr', 'id'].includes(lang.scheme));
  if (!creditShown) for (const c of r.courses) c.credit = null;

  // ---- drawing
  const accent = rng.pick(['#1f3a93', '#7a0019', '#004d26', '#333333']);
  pdf.text(inst, L, 40, { font: F.bold, size: 14, width: W, align: 'center', color: accent, fit: true });
  pdf.text(`${city}, ${lang.countryLocal}`, L, 58, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text(rng.pick(lang.docTitle), L, 76, { font: F.bold, size: 12, width: W, align: 'center' });
  // Labels that name the surname first ("Name, Vorname", "Nom et prénom", "ФИО") are followed by
  // the name in that order.
  const nameLabel = rng.pick(lang.nameLabel);
  const surnameFirst = /^(name, vorname|nom et prénom|cognome e nome|apellidos y nombre|фио|прізвище)/i.test(nameLabel);
  const printedName = surnameFirst ? `${/,/.test(nameLabel) ? `${last},` : last.toUpperCase()} ${first}` : `${first} ${last}`;
  pdf.text(`${nameLabel}: ${printedName}`, L, 100, { font: F.regular, size: 9 });
  pdf.text(`${rng.pick(lang.numberLabel)}: ${regNo}`, L + W / 2, 100, { font: F.regular, size: 9 });
  const top = 50;
  const bottom = page[1] - 56;
  const pad = 3;

  const drawHeader = (x: number, y: number): number => {
    if (headerStyle === 'none') return 0;
    const lines = Math.max(...cols.map((c) => c.label.length)) + (cols.some((c) => c.group) ? 1 : 0);
    const lh = size * 1.25;
    const h = lines * lh + 4;
    const total = cols.reduce((s, c) => s + c.width, 0);
    if (rules === 'zebra' || rng.bool(0.3)) pdf.fill(x, y, total, h, '#dde3ea');
    let at = x;
    const spanned = new Map<string, { x0: number; x1: number }>();
    for (const c of cols) {
      // Sub-columns under their spanning label; other labels set at the bottom of the header.
      const offset = c.group ? 1 : lines - c.label.length;
      c.label.forEach((l, k) => pdf.text(l, at + pad, y + 2 + (offset + k) * lh, { font: F.bold, size, width: c.width - 2 * pad, align: c.align, fit: true }));
      if (c.group) {
        const s = spanned.get(c.group) ?? { x0: at, x1: at };
        s.x1 = at + c.width;
        spanned.set(c.group, s);
      }
      at += c.width;
    }
    for (const [g, s] of spanned) {
      pdf.text(g, s.x0, y + 2, { font: F.bold, size, width: s.x1 - s.x0, align: 'center' });
      pdf.line(s.x0 + 2, y + lh + 1, s.x1 - 2, y + lh + 1, 0.4);
    }
    if (rules !== 'none') {
      pdf.line(x, y, x + total, y, 0.7);
      pdf.line(x, y + h, x + total, y + h, 0.7);
    }
    return h + 2;
  };

  let zebra = 0;
  // The lowest line drawn on the current page, where the text after the table starts.
  let lowest = 0;
  const drawItem = (it: Item, x: number, y: number, dry = false): number => {
    const total = cols.reduce((s, c) => s + c.width, 0);
    if (it.type === 'heading') {
      if (!dry) pdf.text(it.text!, x + pad, y + 2, { font: F.bold, size: size + 0.3, width: total - 2 * pad, fit: true });
      return leading + 3;
    }
    const cells = it.cells!;
    const lines = cols.map((c) => (c.kind === 'title' ? pdf.wrap(cells.title ?? '', it.type === 'total' ? F.bold : F.regular, size, c.width - 2 * pad) : [cells[c.kind] ?? '']));
    const h = Math.max(...lines.map((l) => l.length)) * leading;
    if (dry) return h;
    lowest = Math.max(lowest, y + h);
    if (rules === 'zebra' && it.type === 'row' && zebra++ % 2 === 1) pdf.fill(x, y - 1, total, h, '#eef1f5');
    let at = x;
    cols.forEach((c, i) => {
      lines[i].forEach((l, k) => {
        if (l) pdf.text(l, at + pad, y + k * leading + (leading - size) / 2, { font: it.type === 'total' ? F.bold : F.regular, size, width: c.width - 2 * pad, align: c.align, fit: c.kind !== 'title' });
      });
      at += c.width;
    });
    if (rules === 'grid' || rules === 'rows') pdf.line(x, y + h, x + total, y + h, 0.4, '#555555');
    if (rules === 'grid') {
      let vx = x;
      for (const c of [...cols, null]) {
        pdf.line(vx, y - 1, vx, y + h, 0.4, '#555555');
        if (c) vx += c.width;
      }
    }
    return h;
  };

  let y = 122;
  if (arrangement === 'side') {
    for (let g = 0; g < terms.length; g += sides) {
      const block = terms.slice(g, g + sides);
      const heights = block.map((t) => (t.heading ? leading + 3 : 0) + (headerStyle === 'none' ? 0 : 3 * size * 1.25 + 6) + t.items.reduce((s, it) => s + drawItem(it, 0, 0, true), 0));
      const need = Math.max(...heights);
      if (y + need > bottom) {
        pdf.addPage();
        y = top;
        lowest = 0;
      }
      block.forEach((t, j) => {
        const x = L + j * (slotW + 14);
        let yy = y;
        if (t.heading) yy += drawItem({ type: 'heading', text: t.heading }, x, yy);
        yy += drawHeader(x, yy);
        zebra = 0;
        for (const it of t.items) yy += drawItem(it, x, yy);
      });
      y += need + leading;
    }
  } else {
    const slots = arrangement === 'newspaper' ? 2 : 1;
    let slot = 0;
    const slotX = () => L + slot * (slotW + 16);
    let slotTop = y;
    y += drawHeader(slotX(), y);
    const next = () => {
      if (slot + 1 < slots) slot++;
      else {
        pdf.addPage();
        slot = 0;
        slotTop = top;
        lowest = 0;
      }
      y = slotTop;
      if (headerStyle !== 'first-only') y += drawHeader(slotX(), y);
    };
    for (const t of terms) {
      if (t.heading) {
        if (y + leading * 3 > bottom) next();
        y += drawItem({ type: 'heading', text: t.heading }, slotX(), y);
      }
      for (const it of t.items) {
        const h = drawItem(it, 0, 0, true);
        if (y + h > bottom) next();
        y += drawItem(it, slotX(), y);
      }
      if (arrangement === 'headings' || arrangement === 'newspaper') y += leading * 0.4;
    }
  }
  if (trailer) {
    // After the table: lines that are no course (a cumulative line, a grading key set as a small
    // table, a note, a signature block), each on the page where it fits.
    let ty = Math.max(y, lowest) + leading * 1.5;
    const room = (h: number) => {
      if (ty + h > bottom) {
        pdf.addPage();
        ty = top;
      }
    };
    const allCredits = sumCredits.reduce((a, b) => a + b, 0) + (transfer ? terms[0].courses.reduce((a, c) => a + (c.credit ?? 0), 0) : 0);
    if (trailer.cumulative && creditCol) {
      room(leading * 2);
      const cum = CUMULATIVE[lang.code];
      const hasGpa = ['us', 'in', 'tr', 'id'].includes(lang.scheme) && gradeCol;
      const gpa = sumPoints.reduce((a, b) => a + b, 0) / sumCredits.reduce((a, b) => a + b, 0);
      pdf.text(`${cum.credits}: ${plainCredit(allCredits)}`, L, ty, { font: F.bold, size });
      if (hasGpa) pdf.text(`${cum.gpa}: ${num(gpa, 2)}`, L + W / 2, ty, { font: F.bold, size });
      r.qualification.totalCreditsOrMarks = String(allCredits);
      if (hasGpa) r.qualification.cgpa = gpa.toFixed(2);
      ty += leading * 2;
    }
    const key = GRADING_KEY[lang.scheme];
    if (trailer.key) {
      room(leading * (key.length + 2));
      pdf.text(SCALE_CAPTION[lang.code], L, ty, { font: F.bold, size });
      ty += leading;
      const kx = [L, L + size * 12, L + size * 20];
      for (const row of key) {
        row.forEach((cell, k) => pdf.text(comma ? cell.replace(/(\d)\.(\d)/g, '$1,$2') : cell, kx[k], ty, { font: F.regular, size: size - 0.5 }));
        ty += leading * 0.9;
      }
      ty += leading;
    }
    if (trailer.note) {
      room(leading * 3);
      const lines = pdf.wrap(NOTE[lang.code], F.italic, size - 0.5, W);
      for (const l of lines) {
        pdf.text(l, L, ty, { font: F.italic, size: size - 0.5 });
        ty += leading;
      }
      ty += leading;
    }
    if (trailer.signature) {
      room(leading * 4);
      const sx = L + W * 0.6;
      pdf.line(sx, ty + leading * 2, sx + W * 0.35, ty + leading * 2, 0.5);
      pdf.text(SIGNATORY[lang.code], sx, ty + leading * 2.3, { font: F.regular, size });
      const d = `${String(rng.int(1, 28)).padStart(2, '0')}.${String(rng.int(1, 12)).padStart(2, '0')}.${entry + 4}`;
      pdf.text(d, L, ty + leading * 2.3, { font: F.regular, size });
    }
  }
  if (watermark) {
    pdf.switchTo(1);
    pdf.watermark(rng.pick(['OFFICIAL COPY', inst.toUpperCase(), 'COPY']), page[0] / 2, page[1] / 2, { size: rng.int(40, 60), opacity: 0.1 });
    pdf.switchTo(pdf.pageCount);
  }
  // Footer: the page number and a legend under the last table.
  const n = pdf.pageCount;
  for (let p = 1; p <= n; p++) {
    pdf.switchTo(p);
    pdf.text(`${p} / ${n}`, L, page[1] - 34, { font: F.italic, size: 7, width: W, align: 'center' });
  }
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': printedName } };
}
