/**
 * Italian held-out family of corpus-b: the diploma di laurea / laurea magistrale parchment
 * (REPUBBLICA ITALIANA, "conferisce a ... la Laurea ... con la votazione di 110/110 e lode").
 */
import type { Rng } from '../../rng';
import type { Family, FamilySample } from '../types';
import { A4, A4_LANDSCAPE, Doc, SERIF_SETS, blankResult, date, dmy, iso, longDate } from '../lib/b-kit';
import { IT_CORSI, itUniversity } from '../lib/b-it';
import { person, place } from '../lib/b-people';

const diploma: Family = {
  id: 'it-diploma-laurea',
  country: 'IT',
  languages: ['it'],
  kind: 'diploma',
  degradations: ['scan', 'photo'],
  conventions:
    'Modeled on the Italian diploma di laurea as universities\' regolamenti didattici describe it (D.M. 270/2004 degree classes): REPUBBLICA ITALIANA, the Rettore who "conferisce" the Laurea or Laurea Magistrale in a course of a classe, the voto di laurea in centodecimi with lode, the graduation date, place and date of issue, signatures; the voto (e.g. 108/110 → "108") is the overall mark (cgpa).',
  async render(rng: Rng): Promise<FamilySample> {
    const uni = itUniversity(rng);
    const c = rng.pick(IT_CORSI);
    const st = person(rng, 'it');
    const year = rng.int(2008, 2024);
    const grad = date(rng, year, year, [2, 12]);
    const issued = new Date(grad.getTime() + rng.int(60, 400) * 86400000);
    const dob = date(rng, year - (c.magistrale ? 27 : 24), year - (c.magistrale ? 24 : 21));
    const landscape = rng.bool(0.6);
    const doc = new Doc({ size: landscape ? A4_LANDSCAPE : A4, body: rng.pick(SERIF_SETS), head: rng.pick(SERIF_SETS), title: 'Diploma di laurea', author: uni.name, creationDate: issued });
    const W = doc.width;
    const color = rng.pick(['#7a1020', '#1d3f7a', '#444444']);
    doc.frame(24, color, rng.bool());
    if (rng.bool(0.5)) doc.watermark(uni.name.split(' ').pop()!.toUpperCase(), { size: 90, angle: 0, color, opacity: 0.05 });
    let y = landscape ? 46 : 80;
    const c1 = (t: string, size: number, f: 'r' | 'b' | 'i' | 'hb' | 'hr' | 'hi' = 'r', col = '#000000') => {
      doc.text(t, 70, y, { f, size, width: W - 140, align: 'center', fit: true, color: col });
      y += size * 1.55;
    };
    doc.crest(W / 2, y + 22, 22, 'RI', color);
    y += 54;
    c1('REPUBBLICA ITALIANA', 12, 'hb');
    c1(uni.name.toUpperCase(), 16, 'hb', color);
    y += 4;
    const rettrice = rng.bool(0.4);
    c1(rettrice ? 'LA RETTRICE' : 'IL RETTORE', 11, 'b');
    const mx = landscape ? 110 : 70;
    const tw = W - 2 * mx;
    y += doc.para('Visti i verbali della commissione per l’esame finale e accertato il compimento degli studi prescritti dal regolamento didattico del corso,', mx, y, tw, { size: 10.5, leading: 14, align: 'center', f: 'i' });
    y += 8;
    c1('conferisce a', 11);
    c1(st.full, 18, 'b');
    const dobText = longDate(dob, 'it');
    c1(`${st.female ? 'nata' : 'nato'} a ${place(rng, 'it').town} il ${dobText}`, 10.5);
    y += 2;
    c1(`la ${c.magistrale ? 'Laurea Magistrale' : 'Laurea'} in`, 11);
    c1(c.field, 19, 'hb', color);
    c1(`(classe ${c.classe})`, 10);
    const vote = rng.int(c.magistrale ? 95 : 86, 110);
    const lode = vote === 110 && rng.bool(0.5);
    const voteText = `${vote}/110${lode ? ' e lode' : ''}`;
    c1(`conseguita il ${dmy(grad, '/')} con la votazione di ${voteText}`, 11);
    c1(`e rilascia il presente diploma. ${c.magistrale ? `${st.female ? 'La laureata' : 'Il laureato'} ha diritto alla qualifica accademica di Dottore Magistrale.` : ''}`, 9.5, 'i');
    const sy = doc.height - (landscape ? 100 : 140);
    doc.text(`${uni.place.town}, ${longDate(issued, 'it')}`, mx, sy - 24, { size: 10 });
    doc.signature(mx, sy + 6, 140, rng);
    doc.text(rettrice ? 'La Rettrice' : 'Il Rettore', mx, sy + 14, { size: 9, width: 150, align: 'center' });
    doc.signature(W - mx - 150, sy + 6, 140, rng);
    doc.text(rng.pick(['Il Direttore Generale', 'La Direttrice Generale']), W - mx - 150, sy + 14, { size: 9, width: 150, align: 'center' });
    doc.seal(W / 2, sy + 4, 24, color);
    doc.text(`N. ${rng.int(10000, 99999)}/${year}`, 40, doc.height - 40, { size: 7.5, color: '#555555' });
    const expected = blankResult('it');
    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: iso(dob) };
    expected.institution = { name: uni.name, country: 'Italy', countryCode: 'IT', state: null, stateCode: null };
    const name = `${c.magistrale ? 'Laurea Magistrale' : 'Laurea'} in ${c.field}`;
    Object.assign(expected.qualification, {
      name, level: c.magistrale ? 'Master' : 'Bachelor', majorOrSpecialization: c.field, status: 'Completed', yearOfCompletion: grad.getUTCFullYear(), dateOfIssue: iso(issued), cgpa: String(vote),
    });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dobText, cgpa: voteText, voto: voteText, pages: '1' } };
  },
};

/** Diploma of the Esame di Stato (maturità): liceo/istituto, indirizzo, voto /100 with lode. */
const maturita: Family = {
  id: 'it-diploma-maturita',
  country: 'IT',
  languages: ['it'],
  kind: 'diploma',
  degradations: ['scan', 'photo'],
  conventions:
    'Modeled on the Italian diploma of the Esame di Stato conclusivo del secondo ciclo di istruzione (maturità) as the Ministry\'s models describe it: REPUBBLICA ITALIANA, the ministry, the school with its codice meccanografico, the indirizzo (Liceo scientifico, classico, Istituto tecnico ...), the final mark out of 100 (60-100, lode), the school year, signatures of the Presidente della commissione and the Dirigente scolastico; the final mark is the overall mark (cgpa).',
  async render(rng: Rng): Promise<FamilySample> {
    const p = place(rng, 'it');
    const indirizzo = rng.pick(['Liceo Scientifico', 'Liceo Classico', 'Liceo Linguistico', 'Istituto Tecnico – Settore Tecnologico', 'Liceo delle Scienze Umane']);
    const school = indirizzo.startsWith('Istituto') ? `Istituto Tecnico Statale di ${p.town}` : rng.pick([`Liceo Statale di ${p.town}`, `Istituto di Istruzione Superiore "${rng.pick(['Monte Bianco', 'Val di Sole', 'Porta Nuova', 'San Lorenzo'])}"`, `Liceo ${rng.pick(['Ginnasio', 'Statale'])} "${rng.pick(['Aurora', 'Alpi Apuane', 'Lungomare', 'Colle Verde'])}" di ${p.town}`]);
    const st = person(rng, 'it');
    const year = rng.int(2010, 2024);
    const dob = date(rng, year - 19, year - 18);
    const issued = date(rng, year, year + 1, [7, 12]);
    const vote = rng.int(62, 100);
    const lode = vote === 100 && rng.bool(0.3);
    const doc = new Doc({ size: A4_LANDSCAPE, body: rng.pick(SERIF_SETS), head: rng.pick(SERIF_SETS), title: 'Diploma', author: school, creationDate: issued });
    const W = doc.width;
    const color = rng.pick(['#1d3f7a', '#0b4a2e', '#444444']);
    doc.frame(22, color, true);
    let y = 44;
    const c1 = (t: string, size: number, f: 'r' | 'b' | 'i' | 'hb' | 'hr' | 'hi' = 'r', col = '#000000') => {
      doc.text(t, 70, y, { f, size, width: W - 140, align: 'center', fit: true, color: col });
      y += size * 1.55;
    };
    doc.seal(W / 2, y + 16, 16, color);
    y += 40;
    c1('REPUBBLICA ITALIANA', 12, 'hb');
    c1(rng.pick(['Ministero dell’Istruzione e del Merito', 'Ministero dell’Istruzione, dell’Università e della Ricerca', 'Ministero dell’Istruzione']), 10, 'i');
    y += 4;
    c1('Diploma di Esame di Stato', 24, 'hb', color);
    c1('conclusivo del corso di studio di istruzione secondaria superiore', 10);
    y += 4;
    c1(`Indirizzo: ${indirizzo}`, 14, 'b');
    y += 4;
    c1(`Si attesta che ${st.female ? 'la candidata' : 'il candidato'}`, 10.5);
    c1(`${st.family.toUpperCase()} ${st.given}`, 17, 'b');
    const dobText = dmy(dob, '/');
    c1(`${st.female ? 'nata' : 'nato'} a ${place(rng, 'it').town} il ${dobText}`, 10.5);
    c1(`ha superato l’Esame di Stato nell’anno scolastico ${year - 1}/${year} presso ${school} (cod. mecc. ${p.stateCode === '25' ? 'MI' : 'RM'}PS${rng.int(10000, 99999)}${rng.pick(['A', 'B', 'X'])})`, 10.5);
    c1(`riportando la votazione di ${vote}/100${lode ? ' con lode' : ''}`, 13, 'b');
    const sy = doc.height - 110;
    doc.text(`${p.town}, ${longDate(issued, 'it')}`, 90, sy - 26, { size: 10 });
    doc.signature(90, sy + 4, 140, rng);
    doc.text('Il Presidente della Commissione', 80, sy + 12, { size: 9, width: 170, align: 'center' });
    doc.signature(W - 250, sy + 4, 140, rng);
    doc.text(rng.pick(['Il Dirigente Scolastico', 'La Dirigente Scolastica']), W - 260, sy + 12, { size: 9, width: 170, align: 'center' });
    doc.seal(W / 2, sy, 22, color);
    doc.text(`Registro dei diplomi n. ${rng.int(100, 9999)}`, 40, doc.height - 40, { size: 7.5, color: '#555555' });
    const expected = blankResult('it');
    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: iso(dob) };
    expected.institution = { name: school, country: 'Italy', countryCode: 'IT', state: null, stateCode: null };
    Object.assign(expected.qualification, { name: 'Diploma di Esame di Stato', level: 'Higher Secondary', majorOrSpecialization: indirizzo, status: 'Completed', yearOfCompletion: year, dateOfIssue: iso(issued), cgpa: String(vote) });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dobText, cgpa: `${vote}/100`, pages: '1' } };
  },
};

export const families: Family[] = [diploma, maturita];
