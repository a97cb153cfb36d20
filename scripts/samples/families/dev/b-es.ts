/**
 * Spanish development family of corpus-b: the certificación académica personal of a Grado
 * (asignaturas by curso académico, tipo, ECTS, nota 0-10 with its word, convocatoria).
 */
import type { Rng } from '../../rng';
import type { Family, FamilySample } from '../types';
import { A4, Doc, SANS_SETS, SERIF_SETS, blankResult, comma, course, date, dmy, drawTable, iso, labelBlock, longDate, tableWidth, weightedMean, type Col, type Row } from '../lib/b-kit';
import { CURSO, ES_ABBR, ES_GRADOS, esMark, esUniversity, esWord } from '../lib/b-es';
import { domain, person, phone, place } from '../lib/b-people';

const certificado: Family = {
  id: 'es-certificado-academico',
  country: 'ES',
  languages: ['es'],
  kind: 'transcript',
  degradations: ['scan', 'photo'],
  conventions:
    'Modeled on the Spanish certificación académica personal of a Grado as university secretariats issue it under Real Decreto 1125/2003 (0-10 marks with Suspenso/Aprobado/Notable/Sobresaliente/Matrícula de Honor, ECTS, tipo FB/OB/OP/TFG, convocatoria ordinaria/extraordinaria, nota media del expediente), in the "CERTIFICA: Que D./Dña. ..." formula.',
  async render(rng: Rng): Promise<FamilySample> {
    const uni = esUniversity(rng);
    const g = rng.pick(ES_GRADOS);
    const st = person(rng, 'es');
    const startYear = rng.int(2012, 2020);
    const completed = rng.bool(0.6);
    const nYears = completed ? 4 : rng.int(2, 3);
    const level = rng.float(5.8, 9.2);
    const dob = date(rng, startYear - 19, startYear - 18);
    const issued = date(rng, startYear + nYears, startYear + nYears, [7, 11]);
    const finished = completed ? date(rng, startYear + nYears, startYear + nYears, [6, 6]) : null;
    const dni = `${rng.int(10000000, 79999999)}-${'TRWAGMYFPDXBNJZSQVHLCKE'[rng.int(0, 22)]}`;
    const doc = new Doc({ size: A4, body: rng.pick([...SERIF_SETS, ...SANS_SETS]), head: rng.pick(SERIF_SETS), title: 'Certificación académica personal', author: uni.name, creationDate: issued });
    const mx = rng.int(44, 58);
    const W = doc.width - 2 * mx;
    const color = rng.pick(['#7a1020', '#14306b', '#333333', '#5b3a00']);
    if (rng.bool(0.4)) doc.watermark(uni.name.toUpperCase(), { size: 34, angle: rng.int(-55, -30), color });
    let y = 40;
    doc.crest(mx + 24, y + 24, 24, uni.name.split(' ').filter((w) => /^\p{Lu}/u.test(w)).map((w) => w[0]).join(''), color);
    doc.text(uni.name.toUpperCase(), mx + 60, y + 2, { f: 'hb', size: 13, color, width: W - 60, fit: true });
    doc.text(rng.bool() ? g.centre : 'Secretaría General', mx + 60, y + 20, { size: 9.5 });
    const printState = rng.bool(0.6);
    doc.text(`${uni.place.street} · ${uni.place.postcode} ${uni.place.town}${printState ? ` (${uni.place.stateLocal})` : ''} · España`, mx + 60, y + 34, { size: 7.5, color: '#444444', width: W - 60, fit: true });
    doc.text(`Tel. ${phone(rng, 'es')} · ${domain(uni.name, 'es')}`, mx + 60, y + 44, { size: 7.5, color: '#444444' });
    y += 76;
    doc.text(rng.pick(['CERTIFICACIÓN ACADÉMICA PERSONAL', 'CERTIFICADO ACADÉMICO PERSONAL']), mx, y, { f: 'hb', size: 15, width: W, align: 'center' });
    y += 28;
    const secretary = person(rng, 'es');
    const fullCaps = `${st.given} ${st.family}`.toUpperCase();
    const dobText = longDate(dob, 'es');
    y += doc.para(`${secretary.female ? 'Dña.' : 'D.'} ${secretary.full}, ${secretary.female ? 'Secretaria' : 'Secretario'} ${rng.bool() ? 'Académica de la' : 'de la'} ${g.centre} de la ${uni.name},`, mx, y, W, { size: 9.5 }) + 6;
    doc.text('CERTIFICA:', mx, y, { f: 'b', size: 10 });
    y += 16;
    y += doc.para(`Que ${st.female ? 'Dña.' : 'D.'} ${fullCaps}, con DNI ${dni}, ${st.female ? 'nacida' : 'nacido'} el ${dobText}, ha cursado en este centro los estudios conducentes al título de ${g.name} (Plan ${startYear - rng.int(2, 8)}), con los resultados académicos que a continuación se relacionan:`, mx, y, W, { size: 9.5 }) + 8;
    const expediente = `${rng.int(2012, 2020)}/${rng.int(10000, 99999)}`.replace(/^\d+/, String(startYear));
    y = labelBlock(doc, [['Nº de expediente', expediente], ['Año de inicio', String(startYear)], ['Duración del plan', '4 cursos (240 ECTS)']], mx, y, { labelW: 110, colW: W / 2, cols: 2, size: 9, style: 'colon' }) + 6;

    const abbr = rng.bool(0.35);
    const numFirst = rng.bool();
    const gradeCols: Col[] = numFirst ? [{ label: 'Nota', width: 36, align: 'right' }, { label: 'Calificación', width: abbr ? 60 : 98 }] : [{ label: 'Calificación', width: abbr ? 60 : 98 }, { label: 'Nota', width: 36, align: 'right' }];
    const cols: Col[] = [{ label: 'Código', width: 44 }, { label: 'Asignatura', width: 0, wrap: true }, { label: 'Tipo', width: 30, align: 'center' }, { label: 'ECTS', width: 32, align: 'right' }, ...gradeCols, { label: 'Convocatoria', width: 78 }];
    cols[1].width = W - tableWidth(cols);
    const rows: Row[] = [];
    const expected = blankResult('es');
    const means: [number, number][] = [];
    let credits = 0;
    for (let yi = 0; yi < nYears; yi++) {
      const session = `${startYear + yi}-${startYear + yi + 1}`;
      rows.push({ heading: `${CURSO[yi]} – Curso académico ${session}` });
      for (const asig of g.years[yi]) {
        const code = String(rng.int(100, 899) + (yi + 1) * 1000);
        const push = (mark: number, conv: string, mh = false) => {
          const word = esWord(mark, mh);
          const shown = abbr ? ES_ABBR[word] : word;
          const num = comma(mark);
          rows.push({ cells: [code, asig.name, asig.tipo, comma(asig.ects, Number.isInteger(asig.ects) ? 0 : 1), ...(numFirst ? [num, shown] : [shown, num]), conv] });
          expected.courses.push(course({ courseNumber: code, courseName: asig.name, credit: asig.ects, grade: shown, marksScored: mark, maximumMarks: 10, term: CURSO[yi], session }));
        };
        const june = `${rng.pick(['Ordinaria', 'Ord.'])} ${rng.pick(['Jun.', 'Junio', 'Ene.', 'Feb.'])} ${startYear + yi + 1}`.replace(/(Ene\.|Feb\.) (\d+)/, (_, m, yy) => `${m} ${yy}`);
        if (rng.bool(0.07) && asig.tipo !== 'TFG') {
          push(Math.round(rng.float(2, 4.8) * 10) / 10, june);
          const mark = esMark(rng, level - 1.5);
          push(mark, `Extraordinaria Jul. ${startYear + yi + 1}`);
          means.push([mark, asig.ects]);
        } else {
          const mh = rng.bool(0.04) && level > 8;
          const mark = mh ? 10 : esMark(rng, level);
          push(mark, june, mh);
          means.push([mark, asig.ects]);
        }
        credits += asig.ects;
      }
    }
    const pageHead = () => {
      doc.addPage();
      doc.text(`Certificación académica de ${fullCaps} – DNI ${dni} (continuación)`, mx, 40, { f: 'i', size: 8.5 });
      return 58;
    };
    y = drawTable(doc, cols, rows, { size: 8.2, rowH: 14, headFill: rng.pick(['#ececec', '#e3e8f1', '#f1e6e6']), grid: rng.pick(['rows', 'full', 'head'] as const), headingFill: '#f4f4f4', headingFace: 'bi' }, { x: mx, y, bottom: doc.height - 80, newPage: pageHead });
    if (y > doc.height - 230) y = pageHead();
    y += 12;
    const media = weightedMean(means, 2);
    const summary: [string, string][] = [['Créditos superados', comma(credits, 0)], ['Nota media del expediente', `${comma(media, 2)} (escala 0-10)`]];
    if (finished) summary.push(['Fecha de finalización de estudios', dmy(finished, '/')]);
    y = labelBlock(doc, summary, mx, y, { labelW: 180, colW: W, cols: 1, size: 9.5, style: rng.pick(['colon', 'leaders'] as const) }) + 8;
    if (finished) {
      doc.text(`Ha finalizado los estudios de ${g.name}. Título solicitado.`, mx, y, { size: 9 });
      y += 16;
    }
    y += doc.para(`Y para que conste, a petición ${st.female ? 'de la interesada' : 'del interesado'}, expido la presente certificación en ${uni.place.town}, a ${longDate(issued, 'es')}.`, mx, y, W, { size: 9.5 }) + 18;
    doc.text('Vº Bº', mx, y, { size: 9 });
    doc.text(rng.pick(['EL DECANO', 'LA DECANA', 'EL DIRECTOR', 'LA DIRECTORA']), mx, y + 12, { size: 8.5 });
    doc.signature(mx, y + 44, 110, rng);
    doc.text(secretary.female ? 'LA SECRETARIA' : 'EL SECRETARIO', mx + W - 160, y + 12, { size: 8.5 });
    doc.signature(mx + W - 160, y + 44, 110, rng);
    doc.seal(mx + W / 2, y + 30, 26, color);
    const legend = 'Escala: 0-4,9 Suspenso (SS) · 5,0-6,9 Aprobado (AP) · 7,0-8,9 Notable (NT) · 9,0-10 Sobresaliente (SB) · Matrícula de Honor (MH). Tipo: FB formación básica · OB obligatoria · OP optativa · TFG trabajo fin de grado.';
    const n = doc.pageCount;
    for (let p = 1; p <= n; p++) {
      doc.switchTo(p);
      doc.text(legend, mx, doc.height - 50, { size: 6.5, color: '#444444', width: W, fit: true });
      doc.text(`Hoja ${p} de ${n}`, mx, doc.height - 38, { size: 7.5, width: W, align: 'right' });
    }
    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: iso(dob) };
    expected.institution = { name: uni.name, country: 'Spain', countryCode: 'ES', state: printState ? uni.place.state : null, stateCode: printState ? uni.place.stateCode : null };
    Object.assign(expected.qualification, {
      registrationNumber: expediente, name: g.name, level: 'Bachelor', majorOrSpecialization: g.field, status: completed ? 'Completed' : null,
      yearOfAdmission: startYear, yearOfCompletion: finished ? finished.getUTCFullYear() : null, programDuration: '4', dateOfIssue: iso(issued),
      cgpa: media.toFixed(2), totalCreditsOrMarks: String(credits),
    });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dobText, dateOfIssue: longDate(issued, 'es'), cgpa: comma(media, 2), pages: String(doc.pageCount) } };
  },
};

const BACH: Record<string, { first: string[]; second: string[] }> = {
  'Ciencias y Tecnología': {
    first: ['Lengua Castellana y Literatura I', 'Filosofía', 'Primera Lengua Extranjera I (Inglés)', 'Educación Física', 'Matemáticas I', 'Física y Química', 'Biología, Geología y Ciencias Ambientales', 'Dibujo Técnico I', 'Tecnología e Ingeniería I', 'Anatomía Aplicada'],
    second: ['Lengua Castellana y Literatura II', 'Historia de España', 'Historia de la Filosofía', 'Primera Lengua Extranjera II (Inglés)', 'Matemáticas II', 'Física', 'Química', 'Biología', 'Dibujo Técnico II', 'Ciencias de la Tierra y del Medio Ambiente'],
  },
  'Humanidades y Ciencias Sociales': {
    first: ['Lengua Castellana y Literatura I', 'Filosofía', 'Primera Lengua Extranjera I (Inglés)', 'Educación Física', 'Latín I', 'Matemáticas Aplicadas a las Ciencias Sociales I', 'Economía', 'Historia del Mundo Contemporáneo', 'Griego I', 'Literatura Universal'],
    second: ['Lengua Castellana y Literatura II', 'Historia de España', 'Historia de la Filosofía', 'Primera Lengua Extranjera II (Inglés)', 'Latín II', 'Matemáticas Aplicadas a las Ciencias Sociales II', 'Geografía', 'Historia del Arte', 'Empresa y Diseño de Modelos de Negocio', 'Griego II'],
  },
};

/** Historial académico de Bachillerato: materias of 1º and 2º with integer marks 0-10, the nota media and the proposal for the título de Bachiller. */
const bachillerato: Family = {
  id: 'es-historial-bachillerato',
  country: 'ES',
  languages: ['es'],
  kind: 'marksheet',
  degradations: ['scan', 'photo'],
  conventions:
    'Modeled on the historial académico / certificado de calificaciones de Bachillerato issued by Spanish institutos under the education laws (LOMCE/LOMLOE and regional orders on evaluation documents): materias of primer and segundo curso by modalidad, integer marks 0-10, convocatoria ordinaria/extraordinaria, nota media with two decimals, and the proposal for the título de Bachiller.',
  async render(rng: Rng): Promise<FamilySample> {
    const p = place(rng, 'es');
    const ies = rng.pick([`IES ${rng.pick(['Los Almendros', 'Río Albar', 'Puerta del Campo', 'Sierra Clara', 'Las Acacias'])}`, `Instituto de Educación Secundaria ${p.town}`, `IES ${p.town} Norte`]);
    const st = person(rng, 'es');
    const modalidad = rng.pick(Object.keys(BACH));
    const m = BACH[modalidad];
    const y2 = rng.int(2014, 2024);
    const dob = date(rng, y2 - 18, y2 - 17);
    const issued = date(rng, y2, y2, [6, 9]);
    const level = rng.float(5.5, 9.5);
    const doc = new Doc({ size: A4, body: rng.pick([...SANS_SETS, ...SERIF_SETS]), head: rng.pick(SANS_SETS), title: 'Historial académico de Bachillerato', author: ies, creationDate: issued });
    const mx = rng.int(40, 54);
    const W = doc.width - 2 * mx;
    let y = 38;
    doc.shield(mx, y, 28, '#7a1020');
    doc.text(p.stateLocal, mx + 40, y + 2, { f: 'b', size: 10 });
    doc.text(rng.pick(['Consejería de Educación', 'Departamento de Educación', 'Consejería de Educación, Ciencia y Universidades']), mx + 40, y + 15, { size: 8.5 });
    doc.text(ies, mx, y + 2, { f: 'b', size: 10, width: W, align: 'right' });
    doc.text(`${p.street} · ${p.postcode} ${p.town}`, mx, y + 15, { size: 8, width: W, align: 'right', color: '#444444' });
    doc.text(`Código de centro ${String(rng.int(1000000, 9999999)).padStart(8, '0')}`, mx, y + 26, { size: 8, width: W, align: 'right', color: '#444444' });
    y += 58;
    doc.text('HISTORIAL ACADÉMICO DE BACHILLERATO', mx, y, { f: 'hb', size: 14, width: W, align: 'center' });
    y += 26;
    const nia = String(rng.int(1000000000, 9999999999));
    y = labelBlock(doc, [['Apellidos', st.family], ['Nombre', st.given], ['Fecha de nacimiento', dmy(dob, '/')], ['NIA', nia], ['Modalidad', modalidad], ['Año de finalización', String(y2)]], mx, y, { labelW: 112, colW: W / 2, cols: 2, size: 9, style: 'colon' }) + 8;
    const cols: Col[] = [{ label: 'Curso', width: 42, align: 'center' }, { label: 'Materia', width: 0, wrap: true }, { label: 'Año académico', width: 76, align: 'center' }, { label: 'Convocatoria', width: 82 }, { label: 'Calificación', width: 70, align: 'center' }];
    cols[1].width = W - tableWidth(cols);
    const rows: Row[] = [];
    const expected = blankResult('es');
    const marks: number[] = [];
    [m.first, m.second].forEach((list, ci) => {
      const session = `${y2 - 1 + ci - 1}-${y2 + ci - 1}`;
      const curso = ci === 0 ? '1º' : '2º';
      const take = list.slice(0, rng.int(8, list.length));
      for (const mat of take) {
        let mark = Math.max(3, Math.min(10, Math.round(level + rng.gauss() * 1.4)));
        const conv = mark < 5 ? 'Extraordinaria' : 'Ordinaria';
        if (mark < 5) mark = rng.int(5, 6);
        marks.push(mark);
        rows.push({ cells: [curso, mat, session, conv, String(mark)] });
        expected.courses.push(course({ courseName: mat, marksScored: mark, maximumMarks: 10, term: curso, session }));
      }
    });
    y = drawTable(doc, cols, rows, { size: 8.5, rowH: 15, headFill: '#efe4e4', grid: rng.pick(['rows', 'full'] as const) }, { x: mx, y, bottom: doc.height - 60, newPage: () => 60 });
    const media = Math.round((marks.reduce((a, b) => a + b, 0) / marks.length) * 100) / 100;
    y += 12;
    doc.text(`Nota media del Bachillerato: ${comma(media, 2)}`, mx, y, { f: 'b', size: 10 });
    y += 16;
    doc.text(`Propuesta para la expedición del título de Bachiller en la modalidad de ${modalidad}: Sí`, mx, y, { size: 9.5, width: W, fit: true });
    y += 28;
    doc.text(`${p.town}, a ${longDate(issued, 'es')}`, mx, y, { size: 9.5 });
    y += 20;
    doc.text('Vº Bº EL/LA DIRECTOR/A', mx, y, { size: 8.5 });
    doc.text('EL/LA SECRETARIO/A', mx + W - 150, y, { size: 8.5 });
    doc.signature(mx, y + 32, 110, rng);
    doc.signature(mx + W - 150, y + 32, 110, rng);
    doc.sealPlace(mx + W / 2, y + 24, 24, 'Sello del centro');
    doc.text('Calificaciones numéricas de 0 a 10 sin decimales; se consideran negativas las inferiores a 5.', mx, doc.height - 40, { size: 7, color: '#555555' });
    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: iso(dob) };
    expected.institution = { name: ies, country: 'Spain', countryCode: 'ES', state: p.state, stateCode: p.stateCode };
    Object.assign(expected.qualification, { registrationNumber: nia, name: 'Bachiller', level: 'Higher Secondary', majorOrSpecialization: modalidad, status: 'Completed', yearOfCompletion: y2, dateOfIssue: iso(issued), cgpa: media.toFixed(2) });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dmy(dob, '/'), cgpa: comma(media, 2), pages: String(doc.pageCount) } };
  },
};

export const families: Family[] = [certificado, bachillerato];
