/**
 * French development families of corpus-b: the university's relevé de notes of a licence
 * (UE/EC, notes /20, crédits ECTS, Admis/ADC/AJ by semester) and the baccalauréat relevé de
 * notes (épreuves, coefficients, notes /20, moyenne, décision du jury).
 */
import type { Rng } from '../../rng';
import type { Family, FamilySample } from '../types';
import { A4, Doc, SANS_SETS, SERIF_SETS, blankResult, course, date, dmy, drawTable, iso, labelBlock, longDate, tableWidth, weightedMean, type Col, type Row } from '../lib/b-kit';
import { FR_MENTIONS, frMention, frNote, frNum, frUniversity } from '../lib/b-fr';
import { domain, person, phone, place } from '../lib/b-people';

const releve: Family = {
  id: 'fr-releve-licence',
  country: 'FR',
  languages: ['fr'],
  kind: 'transcript',
  degradations: ['scan', 'photo', 'screenshot'],
  conventions:
    'Modeled on French university relevés de notes of a licence as the arrêté licence (2018) and university pages on capitalisation and compensation describe them: semesters of UE (optionally with their EC), notes out of 20, ECTS credits (30 per semester), results ADM / ADC (admis par compensation) / AJ, semester and annual averages and the jury decision.',
  async render(rng: Rng): Promise<FamilySample> {
    const uni = frUniversity(rng);
    const m = rng.pick(FR_MENTIONS);
    const st = person(rng, 'fr');
    const cumulative = rng.bool(0.35);
    const firstYear = rng.int(2014, 2021);
    const yearIdx = cumulative ? 2 : rng.int(0, 2); // L1, L2, L3 (cumulative: up to L3)
    const semStart = cumulative ? 0 : yearIdx * 2;
    const semEnd = yearIdx * 2 + 1;
    const dob = date(rng, firstYear - 19, firstYear - 18);
    const level = rng.float(9, 16);
    const withEc = rng.bool(0.5);
    const resultWords = rng.pick([{ adm: 'ADM', adc: 'ADC', aj: 'AJ' }, { adm: 'Admis', adc: 'Compensé', aj: 'Ajourné' }]);
    const lastYear = firstYear + (cumulative ? 2 : yearIdx);
    const issued = date(rng, lastYear + 1, lastYear + 1, [7, 10]);
    const doc = new Doc({ size: A4, body: rng.pick(SANS_SETS), head: rng.pick([...SANS_SETS, ...SERIF_SETS]), title: 'Relevé de notes', author: uni.name, creationDate: issued });
    const mx = rng.int(36, 50);
    const W = doc.width - 2 * mx;
    const color = rng.pick(['#14306b', '#7a1020', '#0d4d4d', '#222222']);

    // Letterhead: the university, its UFR, the address; sometimes the Republic's line on the right.
    let y = 36;
    doc.fill(mx, y, 6, 46, color);
    doc.text(uni.name.toUpperCase(), mx + 14, y, { f: 'hb', size: 14, color, width: W * 0.62, fit: true });
    doc.text(m.ufr, mx + 14, y + 19, { size: 9.5 });
    doc.text(`${uni.place.street} – ${uni.place.postcode} ${uni.place.town}`, mx + 14, y + 32, { size: 7.5, color: '#444444' });
    doc.text(`Tél. ${phone(rng, 'fr')} – ${domain(uni.name, 'fr')}`, mx + 14, y + 42, { size: 7.5, color: '#444444' });
    const republic = rng.bool(0.5);
    if (republic) {
      doc.text('RÉPUBLIQUE FRANÇAISE', mx, y + 2, { f: 'b', size: 8.5, width: W, align: 'right' });
      doc.text('Liberté · Égalité · Fraternité', mx, y + 13, { f: 'i', size: 7.5, width: W, align: 'right' });
    }
    y += 64;
    const years = `${lastYear}-${lastYear + 1}`;
    doc.text(cumulative ? 'RELEVÉ DE NOTES ET RÉSULTATS – CURSUS LICENCE' : 'RELEVÉ DE NOTES ET RÉSULTATS', mx, y, { f: 'hb', size: 14, width: W, align: 'center' });
    if (!cumulative) doc.text(`Année universitaire ${years}`, mx, y + 18, { size: 10, width: W, align: 'center' });
    y += 40;
    const programLine = rng.bool(0.5) ? `Licence mention ${m.mention}` : `Licence ${m.domaine} mention ${m.mention}`;
    const numEtu = String(rng.int(20000000, 22999999));
    const ine = `${rng.int(100000000, 999999999)}${rng.pick(['A', 'B', 'F', 'K'])}${rng.int(0, 9)}`;
    const birthplace = place(rng, 'fr').town;
    const dobText = rng.bool(0.7) ? dmy(dob, '/') : longDate(dob, 'fr');
    const pairs: [string, string][] = [['Nom', st.family.toUpperCase()], ['Prénom', st.given], ['N° étudiant', numEtu], ['Né(e) le', `${dobText} à ${birthplace}`], ['INE', ine], ['Inscrit(e) en', `${['L1', 'L2', 'L3'][yearIdx]} ${programLine}`]];
    if (cumulative) pairs.push(['1re inscription', `${firstYear}-${firstYear + 1}`]);
    y = labelBlock(doc, pairs, mx, y, { labelW: 78, colW: W / 2, cols: 2, size: 9, style: rng.pick(['colon', 'bold'] as const) }) + 10;

    const cols: Col[] = [{ label: 'Code', width: 58 }, { label: 'Intitulé', width: 0, wrap: true }, { label: ['Note', '/20'], width: 46, align: 'right' }, { label: 'Crédits', width: 46, align: 'right' }, { label: 'Résultat', width: 58, align: 'center' }];
    cols[1].width = W - tableWidth(cols);
    const rows: Row[] = [];
    const expected = blankResult('fr');
    const yearAvgs: [number, number][] = [];
    let credits = 0;
    for (let s = semStart; s <= semEnd; s++) {
      const yearOfSem = firstYear + (cumulative ? Math.floor(s / 2) : yearIdx);
      const session = `${yearOfSem}-${yearOfSem + 1}`;
      const term = `Semestre ${s + 1}`;
      rows.push({ heading: `${term} – ${rng.bool() ? `Année universitaire ${session}` : `Session 1 ${session}`}` });
      const notes: [number, number][] = [];
      // Draw the notes first: a semester the jury passed has a mean of at least 10 (UEs under 10 are then compensated).
      const drawn = m.semesters[s].map((u) => {
        const ec = withEc && u.ec.length ? u.ec.map(() => frNote(rng, level)) : [];
        return { u, ec, note: ec.length ? Math.round((ec.reduce((a, b) => a + b, 0) / ec.length) * 100) / 100 : frNote(rng, level) };
      });
      const mean0 = weightedMean(drawn.map((d) => [d.note, d.u.ects] as [number, number]), 2);
      if (mean0 < 10.2) {
        const lift = 10.2 - mean0 + rng.float(0, 1.5);
        for (const d of drawn) {
          d.ec = d.ec.map((v) => Math.min(19.5, Math.round((v + lift) * 100) / 100));
          d.note = d.ec.length ? Math.round((d.ec.reduce((a, b) => a + b, 0) / d.ec.length) * 100) / 100 : Math.min(19.5, Math.round((d.note + lift) * 100) / 100);
        }
      }
      drawn.forEach(({ u, ec: ecNotes, note }, k) => {
        const code = `${rng.pick(['S', 'L', 'U'])}${s + 1}${m.mention.slice(0, 3).toUpperCase()}${String(k + 1).padStart(2, '0')}`.normalize('NFD').replace(/\p{M}/gu, '');
        notes.push([note, u.ects]);
        const res = note >= 10 ? resultWords.adm : resultWords.adc;
        rows.push({ cells: [code, `UE ${u.title}`, frNum(note), String(u.ects), res], bold: ecNotes.length > 0 });
        expected.courses.push(course({ courseNumber: code, courseName: `UE ${u.title}`, credit: u.ects, marksScored: note, maximumMarks: 20, passStatus: res, term, session }));
        ecNotes.forEach((n, j) => {
          const ecCode = `${code}${String.fromCharCode(97 + j)}`;
          rows.push({ cells: [ecCode, `    ${u.ec[j]}`, frNum(n), '', ''] });
          expected.courses.push(course({ courseNumber: ecCode, courseName: u.ec[j], marksScored: n, maximumMarks: 20, term, session }));
        });
        credits += u.ects;
      });
      const semAvg = weightedMean(notes, 2);
      // A semester under 10 would be failed: the record shows one that the jury passed.
      yearAvgs.push([semAvg, 30]);
      rows.push({ note: `Moyenne ${term.toLowerCase()} : ${frNum(semAvg)}/20 – ${resultWords.adm} – 30 crédits ECTS acquis` });
    }
    const overall = weightedMean(yearAvgs, 2);
    const pageHead = () => {
      doc.addPage();
      doc.text(`Relevé de notes – ${st.family.toUpperCase()} ${st.given} – N° étudiant ${numEtu} (suite)`, mx, 40, { f: 'i', size: 8.5 });
      return 58;
    };
    y = drawTable(doc, cols, rows, { size: 8.3, rowH: 14, headFill: rng.pick(['#e6e9f0', '#eeeeee']), grid: rng.pick(['rows', 'full'] as const), headingFill: '#f1f1f1', zebra: rng.bool(0.3) ? '#f7f7f7' : undefined }, { x: mx, y, bottom: doc.height - 84, newPage: pageHead });
    if (y > doc.height - 200) y = pageHead();
    y += 12;
    const mention = frMention(overall);
    const finalYear = yearIdx === 2;
    const decisionDate = new Date(issued.getTime() - rng.int(10, 40) * 86400000);
    doc.text(`Moyenne ${cumulative ? 'générale' : 'annuelle'} : ${frNum(overall)}/20`, mx, y, { f: 'b', size: 10 });
    doc.text(`Crédits ECTS acquis : ${credits}`, mx + W / 2, y, { f: 'b', size: 10 });
    y += 16;
    doc.text(`Décision du jury : ${st.female ? 'Admise' : 'Admis'}${mention && finalYear ? ` – Mention ${mention}` : ''}`, mx, y, { f: 'b', size: 10 });
    y += 16;
    if (finalYear) {
      doc.text(`Diplôme de Licence obtenu – délibération du jury du ${dmy(decisionDate, '/')}`, mx, y, { size: 9.5 });
      y += 16;
    }
    y += 12;
    doc.text(`Fait à ${uni.place.town}, le ${longDate(issued, 'fr')}`, mx + W / 2, y, { size: 9.5 });
    doc.text(rng.pick(['Pour le Président et par délégation,', 'Le Directeur de l’UFR,', 'La Responsable de la scolarité,']), mx + W / 2, y + 14, { size: 9 });
    doc.signature(mx + W / 2 + 10, y + 44, 120, rng);
    if (rng.bool(0.6)) doc.sealPlace(mx + W / 2 - 50, y + 40, 26, 'Cachet');
    const legend = `Légende : ${resultWords.adm} = admis · ${resultWords.adc} = admis par compensation · ${resultWords.aj} = ajourné. Un semestre validé vaut 30 crédits ECTS. Notes sur 20.`;
    const n = doc.pageCount;
    for (let p = 1; p <= n; p++) {
      doc.switchTo(p);
      doc.text(legend, mx, doc.height - 54, { size: 6.8, color: '#444444', width: W, fit: true });
      doc.text('Il ne sera délivré qu’un seul exemplaire de ce relevé de notes.', mx, doc.height - 44, { size: 6.8, color: '#444444' });
      doc.text(`Page ${p}/${n}`, mx, doc.height - 44, { size: 7.5, width: W, align: 'right' });
    }
    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: iso(dob) };
    expected.institution = { name: uni.name, country: 'France', countryCode: 'FR', state: null, stateCode: null };
    Object.assign(expected.qualification, {
      registrationNumber: numEtu, name: 'Licence', level: 'Bachelor', program: programLine, majorOrSpecialization: m.mention,
      status: finalYear ? 'Completed' : null, yearOfAdmission: cumulative ? firstYear : null, yearOfCompletion: finalYear ? decisionDate.getUTCFullYear() : null,
      dateOfIssue: iso(issued), cgpa: overall.toFixed(2), totalCreditsOrMarks: String(credits),
    });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dobText, dateOfIssue: longDate(issued, 'fr'), cgpa: frNum(overall), pages: String(doc.pageCount) } };
  },
};

interface Epreuve { name: string; coef: number }

/** Baccalauréat relevé de notes: épreuves, coefficients, notes /20, points, moyenne, décision. */
const bac: Family = {
  id: 'fr-baccalaureat-releve',
  country: 'FR',
  languages: ['fr'],
  kind: 'marksheet',
  degradations: ['scan', 'photo'],
  conventions:
    'Modeled on the relevé de notes du baccalauréat général as the Ministère de l\'Éducation nationale describes the exam (before 2021: séries with coefficients per épreuve; from 2021: enseignements de spécialité coef. 16, philosophie, grand oral, contrôle continu): notes /20, coefficients, points, moyenne générale, décision ADMIS with mention. The institution is the académie of the letterhead (the issuer), not the lycée printed as établissement.',
  async render(rng: Rng): Promise<FamilySample> {
    const session = rng.int(2015, 2024);
    const reformed = session >= 2021;
    const st = person(rng, 'fr');
    const p = place(rng, 'fr');
    const academie = `Académie de ${p.town.replace(/-sur-.*$|-des-.*$|-la-.*$/, '')}`;
    const lycee = rng.pick([`Lycée des Tilleuls`, `Lycée polyvalent du Val d’Aire`, `Lycée général Les Remparts`, `Lycée Marie-Laurencin`, `Lycée du Parc de ${p.town}`]);
    let serie: string;
    let epreuves: Epreuve[];
    if (reformed) {
      const spe = rng.sample(['Mathématiques', 'Physique-chimie', 'Sciences de la vie et de la Terre', 'Sciences économiques et sociales', 'Histoire-géographie, géopolitique et sciences politiques', 'Humanités, littérature et philosophie', 'Langues, littératures et cultures étrangères'], 2);
      serie = `Enseignements de spécialité : ${spe.join(', ')}`;
      epreuves = [
        { name: `Spécialité ${spe[0]}`, coef: 16 }, { name: `Spécialité ${spe[1]}`, coef: 16 }, { name: 'Philosophie', coef: 8 }, { name: 'Grand oral', coef: 10 },
        { name: 'Français (écrit)', coef: 5 }, { name: 'Français (oral)', coef: 5 }, { name: 'Histoire-géographie', coef: 6 }, { name: 'Langue vivante A', coef: 6 },
        { name: 'Langue vivante B', coef: 6 }, { name: 'Enseignement scientifique', coef: 6 }, { name: 'Éducation physique et sportive', coef: 6 }, { name: 'Enseignement moral et civique', coef: 2 },
        { name: 'Bulletins scolaires', coef: 8 },
      ];
    } else {
      const s = rng.pick(['S', 'ES', 'L']);
      serie = `Série ${s}`;
      epreuves = s === 'S'
        ? [{ name: 'Mathématiques', coef: 7 }, { name: 'Physique-chimie', coef: 6 }, { name: 'Sciences de la vie et de la Terre', coef: 6 }, { name: 'Philosophie', coef: 3 }, { name: 'Histoire-géographie', coef: 3 }, { name: 'Langue vivante 1', coef: 3 }, { name: 'Langue vivante 2', coef: 2 }, { name: 'Éducation physique et sportive', coef: 2 }, { name: 'Français (écrit, anticipé)', coef: 2 }, { name: 'Français (oral, anticipé)', coef: 2 }, { name: 'Travaux personnels encadrés', coef: 2 }]
        : s === 'ES'
          ? [{ name: 'Sciences économiques et sociales', coef: 7 }, { name: 'Mathématiques', coef: 5 }, { name: 'Histoire-géographie', coef: 5 }, { name: 'Philosophie', coef: 4 }, { name: 'Langue vivante 1', coef: 3 }, { name: 'Langue vivante 2', coef: 2 }, { name: 'Éducation physique et sportive', coef: 2 }, { name: 'Français (écrit, anticipé)', coef: 2 }, { name: 'Français (oral, anticipé)', coef: 2 }, { name: 'Sciences (anticipé)', coef: 2 }, { name: 'Travaux personnels encadrés', coef: 2 }]
          : [{ name: 'Littérature', coef: 4 }, { name: 'Philosophie', coef: 7 }, { name: 'Histoire-géographie', coef: 4 }, { name: 'Langue vivante 1', coef: 4 }, { name: 'Langue vivante 2', coef: 4 }, { name: 'Éducation physique et sportive', coef: 2 }, { name: 'Français (écrit, anticipé)', coef: 3 }, { name: 'Français (oral, anticipé)', coef: 2 }, { name: 'Sciences (anticipé)', coef: 2 }, { name: 'Mathématiques-informatique', coef: 2 }, { name: 'Travaux personnels encadrés', coef: 2 }];
    }
    const level = rng.float(10.5, 17);
    const notes = epreuves.map(() => frNote(rng, level, true));
    const points = epreuves.map((e, i) => e.coef * notes[i]);
    const totalCoef = epreuves.reduce((s, e) => s + e.coef, 0);
    const totalPoints = points.reduce((a, b) => a + b, 0);
    const avg = Math.round((totalPoints / totalCoef) * 100) / 100;
    const issued = date(rng, session, session, [7, 7]);
    const dob = date(rng, session - 18, session - 17);
    const mention = frMention(avg);
    const doc = new Doc({ size: A4, body: rng.pick([...SANS_SETS, ...SERIF_SETS]), head: rng.pick(SANS_SETS), title: 'Relevé de notes du baccalauréat', author: academie, creationDate: issued });
    const mx = rng.int(40, 56);
    const W = doc.width - 2 * mx;
    let y = 40;
    doc.text('RÉPUBLIQUE FRANÇAISE', mx, y, { f: 'hb', size: 10 });
    doc.text(rng.pick(['Ministère de l’Éducation nationale', 'Ministère de l’Éducation nationale et de la Jeunesse']), mx, y + 14, { size: 8.5 });
    doc.text(academie, mx, y + 34, { f: 'hb', size: 13 });
    doc.text(rng.pick(['Division des examens et concours', 'Service des examens']), mx, y + 51, { size: 8.5, color: '#444444' });
    doc.text(`Session ${session}`, mx, y, { f: 'b', size: 11, width: W, align: 'right' });
    y += 84;
    doc.text('RELEVÉ DE NOTES', mx, y, { f: 'hb', size: 16, width: W, align: 'center' });
    doc.text('Baccalauréat général', mx, y + 22, { f: 'b', size: 12, width: W, align: 'center' });
    doc.text(serie, mx, y + 39, { size: 9, width: W, align: 'center', fit: true });
    y += 64;
    const cand = String(rng.int(1000000000, 2999999999));
    y = labelBlock(doc, [['Nom', st.family.toUpperCase()], ['Prénom(s)', st.given], ['Né(e) le', dmy(dob, '/')], ['N° de candidat', cand], ['Établissement', lycee], ['Ville', p.town]], mx, y, { labelW: 92, colW: W / 2, cols: 2, size: 9.5, style: rng.pick(['colon', 'leaders'] as const) }) + 10;
    const cols: Col[] = [{ label: 'Épreuve', width: 0, wrap: true }, { label: 'Coef.', width: 44, align: 'center' }, { label: ['Note', 'sur 20'], width: 56, align: 'center' }, { label: 'Points', width: 60, align: 'right' }];
    cols[0].width = W - tableWidth(cols);
    const expected = blankResult('fr');
    const rows: Row[] = epreuves.map((e, i) => {
      expected.courses.push(course({ courseName: e.name, marksScored: notes[i], maximumMarks: 20, session: null, year: session }));
      return { cells: [e.name, String(e.coef), frNum(notes[i], false), frNum(points[i], false)] };
    });
    y = drawTable(doc, cols, rows, { size: 9, rowH: 16, headFill: '#e8e8e8', grid: 'full' }, { x: mx, y, bottom: doc.height - 40, newPage: () => 60 });
    y += 12;
    doc.text(`Total des points : ${frNum(totalPoints, false)} / ${totalCoef * 20}`, mx, y, { f: 'b', size: 10 });
    doc.text(`Moyenne générale : ${frNum(avg)}/20`, mx + W / 2, y, { f: 'b', size: 10 });
    y += 22;
    doc.fill(mx, y, W, 26, '#f0f0f0');
    doc.text(`DÉCISION DU JURY : ${st.female ? 'ADMISE' : 'ADMIS'}${mention && mention !== 'Passable' ? ` – MENTION ${mention.toUpperCase()}` : ''}`, mx, y + 8, { f: 'hb', size: 11, width: W, align: 'center' });
    y += 50;
    doc.text(`Fait à ${p.town}, le ${dmy(issued, '/')}`, mx + W / 2, y, { size: 9.5 });
    doc.text(rng.pick(['Le Recteur de l’académie,', 'La Rectrice de l’académie,', 'Pour le Recteur et par délégation,']), mx + W / 2, y + 14, { size: 9 });
    doc.signature(mx + W / 2 + 10, y + 46, 110, rng);
    doc.text('Ce relevé de notes n’est pas un diplôme. Conservez-le : aucun duplicata ne sera délivré.', mx, doc.height - 46, { size: 7, f: 'i', color: '#555555' });

    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: iso(dob) };
    expected.institution = { name: academie, country: 'France', countryCode: 'FR', state: null, stateCode: null };
    Object.assign(expected.qualification, {
      registrationNumber: cand, name: 'Baccalauréat général', level: 'Higher Secondary', majorOrSpecialization: reformed ? serie.replace('Enseignements de spécialité : ', '') : serie,
      status: 'Completed', yearOfCompletion: session, dateOfIssue: iso(issued), cgpa: avg.toFixed(2), totalCreditsOrMarks: String(Math.round(totalPoints * 100) / 100),
    });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dmy(dob, '/'), dateOfIssue: dmy(issued, '/'), cgpa: frNum(avg), pages: String(doc.pageCount) } };
  },
};

/** Diplôme national de Licence: the parchment ("Vu ... ; le diplôme de Licence ... est délivré à"). */
const diplome: Family = {
  id: 'fr-diplome-licence',
  country: 'FR',
  languages: ['fr'],
  kind: 'diploma',
  degradations: ['scan', 'photo'],
  conventions:
    'Modeled on the French diplôme national de licence as the arrêté du 30 juillet 2018 and university diploma pages describe it: RÉPUBLIQUE FRANÇAISE and ministry heading, the "Vu ..." recitals, domaine/mention/parcours, "est délivré à" with birth date and place, the academic year, the mention, signatures of the holder, the university president and the rector-chancellor.',
  async render(rng: Rng): Promise<FamilySample> {
    const uni = frUniversity(rng);
    const m = rng.pick(FR_MENTIONS);
    const st = person(rng, 'fr');
    const year = rng.int(2016, 2024);
    const issued = date(rng, year, year + 1, [9, 12]);
    const dob = date(rng, year - 23, year - 20);
    const landscape = rng.bool(0.7);
    const doc = new Doc({ size: landscape ? [841.89, 595.28] : A4, body: rng.pick(SERIF_SETS), head: rng.pick(SERIF_SETS), title: 'Diplôme', author: uni.name, creationDate: issued });
    const W = doc.width;
    doc.frame(rng.int(18, 28), rng.pick(['#1d3f7a', '#444444', '#6b5b2a']), true);
    // Guilloche-like background lines, drawn first.
    for (let i = 0; i < 24; i++) doc.line(40, 60 + i * ((doc.height - 120) / 24), W - 40, 70 + i * ((doc.height - 120) / 24), 0.3, '#dfe6f2');
    let y = landscape ? 44 : 70;
    const c = (t: string, size: number, f: 'r' | 'b' | 'i' | 'hb' | 'hr' | 'hi' = 'r') => {
      doc.text(t, 70, y, { f, size, width: W - 140, align: 'center', fit: true });
      y += size * 1.5;
    };
    c('RÉPUBLIQUE FRANÇAISE', 12, 'hb');
    c(rng.pick(['Ministère de l’Enseignement supérieur et de la Recherche', 'Ministère de l’Enseignement supérieur, de la Recherche et de l’Innovation']), 10, 'i');
    y += 4;
    c(uni.name.toUpperCase(), 13, 'hb');
    y += 4;
    c('DIPLÔME NATIONAL DE', 11);
    c('LICENCE', landscape ? 26 : 30, 'hb');
    c(`Domaine : ${m.domaine}`, 10.5);
    c(`Mention : ${m.mention}`, 12, 'b');
    y += 4;
    const mx = landscape ? 90 : 70;
    const tw = W - 2 * mx;
    const recitals = ['Vu le code de l’éducation ;', 'Vu l’arrêté du 30 juillet 2018 relatif au diplôme national de licence ;', `Vu les procès-verbaux du jury attestant que ${st.female ? 'Mme' : 'M.'} ${st.given} ${st.family.toUpperCase()}, ${st.female ? 'née' : 'né'} le ${longDate(dob, 'fr')} à ${place(rng, 'fr').town}, a satisfait aux contrôles des connaissances et des aptitudes prévus par les textes réglementaires ;`];
    for (const r of recitals) y += doc.para(r, mx, y, tw, { size: 9.5, leading: 12.5 });
    y += 6;
    const mention = rng.pick(['Passable', 'Assez bien', 'Bien', 'Très bien']);
    const session = `${year - 1}-${year}`;
    y += doc.para(`Le diplôme de LICENCE mention ${m.mention} est délivré à ${st.female ? 'Mme' : 'M.'} ${st.given} ${st.family.toUpperCase()} au titre de l’année universitaire ${session}, avec la mention ${mention}, et confère le grade de licence.`, mx, y, tw, { size: 10.5, f: 'b', leading: 14, align: 'center' });
    y += 10;
    doc.text(`Fait à ${uni.place.town}, le ${longDate(issued, 'fr')}`, mx, y, { size: 10, width: tw, align: 'center' });
    const sy = doc.height - (landscape ? 110 : 150);
    const third = tw / 3;
    ['Le titulaire', st.female ? 'Le président de l’université' : 'La présidente de l’université', 'Le recteur de région académique, chancelier des universités'].forEach((label, i) => {
      doc.text(label, mx + i * third, sy, { size: 8.5, width: third, align: 'center', fit: true });
      if (i > 0) doc.signature(mx + i * third + 30, sy + 40, third - 60, rng);
    });
    doc.seal(W / 2, sy - 26, 22, '#1d3f7a');
    const numero = `${rng.int(10, 99)}${rng.pick(['LIC', 'L3'])}${rng.int(100000, 999999)}`;
    doc.text(`N° ${numero}`, mx, doc.height - 44, { size: 8, color: '#555555' });
    const expected = blankResult('fr');
    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: iso(dob) };
    expected.institution = { name: uni.name, country: 'France', countryCode: 'FR', state: null, stateCode: null };
    Object.assign(expected.qualification, {
      name: 'Licence', level: 'Bachelor', program: `Licence mention ${m.mention}`, majorOrSpecialization: m.mention, status: 'Completed',
      yearOfCompletion: year, dateOfIssue: iso(issued),
    });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: longDate(dob, 'fr'), dateOfIssue: longDate(issued, 'fr'), pages: '1' } };
  },
};

export const families: Family[] = [releve, bac, diplome];
