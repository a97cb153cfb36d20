/**
 * Held-out 'other' family of corpus-b: a photocopied passport data page (bilingual labels,
 * photo area, machine-readable zone with real ICAO 9303 check digits). No academic content:
 * expected null.
 */
import type { Rng } from '../../rng';
import type { Family, FamilySample } from '../types';
import { A4, Doc, date, dmy } from '../lib/b-kit';
import { person, place } from '../lib/b-people';

const MRZ_VALUES: Record<string, number> = Object.fromEntries([...'0123456789'].map((d, i) => [d, i]).concat([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, i + 10]), [['<', 0]]));

/** ICAO 9303 check digit (weights 7, 3, 1). */
export function mrzCheck(s: string): string {
  let sum = 0;
  for (let i = 0; i < s.length; i++) sum += (MRZ_VALUES[s[i]] ?? 0) * [7, 3, 1][i % 3];
  return String(sum % 10);
}

const mrzName = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/[^A-Z]+/g, '<');
const yymmdd = (d: Date) => `${String(d.getUTCFullYear() % 100).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;

const passport: Family = {
  id: 'it-passport-data-page',
  country: 'IT',
  languages: ['it', 'en'],
  kind: 'other',
  degradations: ['scan', 'photo'],
  conventions:
    'Modeled on the data page of a machine-readable passport as ICAO Doc 9303 specifies it (numbered bilingual/trilingual field labels, photo zone, two-line 44-character MRZ with 7-3-1 check digits), photocopied at the top of an A4 sheet as applicants upload it; not an academic record.',
  async render(rng: Rng): Promise<FamilySample> {
    const st = person(rng, 'it');
    const issued = date(rng, 2016, 2025);
    const expiry = new Date(Date.UTC(issued.getUTCFullYear() + 10, issued.getUTCMonth(), issued.getUTCDate() - 1));
    const dob = date(rng, 1975, 2005);
    const number = `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1000000, 9999999)}`;
    const sex = st.female ? 'F' : 'M';
    const doc = new Doc({ size: A4, body: rng.pick(['dejavu-sans', 'liberation-sans', 'noto-sans'] as const), title: 'scan', author: '', creationDate: issued });
    // The page as a card at the top of the sheet, slightly off-square as photocopies are.
    const x = rng.int(40, 90);
    const y = rng.int(40, 80);
    const w = 440;
    const h = 300;
    doc.pdf.save().rotate(rng.float(-1.2, 1.2), { origin: [x + w / 2, y + h / 2] });
    doc.fill(x, y, w, h, '#f3f1ea');
    for (let i = 0; i < 30; i++) doc.line(x, y + 10 * i, x + w, y + 10 * i + 6, 0.3, '#e0dccf');
    doc.rect(x, y, w, h, 0.8, '#999999');
    doc.text('REPUBBLICA ITALIANA', x + 14, y + 10, { f: 'b', size: 10 });
    doc.text('PASSAPORTO  PASSPORT  PASSEPORT', x + 160, y + 10, { f: 'b', size: 9 });
    doc.rect(x + 14, y + 34, 100, 128, 0.6, '#777777');
    doc.fill(x + 15, y + 35, 98, 126, '#d9d6cf');
    doc.pdf.save().fillColor('#a9a59c').circle(x + 64, y + 80, 24).fill().ellipse(x + 64, y + 145, 40, 26).fill().restore();
    const fields: [string, string][] = [
      ['Tipo/Type  P', ''], ['1. Cognome/Surname', st.family.toUpperCase()], ['2. Nome/Given names', st.given.toUpperCase()], ['3. Cittadinanza/Nationality', 'ITALIANA'],
      ['4. Data di nascita/Date of birth', dmy(dob)], ['5. Sesso/Sex', sex], ['6. Luogo di nascita/Place of birth', place(rng, 'it').town.toUpperCase()],
      ['7. Data di rilascio/Date of issue', dmy(issued)], ['8. Autorità/Authority', `QUESTURA DI ${place(rng, 'it').town.toUpperCase()}`], ['9. Data di scadenza/Date of expiry', dmy(expiry)],
    ];
    let fy = y + 32;
    for (const [label, value] of fields) {
      doc.text(label, x + 126, fy, { size: 6.2, color: '#555555' });
      if (value) doc.text(value, x + 126, fy + 7, { f: 'b', size: 9 });
      fy += value ? 19.5 : 10;
    }
    doc.text(`N. ${number}`, x + w - 110, y + 34, { f: 'b', size: 10, color: '#8a1c1c' });
    const line1 = `P<ITA${mrzName(st.family)}<<${mrzName(st.given)}`.padEnd(44, '<').slice(0, 44);
    const num = number.padEnd(9, '<');
    const body = `${num}${mrzCheck(num)}ITA${yymmdd(dob)}${mrzCheck(yymmdd(dob))}${sex}${yymmdd(expiry)}${mrzCheck(yymmdd(expiry))}`;
    const personal = '<<<<<<<<<<<<<<';
    const line2 = `${body}${personal}${mrzCheck(personal)}`;
    const composite = `${line2.slice(0, 10)}${line2.slice(13, 20)}${line2.slice(21, 43)}`;
    const mrz2 = `${line2}${mrzCheck(composite)}`;
    doc.pdf.font('r');
    doc.pdf.registerFont('mono', '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf');
    doc.pdf.font('mono').fontSize(10.4).fillColor('#111111').text(line1, x + 12, y + h - 44, { lineBreak: false, characterSpacing: 0.2 });
    doc.pdf.font('mono').fontSize(10.4).text(mrz2, x + 12, y + h - 26, { lineBreak: false, characterSpacing: 0.2 });
    doc.pdf.restore();
    if (rng.bool(0.5)) doc.text(rng.pick(['Copia conforme all’originale', 'Fotocopia per uso amministrativo']), x, y + h + 30, { f: 'i', size: 9, color: '#444444' });
    return { pdf: await doc.end(), expected: null, printed: { name: `${st.family.toUpperCase()}`, mrz1: line1, mrz2, pages: '1' } };
  },
};

export const families: Family[] = [passport];
