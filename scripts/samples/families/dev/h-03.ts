/**
 * Peruvian official certificate of secondary studies (certificado oficial de estudios, educación
 * básica regular, nivel secundaria), landscape: the republic and the ministry on top, the regional
 * education office (DRE) and its local unit (UGEL), the school with its modular code; "APELLIDOS Y
 * NOMBRES" with the surnames first, the DNI; one grid with the curricular areas as rows and the
 * five grades (1° … 5°) as columns, marks on the 0–20 scale printed with two digits, then rows
 * under it with the school year of each grade, the school's modular code and the final standing
 * ("APROBADO"); place and date of issue in words of month, the director's signature and seal.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE, Pdf } from '../lib/a-kit';
import { SANS, SERIF, course, digits, iso, setInstitution } from '../lib/n-kit';
import { hPerson, hResult, longDate, upper } from './h-kit';

const SCHOOLS = [
  { name: 'Institución Educativa N° 50612 "Virgen de Belén"', dre: 'Cusco', state: 'CUS', ugel: 'UGEL Canchis', city: 'Sicuani' },
  { name: 'Institución Educativa "Horacio Zeballos Gámez"', dre: 'Arequipa', state: 'ARE', ugel: 'UGEL Arequipa Norte', city: 'Arequipa' },
  { name: 'Institución Educativa N° 3071 "San Martín de Porres"', dre: 'Lima Metropolitana', state: 'LIM', ugel: 'UGEL 04 Comas', city: 'Lima' },
  { name: 'Institución Educativa "Los Andes de Acora"', dre: 'Puno', state: 'PUN', ugel: 'UGEL Puno', city: 'Acora' },
  { name: 'Institución Educativa N° 81014 "Pedro Ruiz Gallo"', dre: 'La Libertad', state: 'LAL', ugel: 'UGEL 03 Trujillo Nor Oeste', city: 'Trujillo' },
];
const AREAS = ['Matemática', 'Comunicación', 'Inglés como Lengua Extranjera', 'Arte y Cultura', 'Ciencias Sociales', 'Desarrollo Personal, Ciudadanía y Cívica', 'Educación Física', 'Educación Religiosa', 'Ciencia y Tecnología', 'Educación para el Trabajo'];
const ORD = ['1°', '2°', '3°', '4°', '5°'];

async function render(rng: Rng) {
  const p = hPerson(rng, 'PE');
  const school = rng.pick(SCHOOLS);
  const first = rng.int(2010, 2019);
  const dni = digits(rng, 8).replace(/^./, rng.pick(['4', '6', '7']));
  const F = rng.pick([SANS[0], SANS[1], SERIF[0]]);
  const modular = `0${digits(rng, 6)}`;
  const ability = rng.float(11.5, 17.5);
  const areas = AREAS.slice(0, rng.int(9, 10));

  const r = hResult('es', p, null);
  setInstitution(r, school.name, 'PE', school.state);
  const grid: number[][] = areas.map(() => ORD.map(() => Math.max(11, Math.min(20, Math.round(ability + rng.gauss() * 2)))));
  areas.forEach((a, i) => ORD.forEach((g, j) => r.courses.push(course({ courseName: a, marksScored: grid[i][j], maximumMarks: 20, term: `${g} grado`, year: first + j }))));
  const issued = iso(first + 4 + rng.int(0, 3), rng.int(1, 12), rng.int(1, 28));
  const issuedIso = issued < `${first + 5}-01-01` ? `${first + 5}-01-${String(rng.int(10, 28))}` : issued;
  // The DNI is the national identity number, not a student number: no registrationNumber.
  Object.assign(r.qualification, { name: 'Educación Secundaria', level: 'Higher Secondary', yearOfAdmission: first, yearOfCompletion: first + 4, dateOfIssue: issuedIso, status: 'Completed' });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Certificado Oficial de Estudios', author: school.name, creationDate: new Date(`${issuedIso}T10:00:00Z`) });
  const L = 40;
  const W = pdf.width - 2 * L;
  const red = '#b0161e';
  pdf.fill(L, 24, 10, 30, red);
  pdf.fill(L + 10, 24, 10, 30, '#ffffff');
  pdf.fill(L + 20, 24, 10, 30, red);
  pdf.text('REPÚBLICA DEL PERÚ', L + 40, 24, { font: F.bold, size: 10 });
  pdf.text('MINISTERIO DE EDUCACIÓN', L + 40, 37, { font: F.regular, size: 9 });
  pdf.text(`Dirección Regional de Educación ${school.dre}  ·  ${school.ugel}`, L + 40, 49, { font: F.regular, size: 8 });
  pdf.text('CERTIFICADO OFICIAL DE ESTUDIOS', L, 70, { font: F.bold, size: 15, width: W, align: 'center' });
  pdf.text('EDUCACIÓN BÁSICA REGULAR — NIVEL SECUNDARIA', L, 89, { font: F.bold, size: 10, width: W, align: 'center' });
  pdf.text(`N° ${digits(rng, 7)}`, pdf.width - 160, 26, { font: F.bold, size: 11, color: red, width: 120, align: 'right' });
  let y = 112;
  pdf.text(`La Dirección de la ${school.name}, con código modular ${modular}, ubicada en ${school.city}, certifica que:`, L, y, { font: F.regular, size: 9, width: W, fit: true });
  y += 18;
  const shown = `${upper(p.family)}, ${upper(p.given)}`;
  pdf.text('APELLIDOS Y NOMBRES:', L, y, { font: F.regular, size: 9 });
  pdf.text(shown, L + 130, y, { font: F.bold, size: 10.5 });
  pdf.text('DNI N°:', L + 460, y, { font: F.regular, size: 9 });
  pdf.text(dni, L + 505, y, { font: F.bold, size: 10.5 });
  y += 18;
  pdf.text('ha cursado los estudios correspondientes al nivel de Educación Secundaria con los calificativos que se indican:', L, y, { font: F.regular, size: 9 });
  y += 18;
  const areaW = 240;
  const colW = (W - areaW) / 5;
  const rowH = 15.5;
  pdf.fill(L, y, W, rowH * 2, '#e9e9e9');
  pdf.text('ÁREAS CURRICULARES', L + 6, y + rowH / 2 + 1, { font: F.bold, size: 8.5 });
  pdf.text('GRADOS DE ESTUDIO', L + areaW, y + 3, { font: F.bold, size: 8.5, width: W - areaW, align: 'center' });
  ORD.forEach((g, j) => pdf.text(g, L + areaW + j * colW, y + rowH + 3, { font: F.bold, size: 8.5, width: colW, align: 'center' }));
  pdf.line(L + areaW, y + rowH, L + W, y + rowH, 0.5);
  const top = y;
  y += rowH * 2;
  areas.forEach((a, i) => {
    pdf.line(L, y, L + W, y, 0.5);
    pdf.text(a.toLocaleUpperCase('es'), L + 6, y + 3.5, { font: F.regular, size: 8.2, width: areaW - 10, fit: true });
    ORD.forEach((_, j) => pdf.text(String(grid[i][j]).padStart(2, '0'), L + areaW + j * colW, y + 3.5, { font: F.regular, size: 9, width: colW, align: 'center' }));
    y += rowH;
  });
  const under: Array<[string, (j: number) => string]> = [
    ['AÑO LECTIVO', (j) => String(first + j)],
    ['CÓDIGO MODULAR DE LA I.E.', () => modular],
    ['SITUACIÓN FINAL', () => 'APROBADO'],
  ];
  for (const [label, v] of under) {
    pdf.line(L, y, L + W, y, 0.8);
    pdf.text(label, L + 6, y + 3.5, { font: F.bold, size: 8.2 });
    ORD.forEach((_, j) => pdf.text(v(j), L + areaW + j * colW, y + 3.5, { font: F.regular, size: 8.5, width: colW, align: 'center' }));
    y += rowH;
  }
  pdf.rect(L, top, W, y - top, 0.8);
  for (let j = 0; j <= 5; j++) pdf.line(L + areaW + j * colW, j === 0 ? top : top + rowH, L + areaW + j * colW, y, 0.5);
  y += 10;
  pdf.text('Escala de calificación: vigesimal (00 – 20). Nota aprobatoria: 11.', L, y, { font: F.italic, size: 7.5 });
  y += 22;
  pdf.text(`${school.city}, ${longDate(issuedIso, 'es')}`, L, y, { font: F.regular, size: 9.5 });
  pdf.seal(L + W / 2, y + 40, 30, '#5a2d82');
  pdf.signature(L + W - 200, y + 40, 120, rng);
  pdf.line(L + W - 220, y + 50, L + W - 40, y + 50, 0.5);
  pdf.text('DIRECTOR(A) DE LA INSTITUCIÓN EDUCATIVA', L + W - 240, y + 55, { font: F.bold, size: 7.5, width: 220, align: 'center' });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': shown, 'qualification.dateOfIssue': longDate(issuedIso, 'es'), 'qualification.yearOfCompletion': String(first + 4) } };
}

export const families: Family[] = [
  {
    id: 'h-03-certificate',
    country: 'PE',
    languages: ['es'],
    kind: 'marksheet',
    degradations: ['photo'],
    conventions: 'Peruvian certificado oficial de estudios of secondary education: ministry, regional office (DRE) and UGEL, school with its modular code, "APELLIDOS Y NOMBRES" surnames first and the DNI, one grid of curricular areas by the five grades (1°–5°) with vigesimal marks (00–20, pass 11), school year, modular code and final standing rows under it; as described by the Peruvian Ministry of Education\'s certificate and grading guidance.',
    render,
  },
];
