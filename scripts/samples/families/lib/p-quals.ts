/**
 * Drawing code of the procedural `p-quals` families (development only): diplomas and transcripts of
 * countries the other families do not cover, whose qualification stands in the places real documents
 * put it, drawn from the seed:
 * - a degree caption ("Tutkinto / Degree", "Kvalifikacinis laipsnis", "Título otorgado"), with or
 *   without a programme caption beside it that names the field of study, not the degree;
 * - only a programme caption whose value is the degree ("Degree Programme: Master of Science in …");
 * - a title line under the document's title; an award sentence in the page's language;
 * - only a footer line at the foot of the page; an English abbreviation printed alone ("Degree: MSc");
 * - a level caption where the name carries no level (Hungarian "Végzettségi szint");
 * and decoys: course titles with degree words ("Bachelor's Thesis", "Pro gradu -tutkielma") and the
 * institution's name. Pages are monolingual or bilingual with English (captions "Native / English";
 * the qualification's English form then is the truth, scripts/samples/families/README.md).
 * Everything printed is invented.
 */
import { countries } from 'countries-list';
import type { Rng } from '../../rng';
import type { FamilySample } from '../types';
import { course, emptyResult } from './a-kit';
import { captionPicker, certificatePage, pad, signatures } from './p-certificate';
import { CAPTIONS, CAPTIONS2, COUNTRIES, COUNTRIES2, QLANG2_NAMES, QLANG_NAMES, type QCaptions, type QCountry, type QCountry2, type QDegree } from './p-quals-data';

export type QualPlace = 'caption' | 'caption-programme' | 'programme' | 'title' | 'sentence' | 'footer' | 'abbreviation' | 'below' | 'two-pairs' | 'abbreviation-field';

export interface PQualsOptions {
  countries: string[];
  kind: 'diploma' | 'transcript';
  places?: QualPlace[];
  /** Bilingual with English: always, never, or drawn (undefined). */
  bilingual?: boolean;
  /** The second vocabulary (lib/p-quals-data.ts, `V2`): other countries, captions, wordings and placements. */
  vocab?: 1 | 2;
}

/** The qualification as printed and its ground truth for a page that is or is not bilingual. */
function qualificationOf(rng: Rng, d: QDegree, bilingual: boolean): { printed: string; name: string; major: string | null } {
  if (bilingual && d.en) {
    const withField = d.enField && rng.bool(0.6);
    const english = withField ? `${d.en} in ${d.enField}` : d.en;
    const printed = d.native === d.en || rng.bool(0.5) ? english : `${d.native} / ${english}`;
    return { printed, name: d.en, major: withField ? d.enField! : null };
  }
  // "Licenciado en Contaduría Pública", "Master i informatikk": the field joined to the name is the major too.
  const field = /\s(?:en|i|in)\s+(\p{Lu}.*|\p{Ll}.*)$/u.exec(d.native);
  return { printed: d.native, name: d.native, major: field ? field[1] : null };
}

export async function renderPQuals(rng: Rng, options: PQualsOptions): Promise<FamilySample> {
  const code = rng.pick(options.countries);
  const v2 = options.vocab === 2;
  const c: QCountry | QCountry2 = v2 ? rng.pick(COUNTRIES2.filter((x) => x.code === code)) : COUNTRIES.find((x) => x.code === code)!;
  const native: QCaptions = v2 ? CAPTIONS2[c.lang as keyof typeof CAPTIONS2] : CAPTIONS[c.lang as keyof typeof CAPTIONS];
  const en: QCaptions = v2 ? CAPTIONS2.en : CAPTIONS.en;
  const bilingual = c.lang === 'en' ? false : options.bilingual ?? rng.bool(0.5);
  const cap = captionPicker(rng, native, en, bilingual);

  const r = emptyResult(c.lang);
  r.languageCode = c.lang;
  r.language = v2 ? QLANG2_NAMES[c.lang as keyof typeof QLANG2_NAMES] : QLANG_NAMES[c.lang as keyof typeof QLANG_NAMES];
  const printed: Record<string, string> = {};

  // The holder: natural order, or the surname in capitals first (Hungarian order, and many registries).
  const given = rng.pick(c.people.given);
  const family = rng.pick(c.people.family);
  r.candidate = { fullName: `${given} ${family}`, firstName: given, lastName: family, dateOfBirth: null };
  const nameText = c.code === 'HU' || rng.bool(0.3) ? `${family.toLocaleUpperCase()} ${given}` : rng.bool(0.3) ? `${given} ${family}`.toLocaleUpperCase() : `${given} ${family}`;
  printed['candidate.fullName'] = nameText;

  const institution = rng.pick(c.institutions);
  r.institution.name = institution;
  printed['institution.name'] = institution;
  r.institution.country = countries[c.code as keyof typeof countries].name;
  r.institution.countryCode = c.code;

  // The qualification and where it stands.
  let degrees = c.degrees;
  const place: QualPlace = rng.pick(options.places ?? (v2 ? ['caption', 'below', 'two-pairs', 'title', 'sentence', 'footer', 'abbreviation-field'] : ['caption', 'caption-programme', 'programme', 'title', 'sentence', 'footer', 'abbreviation']));
  if (place === 'abbreviation') degrees = degrees.filter((d) => d.abbr);
  if (place === 'abbreviation-field') degrees = degrees.filter((d) => d.abbr && d.enField);
  const abbreviation = place === 'abbreviation' && degrees.length > 0;
  const abbreviationField = place === 'abbreviation-field' && degrees.length > 0;
  const d = rng.pick(abbreviation || abbreviationField ? degrees : c.degrees);
  const q = qualificationOf(rng, d, bilingual);
  // An abbreviation printed alone is expanded (families README); the English form is its expansion.
  const qualText = abbreviationField ? `${d.abbr}${rng.bool() ? ' (Hons)' : ''} ${d.enField}` : abbreviation ? d.abbr! : place === 'programme' && !bilingual && d.en && c.lang === 'en' && d.enField ? `${d.en} in ${d.enField}` : q.printed;
  r.qualification.name = abbreviation || abbreviationField ? d.en! : q.name;
  r.qualification.level = d.level;
  // "Bachelor of Science in Agriculture" in a programme row: the field after the degree is the major (families README).
  const fieldInProgramme = place === 'programme' && !bilingual && !!d.en && c.lang === 'en' && !!d.enField && !abbreviation;
  r.qualification.majorOrSpecialization = abbreviationField || fieldInProgramme ? d.enField! : q.major;
  printed['qualification.name'] = qualText;
  const actualPlace: QualPlace = (place === 'abbreviation' && !abbreviation) || (place === 'abbreviation-field' && !abbreviationField) ? 'caption' : place;

  const year = rng.int(2012, 2024);
  const born = { y: year - rng.int(21, 27), m: rng.int(1, 12), d: rng.int(13, 28) };
  const done = { y: year, m: rng.int(5, 12), d: rng.int(13, 28) };
  const numeric = (x: { y: number; m: number; d: number }) => `${pad(x.d)}.${pad(x.m)}.${x.y}`;
  r.candidate.dateOfBirth = `${born.y}-${pad(born.m)}-${pad(born.d)}`;
  r.qualification.yearOfCompletion = year;
  r.qualification.status = 'Completed';

  const page = certificatePage(rng, {
    title: options.kind === 'diploma' ? 'Diploma' : 'Transcript',
    author: institution,
    creationDate: new Date(`${year}-${pad(done.m)}-${pad(done.d)}T09:00:00Z`),
    margin: 56,
  });
  const { pdf, F, H, L, R } = page;
  let y = 46;
  const centre = (text: string, s: number, font = F.regular, gap = 6) => (y = page.centre(y, text, s, font, gap));
  // Letterhead: the institution, the city and the country.
  const city = rng.pick(c.cities);
  const countryText = rng.pick(c.countryPrinted);
  centre(institution.toLocaleUpperCase(), 17, F.bold, 2);
  centre(`${city}, ${countryText}`, 9.5, F.regular, 4);
  pdf.line(L, y, R, y, 0.8, '#1e3a8a');
  y += 16;
  const title = options.kind === 'diploma' ? cap((k) => k.titleDiploma) : cap((k) => k.titleRecord);
  centre(title.toLocaleUpperCase(), 15, F.bold, 12);
  if (actualPlace === 'title') centre(qualText, 16, F.bold, 12);

  // Key-value rows: caption, then the value at a common tab stop.
  const rows: Array<[string, string]> = [];
  rows.push([cap((k) => k.name), nameText]);
  rows.push([cap((k) => k.dob), numeric(born)]);
  const programmeValue = bilingual && d.enProgramme ? d.enProgramme : d.programme;
  if (actualPlace === 'caption' || actualPlace === 'abbreviation' || actualPlace === 'abbreviation-field') rows.push([cap((k) => k.degree), qualText]);
  if (actualPlace === 'caption-programme') {
    rows.push([cap((k) => k.programme), programmeValue]);
    rows.push([cap((k) => k.degree), qualText]);
    r.qualification.program = programmeValue;
  }
  if (actualPlace === 'programme') {
    // The programme row holds the qualification (and its field): `program` holds the row, as in p-keys.
    rows.push([cap((k) => k.programme), qualText]);
    r.qualification.program = qualText;
  }
  if (d.levelPrinted) rows.push([cap((k) => k.level), d.levelPrinted]);
  rows.push([cap((k) => k.completed), numeric(done)]);
  const capW = Math.max(...rows.map(([k]) => pdf.widthOf(`${k}:`, F.regular, 10))) + 14;
  for (const [k, v] of rows) {
    pdf.text(`${k}:`, L, y, { font: F.regular, size: 10 });
    pdf.text(v, L + capW, y, { font: F.bold, size: 10.5, width: R - L - capW, fit: true });
    y += 19;
  }
  if (actualPlace === 'below') {
    // The caption in small type, the qualification under it in large type.
    pdf.text(cap((k) => k.degree), L, y, { font: F.italic, size: 8.5, color: '#444444' });
    y += 12;
    pdf.text(qualText, L, y, { font: F.bold, size: 13, width: R - L, fit: true });
    y += 24;
  }
  if (actualPlace === 'two-pairs') {
    // The programme and the degree as two pairs on one line.
    const a = `${cap((k) => k.programme)}: ${programmeValue}`;
    pdf.text(a, L, y, { font: F.regular, size: 10, width: (R - L) / 2 - 12, fit: true });
    pdf.text(`${cap((k) => k.degree)}: ${qualText}`, L + (R - L) / 2, y, { font: F.regular, size: 10, width: (R - L) / 2, fit: true });
    r.qualification.program = programmeValue;
    y += 22;
  }
  y += 8;
  if (actualPlace === 'sentence') {
    const s = rng.pick(native.sentence)(nameText, qualText);
    y += pdf.para(s, L, y, R - L, { font: F.regular, size: 11.5, align: 'center' }) + 12;
  }

  if (options.kind === 'transcript') {
    // A short course list; titles with degree words are courses, never the qualification.
    const head = bilingual ? native.course.map((h, i) => `${h} / ${en.course[i]}`) : native.course;
    const xs = [L, L + 80, R - 130, R - 60];
    const thead = (t: string, x: number, w: number) => pdf.text(t, x, y, { font: F.bold, size: 9, width: w, fit: true });
    thead(head[0], xs[0], 76);
    thead(head[1], xs[1], xs[2] - xs[1] - 6);
    thead(head[2], xs[2], 66);
    thead(head[3], xs[3], 60);
    y += 14;
    pdf.line(L, y - 3, R, y - 3, 0.5);
    const titles = [...native.thesis, ...(c.lang === 'en' ? [] : en.thesis.slice(0, 1))];
    const n = rng.int(4, 6);
    for (let i = 0; i < n; i++) {
      const code = `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(100, 499)}`;
      const t = i === n - 1 || i === 1 ? titles[i === 1 ? 0 : rng.int(0, titles.length - 1)] : `${rng.pick(['Statistics', 'Research Methods', 'Ethics', 'Data Analysis', 'Academic Writing'])} ${i + 1}`;
      const credit = rng.pick([3, 5, 6, 10, 15]);
      const grade = String(rng.int(3, 5));
      pdf.text(code, xs[0], y, { font: F.regular, size: 9.5 });
      pdf.text(t, xs[1], y, { font: F.regular, size: 9.5, width: xs[2] - xs[1] - 6, fit: true });
      pdf.text(String(credit), xs[2], y, { font: F.regular, size: 9.5 });
      pdf.text(grade, xs[3], y, { font: F.regular, size: 9.5 });
      r.courses.push(course({ courseNumber: code, courseName: t, credit, grade }));
      y += 15;
    }
    y += 10;
  }

  // Signatures, then a footer line.
  signatures(page, rng, Math.min(Math.max(y + 40, H - 200), H - 130), ['Rector', 'Registrar'], '#1e3a8a');
  if (actualPlace === 'footer') pdf.text(`${cap((k) => k.degree)}: ${qualText}`, L, H - 80, { font: F.regular, size: 8.5, width: R - L, fit: true });
  pdf.text(`${city}, ${numeric(done)}`, L, H - 60, { font: F.regular, size: 8, color: '#444444' });
  r.qualification.dateOfIssue = `${done.y}-${pad(done.m)}-${pad(done.d)}`;
  return { pdf: await pdf.end(), expected: r, printed };
}
