/**
 * Cambodian university degree certificate in its English version, as Cambodian higher-education
 * regulations and the degree certificates' published English translations describe it: the royal motto
 * heading "KINGDOM OF CAMBODIA / NATION RELIGION KING", the ministry (Ministry of Education, Youth and
 * Sport), the university, "BACHELOR'S DEGREE" and a running text — "The Rector of … certifies that
 * Mr./Ms. SOK Dara, born on 12 March 1998 in Kampong Cham Province, has successfully completed … and is
 * hereby awarded the degree of Bachelor of Business Administration, Major: Accounting" or "Bachelor of
 * Arts in English" — the family name in capitals first, then the given name; the date and place line
 * "Phnom Penh, 25 November 2021" (the conferral); a certificate number and the student ID. Khmer script is
 * not rendered (no Khmer font or OCR pack is installed): the English version only.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE, Pdf, SERIF, dayMonthYear, digits, iso, setInstitution, wPerson, wResult } from '../lib/w-kit';

const UNIS = [
  { name: 'Mekong Riverside University', city: 'Phnom Penh' },
  { name: 'Angkor Institute of Technology', city: 'Siem Reap' },
  { name: 'University of Tonle Sap Management', city: 'Phnom Penh' },
  { name: 'Battambang Polytechnic University', city: 'Battambang' },
];
const PROVINCES = ['Kampong Cham Province', 'Takeo Province', 'Kandal Province', 'Prey Veng Province', 'Siem Reap Province', 'Battambang Province'];

/** The degree (as named without its field), the field, and the form of the line. */
const DEGREES: Array<{ degree: string; field: string; level: 'Bachelor' | 'Master'; title: string }> = [
  { degree: 'Bachelor of Business Administration', field: 'Accounting', level: 'Bachelor', title: "BACHELOR'S DEGREE" },
  { degree: 'Bachelor of Business Administration', field: 'Banking and Finance', level: 'Bachelor', title: "BACHELOR'S DEGREE" },
  { degree: 'Bachelor of Arts', field: 'English', level: 'Bachelor', title: "BACHELOR'S DEGREE" },
  { degree: 'Bachelor of Science', field: 'Computer Science', level: 'Bachelor', title: "BACHELOR'S DEGREE" },
  { degree: 'Bachelor of Engineering', field: 'Civil Engineering', level: 'Bachelor', title: "BACHELOR'S DEGREE" },
  { degree: 'Master of Business Administration', field: 'Finance', level: 'Master', title: "MASTER'S DEGREE" },
];

async function render(rng: Rng) {
  const person = wPerson(rng, 'KH');
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const year = rng.int(2014, 2024);
  const date = iso(year, rng.int(1, 12), rng.int(13, 28));
  const dob = iso(year - rng.int(22, 26), rng.int(1, 12), rng.int(1, 28));
  const studentId = `e${year - 4}${digits(rng, 4)}`;
  const F = rng.pick(SERIF);
  const ink = rng.pick(['#1a2b57', '#222222', '#4a1f12']);
  const shown = `${person.family.toUpperCase()} ${person.given}`;
  const title = person.female ? 'Ms.' : 'Mr.';
  // "Major:" printed apart, or the field joined by "in" (the degree's name then stops before "in").
  const form = deg.degree.startsWith('Master') || rng.bool(0.5) ? 'major' : 'in';
  const degreeLine = form === 'major' ? deg.degree : `${deg.degree} in ${deg.field}`;

  const r = wResult('en', person, dob);
  setInstitution(r, uni.name, 'KH');
  Object.assign(r.qualification, {
    registrationNumber: studentId, name: deg.degree, level: deg.level, majorOrSpecialization: deg.field,
    yearOfCompletion: year, dateOfIssue: date, status: 'Completed',
  });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Degree Certificate', author: uni.name, creationDate: new Date(`${date}T10:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  pdf.fill(0, 0, W, H, rng.pick(['#fffdf6', '#fbf7ec', '#ffffff']));
  pdf.rect(20, 20, W - 40, H - 40, 3, '#9a7b2c');
  pdf.rect(28, 28, W - 56, H - 56, 0.6, '#9a7b2c');
  const center = (text: string, y: number, size: number, font = F.regular, color = ink) => pdf.text(text, 60, y, { font, size, width: W - 120, align: 'center', color, fit: true });
  center('KINGDOM OF CAMBODIA', 46, 12, F.bold);
  center('NATION  RELIGION  KING', 62, 10.5, F.bold);
  pdf.text('Ministry of Education, Youth and Sport', 60, 60, { font: F.regular, size: 9, color: ink });
  pdf.text(uni.name, 60, 73, { font: F.bold, size: 9, color: ink });
  pdf.text(`No.: ${digits(rng, 5)}/${String(year).slice(2)}`, W - 260, 60, { font: F.regular, size: 9, width: 200, align: 'right', color: ink });
  pdf.crest(W / 2, 112, 24, uni.name.split(' ').filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').slice(0, 3), '#9a7b2c');
  center(deg.title, 146, 24, F.bold, '#7a5a14');
  let y = 188;
  const body = `The Rector of ${uni.name} certifies that ${title} ${shown}, born on ${dayMonthYear(dob)} in ${rng.pick(PROVINCES)}, Student ID ${studentId}, has successfully completed the programme of study prescribed by the University and passed the final examinations, and is hereby awarded the degree of`;
  y += pdf.para(body, 110, y, W - 220, { font: F.regular, size: 12, align: 'center', color: ink, leading: 18 });
  center(degreeLine, y + 10, 22, F.bold);
  y += 44;
  if (form === 'major') {
    center(`Major: ${deg.field}`, y, 14, F.italic);
    y += 24;
  }
  pdf.para('with all the rights and privileges pertaining to this degree.', 110, y + 4, W - 220, { font: F.regular, size: 11, align: 'center', color: ink });
  const sy = H - 112;
  pdf.text(`${uni.city}, ${dayMonthYear(date)}`, W - 330, sy - 36, { font: F.italic, size: 11, width: 260, align: 'center', color: ink });
  pdf.signature(W - 260, sy - 14, 130, rng);
  pdf.line(W - 320, sy + 12, W - 80, sy + 12, 0.6, ink);
  pdf.text('Rector', W - 320, sy + 16, { font: F.bold, size: 10, width: 240, align: 'center', color: ink });
  pdf.seal(W / 2, sy, 34, '#b3261e');
  pdf.text('Photo', 80, sy - 40, { font: F.regular, size: 8, color: '#999999' });
  pdf.rect(60, sy - 60, 70, 90, 0.6, '#999999');
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'candidate.fullName': shown, 'candidate.dateOfBirth': dayMonthYear(dob), 'qualification.dateOfIssue': dayMonthYear(date) },
  };
}

export const families: Family[] = [
  {
    id: 'w-kh-degree',
    country: 'KH',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    samples: 3,
    conventions: 'Cambodian university degree certificate, English version: "KINGDOM OF CAMBODIA / NATION RELIGION KING", the Ministry of Education, Youth and Sport and the university in the corner, "BACHELOR\'S DEGREE", "The Rector of … certifies that Mr./Ms. SOK Dara, born on … in … Province, … is hereby awarded the degree of" the degree on its own line with "Major: …" or "… in <field>", "Phnom Penh, 25 November 2021"; the family name first in capitals; as described by Cambodian higher-education regulations and published English versions of degree certificates.',
    render,
  },
];
