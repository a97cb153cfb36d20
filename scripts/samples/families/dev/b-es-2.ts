/**
 * Spanish held-out family of corpus-b: the título universitario oficial de Grado (the royal
 * formula "EL REY DE ESPAÑA, y en su nombre el Rector ...", "expide el presente título").
 */
import type { Rng } from '../../rng';
import type { Family, FamilySample } from '../types';
import { A4_LANDSCAPE, Doc, SERIF_SETS, blankResult, date, iso, longDate } from '../lib/b-kit';
import { ES_GRADOS, esUniversity } from '../lib/b-es';
import { person, place } from '../lib/b-people';

const titulo: Family = {
  id: 'es-titulo-grado',
  country: 'ES',
  languages: ['es'],
  kind: 'diploma',
  degradations: ['scan', 'photo'],
  conventions:
    'Modeled on the Spanish título universitario oficial de Grado as Real Decreto 1002/2010 on official university titles lays it out: the issuing formula in the name of the King by the Rector, the holder with birth date and place and nationality, "Graduado/Graduada en ...", official validity in the national territory, "Dado en ... a ...", signatures of the Rector, the holder and the secretary, and a verification code.',
  async render(rng: Rng): Promise<FamilySample> {
    const uni = esUniversity(rng);
    const g = rng.pick(ES_GRADOS);
    const st = person(rng, 'es');
    const year = rng.int(2014, 2024);
    const issued = date(rng, year, year, [2, 12]);
    const dob = date(rng, year - 25, year - 21);
    const doc = new Doc({ size: A4_LANDSCAPE, body: rng.pick(SERIF_SETS), head: rng.pick(SERIF_SETS), title: 'Título', author: uni.name, creationDate: issued });
    const W = doc.width;
    const color = rng.pick(['#6b1d1d', '#1d2f6b', '#3b3b3b']);
    doc.frame(20, color, true);
    // A pale coat-of-arms shape behind the text, drawn first.
    doc.pdf.save().opacity(0.07);
    doc.shield(W / 2 - 90, 150, 180, color);
    doc.pdf.restore();
    let y = 46;
    const c = (t: string, size: number, f: 'r' | 'b' | 'i' | 'hb' | 'hr' | 'hi' = 'r', col = '#000000') => {
      doc.text(t, 80, y, { f, size, width: W - 160, align: 'center', fit: true, color: col });
      y += size * 1.55;
    };
    c(uni.name.toUpperCase(), 15, 'hb', color);
    y += 6;
    c(`EL REY DE ESPAÑA`, 13, 'hb');
    c(`y en su nombre ${rng.pick(['el Rector', 'la Rectora'])} de la ${uni.name}`, 11, 'i');
    y += 8;
    const mx = 110;
    const tw = W - 2 * mx;
    const grad = st.female ? g.name.replace('Grado en', 'Graduada en') : g.name.replace('Grado en', 'Graduado en');
    const dobText = longDate(dob, 'es');
    const birthplace = place(rng, 'es');
    y += doc.para(`Considerando que, conforme a las disposiciones y circunstancias previstas por la legislación vigente, ${st.female ? 'Doña' : 'Don'} ${st.full}, ${st.female ? 'nacida' : 'nacido'} el ${dobText} en ${birthplace.town}, de nacionalidad española, ha superado los estudios universitarios oficiales conducentes al título de`, mx, y, tw, { size: 13, leading: 18, align: 'center' });
    y += 10;
    c(grad, 20, 'hb', color);
    y += 4;
    y += doc.para(`con carácter oficial y validez en todo el territorio nacional, expide el presente título, que faculta ${st.female ? 'a la interesada' : 'al interesado'} para disfrutar los derechos que a este título otorgan las disposiciones vigentes.`, mx, y, tw, { size: 13, leading: 18, align: 'center' });
    y += 14;
    c(`Dado en ${uni.place.town}, a ${longDate(issued, 'es')}`, 11);
    const sy = doc.height - 120;
    const third = tw / 3;
    [rng.pick(['EL RECTOR', 'LA RECTORA']), st.female ? 'LA INTERESADA' : 'EL INTERESADO', rng.pick(['EL SECRETARIO GENERAL', 'LA SECRETARIA GENERAL'])].forEach((label, i) => {
      if (i !== 1) doc.signature(mx + i * third + 30, sy + 4, third - 60, rng);
      doc.line(mx + i * third + 20, sy + 14, mx + (i + 1) * third - 20, sy + 14, 0.5);
      doc.text(label, mx + i * third, sy + 20, { size: 9, width: third, align: 'center' });
    });
    doc.text(`Código de verificación: ${rng.int(1000, 9999)}-${rng.int(1000, 9999)}-${rng.int(1000, 9999)}`, 40, doc.height - 42, { size: 7.5, color: '#555555' });
    doc.text(`Serie ${rng.pick(['A', 'B', 'U'])}-${rng.int(100000, 999999)}`, 40, doc.height - 42, { size: 7.5, color: '#555555', width: W - 80, align: 'right' });
    const expected = blankResult('es');
    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: iso(dob) };
    expected.institution = { name: uni.name, country: 'Spain', countryCode: 'ES', state: null, stateCode: null };
    Object.assign(expected.qualification, { name: grad, level: 'Bachelor', majorOrSpecialization: g.field, status: 'Completed', yearOfCompletion: year, dateOfIssue: iso(issued) });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dobText, dateOfIssue: longDate(issued, 'es'), pages: '1' } };
  },
};

export const families: Family[] = [titulo];
