/**
 * Documents that belong to no qualification ('other'): a passport data page (only ever shipped
 * as a scanned image) and a cover letter (a text PDF that mentions a degree and an institution,
 * to keep classifiers honest). Their ground truth `expected` is null.
 */
import { COUNTRIES, MONTHS } from './data';
import type { CorpusLanguage } from './manifest';
import type { Qualification } from './plan';
import { A4, LETTER, Sheet } from './sheet';
import type { RenderedDocument } from './transcripts';
import { formatDate } from './truth';

function mrzCheck(s: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    const v = ch === '<' ? 0 : /[0-9]/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55;
    sum += v * weights[i % 3];
  }
  return sum % 10;
}

const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'SS').toUpperCase().replace(/[^A-Z]+/g, '<');

/** A passport data page (ID-1-ish proportions), with a computed machine-readable zone. */
export async function renderPassport(q: Qualification, issueYear: number, number: string): Promise<RenderedDocument> {
  const country = COUNTRIES[q.countryCode];
  const c = q.candidate;
  const size = { width: 360, height: 252 };
  const sheet = new Sheet({ size, title: 'Passport', author: country.name, subject: 'Passport data page', creationDate: new Date(`${issueYear}-03-01T08:00:00Z`) });
  const [by, bm, bd] = c.dateOfBirth.split('-').map(Number);
  const dateP = (y: number, m: number, d: number) => `${String(d).padStart(2, '0')} ${MONTHS.en[m - 1].slice(0, 3).toUpperCase()} ${y}`;
  sheet.fill(0, 0, size.width, size.height, '#eef1ea');
  for (let i = 0; i < 14; i++) sheet.line(0, 20 + i * 16, size.width, 8 + i * 16, 0.3, '#c9d3c4');
  const title = q.language === 'en' ? 'PASSPORT' : q.language === 'fr' ? 'PASSEPORT / PASSPORT' : q.language === 'de' ? 'REISEPASS / PASSPORT' : 'PASAPORTE / PASSPORT';
  sheet.text(title, 14, 10, { font: 'Helvetica-Bold', size: 11, color: '#203020' });
  sheet.text(country.name.toUpperCase(), 150, 12, { font: 'Helvetica-Bold', size: 9, width: 196, align: 'right', color: '#203020' });
  // Photo
  sheet.fill(14, 34, 84, 104, '#c8ccd0');
  sheet.doc.save().circle(56, 70, 18).fill('#8f959b').ellipse(56, 128, 32, 22).fill('#8f959b').restore();
  const field = (label: string, value: string, x: number, y: number) => {
    sheet.text(label, x, y, { font: 'Helvetica', size: 5.5, color: '#445544' });
    sheet.text(value, x, y + 6.5, { font: 'Helvetica-Bold', size: 8.5 });
  };
  const exp = issueYear + 10;
  field('Type', 'P', 110, 32);
  field('Code', country.icao, 150, 32);
  field('Passport No.', number, 230, 32);
  field('Surname', c.lastName.toUpperCase(), 110, 52);
  field('Given names', c.firstName.toUpperCase(), 110, 72);
  field('Nationality', country.nationality, 110, 92);
  field('Date of birth', dateP(by, bm, bd), 110, 112);
  field('Sex', c.sex, 200, 112);
  field('Place of birth', c.birthCity.toUpperCase(), 240, 112);
  field('Date of issue', dateP(issueYear, 3, 1), 110, 132);
  field('Date of expiry', dateP(exp, 2, 28), 200, 132);
  field('Authority', q.countryCode === 'US' ? 'United States Department of State' : `${c.birthCity.toUpperCase()}`, 110, 152);
  // Machine-readable zone
  const names = `${ascii(c.lastName)}<<${ascii(c.firstName)}`;
  const line1 = `P<${country.icao.padEnd(3, '<')}${names}`.padEnd(44, '<').slice(0, 44);
  const num9 = number.padEnd(9, '<').slice(0, 9);
  const dob = `${String(by % 100).padStart(2, '0')}${String(bm).padStart(2, '0')}${String(bd).padStart(2, '0')}`;
  const expS = `${String(exp % 100).padStart(2, '0')}0228`;
  const personal = '<'.repeat(14);
  const composite = `${num9}${mrzCheck(num9)}${dob}${mrzCheck(dob)}${expS}${mrzCheck(expS)}${personal}${mrzCheck(personal)}`;
  const line2 = `${num9}${mrzCheck(num9)}${country.icao.padEnd(3, '<')}${dob}${mrzCheck(dob)}${c.sex}${expS}${mrzCheck(expS)}${personal}${mrzCheck(personal)}${mrzCheck(composite)}`;
  sheet.fill(0, 196, size.width, 56, '#ffffff');
  const doc = sheet.doc;
  doc.font('Courier-Bold').fontSize(10.2).fillColor('#000000');
  doc.text(line1, 12, 206, { lineBreak: false, characterSpacing: 0.15 });
  doc.text(line2, 12, 224, { lineBreak: false, characterSpacing: 0.15 });
  const pdf = await sheet.end();
  return { pdf, pages: 1, boxes: [], expected: null, printed: {}, language: q.language, layout: 'passport-id', pageSize: size };
}

/** A cover letter from the candidate to an admissions office. */
export async function renderCoverLetter(q: Qualification, language: CorpusLanguage, date: string): Promise<RenderedDocument> {
  const size = q.countryCode === 'US' ? LETTER : A4;
  const c = q.candidate;
  const sheet = new Sheet({ size, title: language === 'fr' ? 'Lettre de motivation' : 'Cover letter', author: c.fullName, subject: 'Application', creationDate: new Date(`${date}T18:30:00Z`) });
  const doc = sheet.doc;
  const m = 72;
  const width = size.width - 2 * m;
  let y = 64;
  const line = (text: string, font: 'Times-Roman' | 'Times-Bold' | 'Times-Italic' = 'Times-Roman', size = 11) => {
    sheet.text(text, m, y, { font, size });
    y += size + 4;
  };
  line(c.fullName, 'Times-Bold', 12);
  line(`${10 + (c.fullName.length % 80)} ${language === 'fr' ? 'rue des Lilas' : 'Maple Street'}`);
  line(`${c.birthCity}, ${COUNTRIES[q.countryCode].printed}`);
  const mail = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');
  line(`${mail(c.firstName)}.${mail(c.lastName)}@example.com`);
  y += 18;
  line(language === 'fr' ? `${c.birthCity}, le ${formatDate(date, 'fr-long')}` : formatDate(date, 'us-long'));
  y += 12;
  line(language === 'fr' ? 'Service des admissions' : 'Graduate Admissions Office');
  line(language === 'fr' ? 'Université de Genève' : 'School of Graduate Studies');
  y += 14;
  line(language === 'fr' ? `Objet : candidature en master` : `Re: Application for admission to the Master of Science programme`, 'Times-Bold');
  y += 10;
  const body = language === 'fr'
    ? [
      'Madame, Monsieur,',
      `Titulaire d’un diplôme de ${q.degreeName} (${q.major.name}) délivré par ${q.institution.name} en ${q.completionYear}, je souhaite poursuivre mes études dans votre établissement. Vous trouverez ci-joint mon relevé de notes, la copie de mon diplôme et une pièce d’identité.`,
      'Au cours de mes études, je me suis particulièrement intéressé(e) aux méthodes quantitatives et à la recherche appliquée. Je serais heureux(se) de vous exposer mon projet lors d’un entretien.',
      'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
    ]
    : [
      'Dear Members of the Admissions Committee,',
      `I am writing to apply for admission to your graduate programme. I completed my ${q.degreeName} in ${q.major.name} at ${q.institution.name} in ${q.completionYear}, and I enclose my official transcript, a copy of my degree certificate and a copy of my passport.`,
      'During my studies I developed a strong interest in research, and I believe your programme offers the environment in which I can contribute and grow. I would welcome the opportunity to discuss my application.',
      'Thank you for your time and consideration.',
    ];
  doc.font('Times-Roman').fontSize(11).fillColor('#000000');
  for (const p of body) {
    doc.text(p, m, y, { width, align: 'left', lineGap: 2 });
    y = doc.y + 10;
  }
  y += 8;
  line(language === 'fr' ? 'Bien cordialement,' : 'Sincerely,');
  sheet.signature(m, y + 18, 120, c.fullName.length * 131);
  y += 34;
  line(c.fullName);
  const pdf = await sheet.end();
  return { pdf, pages: 1, boxes: [], expected: null, printed: {}, language, layout: 'cover-letter', pageSize: size };
}
