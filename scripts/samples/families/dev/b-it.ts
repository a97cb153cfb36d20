/**
 * Italian development family of corpus-b: the segreteria studenti's certificato di laurea con
 * esami (esami with SSD, CFU, voto /30 or "30 e lode", date, anno accademico; media ponderata;
 * voto di laurea /110).
 */
import type { Rng } from '../../rng';
import type { Family, FamilySample } from '../types';
import { A4, Doc, SANS_SETS, SERIF_SETS, blankResult, comma, course, date, dmy, drawTable, iso, longDate, tableWidth, weightedMean, type Col, type Row } from '../lib/b-kit';
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
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dobText, cgpa: comma(media, 2), voto: voteText, decimalComma: '1', pages: String(doc.pageCount) } };
  },
};

export const families: Family[] = [certificato];
