/**
 * German held-out families of corpus-b: the bilingual Transcript of Records (semester blocks
 * side by side, German and English module titles, ECTS grades) and the old-system
 * Diplomprüfungszeugnis of a Diplom-Ingenieur.
 */
import type { Rng } from '../../rng';
import type { Family, FamilySample } from '../types';
import { A4, Doc, SANS_SETS, SERIF_SETS, blankResult, comma, course, date, dmy, drawTable, iso, labelBlock, longDate, tableWidth, type Col, type Row } from '../lib/b-kit';
import { DE_GRADES, deEcts, deGrade, deInstitution, deOverall, deRecord, deVerbal, type DeRow } from '../lib/b-de';
import { domain, initials, person, phone, place } from '../lib/b-people';

const ECTS_GRADE = (g: number) => (g <= 1.5 ? 'A' : g <= 2.0 ? 'B' : g <= 3.0 ? 'C' : g <= 3.5 ? 'D' : 'E');
const EN_VERBAL: Record<string, string> = { 'sehr gut': 'very good', gut: 'good', befriedigend: 'satisfactory', ausreichend: 'sufficient' };

const tor: Family = {
  id: 'de-transcript-of-records',
  country: 'DE',
  languages: ['de', 'en'],
  kind: 'transcript',
  degradations: ['scan', 'photo'],
  conventions:
    'Modeled on the bilingual Transcript of Records / Notenübersicht German universities issue with the Diploma Supplement (ECTS Users\' Guide): bilingual labels, module titles in German with the English title below, ECTS credits, the German grade 1,0-5,0 with the ECTS grade A-E, semester blocks, and the overall grade with its German and English words. Course names are the English rendering printed under the German title (families README, `courseName` of a title printed in two languages).',
  async render(rng: Rng): Promise<FamilySample> {
    const inst = deInstitution(rng, rng.pick(['uni', 'tu'] as const));
    const st = person(rng, 'de');
    const rec = deRecord(rng, { completed: rng.bool(0.7) });
    const dob = date(rng, rec.startYear - 21, rec.startYear - 18);
    const last = rec.rows[rec.rows.length - 1].sem;
    const lastYear = last.year ?? Number(last.session!.slice(0, 4)) + 1;
    const issued = date(rng, lastYear, lastYear, [3, 11]);
    const doc = new Doc({ size: A4, body: rng.pick(['dejavu-condensed', 'liberation-narrow', 'noto-sans'] as const), head: rng.pick(SERIF_SETS), title: 'Transcript of Records', author: inst.name, creationDate: issued });
    const mx = rng.int(30, 40);
    const W = doc.width - 2 * mx;
    const color = rng.pick(['#003366', '#5a1a1a', '#2f4f2f']);
    // Header band: the name on a coloured band, the crest on the right.
    doc.fill(0, 0, doc.width, 70, color);
    doc.text(inst.name, mx, 18, { f: 'hb', size: 16, color: '#ffffff', width: W - 70, fit: true });
    doc.text(`${inst.unit} · ${inst.place.street} · ${inst.place.postcode} ${inst.place.town} · Germany · ${domain(inst.name, 'de')}`, mx, 42, { size: 7.5, color: '#e8e8e8', width: W - 70, fit: true });
    doc.crest(doc.width - mx - 26, 35, 24, initials(inst.name), '#ffffff');
    let y = 88;
    doc.text('Transcript of Records', mx, y, { f: 'hb', size: 17 });
    doc.text('Notenübersicht / Leistungsnachweis', mx, y + 22, { f: 'hi', size: 10.5, color: '#333333' });
    y += 44;
    const matrikel = String(rng.int(100000, 999999));
    const pairs: [string, string][] = [
      ['Name / Surname', st.family], ['Vorname / First name', st.given], ['Geburtsdatum / Date of birth', dmy(dob)], ['Matrikelnummer / Student ID', matrikel],
      ['Studiengang / Programme', `${rec.programme.de} (${rec.programme.en})`], ['Abschluss / Degree', rec.degree],
      ['Studienbeginn / Start of studies', `${rec.startWinter ? 'WiSe' : 'SoSe'} ${rec.startYear}${rec.startWinter ? `/${String((rec.startYear + 1) % 100).padStart(2, '0')}` : ''}`],
    ];
    y = labelBlock(doc, pairs, mx, y, { labelW: 0, colW: W / 2, cols: 2, size: 8.8, style: 'below' }) + 4;

    // Semester blocks two by two.
    const bySem = new Map<string, DeRow[]>();
    for (const r of rec.rows) bySem.set(r.sem.long, [...(bySem.get(r.sem.long) ?? []), r]);
    const blocks = [...bySem.entries()];
    const gap = 12;
    const bw = (W - gap) / 2;
    const expected = blankResult('de');
    const mkCols = (): Col[] => {
      const cs: Col[] = [{ label: ['Modul', 'Module'], width: 0, wrap: true }, { label: ['ECTS', 'Credits'], width: 34, align: 'right' }, { label: ['Note', 'Grade'], width: 32, align: 'right' }, { label: ['ECTS-', 'Grade'], width: 34, align: 'center' }];
      cs[0].width = bw - tableWidth(cs);
      return cs;
    };
    const style = { size: 7.6, headSize: 7.6, rowH: 13, headFill: '#e8ecf2', grid: 'rows' as const };
    const estimate = (rows: DeRow[]) => 30 + rows.length * (13 + 9.2) + 16;
    const pageHead = () => {
      doc.addPage();
      doc.text(`Transcript of Records – ${st.given} ${st.family} – ${matrikel} (Fortsetzung / continued)`, mx, 36, { f: 'i', size: 8.5 });
      return 54;
    };
    for (let i = 0; i < blocks.length; i += 2) {
      const pair = blocks.slice(i, i + 2);
      const need = Math.max(...pair.map(([, rows]) => estimate(rows)));
      if (y + need > doc.height - 150) y = pageHead();
      let maxY = y;
      pair.forEach(([semLong, rows], k) => {
        const x = mx + k * (bw + gap);
        const sem = rows[0].sem;
        const en = sem.term === 'Wintersemester' ? `Winter term ${sem.session}` : `Summer term ${sem.year}`;
        doc.text(`${semLong} / ${en}`, x, y, { f: 'b', size: 8.8, width: bw, fit: true });
        const tableRows: Row[] = rows.map((r) => {
          const grade = r.grade === null ? (rng.bool() ? 'b.' : 'BE') : comma(r.grade);
          expected.courses.push(course({
            courseName: r.module.en, credit: r.module.ects, grade: r.grade === null ? grade : comma(r.grade),
            passStatus: null, term: sem.term, session: sem.session, year: sem.year,
          }));
          return { cells: [`${r.module.de}\n${r.module.en}`, deEcts(r.module.ects), grade, r.grade === null ? '–' : r.passed ? ECTS_GRADE(r.grade) : 'F'] };
        });
        const endY = drawTable(doc, mkCols(), tableRows, style, { x, y: y + 14, bottom: doc.height - 40, newPage: pageHead });
        maxY = Math.max(maxY, endY);
      });
      y = maxY + 14;
    }
    if (y > doc.height - 170) y = pageHead();
    const verbal = deVerbal(rec.overall);
    const sum: [string, string][] = [['Summe ECTS / Total ECTS credits', deEcts(rec.ects)]];
    if (rec.completed) sum.push(['Gesamtnote / Overall grade', `${comma(rec.overall)} (${verbal} / ${EN_VERBAL[verbal]})`]);
    else sum.push(['Notendurchschnitt / Grade point average', comma(rec.overall)]);
    y = labelBlock(doc, sum, mx, y, { labelW: 200, colW: W, cols: 1, size: 9.5, style: 'leaders' }) + 16;
    doc.text(`${inst.place.town}, ${dmy(issued)}`, mx, y, { size: 9.5 });
    doc.signature(mx + W - 170, y + 18, 120, rng);
    doc.text('Prüfungsamt / Examination Office', mx + W - 190, y + 30, { size: 8, width: 190, align: 'center' });
    const legend = 'Notenskala / Grading scale: 1,0–1,5 sehr gut (very good) · 1,6–2,5 gut (good) · 2,6–3,5 befriedigend (satisfactory) · 3,6–4,0 ausreichend (sufficient) · 5,0 nicht ausreichend (fail) · b./BE = bestanden (pass, ungraded). ECTS grade A (best 10 %) – E.';
    const n = doc.pageCount;
    for (let p = 1; p <= n; p++) {
      doc.switchTo(p);
      doc.para(legend, mx, doc.height - 56, W, { size: 6.6, color: '#444444' });
      doc.text(`${p} / ${n}`, mx, doc.height - 30, { size: 7.5, width: W, align: 'right' });
    }
    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: iso(dob) };
    expected.institution = { name: inst.name, country: 'Germany', countryCode: 'DE', state: null, stateCode: null };
    Object.assign(expected.qualification, {
      registrationNumber: matrikel, name: rec.degree, level: 'Bachelor', majorOrSpecialization: rec.programme.de, yearOfAdmission: rec.startYear,
      dateOfIssue: iso(issued), cgpa: rec.overall.toFixed(1), totalCreditsOrMarks: String(rec.ects),
    });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dmy(dob), cgpa: comma(rec.overall), pages: String(doc.pageCount) } };
  },
};

const DIPL_FAECHER: Record<string, { studiengang: string; faecher: string[]; fakultaet: string }> = {
  mb: { studiengang: 'Maschinenbau', fakultaet: 'Fakultät Maschinenwesen', faecher: ['Technische Mechanik', 'Höhere Mathematik', 'Konstruktionslehre', 'Technische Thermodynamik', 'Strömungsmechanik', 'Werkstofftechnik', 'Fertigungstechnik', 'Regelungstechnik', 'Maschinendynamik', 'Elektrotechnik', 'Wärme- und Stoffübertragung', 'Betriebswirtschaftslehre', 'Vertiefungsfach Fahrzeugtechnik', 'Wahlpflichtfach Leichtbau'] },
  et: { studiengang: 'Elektrotechnik', fakultaet: 'Fakultät Elektrotechnik und Informationstechnik', faecher: ['Grundlagen der Elektrotechnik', 'Mathematik', 'Physik', 'Elektronische Bauelemente', 'Systemtheorie', 'Elektrische Messtechnik', 'Nachrichtentechnik', 'Regelungstechnik', 'Hochspannungstechnik', 'Elektrische Maschinen und Antriebe', 'Vertiefungsfach Mikroelektronik', 'Nichttechnisches Wahlpflichtfach'] },
  bau: { studiengang: 'Bauingenieurwesen', fakultaet: 'Fakultät Bauingenieurwesen', faecher: ['Baustatik', 'Baumechanik', 'Mathematik', 'Stahlbetonbau', 'Stahlbau', 'Grundbau und Bodenmechanik', 'Wasserbau', 'Verkehrswesen', 'Baubetrieb', 'Vermessungskunde', 'Baustoffkunde', 'Vertiefungsfach Konstruktiver Ingenieurbau'] },
};

const diplIng: Family = {
  id: 'de-diplom-ingenieur-zeugnis',
  country: 'DE',
  languages: ['de'],
  kind: 'transcript',
  degradations: ['scan', 'photo'],
  conventions:
    'Modeled on the pre-Bologna Zeugnis über die Diplomprüfung of German Technische Universitäten (Diplomprüfungsordnungen; KMK description of the Diplom as a Master-level degree): Prüfungsfächer with grade and word (1,0-5,0), the Diplomarbeit with its topic, the Gesamturteil, and the award of the academic degree Diplom-Ingenieur (Dipl.-Ing.).',
  async render(rng: Rng): Promise<FamilySample> {
    const inst = deInstitution(rng, 'tu');
    const st = person(rng, 'de');
    const key = rng.pick(Object.keys(DIPL_FAECHER));
    const prog = DIPL_FAECHER[key];
    const year = rng.int(1994, 2013);
    const passed = date(rng, year, year);
    const issued = new Date(passed.getTime() + rng.int(14, 90) * 86400000);
    const dob = date(rng, year - 28, year - 24);
    const level = rng.float(0.5, 5.5);
    const doc = new Doc({ size: A4, body: rng.pick(SERIF_SETS), head: rng.pick(SERIF_SETS), title: 'Zeugnis', author: inst.name, creationDate: issued });
    const mx = rng.int(56, 72);
    const W = doc.width - 2 * mx;
    let y = 40;
    const stateLine = rng.bool(0.6);
    const footer = rng.bool(0.5);
    const stateText = ['Bayern', 'Sachsen', 'Thüringen'].includes(inst.place.stateLocal) ? `Freistaat ${inst.place.stateLocal}` : `Land ${inst.place.stateLocal}`;
    if (stateLine) doc.text(stateText, mx, y, { size: 9, width: W, align: 'right', color: '#444444' });
    doc.text(inst.name, mx, y + 14, { f: 'hb', size: 17, width: W, align: 'center' });
    doc.text(prog.fakultaet, mx, y + 38, { size: 11, width: W, align: 'center' });
    y += 84;
    doc.text('ZEUGNIS', mx, y, { f: 'hb', size: 24, width: W, align: 'center', spacing: 3 });
    doc.text(`über die Diplomprüfung im Studiengang ${prog.studiengang}`, mx, y + 32, { size: 12, width: W, align: 'center' });
    y += 70;
    const nameLine = `${st.female ? 'Frau' : 'Herr'} ${st.given} ${st.family}`;
    doc.text(nameLine, mx, y, { f: 'b', size: 13, width: W, align: 'center' });
    const dobText = longDate(dob, 'de');
    doc.text(`geboren am ${dobText} in ${place(rng, 'de').town}`, mx, y + 20, { size: 10.5, width: W, align: 'center' });
    y += 46;
    doc.para(`hat die Diplomprüfung im Studiengang ${prog.studiengang} mit folgenden Ergebnissen abgelegt:`, mx, y, W, { size: 10.5 });
    y += 26;
    const faecher = rng.sample(prog.faecher, rng.int(9, Math.min(12, prog.faecher.length)));
    const cols: Col[] = [{ label: 'Prüfungsfach', width: 0 }, { label: 'Note', width: 50, align: 'center' }, { label: 'Prädikat', width: 110 }];
    cols[0].width = W - tableWidth(cols);
    const expected = blankResult('de');
    const grades: [number, number][] = [];
    const rows: Row[] = faecher.map((f) => {
      const g = deGrade(rng, level);
      grades.push([g, 1]);
      expected.courses.push(course({ courseName: f, grade: comma(g) }));
      return { cells: [f, comma(g), deVerbal(g)] };
    });
    const thesisGrade = DE_GRADES[Math.max(0, Math.min(9, Math.round(level - 1 + rng.gauss())))];
    const topics = ['Untersuchung des Schwingungsverhaltens von Leichtbaustrukturen', 'Entwicklung eines Prüfstands für Wälzlager unter Mischreibung', 'Modellierung und Regelung eines elektrischen Antriebsstrangs', 'Numerische Simulation der Strömung in Radialverdichtern', 'Bewertung von Tragwerksvarianten im Brückenbau', 'Optimierung der Ersatzteillogistik eines Maschinenbauunternehmens'];
    const topic = rng.pick(topics);
    rows.push({ cells: [`Diplomarbeit: „${topic}“`, comma(thesisGrade), deVerbal(thesisGrade)], bold: true });
    cols[0].wrap = true;
    expected.courses.push(course({ courseName: `Diplomarbeit: „${topic}“`, grade: comma(thesisGrade) }));
    grades.push([thesisGrade, 3]);
    y = drawTable(doc, cols, rows, { size: 9.5, rowH: 17, grid: rng.pick(['rows', 'head'] as const), headFill: '#efefef' }, { x: mx, y, bottom: doc.height - 60, newPage: () => 60 });
    const overall = deOverall(grades);
    y += 16;
    doc.text(`Gesamturteil: ${deVerbal(overall)} (${comma(overall)})`, mx, y, { f: 'b', size: 11.5, width: W, align: 'center' });
    y += 26;
    y += doc.para(`Auf Grund dieser Prüfung wird ${st.female ? 'ihr' : 'ihm'} der akademische Grad Diplom-Ingenieur${st.female ? 'in' : ''} (Dipl.-Ing.) verliehen.`, mx, y, W, { size: 10.5, align: 'center' });
    y += 26;
    doc.text(`${inst.place.town}, den ${dmy(passed)}`, mx, y, { size: 10 });
    doc.text(`(Tag der letzten Prüfungsleistung)`, mx, y + 13, { size: 7.5, color: '#555555' });
    y += 50;
    doc.signature(mx, y, 130, rng);
    doc.signature(mx + W - 150, y, 130, rng);
    doc.sealPlace(mx + W / 2, y - 4, 26, 'Siegel');
    doc.line(mx, y + 8, mx + 170, y + 8, 0.5);
    doc.line(mx + W - 170, y + 8, mx + W, y + 8, 0.5);
    doc.text(rng.pick(['Der Dekan', 'Die Dekanin']), mx, y + 12, { size: 8.5, width: 170, align: 'center' });
    doc.text('Vorsitzende/r des Prüfungsausschusses', mx + W - 170, y + 12, { size: 8.5, width: 170, align: 'center' });
    doc.text('Notenstufen: sehr gut (1,0–1,5), gut (1,6–2,5), befriedigend (2,6–3,5), ausreichend (3,6–4,0), nicht ausreichend (über 4,0).', mx, doc.height - 44, { size: 7, color: '#555555', width: W, fit: true });
    if (footer) doc.text(`Tel. ${phone(rng, 'de')} · ${domain(inst.name, 'de')}`, mx, doc.height - 32, { size: 7, color: '#777777' });
    const qualName = `Diplom-Ingenieur${st.female ? 'in' : ''}`;
    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: iso(dob) };
    // The Land line or the .de/+49 footer places the issuer; without either, nothing on the page does.
    const placed = stateLine || footer;
    expected.institution = { name: inst.name, country: placed ? 'Germany' : null, countryCode: placed ? 'DE' : null, state: stateLine ? inst.place.state : null, stateCode: stateLine ? inst.place.stateCode : null };
    Object.assign(expected.qualification, {
      name: qualName, level: 'Master', majorOrSpecialization: prog.studiengang, status: 'Completed', yearOfCompletion: passed.getUTCFullYear(),
      dateOfIssue: null, cgpa: overall.toFixed(1),
    });
    void issued;
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dobText, cgpa: comma(overall), pages: String(doc.pageCount) } };
  },
};

export const families: Family[] = [tor, diplIng];
