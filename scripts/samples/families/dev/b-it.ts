/**
 * Italian development family of corpus-b: the segreteria studenti's certificato di laurea con
 * esami (esami with SSD, CFU, voto /30 or "30 e lode", date, anno accademico; media ponderata;
 * voto di laurea /110).
 */
import type { Rng } from '../../rng';
import type { Family, FamilySample } from '../types';
import { A4, Doc, SANS_SETS, SERIF_SETS, blankResult, comma, course, date, dmy, drawTable, iso, labelBlock, longDate, tableWidth, weightedMean, type Col, type Row } from '../lib/b-kit';
import { IT_CORSI, itUniversity, itVoto } from '../lib/b-it';
import { domain, person, phone, place } from '../lib/b-people';

const certificato: Family = {
  id: 'it-certificato-esami',
  country: 'IT',
  languages: ['it'],
  kind: 'transcript',
  degradations: ['scan', 'photo', 'screenshot'],
  conventions:
    'Modeled on the certificato di laurea con esami that Italian segreterie studenti issue (as universities\' grading pages describe: exams on the 18-30 scale with "30 e lode", CFU per exam, idoneità without a mark, the SSD code, the media ponderata, and the voto di laurea out of 110 with lode); the overall average (cgpa) is the printed media ponderata.',
  async render(rng: Rng): Promise<FamilySample> {
    const uni = itUniversity(rng);
    const c = rng.pick(IT_CORSI);
    const st = person(rng, 'it');
    const startYear = rng.int(2013, 2020);
    const years = c.magistrale ? 2 : 3;
    const completed = rng.bool(0.65);
    const level = rng.float(22, 29.5);
    const dob = date(rng, startYear - (c.magistrale ? 23 : 20), startYear - (c.magistrale ? 22 : 19));
    const grad = completed ? date(rng, startYear + years, startYear + years + 1, [3, 12]) : null;
    const issued = grad ? new Date(grad.getTime() + rng.int(5, 120) * 86400000) : date(rng, startYear + years - 1, startYear + years - 1, [3, 12]);
    const matricola = String(rng.int(100000, 999999));
    const doc = new Doc({ size: A4, body: rng.pick([...SANS_SETS, ...SERIF_SETS]), head: rng.pick(SERIF_SETS), title: 'Certificato', author: uni.name, creationDate: issued });
    const mx = rng.int(40, 56);
    const W = doc.width - 2 * mx;
    const color = rng.pick(['#7a1020', '#0d3a6b', '#2b2b2b']);
    let y = 36;
    const centred = rng.bool(0.5);
    if (centred) {
      doc.seal(doc.width / 2, y + 22, 20, color);
      y += 50;
      doc.text(uni.name.toUpperCase(), mx, y, { f: 'hb', size: 14, width: W, align: 'center', color, fit: true });
      doc.text('Segreteria Studenti', mx, y + 18, { size: 9.5, width: W, align: 'center' });
      y += 34;
    } else {
      doc.seal(mx + 22, y + 22, 20, color);
      doc.text(uni.name.toUpperCase(), mx + 52, y + 6, { f: 'hb', size: 14, color, width: W - 52, fit: true });
      doc.text(rng.pick(['Segreteria Studenti', 'Area Servizi agli Studenti – Ufficio Carriere']), mx + 52, y + 24, { size: 9.5 });
      y += 54;
    }
    const printCountry = rng.bool(0.5);
    doc.text(`${uni.place.street} – ${uni.place.postcode} ${uni.place.town}${printCountry ? ' – Italia' : ''} – Tel. ${phone(rng, 'it')} – ${domain(uni.name, 'it')}`, mx, y, { size: 7.5, color: '#444444', width: W, align: 'center', fit: true });
    doc.line(mx, y + 12, mx + W, y + 12, 0.8, color);
    y += 30;
    doc.text(completed ? 'CERTIFICATO DI LAUREA CON ESAMI' : 'CERTIFICATO DI ISCRIZIONE CON ESAMI', mx, y, { f: 'hb', size: 14, width: W, align: 'center' });
    y += 30;
    const studente = st.female ? 'la studentessa' : 'lo studente';
    const nato = st.female ? 'nata' : 'nato';
    const dobText = dmy(dob, '/');
    const nameText = `${st.family.toUpperCase()} ${st.given.toUpperCase()}`;
    const vote = rng.int(c.magistrale ? 96 : 88, 110);
    const lode = vote === 110 && rng.bool(0.5);
    const voteText = `${vote}/110${lode ? ' e lode' : ''}`;
    let body = `Si certifica che ${studente} ${nameText}, ${nato} a ${place(rng, 'it').town} il ${dobText}, matricola n. ${matricola}, immatricolat${st.female ? 'a' : 'o'} nell'anno accademico ${startYear}/${startYear + 1} al Corso di ${c.title} (classe ${c.classe}),`;
    body += grad ? ` ha conseguito il titolo in data ${dmy(grad, '/')} con la votazione di ${voteText}, avendo superato i seguenti esami:` : ` risulta iscritt${st.female ? 'a' : 'o'} al ${rng.int(2, years)}° anno e ha superato i seguenti esami:`;
    y += doc.para(body, mx, y, W, { size: 9.5, leading: 13.5 }) + 10;

    const dateCol = rng.bool(0.7);
    const cols: Col[] = [{ label: 'Codice', width: 48 }, { label: 'Attività formativa', width: 0, wrap: true }, { label: 'SSD', width: 62 }, { label: 'CFU', width: 30, align: 'right' }, { label: 'Voto', width: 54, align: 'center' }];
    if (dateCol) cols.push({ label: 'Data', width: 58, align: 'center' });
    cols.push({ label: 'A.A.', width: 52, align: 'center' });
    cols[1].width = W - tableWidth(cols);
    const rows: Row[] = [];
    const expected = blankResult('it');
    const marks: [number, number][] = [];
    let cfu = 0;
    const exams = completed ? c.exams : c.exams.filter((x) => x.ssd !== 'PROFIN_S').slice(0, rng.int(8, c.exams.length - 3));
    exams.forEach((x, i) => {
      const yi = Math.min(years - 1, Math.floor((i / exams.length) * years));
      const aa = `${startYear + yi}/${startYear + yi + 1}`;
      const examDate = date(rng, startYear + yi + 1, startYear + yi + 1, [1, 9]);
      const code = `${rng.pick(['A', 'B', 'E', 'I'])}${rng.int(1000, 9999)}`;
      const v = x.idoneita ? { text: rng.pick(['idoneo', 'approvato', 'IDONEO']), value: null } : itVoto(rng, level);
      if (v.value !== null) marks.push([v.value, x.cfu]);
      cfu += x.cfu;
      const cells = [code, x.name, x.ssd, String(x.cfu), v.text];
      if (dateCol) cells.push(dmy(examDate, '/'));
      cells.push(aa);
      rows.push({ cells });
      expected.courses.push(course({ courseNumber: code, courseName: x.name, credit: x.cfu, grade: v.text, marksScored: v.value, maximumMarks: v.value === null ? null : 30, session: aa }));
    });
    const pageHead = () => {
      doc.addPage();
      doc.text(`${nameText} – matricola ${matricola} – segue`, mx, 40, { f: 'i', size: 8.5 });
      return 58;
    };
    y = drawTable(doc, cols, rows, { size: 8.3, rowH: 14.5, headFill: rng.pick(['#e9e9e9', '#e4eaf3']), grid: rng.pick(['rows', 'full'] as const), zebra: rng.bool(0.4) ? '#f6f6f6' : undefined }, { x: mx, y, bottom: doc.height - 70, newPage: pageHead });
    if (y > doc.height - 200) y = pageHead();
    y += 12;
    const media = weightedMean(marks, 2);
    doc.text(`Totale CFU acquisiti: ${cfu}`, mx, y, { f: 'b', size: 9.5 });
    doc.text(`Media ponderata: ${comma(media, 2)}/30`, mx + W / 2, y, { f: 'b', size: 9.5 });
    y += 16;
    if (grad) {
      doc.text(`Voto di laurea: ${voteText}`, mx, y, { f: 'b', size: 9.5 });
      y += 16;
    }
    y += 8;
    y += doc.para('Il presente certificato non può essere prodotto agli organi della pubblica amministrazione o ai privati gestori di pubblici servizi (art. 40 D.P.R. 445/2000).', mx, y, W, { size: 7.5, f: 'i', color: '#555555' }) + 14;
    doc.text(`${uni.place.town}, ${rng.bool() ? dmy(issued, '/') : longDate(issued, 'it')}`, mx, y, { size: 9.5 });
    doc.text(rng.pick(['Il Responsabile della Segreteria Studenti', 'Il Dirigente dell’Area Didattica', 'La Responsabile dell’Ufficio Carriere']), mx + W / 2, y, { size: 9, width: W / 2, align: 'center' });
    doc.signature(mx + W / 2 + 50, y + 34, 120, rng);
    if (rng.bool(0.5)) doc.text(`Imposta di bollo assolta in modo virtuale – Aut. n. ${rng.int(1000, 99999)}/${rng.int(2000, 2019)}`, mx, doc.height - 62, { size: 7, color: '#555555' });
    const n = doc.pageCount;
    for (let p = 1; p <= n; p++) {
      doc.switchTo(p);
      doc.text('Scala dei voti: 18-30/30, 30 e lode; idoneità senza voto. Voto di laurea in centodecimi (66-110, eventuale lode).', mx, doc.height - 48, { size: 6.8, color: '#444444', width: W, fit: true });
      doc.text(`Pag. ${p} di ${n}`, mx, doc.height - 36, { size: 7.5, width: W, align: 'right' });
    }
    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: iso(dob) };
    expected.institution = { name: uni.name, country: 'Italy', countryCode: 'IT', state: null, stateCode: null };
    Object.assign(expected.qualification, {
      registrationNumber: matricola, name: c.title, level: c.magistrale ? 'Master' : 'Bachelor', majorOrSpecialization: c.field, status: grad ? 'Completed' : null,
      yearOfAdmission: startYear, yearOfCompletion: grad ? grad.getUTCFullYear() : null, dateOfIssue: iso(issued), cgpa: media.toFixed(2), totalCreditsOrMarks: String(cfu),
    });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dobText, cgpa: comma(media, 2), voto: voteText, pages: String(doc.pageCount) } };
  },
};

/** Diploma Supplement (Supplemento al Diploma), English with Italian course titles: sections 1-8 and the exam table in 4.3. */
const supplement: Family = {
  id: 'it-diploma-supplement',
  country: 'IT',
  languages: ['en', 'it'],
  kind: 'transcript',
  degradations: ['scan', 'photo'],
  conventions:
    'Modeled on the Diploma Supplement of the European Commission, Council of Europe and UNESCO/CEPES as Italian universities issue it (numbered sections 1-8: holder, qualification, level and official length, contents and results with the exam table in 4.3, grading system, certification), in English with the Italian course titles; the final mark of 4.5 (e.g. 105/110 → "105") is the overall mark (cgpa).',
  async render(rng: Rng): Promise<FamilySample> {
    const uni = itUniversity(rng);
    const c = rng.pick(IT_CORSI);
    const st = person(rng, 'it');
    const startYear = rng.int(2013, 2020);
    const years = c.magistrale ? 2 : 3;
    const level = rng.float(22, 29.5);
    const dob = date(rng, startYear - (c.magistrale ? 23 : 20), startYear - (c.magistrale ? 22 : 19));
    const grad = date(rng, startYear + years, startYear + years, [3, 12]);
    const issued = new Date(grad.getTime() + rng.int(20, 200) * 86400000);
    const matricola = String(rng.int(100000, 999999));
    const doc = new Doc({ size: A4, body: rng.pick(['liberation-sans', 'noto-sans', 'dejavu-condensed'] as const), head: rng.pick(SERIF_SETS), title: 'Diploma Supplement', author: uni.name, creationDate: issued });
    const mx = rng.int(44, 56);
    const W = doc.width - 2 * mx;
    const color = rng.pick(['#003399', '#7a1020', '#333333']);
    const header = (first: boolean) => {
      doc.text(uni.name.toUpperCase(), mx, 30, { f: 'hb', size: first ? 13 : 9, color, width: W, fit: true });
      doc.text('Diploma Supplement – Supplemento al Diploma', mx, first ? 48 : 42, { size: first ? 10 : 7.5, f: 'i', color: '#333333' });
      doc.line(mx, first ? 64 : 54, mx + W, first ? 64 : 54, 0.8, color);
    };
    header(true);
    let y = 74;
    y += doc.para('This Diploma Supplement follows the model developed by the European Commission, Council of Europe and UNESCO/CEPES. The purpose of the supplement is to provide sufficient independent data to improve the international transparency and fair academic and professional recognition of qualifications.', mx, y, W, { size: 7.5, color: '#444444' }) + 8;
    const section = (t: string) => {
      doc.fill(mx, y, W, 15, '#e9edf5');
      doc.text(t, mx + 4, y + 3, { f: 'b', size: 9 });
      y += 20;
    };
    const kv = (pairs: [string, string][]) => {
      for (const [k, v] of pairs) {
        doc.text(k, mx + 4, y, { size: 8, color: '#333333' });
        y += doc.para(v, mx + 190, y, W - 194, { size: 8.5, f: 'b', leading: 11 }) + 3;
      }
      y += 4;
    };
    const vote = rng.int(c.magistrale ? 96 : 88, 110);
    const lode = vote === 110 && rng.bool(0.5);
    const voteText = `${vote}/110${lode ? ' cum laude' : ''}`;
    section('1. INFORMATION IDENTIFYING THE HOLDER OF THE QUALIFICATION');
    kv([['1.1 Family name(s)', st.family.toUpperCase()], ['1.2 Given name(s)', st.given], ['1.3 Date of birth', dmy(dob, '/')], ['1.4 Student identification number', matricola]]);
    section('2. INFORMATION IDENTIFYING THE QUALIFICATION');
    const title = c.magistrale ? 'Dottore Magistrale' : 'Dottore';
    kv([
      ['2.1 Name of qualification', `${c.title} (${c.magistrale ? 'second-cycle degree' : 'first-cycle degree'}, class ${c.classe}); title conferred: ${title}`],
      ['2.2 Main field(s) of study', c.field],
      ['2.3 Awarding institution', `${uni.name}, state university, Italy`],
      ['2.5 Language(s) of instruction', 'Italian'],
    ]);
    section('3. INFORMATION ON THE LEVEL AND DURATION OF THE QUALIFICATION');
    kv([['3.1 Level of the qualification', c.magistrale ? 'Second cycle (EQF level 7)' : 'First cycle (EQF level 6)'], ['3.2 Official duration of programme', `${years} years, ${years * 60} ECTS credits`], ['3.3 Access requirements', c.magistrale ? 'First-cycle degree (Laurea) and assessment of personal preparation' : 'Italian school-leaving diploma (Diploma di Esame di Stato) or comparable foreign qualification']]);
    section('4. INFORMATION ON THE PROGRAMME COMPLETED AND THE RESULTS OBTAINED');
    kv([['4.1 Mode of study', 'Full-time'], ['4.3 Programme details and grades', 'see the table below (CFU = ECTS credits; grades out of 30)']]);
    const cols: Col[] = [{ label: 'Code', width: 48 }, { label: 'Course unit (Italian title)', width: 0, wrap: true }, { label: 'SSD', width: 60 }, { label: 'ECTS', width: 34, align: 'right' }, { label: 'Grade', width: 56, align: 'center' }, { label: 'Date', width: 58, align: 'center' }];
    cols[1].width = W - tableWidth(cols);
    const rows: Row[] = [];
    const expected = blankResult('en');
    const marks: [number, number][] = [];
    let cfu = 0;
    c.exams.forEach((x, i) => {
      const yi = Math.min(years - 1, Math.floor((i / c.exams.length) * years));
      const examDate = date(rng, startYear + yi + 1, startYear + yi + 1, [1, 9]);
      const code = `${rng.int(10000, 99999)}`;
      const v = x.idoneita ? { text: rng.pick(['Pass', 'Approved']), value: null } : itVoto(rng, level);
      const text = v.text === '30 e lode' ? '30 cum laude' : v.text;
      if (v.value !== null) marks.push([v.value, x.cfu]);
      cfu += x.cfu;
      rows.push({ cells: [code, x.name, x.ssd, String(x.cfu), text, dmy(examDate, '/')] });
      expected.courses.push(course({ courseNumber: code, courseName: x.name, credit: x.cfu, grade: text, marksScored: v.value, maximumMarks: v.value === null ? null : 30 }));
    });
    y = drawTable(doc, cols, rows, { size: 7.8, rowH: 13, headFill: '#eeeeee', grid: 'rows' }, {
      x: mx, y, bottom: doc.height - 60,
      newPage: () => {
        doc.addPage();
        header(false);
        doc.text(`${st.family.toUpperCase()} ${st.given} – ${matricola}`, mx, 42, { size: 7.5, width: W, align: 'right' });
        return 64;
      },
    });
    y += 10;
    const need = 250;
    if (y + need > doc.height - 50) {
      doc.addPage();
      header(false);
      y = 66;
    }
    kv([
      ['Total ECTS credits', String(cfu)],
      ['Weighted average of exam grades', `${comma(weightedMean(marks, 2), 2)}/30`.replace(',', '.')],
      ['4.4 Grading scheme', 'Exams: 18/30 (minimum pass) to 30/30, cum laude for excellence; "Pass" for assessments without a mark. Final degree mark: 66/110 to 110/110, cum laude.'],
      ['4.5 Overall classification', `Final mark ${voteText}, awarded on ${dmy(grad, '/')}`],
    ]);
    section('5. INFORMATION ON THE FUNCTION OF THE QUALIFICATION');
    kv([['5.1 Access to further study', c.magistrale ? 'Access to third-cycle programmes (Dottorato di ricerca)' : 'Access to second-cycle programmes (Laurea Magistrale)']]);
    section('7. CERTIFICATION OF THE SUPPLEMENT');
    kv([['7.1 Date', dmy(issued, '/')], ['7.2 Signature', ''], ['7.3 Capacity', rng.pick(['Head of Student Records Office', 'Director General'])]]);
    doc.signature(mx + 200, y - 24, 110, rng);
    if (y < doc.height - 90) doc.sealPlace(mx + W - 60, y - 30, 24, 'Official stamp');
    const n = doc.pageCount;
    for (let p = 1; p <= n; p++) {
      doc.switchTo(p);
      doc.text(`${uni.place.street} – ${uni.place.postcode} ${uni.place.town} – ${domain(uni.name, 'it')}`, mx, doc.height - 36, { size: 7, color: '#555555' });
      doc.text(`Page ${p} of ${n}`, mx, doc.height - 36, { size: 7, width: W, align: 'right', color: '#555555' });
    }
    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: iso(dob) };
    expected.institution = { name: uni.name, country: 'Italy', countryCode: 'IT', state: null, stateCode: null };
    Object.assign(expected.qualification, {
      registrationNumber: matricola, name: c.title, level: c.magistrale ? 'Master' : 'Bachelor', majorOrSpecialization: c.field, status: 'Completed',
      yearOfCompletion: grad.getUTCFullYear(), programDuration: String(years), dateOfIssue: iso(issued), cgpa: String(vote), totalCreditsOrMarks: String(cfu),
    });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dmy(dob, '/'), cgpa: voteText, pages: String(doc.pageCount) } };
  },
};

export const families: Family[] = [certificato, supplement];
