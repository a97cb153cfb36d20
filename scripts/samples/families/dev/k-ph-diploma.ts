/**
 * Philippine college diploma: "Republic of the Philippines", the university, "Upon the
 * recommendation of the Faculty … the Board of Regents has conferred upon" or "Be it known that",
 * the graduate's full name (given names, the mother's maiden surname as middle name, the surname)
 * in capitals, "the degree of", the degree and its major, and "Given this 5th day of June in the
 * year of our Lord two thousand and eighteen".
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { COUNTRIES, MONTHS, Pdf, SERIF, border, centredLines, emptyResult, familyOf, fullName, givenOf, iso, ordinalSuffix, pageSize, phPerson, upper, yearWords, ymd, type CertLine } from '../lib/k-kit';

const UNIVERSITIES = [
  { name: 'Northern Luzon State University', city: 'Laoag City' },
  { name: 'Visayas Polytechnic University', city: 'Iloilo City' },
  { name: 'Mindanao Coastal State University', city: 'Dipolog City' },
  { name: 'Colegio de San Rafael', city: 'Lipa City' },
  { name: 'Mayon Valley University', city: 'Naga City' },
];
const DEGREES: Array<{ name: string; level: 'Bachelor' | 'Master'; majors: Array<string | null>; college: string }> = [
  { name: 'Bachelor of Secondary Education', level: 'Bachelor', majors: ['Mathematics', 'English', 'Biological Science'], college: 'College of Education' },
  { name: 'Bachelor of Elementary Education', level: 'Bachelor', majors: [null], college: 'College of Education' },
  { name: 'Bachelor of Arts', level: 'Bachelor', majors: ['Political Science', 'Psychology', 'Communication'], college: 'College of Arts and Sciences' },
  { name: 'Master of Business Administration', level: 'Master', majors: [null], college: 'Graduate School' },
];

async function render(rng: Rng) {
  const person = phPerson(rng);
  const uni = rng.pick(UNIVERSITIES);
  const deg = rng.pick(DEGREES);
  const major = rng.pick(deg.majors);
  const given = ymd(rng, rng.int(2009, 2024), [3, 6]);
  const F = rng.pick(SERIF);
  const accent = rng.pick(['#1e3a8a', '#000000', '#713f12']);
  const opening = rng.pick(['regents', 'known'] as const);
  const dateForm = rng.pick(['words', 'digits'] as const);
  const placesCountry = rng.bool(0.6);
  const printedName = upper(fullName(person));

  const r = emptyResult('en');
  r.candidate = { fullName: fullName(person), firstName: givenOf(person), lastName: familyOf(person), dateOfBirth: null };
  r.institution.name = uni.name;
  // The country printed, or a city that places the issuer (the README's evidence rule).
  // "Republic of the Philippines" heads every diploma.
  Object.assign(r.institution, COUNTRIES.PH);
  r.qualification.name = deg.name;
  r.qualification.level = deg.level;
  r.qualification.majorOrSpecialization = major;
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = given.y;
  r.qualification.dateOfIssue = iso(given);

  const pdf = new Pdf({ size: pageSize(rng, true), title: 'Diploma', author: uni.name, creationDate: new Date(`${iso(given)}T12:00:00Z`) });
  border(pdf, accent, rng);
  const Wp = pdf.width;
  const Hp = pdf.height;
  const land = Wp > Hp;
  const L: CertLine[] = [
    { text: 'Republic of the Philippines', size: 11, font: F.regular, gap: 1.5 },
    { text: upper(uni.name), size: land ? 22 : 19, font: F.bold, gap: 1.4, color: accent },
    { text: uni.city, size: 10, font: F.regular, gap: 2.8 },
  ];
  if (opening === 'regents') {
    L.push({ text: `Upon the recommendation of the Faculty of the ${deg.college} and by virtue of the authority`, size: 10.5, font: F.italic, gap: 1.5 });
    L.push({ text: 'granted to it by law, the Board of Regents has conferred upon', size: 10.5, font: F.italic, gap: 2 });
  } else {
    L.push({ text: 'Be it known that', size: 13, font: F.italic, gap: 2 });
  }
  L.push({ text: printedName, size: land ? 24 : 21, font: F.bold, gap: 1.9 });
  if (opening === 'known') L.push({ text: 'having satisfactorily completed the course of study prescribed therefor, is hereby awarded', size: 10.5, font: F.italic, gap: 1.8 });
  L.push({ text: 'the degree of', size: 12, font: F.italic, gap: 1.8 });
  L.push({ text: upper(deg.name), size: land ? 20 : 18, font: F.bold, gap: 1.6, color: accent });
  if (major) L.push({ text: `Major in ${major}`, size: 13, font: F.regular, gap: 2 });
  L.push({ text: 'with all the rights, honors and privileges as well as the obligations and responsibilities thereunto appertaining.', size: 9.5, font: F.italic, gap: 1.5 });
  L.push({ text: 'In witness whereof, the seal of the University and the signatures of its officials are hereunto affixed.', size: 9.5, font: F.italic, gap: 1.8 });
  const where = placesCountry ? `${uni.city}, Philippines` : uni.city;
  L.push({
    text: dateForm === 'words'
      ? `Given at ${where}, this ${given.d}${ordinalSuffix(given.d)} day of ${MONTHS.en[given.m - 1]} in the year of our Lord ${yearWords(given.y)}.`
      : `Given at ${where}, this ${given.d}${ordinalSuffix(given.d)} day of ${MONTHS.en[given.m - 1]}, ${given.y}.`,
    size: 10, font: F.regular,
  });
  centredLines(pdf, L, land ? 50 : 80, 50);
  const sy = Hp - (land ? 80 : 120);
  for (const [i, role] of ['University Registrar', 'University President'].entries()) {
    const x = i === 0 ? 70 : Wp - 230;
    pdf.signature(x + 10, sy, 130, rng);
    pdf.line(x, sy + 10, x + 160, sy + 10, 0.5);
    pdf.text(role, x, sy + 14, { font: F.regular, size: 9, width: 160, align: 'center' });
  }
  pdf.foilSeal(Wp / 2, sy, 28);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': printedName } };
}

export const families: Family[] = [
  {
    id: 'ph-diploma',
    country: 'PH',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'Philippine college diploma as CHED-recognised universities print it: "Republic of the Philippines", the Board of Regents "has conferred upon" the graduate (full name with the mother\'s maiden surname as middle name, in capitals), "the degree of … Major in …", the rights-and-privileges clause and "Given … this 5th day of June in the year of our Lord two thousand and eighteen".',
    render,
  },
];
