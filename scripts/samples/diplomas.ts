/**
 * Diploma / degree certificate layouts: one landscape page in the Times family, a double border,
 * centred lines (each line one text run), a seal, two signatures, and the registration number
 * and a serial number in the bottom corners. One template per country ('diploma-us', 'diploma-gb',
 * 'diploma-in', 'diploma-fr', 'diploma-de', 'diploma-es'), in the country's language.
 */
import { COUNTRIES } from './data';
import type { Qualification } from './plan';
import { A4, LETTER, Sheet, type FontName } from './sheet';
import type { RenderedDocument } from './transcripts';
import { TruthBuilder, formatDate } from './truth';

type Apply = (t: TruthBuilder) => void;

interface Line {
  text: string;
  font: FontName;
  size: number;
  key?: string;
  apply?: Apply;
  color?: string;
  /** Extra space before the line. */
  gap?: number;
}

interface DiplomaStyle {
  layout: string;
  lines: Line[];
  left: { text: string; key?: string; apply?: Apply };
  right: { text: string };
  signatories: [string, string];
  accent: string;
}

const I: FontName = 'Times-Italic';
const R: FontName = 'Times-Roman';
const B: FontName = 'Times-Bold';
const BI: FontName = 'Times-BoldItalic';

function awardApply(q: Qualification, printed: string): Apply {
  return (t) => {
    t.qualification('dateOfIssue', q.awardDate, printed);
    t.qualification('yearOfCompletion', q.completionYear, printed);
    t.qualification('status', 'Completed');
  };
}

function inBranch(q: Qualification): string {
  return q.program?.replace(/^.*\((.*)\)$/, '$1') ?? q.major.name;
}

function style(q: Qualification): DiplomaStyle {
  const c = q.candidate;
  const inst = q.institution;
  const name = (size = 28): Line => ({ text: c.fullName, font: BI, size, key: 'candidate.fullName', apply: (t) => t.fullName(q), gap: 6 });
  const instName = (size = 30, text = inst.name): Line => ({ text, font: B, size, key: 'institution.name', apply: (t) => t.institution('name', inst.name, text), color: '#1a2a5a' });
  const reg = (label: string) => ({ text: `${label} ${q.studentNumber}`, key: 'qualification.registrationNumber', apply: ((t) => t.qualification('registrationNumber', q.studentNumber)) as Apply });
  switch (q.countryCode) {
    case 'US': {
      const date = formatDate(q.awardDate, 'us-long');
      return {
        layout: 'diploma-us', accent: '#1a2a5a',
        lines: [
          instName(),
          { text: `${inst.city}, ${inst.state?.printed ?? ''}`, font: I, size: 12, key: 'institution.state', apply: (t) => { if (inst.state) { t.institution('state', inst.state.name); t.institution('stateCode', inst.state.code); t.institution('country', 'United States'); t.institution('countryCode', 'US'); } } },
          { text: 'upon the recommendation of the Faculty has conferred upon', font: I, size: 13, gap: 16 },
          name(),
          { text: 'the degree of', font: I, size: 13, gap: 4 },
          { text: q.degreeName, font: B, size: 22, key: 'qualification.name', apply: (t) => t.degree(q), gap: 4 },
          { text: `in ${q.major.name}`, font: R, size: 15, key: 'qualification.majorOrSpecialization', apply: (t) => t.qualification('majorOrSpecialization', q.major.name) },
          ...(q.classification ? [{ text: q.classification, font: I, size: 13 } as Line] : []),
          { text: 'with all the rights, privileges and honors thereunto appertaining.', font: I, size: 11, gap: 8 },
          { text: `Given on ${date}`, font: R, size: 12, key: 'qualification.dateOfIssue', apply: awardApply(q, date), gap: 4 },
        ],
        left: reg('Student ID:'),
        right: { text: `Diploma No. ${q.diplomaSerial}` },
        signatories: ['President of the University', 'University Registrar'],
      };
    }
    case 'GB': {
      const date = formatDate(q.awardDate, 'gb-long');
      return {
        layout: 'diploma-gb', accent: '#5b1a4a',
        lines: [
          instName(30),
          { text: 'This is to certify that', font: I, size: 14, gap: 22 },
          name(),
          { text: 'having satisfied the requirements of the University was admitted to the degree of', font: I, size: 13, gap: 6 },
          { text: q.degreeName, font: B, size: 21, key: 'qualification.name', apply: (t) => t.degree(q), gap: 6 },
          { text: `in ${q.major.name}`, font: R, size: 15, key: 'qualification.majorOrSpecialization', apply: (t) => t.qualification('majorOrSpecialization', q.major.name) },
          ...(q.classification ? [{ text: q.level === 'Master' ? `with ${q.classification}` : `with ${q.classification.replace(/ \(.*\)$/, '')}`, font: I, size: 13 } as Line] : []),
          { text: `on ${date}`, font: R, size: 13, key: 'qualification.dateOfIssue', apply: awardApply(q, date), gap: 6 },
        ],
        left: reg('Student Number:'),
        right: { text: `Certificate No. ${q.diplomaSerial}` },
        signatories: ['Vice-Chancellor', 'Academic Registrar'],
      };
    }
    case 'IN': {
      const date = formatDate(q.awardDate, 'in-num');
      const branch = inBranch(q);
      return {
        layout: 'diploma-in', accent: '#7a4b00',
        lines: [
          instName(28),
          { text: `${inst.city}, ${inst.state?.printed ?? ''}, ${COUNTRIES.IN.printed}`, font: I, size: 12, key: 'institution.address', apply: (t) => t.institutionOf(q, { country: true, state: true }) },
          { text: 'DEGREE CERTIFICATE', font: B, size: 18, gap: 10, color: '#7a4b00' },
          { text: 'This is to certify that', font: I, size: 13, gap: 6 },
          name(26),
          { text: `Enrolment No. ${q.studentNumber}`, font: R, size: 12, key: 'qualification.registrationNumber', apply: (t) => t.qualification('registrationNumber', q.studentNumber) },
          { text: `having passed the examination held in May ${q.completionYear} has been conferred the degree of`, font: I, size: 12.5, gap: 6 },
          { text: q.degreeName, font: B, size: 21, key: 'qualification.name', apply: (t) => t.degree(q), gap: 4 },
          { text: `in ${branch}`, font: R, size: 15, key: 'qualification.majorOrSpecialization', apply: (t) => t.qualification('majorOrSpecialization', branch) },
          { text: `in the ${q.classification ?? 'First Class'}, securing a CGPA of ${q.cgpaPrinted}`, font: I, size: 12.5, key: 'qualification.cgpa', apply: (t) => t.qualification('cgpa', q.cgpa, q.cgpaPrinted) },
          { text: `Date: ${date}`, font: R, size: 12, key: 'qualification.dateOfIssue', apply: awardApply(q, date), gap: 6 },
        ],
        left: { text: `Serial No. ${q.diplomaSerial}` },
        right: { text: `${inst.city}` },
        signatories: ['Controller of Examinations', 'Vice-Chancellor'],
      };
    }
    case 'FR': {
      const date = formatDate(q.awardDate, 'fr-long');
      const dob = formatDate(c.dateOfBirth, 'fr-long');
      return {
        layout: 'diploma-fr', accent: '#00336e',
        lines: [
          { text: 'RÉPUBLIQUE FRANÇAISE', font: B, size: 13, key: 'institution.country', apply: (t) => { t.institution('country', 'France', 'RÉPUBLIQUE FRANÇAISE'); t.institution('countryCode', 'FR'); } },
          { text: "Ministère de l'Enseignement supérieur et de la Recherche", font: I, size: 11 },
          instName(24),
          { text: q.level === 'Master' ? 'DIPLÔME DE MASTER' : 'DIPLÔME DE LICENCE', font: B, size: 20, gap: 10, color: '#00336e' },
          { text: "Vu le code de l'éducation ; vu l'arrêté d'accréditation de l'établissement ; vu les procès-verbaux du jury,", font: I, size: 10, gap: 6 },
          { text: 'le diplôme national de', font: I, size: 12, gap: 4 },
          { text: q.degreeName, font: B, size: 20, key: 'qualification.name', apply: (t) => t.degree(q) },
          { text: `mention ${q.major.name}`, font: R, size: 15, key: 'qualification.majorOrSpecialization', apply: (t) => t.qualification('majorOrSpecialization', q.major.name) },
          { text: 'est délivré à', font: I, size: 12, gap: 4 },
          name(24),
          { text: `${c.sex === 'F' ? 'née' : 'né'} le ${dob} à ${c.birthCity}`, font: R, size: 12, key: 'candidate.dateOfBirth', apply: (t) => t.candidate('dateOfBirth', c.dateOfBirth, dob) },
          { text: 'pour en jouir avec les droits et prérogatives qui y sont attachés.', font: I, size: 11, gap: 4 },
          { text: `Fait à ${inst.city}, le ${date}`, font: R, size: 12, key: 'qualification.dateOfIssue', apply: awardApply(q, date), gap: 4 },
        ],
        left: reg('N° étudiant :'),
        right: { text: `N° ${q.diplomaSerial}` },
        signatories: ["Le Président de l'université", 'Le Recteur, chancelier des universités'],
      };
    }
    case 'DE': {
      const date = formatDate(q.awardDate, 'de-long');
      const dob = formatDate(c.dateOfBirth, 'de-long');
      const grad = `${q.degreeName} (${q.degreeShort})`;
      return {
        layout: 'diploma-de', accent: '#1b5e20',
        lines: [
          instName(26),
          { text: 'URKUNDE', font: B, size: 24, gap: 12, color: '#1b5e20' },
          { text: `Die ${inst.name} verleiht`, font: I, size: 13, gap: 8 },
          { text: c.sex === 'F' ? 'Frau' : 'Herrn', font: R, size: 13, gap: 4 },
          name(26),
          { text: `geboren am ${dob} in ${c.birthCity}`, font: R, size: 12, key: 'candidate.dateOfBirth', apply: (t) => t.candidate('dateOfBirth', c.dateOfBirth, dob) },
          { text: 'nach bestandener Prüfung im Studiengang', font: I, size: 12, gap: 6 },
          { text: q.major.name, font: B, size: 16, key: 'qualification.majorOrSpecialization', apply: (t) => t.qualification('majorOrSpecialization', q.major.name) },
          { text: 'den akademischen Grad', font: I, size: 12, gap: 4 },
          { text: grad, font: B, size: 20, key: 'qualification.name', apply: (t) => t.degree(q, grad) },
          { text: `${inst.city}, den ${date}`, font: R, size: 12, key: 'qualification.dateOfIssue', apply: (t) => { awardApply(q, date)(t); t.institution('country', 'Germany'); t.institution('countryCode', 'DE'); }, gap: 10 },
        ],
        left: reg('Matrikelnummer:'),
        right: { text: `Urkunden-Nr. ${q.diplomaSerial}` },
        signatories: ['Die Präsidentin', 'Der Dekan'],
      };
    }
    case 'ES': {
      const date = formatDate(q.awardDate, 'es-long');
      const dob = formatDate(c.dateOfBirth, 'es-long');
      return {
        layout: 'diploma-es', accent: '#8b1a1a',
        lines: [
          { text: 'REINO DE ESPAÑA', font: B, size: 13, key: 'institution.country', apply: (t) => { t.institution('country', 'Spain', 'REINO DE ESPAÑA'); t.institution('countryCode', 'ES'); } },
          { text: 'Y EN SU NOMBRE', font: I, size: 10 },
          { text: 'EL RECTOR DE LA', font: R, size: 11, gap: 2 },
          instName(24),
          { text: 'Considerando que, conforme a las disposiciones y circunstancias previstas por la legislación vigente,', font: I, size: 11, gap: 10 },
          name(24),
          { text: `${c.sex === 'F' ? 'nacida' : 'nacido'} el ${dob} en ${c.birthCity}`, font: R, size: 12, key: 'candidate.dateOfBirth', apply: (t) => t.candidate('dateOfBirth', c.dateOfBirth, dob) },
          { text: 'ha superado los estudios universitarios oficiales de', font: I, size: 12, gap: 6 },
          { text: q.degreeName, font: B, size: 19, key: 'qualification.name', apply: (t) => { t.degree(q); t.qualification('majorOrSpecialization', q.major.name); } },
          { text: 'expide el presente título oficial con validez en todo el territorio nacional.', font: I, size: 11, gap: 6 },
          { text: `${inst.city}, ${date}`, font: R, size: 12, key: 'qualification.dateOfIssue', apply: awardApply(q, date), gap: 6 },
        ],
        left: reg('N.º de expediente:'),
        right: { text: `Registro Nacional de Títulos ${q.diplomaSerial}` },
        signatories: ['El Rector', 'La Secretaria General'],
      };
    }
  }
}

export async function renderDiploma(q: Qualification): Promise<RenderedDocument> {
  const s = style(q);
  const base = q.countryCode === 'US' ? LETTER : A4;
  const size = { width: base.height, height: base.width };
  const sheet = new Sheet({
    size,
    title: `${q.degreeName} — ${q.candidate.fullName}`,
    author: q.institution.name,
    subject: 'Diploma',
    creationDate: new Date(`${q.awardDate}T09:00:00Z`),
  });
  const truth = new TruthBuilder(q.language);
  const W = size.width;
  const H = size.height;
  sheet.rect(22, 22, W - 44, H - 44, 3, s.accent);
  sheet.rect(30, 30, W - 60, H - 60, 0.8, s.accent);
  for (const [x, y] of [[30, 30], [W - 30, 30], [30, H - 30], [W - 30, H - 30]]) sheet.seal(x, y, 9, s.accent);

  const total = s.lines.reduce((sum, l) => sum + l.size * 1.25 + (l.gap ?? 0), 0);
  let y = Math.max(48, (H - 150 - total) / 2 + 30);
  for (const line of s.lines) {
    y += line.gap ?? 0;
    sheet.text(line.text, 50, y, { font: line.font, size: line.size, width: W - 100, align: 'center', key: line.key, color: line.color ?? '#111111', fit: true });
    line.apply?.(truth);
    y += line.size * 1.25;
  }
  // Signatures, seal, corners
  const sy = H - 92;
  const seed = q.completionYear * 31 + q.studentNumber.length;
  sheet.signature(110, sy - 6, 150, seed);
  sheet.signature(W - 270, sy - 6, 150, seed + 7);
  sheet.line(90, sy + 6, 290, sy + 6, 0.6);
  sheet.line(W - 290, sy + 6, W - 90, sy + 6, 0.6);
  sheet.text(s.signatories[0], 90, sy + 10, { font: I, size: 10, width: 200, align: 'center' });
  sheet.text(s.signatories[1], W - 290, sy + 10, { font: I, size: 10, width: 200, align: 'center' });
  sheet.seal(W / 2, sy - 4, 34, '#b08d2f');
  sheet.text(s.left.text, 48, H - 52, { font: R, size: 9, key: s.left.key });
  s.left.apply?.(truth);
  sheet.text(s.right.text, W / 2, H - 52, { font: R, size: 9, width: W / 2 - 48, align: 'right' });

  const pdf = await sheet.end();
  return { pdf, pages: 1, boxes: sheet.boxes, expected: truth.build(), printed: truth.printed, language: q.language, layout: s.layout, pageSize: size };
}
