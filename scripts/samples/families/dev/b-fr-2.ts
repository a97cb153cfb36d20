/**
 * French held-out family of corpus-b: the "Mes résultats" page of a university's student portal
 * (ENT), printed to PDF from the browser: browser bar with the URL, navigation column, semester
 * cards with UE rows (note /20, ECTS, validation badge) and the year's result.
 */
import type { Rng } from '../../rng';
import type { Family, FamilySample } from '../types';
import { Doc, SANS_SETS, blankResult, course, date, weightedMean } from '../lib/b-kit';
import { FR_MENTIONS, frNote, frNum, frUniversity } from '../lib/b-fr';
import { domain, person } from '../lib/b-people';

const portail: Family = {
  id: 'fr-portail-resultats',
  country: 'FR',
  languages: ['fr'],
  kind: 'transcript',
  degradations: ['screenshot'],
  conventions:
    'Modeled on the "Mes résultats"/"Notes et résultats" pages of French university student portals (ENT, Apogée/Pégase web views) as universities\' student help pages show them: per year and semester, the UE with note /20, ECTS and a Validé/Non validé or ADM status, semester averages and the annual decision.',
  async render(rng: Rng): Promise<FamilySample> {
    const uni = frUniversity(rng);
    const m = rng.pick(FR_MENTIONS);
    const st = person(rng, 'fr');
    const yearIdx = rng.int(0, 2);
    const y0 = rng.int(2017, 2024);
    const session = `${y0}-${y0 + 1}`;
    const level = rng.float(10.5, 16);
    const printed = date(rng, y0 + 1, y0 + 1, [6, 9]);
    const doc = new Doc({ size: [820, 1060], body: rng.pick(SANS_SETS), title: 'Mes résultats', author: '', creationDate: printed });
    const W = doc.width;
    const accent = rng.pick(['#1f5fa8', '#7b2d8b', '#0f7a6a', '#b3331f']);
    // Browser chrome of a "print to PDF": date/title line, URL at the bottom.
    const host = domain(uni.name, 'fr').replace(/^www\./, 'ent.');
    doc.text(`${String(printed.getUTCDate()).padStart(2, '0')}/${String(printed.getUTCMonth() + 1).padStart(2, '0')}/${printed.getUTCFullYear()} ${rng.int(8, 19)}:${String(rng.int(0, 59)).padStart(2, '0')}`, 20, 10, { size: 7.5, color: '#555555' });
    doc.text('Mes résultats – ENT', 20, 10, { size: 7.5, color: '#555555', width: W - 40, align: 'center' });
    doc.text(`https://${host}/scolarite/notes-resultats`, 20, doc.height - 18, { size: 7.5, color: '#555555' });
    doc.text('1/1', 20, doc.height - 18, { size: 7.5, color: '#555555', width: W - 40, align: 'right' });
    // Portal top bar.
    doc.fill(20, 28, W - 40, 46, accent);
    doc.text(uni.name, 36, 41, { f: 'hb', size: 15, color: '#ffffff' });
    doc.text(`${st.given} ${st.family.toUpperCase()}`, 20, 38, { size: 9.5, color: '#ffffff', width: W - 56, align: 'right' });
    const numEtu = String(rng.int(20000000, 22999999));
    doc.text(`N° étudiant ${numEtu}`, 20, 52, { size: 8, color: '#e6e6e6', width: W - 56, align: 'right' });
    // Navigation column.
    doc.fill(20, 74, 150, doc.height - 110, '#f1f3f6');
    ['Accueil', 'Mon dossier', 'Inscriptions', 'Emploi du temps', 'Notes et résultats', 'Attestations', 'Messagerie', 'Aide'].forEach((item, i) => {
      const active = item === 'Notes et résultats';
      if (active) doc.fill(20, 90 + i * 26 - 6, 150, 24, '#dde5f0');
      doc.text(item, 34, 90 + i * 26, { f: active ? 'b' : 'r', size: 9.5, color: active ? accent : '#333333' });
    });
    const x = 190;
    const cw = W - x - 30;
    let y = 94;
    doc.text('Notes et résultats', x, y, { f: 'hb', size: 17 });
    y += 30;
    const programLine = `Licence mention ${m.mention}`;
    doc.text(`${session} · ${programLine} · ${['1re', '2e', '3e'][yearIdx]} année`, x, y, { size: 10, color: '#333333', width: cw, fit: true });
    y += 24;
    const expected = blankResult('fr');
    const semAvgs: [number, number][] = [];
    let credits = 0;
    const badge = rng.pick([{ ok: 'Validé', comp: 'Validé par compensation' }, { ok: 'ADM', comp: 'ADC' }]);
    for (const s of [yearIdx * 2, yearIdx * 2 + 1]) {
      const term = `Semestre ${s + 1}`;
      const ues = m.semesters[s];
      const notes = ues.map(() => frNote(rng, level));
      const avg0 = weightedMean(notes.map((n, i) => [n, ues[i].ects] as [number, number]), 2);
      const lift = avg0 < 10.2 ? 10.2 - avg0 + 0.5 : 0;
      const final = notes.map((n) => Math.min(19.5, Math.round((n + lift) * 100) / 100));
      const avg = weightedMean(final.map((n, i) => [n, ues[i].ects] as [number, number]), 2);
      semAvgs.push([avg, 30]);
      const cardH = 44 + ues.length * 24 + 26;
      doc.rect(x, y, cw, cardH, 0.7, '#c9ced6');
      doc.fill(x + 0.5, y + 0.5, cw - 1, 30, '#f7f8fa');
      doc.text(term, x + 12, y + 9, { f: 'b', size: 11.5 });
      doc.text(`Moyenne : ${frNum(avg)} / 20`, x, y + 10, { f: 'b', size: 10, width: cw - 14, align: 'right', color: accent });
      let ry = y + 40;
      doc.text('Unité d’enseignement', x + 12, ry, { size: 8, color: '#666666' });
      doc.text('Note', x + cw - 250, ry, { size: 8, color: '#666666', width: 60, align: 'right' });
      doc.text('ECTS', x + cw - 180, ry, { size: 8, color: '#666666', width: 40, align: 'right' });
      doc.text('Résultat', x + cw - 126, ry, { size: 8, color: '#666666' });
      ry += 14;
      ues.forEach((u, i) => {
        const res = final[i] >= 10 ? badge.ok : badge.comp;
        doc.line(x + 8, ry - 4, x + cw - 8, ry - 4, 0.3, '#e1e4e8');
        doc.text(u.title, x + 12, ry + 2, { size: 9.5, width: cw - 280, fit: true });
        doc.text(`${frNum(final[i])}`, x + cw - 250, ry + 2, { f: 'b', size: 9.5, width: 60, align: 'right' });
        doc.text(String(u.ects), x + cw - 180, ry + 2, { size: 9.5, width: 40, align: 'right' });
        const bw = doc.widthOf(res, 'r', 8) + 12;
        doc.fill(x + cw - 128, ry - 1, bw, 15, res === badge.ok ? '#dff3e4' : '#fff1d6');
        doc.text(res, x + cw - 122, ry + 2, { size: 8, color: res === badge.ok ? '#17692e' : '#8a5a00' });
        expected.courses.push(course({ courseName: u.title, credit: u.ects, marksScored: final[i], maximumMarks: 20, passStatus: res, term, session }));
        credits += u.ects;
        ry += 24;
      });
      doc.text(`${term} : ${badge.ok === 'ADM' ? 'ADM' : 'Validé'} – 30 ECTS`, x + 12, ry + 2, { f: 'i', size: 8.5, color: '#444444' });
      y += cardH + 18;
    }
    const annual = weightedMean(semAvgs, 2);
    doc.fill(x, y, cw, 40, '#eef4fb');
    doc.text(`Résultat de l’année ${session} : ${st.female ? 'Admise' : 'Admis'}`, x + 12, y + 8, { f: 'b', size: 11 });
    doc.text(`Moyenne annuelle ${frNum(annual)} / 20 · ${credits} crédits ECTS acquis`, x + 12, y + 24, { size: 9.5 });
    y += 56;
    doc.text('Les résultats affichés n’ont pas valeur de relevé officiel. Seul le relevé de notes signé fait foi.', x, y, { f: 'i', size: 8, color: '#666666' });
    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: null };
    expected.institution = { name: uni.name, country: 'France', countryCode: 'FR', state: null, stateCode: null };
    Object.assign(expected.qualification, {
      registrationNumber: numEtu, name: 'Licence', level: 'Bachelor', program: programLine, majorOrSpecialization: m.mention,
      cgpa: annual.toFixed(2), totalCreditsOrMarks: String(credits),
    });
    return { pdf: await doc.end(), expected, printed: { cgpa: frNum(annual), pages: String(doc.pageCount) } };
  },
};

export const families: Family[] = [portail];
