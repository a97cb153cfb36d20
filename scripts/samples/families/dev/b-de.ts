/**
 * German development families of corpus-b: the examination office's Leistungsübersicht
 * (Notenspiegel), the Bachelorurkunde, the Abiturzeugnis and an enrolment certificate
 * (Immatrikulationsbescheinigung, no academic record: expected null).
 */
import type { Rng } from '../../rng';
import type { Family, FamilySample } from '../types';
import { A4, A4_LANDSCAPE, Doc, SANS_SETS, SERIF_SETS, blankResult, comma, course, date, dmy, drawTable, iso, labelBlock, longDate, tableWidth, type Col, type Row } from '../lib/b-kit';
import { deEcts, deInstitution, deRecord, deVerbal, type DeInstitution } from '../lib/b-de';
import { domain, initials, person, phone, place } from '../lib/b-people';

function letterhead(doc: Doc, rng: Rng, inst: DeInstitution, x: number, y: number, w: number, color: string): number {
  const crestLeft = rng.bool();
  const r = rng.int(20, 26);
  const cx = crestLeft ? x + r : x + w - r;
  doc.crest(cx, y + r, r, initials(inst.name), color);
  const tx = crestLeft ? x + 2 * r + 12 : x;
  const tw = w - 2 * r - 12;
  doc.text(inst.name, tx, y + 2, { f: 'hb', size: 14, color, width: tw, fit: true });
  doc.text(inst.unit, tx, y + 21, { size: 9.5, color: '#333333' });
  const p = inst.place;
  const web = domain(inst.name, 'de');
  const addr = [`${p.street}`, `${p.postcode} ${p.town}`, rng.bool(0.5) ? 'Deutschland' : null, `Tel. ${phone(rng, 'de')}`, web].filter(Boolean).join('  ·  ');
  doc.text(addr, tx, y + 34, { size: 7.5, color: '#444444', width: tw, fit: true });
  const bottom = y + Math.max(2 * r, 44) + 6;
  doc.line(x, bottom, x + w, bottom, 1, color);
  return bottom + 10;
}

/** Leistungsübersicht / Notenspiegel of a German Hochschule's examination office. */
const notenspiegel: Family = {
  id: 'de-leistungsuebersicht',
  country: 'DE',
  languages: ['de'],
  kind: 'transcript',
  degradations: ['scan', 'photo'],
  conventions:
    'Modeled on the examination-office grade overviews (Leistungsübersicht/Notenspiegel) German Hochschulen issue: modules with Fachsemester, ECTS credits, grades on the 1,0-5,0 scale with a decimal comma, status bestanden, and the grade legend as described in German universities\' ECTS and grading guides (e.g. the 1,0-4,0 steps of the Prüfungsordnungen).',
  async render(rng: Rng): Promise<FamilySample> {
    const inst = deInstitution(rng);
    const st = person(rng, 'de');
    const rec = deRecord(rng);
    const dob = date(rng, rec.startYear - 21, rec.startYear - 18);
    const last = rec.rows[rec.rows.length - 1].sem;
    const issued = last.year !== null ? date(rng, last.year, last.year, [8, 12]) : date(rng, Number(last.session!.slice(0, 4)) + 1, Number(last.session!.slice(0, 4)) + 1, [3, 7]);
    const finished = rec.completed ? new Date(issued.getTime() - rng.int(10, 60) * 86400000) : null;
    const matrikel = String(rng.int(1000000, 9999999)).slice(0, rng.pick([6, 7, 8]));
    const doc = new Doc({ size: A4, body: rng.pick(SANS_SETS), head: rng.pick([...SANS_SETS, ...SERIF_SETS]), title: 'Leistungsübersicht', author: inst.name, creationDate: issued });
    const color = rng.pick(['#0b3d6b', '#004f4f', '#5a1a1a', '#222222', '#1f4e2c']);
    const mx = rng.int(42, 60);
    const W = doc.width - 2 * mx;
    if (rng.bool(0.35)) doc.watermark(rng.pick(['Leistungsübersicht', inst.name, 'NUR GÜLTIG MIT SIEGEL']), { size: rng.int(38, 58), angle: rng.int(-50, -25) });
    let y = letterhead(doc, rng, inst, mx, rng.int(34, 48), W, color);
    const title = rng.pick(['Leistungsübersicht', 'Notenspiegel', 'Leistungsnachweis', 'Notenübersicht']);
    doc.text(title, mx, y + 4, { f: 'hb', size: 16, width: W, align: rng.pick(['left', 'center'] as const) });
    if (!rec.completed) doc.text(rng.pick(['(vorläufig – kein Zeugnis)', '– Zwischenstand –', 'Stand der Prüfungsleistungen']), mx, y + 24, { size: 9, width: W, align: 'center', color: '#444444' });
    y += 44;

    const printDob = rng.bool(0.8);
    const surnameFirst = rng.bool(0.5);
    const pairs: [string, string][] = surnameFirst ? [['Name', st.family], ['Vorname', st.given]] : [['Name, Vorname', `${st.family}, ${st.given}`]];
    if (printDob) pairs.push(['Geburtsdatum', dmy(dob)]);
    if (rng.bool(0.5)) pairs.push(['Geburtsort', place(rng, 'de').town]);
    pairs.push(['Matrikelnummer', matrikel]);
    pairs.push(['Studiengang', rec.programme.de]);
    pairs.push(['Abschluss', rec.degree]);
    const startSem = rec.rows[0].sem;
    const startLabel = rec.startWinter ? `Wintersemester ${rec.startYear}/${String((rec.startYear + 1) % 100).padStart(2, '0')}` : `Sommersemester ${rec.startYear}`;
    void startSem;
    pairs.push(['Studienbeginn', startLabel]);
    if (finished) pairs.push(['Datum des Abschlusses', dmy(finished)]);
    const style = rng.pick(['colon', 'leaders', 'bold'] as const);
    const twoCols = rng.bool(0.55);
    y = labelBlock(doc, pairs, mx, y, { labelW: style === 'leaders' ? 118 : 100, colW: twoCols ? W / 2 : W, cols: twoCols ? 2 : 1, size: 9.5, style }) + 10;

    // Columns: the semester as heading rows or as its own column; Versuch and Status optional.
    const grouped = rng.bool(0.55);
    const showAttempt = rng.bool(0.4);
    const showStatus = rec.rows.some((r) => r.grade === null || !r.passed) || rng.bool(0.5);
    const statusWord = rng.pick(['bestanden', 'BE']);
    const failWord = statusWord === 'BE' ? 'NB' : 'nicht bestanden';
    const cols: Col[] = [{ label: 'Nr.', width: 52 }, { label: 'Modul', width: 0, wrap: true }];
    if (!grouped) cols.push({ label: 'Semester', width: 70 });
    cols.push({ label: 'ECTS', width: 38, align: 'right' }, { label: 'Note', width: 38, align: 'right' });
    if (showAttempt) cols.push({ label: 'Vers.', width: 32, align: 'center' });
    if (showStatus) cols.push({ label: 'Status', width: statusWord === 'BE' ? 40 : 78 });
    cols[1].width = W - tableWidth(cols);
    const rows: Row[] = [];
    const expected = blankResult('de');
    let lastSem = '';
    for (const r of rec.rows) {
      if (grouped && r.sem.long !== lastSem) {
        rows.push({ heading: `${r.semNo}. Fachsemester – ${r.sem.long}` });
        lastSem = r.sem.long;
      }
      const gradeText = r.grade === null ? '–' : comma(r.grade);
      const status = r.passed ? statusWord : failWord;
      const cells = [r.code, r.module.de];
      if (!grouped) cells.push(r.sem.short);
      cells.push(deEcts(r.module.ects), gradeText);
      if (showAttempt) cells.push(String(r.attempt));
      if (showStatus) cells.push(status);
      rows.push({ cells });
      expected.courses.push(course({
        courseNumber: r.code, courseName: r.module.de, credit: r.module.ects, grade: r.grade === null ? null : comma(r.grade),
        passStatus: showStatus ? status : null,
        term: grouped ? r.sem.term : r.sem.termShort, session: r.sem.session, year: r.sem.year,
      }));
    }
    const pageFooter = () => {
      doc.text('Notenskala: 1,0–1,5 sehr gut · 1,6–2,5 gut · 2,6–3,5 befriedigend · 3,6–4,0 ausreichend · 5,0 nicht ausreichend', mx, doc.height - 52, { size: 7, color: '#444444', width: W, fit: true });
    };
    pageFooter();
    y = drawTable(doc, cols, rows, { size: 8.5, rowH: 15, headFill: rng.pick(['#e4e8ee', '#eeeeee', '#dde7dd']), grid: rng.pick(['rows', 'full', 'head'] as const), zebra: rng.bool(0.3) ? '#f5f5f5' : undefined, headingFill: '#f0f0f0' }, {
      x: mx, y, bottom: doc.height - 70,
      newPage: () => {
        doc.addPage();
        pageFooter();
        doc.text(`${title} – ${st.family}, ${st.given} (Matr.-Nr. ${matrikel}) – Fortsetzung`, mx, 44, { size: 8.5, f: 'i', color: '#333333' });
        return 62;
      },
    });
    if (y > doc.height - 190) {
      doc.addPage();
      pageFooter();
      y = 60;
    }
    y += 10;
    const avgLabel = rec.completed ? rng.pick(['Gesamtnote', 'Abschlussnote']) : rng.pick(['Durchschnittsnote (vorläufig)', 'Notendurchschnitt']);
    doc.text(`Summe der ECTS-Leistungspunkte: ${deEcts(rec.ects)}`, mx, y, { f: 'b', size: 9.5 });
    doc.text(`${avgLabel}: ${comma(rec.overall)}${rec.completed ? ` (${deVerbal(rec.overall)})` : ''}`, mx, y + 15, { f: 'b', size: 9.5 });
    y += 46;
    doc.text(`${inst.place.town}, ${rng.bool() ? dmy(issued) : longDate(issued, 'de')}`, mx, y, { size: 9.5 });
    doc.signature(mx + W - 170, y + 20, 120, rng);
    doc.line(mx + W - 180, y + 30, mx + W, y + 30, 0.5);
    doc.text(rng.pick(['Im Auftrag', 'Prüfungsamt', 'Die Vorsitzende des Prüfungsausschusses', 'Der Vorsitzende des Prüfungsausschusses']), mx + W - 180, y + 34, { size: 8, width: 180, align: 'center' });
    if (rng.bool(0.5)) doc.sealPlace(mx + W - 260, y + 20, 24, 'Siegel');
    doc.text('Dieses Dokument wurde maschinell erstellt.', mx, y + 40, { size: 7, color: '#666666' });
    const n = doc.pageCount;
    for (let p = 1; p <= n; p++) {
      doc.switchTo(p);
      doc.text(`Seite ${p} von ${n}`, mx, doc.height - 38, { size: 7.5, width: W, align: 'right', color: '#444444' });
    }

    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: printDob ? iso(dob) : null };
    expected.institution = { name: inst.name, country: 'Germany', countryCode: 'DE', state: null, stateCode: null };
    const level = 'Bachelor';
    Object.assign(expected.qualification, {
      registrationNumber: matrikel, name: rec.degree, level, majorOrSpecialization: rec.programme.de,
      status: rec.completed ? 'Completed' : null, yearOfAdmission: rec.startYear, yearOfCompletion: finished ? finished.getUTCFullYear() : null,
      dateOfIssue: iso(issued), cgpa: rec.overall.toFixed(1), totalCreditsOrMarks: String(rec.ects),
    });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dmy(dob), dateOfIssue: dmy(issued), cgpa: comma(rec.overall), pages: String(n) } };
  },
};

/** Bachelorurkunde: the degree certificate ("verleiht ... den akademischen Grad"). */
const urkunde: Family = {
  id: 'de-bachelor-urkunde',
  country: 'DE',
  languages: ['de'],
  kind: 'diploma',
  degradations: ['scan', 'photo'],
  conventions:
    'Modeled on the German Bachelorurkunde as described in university examination regulations (Prüfungsordnungen) and the Diploma Supplement guidance: the university "verleiht" the academic degree (Bachelor of Science / of Engineering / of Arts, with the abbreviation) after the Bachelorprüfung in a Studiengang was passed on a date, signed by the president or dean, with the seal.',
  async render(rng: Rng): Promise<FamilySample> {
    const inst = deInstitution(rng);
    const st = person(rng, 'de');
    const rec = deRecord(rng, { completed: true, maxRows: 1 });
    const passed = date(rng, rec.startYear + 3, rec.startYear + 4, [2, 11]);
    const issued = new Date(passed.getTime() + rng.int(7, 60) * 86400000);
    const dob = date(rng, rec.startYear - 21, rec.startYear - 18);
    const landscape = rng.bool(0.35);
    const doc = new Doc({ size: landscape ? A4_LANDSCAPE : A4, body: rng.pick(SERIF_SETS), head: rng.pick(SERIF_SETS), title: 'Urkunde', author: inst.name, creationDate: issued });
    const color = rng.pick(['#0b3d6b', '#5a1a1a', '#1f4e2c', '#333333']);
    doc.frame(rng.int(22, 34), color, rng.bool());
    const W = doc.width;
    const c = (t: string, y: number, size: number, f: 'r' | 'b' | 'i' | 'hb' | 'hr' | 'hi' = 'r', col = '#000000') => doc.text(t, 60, y, { f, size, width: W - 120, align: 'center', color: col, fit: true });
    let y = landscape ? 52 : 80;
    doc.crest(W / 2, y + 26, 26, initials(inst.name), color);
    y += 64;
    c(inst.name, y, landscape ? 20 : 22, 'hb', color);
    y += 30;
    const faculty = rng.pick([`Fakultät für ${rec.programme.de}`, `Fachbereich ${rng.pick(['Technik', 'Wirtschaft', 'Ingenieurwissenschaften', 'Informatik und Mathematik'])}`, '']);
    if (faculty) { c(faculty, y, 12, 'i'); y += 22; }
    c(rng.pick(['URKUNDE', 'Bachelorurkunde', 'U R K U N D E']), y + (landscape ? 4 : 16), landscape ? 26 : 30, 'hb');
    y += landscape ? 46 : 70;
    c(rng.pick([`Die ${inst.name} verleiht`, 'verleiht hiermit', `Die ${inst.name} verleiht mit dieser Urkunde`]), y, 12);
    y += 28;
    const name = rng.bool(0.7) ? st.full : `${st.given} ${st.family.toUpperCase()}`;
    c(`${st.female ? 'Frau' : 'Herrn'} ${name}`, y, 18, 'b');
    y += 26;
    const printDob = rng.bool(0.85);
    const birthplace = place(rng, 'de').town;
    const dobText = rng.bool() ? dmy(dob) : longDate(dob, 'de');
    if (printDob) { c(`geboren am ${dobText} in ${birthplace}`, y, 11); y += 24; }
    c('den akademischen Grad', y, 12);
    y += 26;
    const abbr: Record<string, string> = { 'Bachelor of Science': 'B.Sc.', 'Bachelor of Engineering': 'B.Eng.', 'Bachelor of Arts': 'B.A.' };
    c(rec.degree, y, 22, 'hb', color);
    y += 30;
    c(`(${abbr[rec.degree]})`, y, 13);
    y += landscape ? 26 : 34;
    const pron = st.female ? 'sie' : 'er';
    const passedText = rng.bool() ? dmy(passed) : longDate(passed, 'de');
    doc.para(`nachdem ${pron} die Bachelorprüfung im Studiengang ${rec.programme.de} am ${passedText} ${rng.pick(['bestanden hat.', 'erfolgreich abgelegt hat.'])}`, 90, y, W - 180, { size: 12, align: 'center' });
    const placeFooter = rng.bool(0.5);
    const by = doc.height - (landscape ? 150 : 200);
    doc.text(`${inst.place.town}, den ${longDate(issued, 'de')}`, 80, by, { size: 11 });
    doc.seal(W / 2, by + 50, 34, color);
    doc.signature(80, by + 58, 140, rng);
    doc.line(70, by + 68, 250, by + 68, 0.5);
    doc.text(rng.pick(['Die Präsidentin', 'Der Präsident', 'Der Rektor', 'Die Rektorin']), 70, by + 72, { size: 9.5, width: 180, align: 'center' });
    doc.signature(W - 240, by + 58, 140, rng);
    doc.line(W - 250, by + 68, W - 70, by + 68, 0.5);
    doc.text(rng.pick(['Die Dekanin', 'Der Dekan', 'Die Vorsitzende des Prüfungsausschusses', 'Der Vorsitzende des Prüfungsausschusses']), W - 250, by + 72, { size: 9.5, width: 180, align: 'center', fit: true });
    if (placeFooter) doc.text(`${inst.name} · ${inst.place.street} · ${inst.place.postcode} ${inst.place.town} · ${domain(inst.name, 'de')}`, 60, doc.height - 52, { size: 7.5, width: W - 120, align: 'center', color: '#555555', fit: true });

    const expected = blankResult('de');
    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: printDob ? iso(dob) : null };
    expected.institution = { name: inst.name, country: placeFooter ? 'Germany' : null, countryCode: placeFooter ? 'DE' : null, state: null, stateCode: null };
    Object.assign(expected.qualification, { name: rec.degree, level: 'Bachelor', majorOrSpecialization: rec.programme.de, status: 'Completed', yearOfCompletion: passed.getUTCFullYear(), dateOfIssue: iso(issued) });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: printDob ? dobText : '', dateOfIssue: longDate(issued, 'de'), pages: '1' } };
  },
};

const ABI_SUBJECTS: [string, string][] = [
  ['Deutsch', 'sprachlich-literarisch-künstlerisch'], ['Englisch', 'sprachlich-literarisch-künstlerisch'], ['Französisch', 'sprachlich-literarisch-künstlerisch'],
  ['Latein', 'sprachlich-literarisch-künstlerisch'], ['Kunst', 'sprachlich-literarisch-künstlerisch'], ['Musik', 'sprachlich-literarisch-künstlerisch'],
  ['Geschichte', 'gesellschaftswissenschaftlich'], ['Politik und Wirtschaft', 'gesellschaftswissenschaftlich'], ['Erdkunde', 'gesellschaftswissenschaftlich'],
  ['Religion', 'gesellschaftswissenschaftlich'], ['Mathematik', 'mathematisch-naturwissenschaftlich-technisch'], ['Physik', 'mathematisch-naturwissenschaftlich-technisch'],
  ['Chemie', 'mathematisch-naturwissenschaftlich-technisch'], ['Biologie', 'mathematisch-naturwissenschaftlich-technisch'], ['Informatik', 'mathematisch-naturwissenschaftlich-technisch'],
  ['Sport', 'Sport'],
];

/** Zeugnis der Allgemeinen Hochschulreife (Abitur) with 0-15 points, Block I / Block II and the Durchschnittsnote. */
const abitur: Family = {
  id: 'de-abiturzeugnis',
  country: 'DE',
  languages: ['de'],
  kind: 'marksheet',
  degradations: ['scan', 'photo'],
  conventions:
    'Modeled on the Zeugnis der Allgemeinen Hochschulreife as the KMK agreement on the gymnasiale Oberstufe and school guides describe it: half-year results of the Qualifikationsphase in points 00-15 (Block I, max. 600), the five examination subjects (Block II, max. 300), the Gesamtqualifikation and the Durchschnittsnote from the nationwide conversion key.',
  async render(rng: Rng): Promise<FamilySample> {
    const p = place(rng, 'de');
    const school = rng.pick([`Gymnasium ${p.town}`, `Gymnasium am Schlosspark ${p.town}`, `Kreisgymnasium ${p.town}`, `Städtisches Gymnasium ${p.town}`, `Gesamtschule ${p.town} – gymnasiale Oberstufe`]);
    const st = person(rng, 'de');
    const year = rng.int(2012, 2023);
    const issued = date(rng, year, year, [6, 7]);
    const dob = date(rng, year - 19, year - 18);
    const level = rng.float(6.5, 13.5);
    const pts = () => Math.max(4, Math.min(15, Math.round(level + rng.gauss() * 2.2)));
    const lk = rng.sample(['Deutsch', 'Englisch', 'Mathematik', 'Biologie', 'Geschichte', 'Physik', 'Chemie'], 2);
    const core = ['Deutsch', 'Englisch', 'Mathematik'];
    const others = rng.sample(ABI_SUBJECTS.map(([s]) => s).filter((s) => !core.includes(s) && !lk.includes(s)), rng.int(5, 7));
    const subjects = [...new Set([...lk, ...core, ...others])].slice(0, 10);
    const bavarian = rng.bool(0.35);
    const halves = bavarian ? ['12/1', '12/2', '13/1', '13/2'] : ['Q1.1', 'Q1.2', 'Q2.1', 'Q2.2'];
    const doc = new Doc({ size: A4, body: rng.pick(SANS_SETS), head: rng.pick(SERIF_SETS), title: 'Zeugnis der Allgemeinen Hochschulreife', author: school, creationDate: issued });
    const mx = rng.int(40, 56);
    const W = doc.width - 2 * mx;
    doc.shield(mx, 36, 30, '#333333');
    doc.text(`Land ${p.stateLocal}`, mx + 40, 40, { f: 'b', size: 10 });
    doc.text(school, mx + 40, 54, { size: 10 });
    doc.text(`${p.street}, ${p.postcode} ${p.town}`, mx + 40, 67, { size: 8, color: '#444444' });
    doc.text(rng.pick(['Schulnummer', 'Dienststellennr.']) + ` ${rng.int(100000, 999999)}`, mx, 40, { size: 8, width: W, align: 'right', color: '#444444' });
    let y = 104;
    doc.text('Zeugnis der Allgemeinen Hochschulreife', mx, y, { f: 'hb', size: 17, width: W, align: 'center' });
    y += 34;
    const name = rng.bool(0.6) ? st.full : `${st.given} ${st.family.toUpperCase()}`;
    doc.text(`${st.female ? 'Frau' : 'Herr'}`, mx, y, { size: 10 });
    doc.text(name, mx + 60, y, { f: 'b', size: 12 });
    y += 18;
    doc.text(`geboren am ${dmy(dob)} in ${place(rng, 'de').town}`, mx + 60, y, { size: 10 });
    y += 18;
    y += doc.para(`hat sich nach dem Besuch der gymnasialen Oberstufe der Abiturprüfung unterzogen und sie bestanden.`, mx, y, W, { size: 9.5 }) + 10;
    doc.text('I. Leistungen in der Qualifikationsphase (Block I)', mx, y, { f: 'b', size: 10.5 });
    y += 16;
    const expected = blankResult('de');
    const cols: Col[] = [{ label: 'Fach', width: 0 }, { label: 'Kurs', width: 40, align: 'center' }, ...halves.map((h) => ({ label: h, width: 44, align: 'center' as const }))];
    cols[0].width = W - tableWidth(cols);
    const rows: Row[] = [];
    let blockSum = 0;
    let blockN = 0;
    for (const s of subjects) {
      const isLk = lk.includes(s);
      const cells = [s, isLk ? (bavarian ? 'LK' : 'eA') : (bavarian ? 'GK' : 'gA')];
      for (const h of halves) {
        const v = pts();
        cells.push(String(v).padStart(2, '0'));
        blockSum += v * (isLk ? 2 : 1);
        blockN += isLk ? 2 : 1;
        expected.courses.push(course({ courseName: s, grade: String(v).padStart(2, '0'), marksScored: v, maximumMarks: 15, term: h }));
      }
      rows.push({ cells });
    }
    y = drawTable(doc, cols, rows, { size: 9, rowH: 15, headFill: '#e9e9e9', grid: 'full' }, { x: mx, y, bottom: doc.height - 60, newPage: () => 60 });
    const block1 = Math.min(600, Math.round((blockSum / blockN) * 40));
    y += 14;
    doc.text('II. Abiturprüfung (Block II)', mx, y, { f: 'b', size: 10.5 });
    y += 16;
    const exam = [...lk, ...rng.sample(subjects.filter((s) => !lk.includes(s)), 3)];
    const ecols: Col[] = [{ label: 'Prüfungsfach', width: 0 }, { label: 'Prüfungsart', width: 90 }, { label: 'Punkte', width: 60, align: 'center' }, { label: 'vierfach', width: 60, align: 'center' }];
    ecols[0].width = W - tableWidth(ecols);
    let block2 = 0;
    const erows: Row[] = exam.map((s, i) => {
      const v = pts();
      block2 += v * 4;
      expected.courses.push(course({ courseName: s, grade: String(v).padStart(2, '0'), marksScored: v, maximumMarks: 15, term: 'Abiturprüfung' }));
      return { cells: [`${i + 1}. ${s}`, i < 4 ? 'schriftlich' : 'mündlich', String(v).padStart(2, '0'), String(v * 4)] };
    });
    // The course name is the subject; the examination number is a separate printed prefix.
    expected.courses.slice(-exam.length).forEach((co, i) => (co.courseNumber = null, co.courseName = exam[i]));
    y = drawTable(doc, ecols, erows, { size: 9, rowH: 15, headFill: '#e9e9e9', grid: 'full' }, { x: mx, y, bottom: doc.height - 40, newPage: () => 60 });
    const total = block1 + block2;
    const note = Math.min(4.0, Math.max(1.0, Math.floor((17 / 3 - total / 180) * 10 + 1e-6) / 10));
    y += 14;
    doc.text('III. Gesamtqualifikation', mx, y, { f: 'b', size: 10.5 });
    y += 16;
    labelBlock(doc, [['Block I', `${block1} Punkte`], ['Block II', `${block2} Punkte`], ['Gesamtpunktzahl', `${total}`], ['Durchschnittsnote', comma(note)]], mx, y, { labelW: 130, colW: W / 2, cols: 2, size: 10, style: rng.pick(['colon', 'leaders'] as const) });
    y += 44;
    doc.para(`${st.female ? 'Die Schülerin' : 'Der Schüler'} hat damit die Allgemeine Hochschulreife erworben; sie berechtigt zum Studium an allen Hochschulen in der Bundesrepublik Deutschland.`, mx, y, W, { size: 9.5 });
    y += 34;
    doc.text(`${p.town}, den ${dmy(issued)}`, mx, y, { size: 10 });
    y += 40;
    doc.signature(mx + 10, y, 120, rng);
    doc.signature(mx + W - 150, y, 120, rng);
    doc.sealPlace(mx + W / 2, y, 24, 'Siegel');
    doc.line(mx, y + 10, mx + 170, y + 10, 0.5);
    doc.line(mx + W - 170, y + 10, mx + W, y + 10, 0.5);
    doc.text('Vorsitz des Prüfungsausschusses', mx, y + 14, { size: 8, width: 170, align: 'center' });
    doc.text('Schulleitung', mx + W - 170, y + 14, { size: 8, width: 170, align: 'center' });
    doc.text('Punkte: 15–13 sehr gut · 12–10 gut · 09–07 befriedigend · 06–04 ausreichend · 03–01 mangelhaft · 00 ungenügend', mx, doc.height - 40, { size: 7, color: '#555555', width: W, fit: true });

    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: iso(dob) };
    expected.institution = { name: school, country: 'Germany', countryCode: 'DE', state: p.state, stateCode: p.stateCode };
    Object.assign(expected.qualification, { name: 'Allgemeine Hochschulreife', level: 'Higher Secondary', status: 'Completed', yearOfCompletion: issued.getUTCFullYear(), dateOfIssue: iso(issued), cgpa: note.toFixed(1), totalCreditsOrMarks: String(total) });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dmy(dob), dateOfIssue: dmy(issued), cgpa: comma(note), pages: String(doc.pageCount) } };
  },
};

/** Immatrikulationsbescheinigung: an enrolment certificate, no qualification record (expected null). */
const bescheinigung: Family = {
  id: 'de-immatrikulationsbescheinigung',
  country: 'DE',
  languages: ['de'],
  kind: 'other',
  degradations: ['scan', 'screenshot'],
  conventions:
    'Modeled on the self-service enrolment certificates (Immatrikulationsbescheinigung / Studienbescheinigung) German student portals print: student, Matrikelnummer, semester, Studiengang and Fachsemester, validity note; no grades, so it is not an academic record.',
  async render(rng: Rng): Promise<FamilySample> {
    const inst = deInstitution(rng);
    const st = person(rng, 'de');
    const rec = deRecord(rng, { completed: false, maxRows: 1 });
    const y0 = rng.int(2018, 2025);
    const issued = date(rng, y0, y0, [4, 11]);
    const doc = new Doc({ size: A4, body: rng.pick(SANS_SETS), title: 'Immatrikulationsbescheinigung', author: inst.name, creationDate: issued });
    const mx = 56;
    const W = doc.width - 2 * mx;
    let y = letterhead(doc, rng, inst, mx, 40, W, rng.pick(['#0b3d6b', '#333333', '#004f4f']));
    doc.text(`${st.female ? 'Frau' : 'Herrn'}`, mx, y + 10, { size: 10 });
    doc.text(st.full, mx, y + 24, { size: 10 });
    doc.text(`${place(rng, 'de').street}`, mx, y + 38, { size: 10 });
    doc.text(`${rng.int(10000, 99999)} ${place(rng, 'de').town}`, mx, y + 52, { size: 10 });
    doc.text(dmy(issued), mx, y + 52, { size: 10, width: W, align: 'right' });
    y += 100;
    doc.text(rng.pick(['Immatrikulationsbescheinigung', 'Studienbescheinigung', 'Bescheinigung über die Einschreibung']), mx, y, { f: 'hb', size: 15 });
    y += 30;
    const sem = rng.bool() ? `Wintersemester ${y0}/${String((y0 + 1) % 100).padStart(2, '0')}` : `Sommersemester ${y0}`;
    const matrikel = String(rng.int(100000, 9999999));
    const fachsemester = rng.int(1, 8);
    const dob = date(rng, y0 - 24, y0 - 19);
    y = labelBlock(doc, [['Name, Vorname', `${st.family}, ${st.given}`], ['Geburtsdatum', dmy(dob)], ['Matrikelnummer', matrikel], ['Semester', sem], ['Studiengang', `${rec.programme.de} (${rec.degree})`], ['Fachsemester', String(fachsemester)], ['Hochschulsemester', String(fachsemester + rng.int(0, 2))], ['Status', rng.pick(['ordentlich eingeschrieben', 'Rückmeldung erfolgt'])]], mx, y, { labelW: 140, colW: W, cols: 1, size: 10, style: 'colon' });
    y += 18;
    y += doc.para(`Hiermit wird bescheinigt, dass ${st.female ? 'die oben genannte Studierende' : 'der oben genannte Studierende'} im ${sem} an der ${inst.name} immatrikuliert ist. Die Bescheinigung gilt nur in Verbindung mit einem amtlichen Lichtbildausweis.`, mx, y, W, { size: 10 });
    y += 18;
    doc.para('Diese Bescheinigung wurde maschinell erstellt und ist ohne Unterschrift gültig.', mx, y, W, { size: 8.5, f: 'i', color: '#555555' });
    doc.text(`Prüfnummer: ${rng.int(1000, 9999)}-${rng.int(1000, 9999)}-${rng.int(1000, 9999)}`, mx, doc.height - 60, { size: 8, color: '#444444' });
    return { pdf: await doc.end(), expected: null, printed: { name: st.full, pages: '1' } };
  },
};

export const families: Family[] = [notenspiegel, urkunde, abitur, bescheinigung];
