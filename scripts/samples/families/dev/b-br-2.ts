/**
 * Brazilian held-out family of corpus-b: the diploma de bacharel/licenciado ("O Reitor ...
 * confere o título de ... e outorga-lhe o presente Diploma"), with the registration block.
 */
import type { Rng } from '../../rng';
import type { Family, FamilySample } from '../types';
import { A4_LANDSCAPE, Doc, SERIF_SETS, blankResult, date, dmy, iso, longDate } from '../lib/b-kit';
import { BR_CURSOS, brInstitution, cpf } from '../lib/b-br';
import { person, place } from '../lib/b-people';

const diploma: Family = {
  id: 'br-diploma-bacharel',
  country: 'BR',
  languages: ['pt'],
  kind: 'diploma',
  degradations: ['scan', 'photo'],
  conventions:
    'Modeled on Brazilian graduation diplomas as MEC rules on diploma issue and registration describe them (Portaria MEC 1.095/2018): REPÚBLICA FEDERATIVA DO BRASIL, the Reitor conferring the title (Bacharel/Licenciado em ...) after the conclusion of the course and the colação de grau, the holder\'s nationality, birthplace, birth date and ID, the place and date, signatures, and the registration block (livro, folha, número).',
  async render(rng: Rng): Promise<FamilySample> {
    const inst = brInstitution(rng);
    const c = rng.pick(BR_CURSOS);
    const st = person(rng, 'br');
    const year = rng.int(2010, 2024);
    const conclusao = date(rng, year, year, [6, 12]);
    const colacao = new Date(conclusao.getTime() + rng.int(20, 80) * 86400000);
    const issued = new Date(colacao.getTime() + rng.int(30, 150) * 86400000);
    const dob = date(rng, year - 27, year - 21);
    const doc = new Doc({ size: A4_LANDSCAPE, body: rng.pick(SERIF_SETS), head: rng.pick(SERIF_SETS), title: 'Diploma', author: inst.name, creationDate: issued });
    const W = doc.width;
    const color = rng.pick(['#0b4a2e', '#1d2f6b', '#6b4a0b']);
    doc.frame(18, color, true);
    doc.frame(30, color, false);
    let y = 50;
    const c1 = (t: string, size: number, f: 'r' | 'b' | 'i' | 'hb' | 'hr' | 'hi' = 'r', col = '#000000') => {
      doc.text(t, 70, y, { f, size, width: W - 140, align: 'center', fit: true, color: col });
      y += size * 1.5;
    };
    doc.seal(W / 2, y + 18, 18, color);
    y += 44;
    c1('REPÚBLICA FEDERATIVA DO BRASIL', 11, 'hb');
    c1(inst.name.toUpperCase(), 16, 'hb', color);
    y += 6;
    const titulo = c.grau === 'Licenciatura' ? `${st.female ? 'Licenciada' : 'Licenciado'} em ${c.name}` : `${st.female ? 'Bacharela' : 'Bacharel'} em ${c.name}`;
    const reitor = rng.pick(['O Reitor', 'A Reitora']);
    const mx = 100;
    const tw = W - 2 * mx;
    const natural = `${place(rng, 'br').town} – ${rng.pick(['MG', 'SP', 'BA', 'PR', 'RS', 'PE', 'GO'])}`;
    const dobText = longDate(dob, 'pt');
    y += doc.para(`${reitor} da ${inst.name}, no uso de suas atribuições e tendo em vista a conclusão do Curso de ${c.name} – ${c.grau}, em ${longDate(conclusao, 'pt')}, e a colação de grau em ${dmy(colacao, '/')}, confere o título de`, mx, y, tw, { size: 13, leading: 18, align: 'center' });
    y += 8;
    c1(titulo, 20, 'hb', color);
    c1(`a ${st.full}`, 17, 'b');
    y += 2;
    y += doc.para(`${st.female ? 'brasileira' : 'brasileiro'}, natural de ${natural}, ${st.female ? 'nascida' : 'nascido'} em ${dobText}, CPF ${cpf(rng)}, e ${st.female ? 'outorga-lhe' : 'outorga-lhe'} o presente Diploma, a fim de que possa gozar de todos os direitos e prerrogativas legais.`, mx, y, tw, { size: 13, leading: 18, align: 'center' });
    y += 10;
    c1(`${inst.place.town} – ${inst.place.stateCode}, ${longDate(issued, 'pt')}.`, 11);
    const sy = doc.height - 110;
    const third = tw / 3;
    [reitor === 'O Reitor' ? 'Reitor' : 'Reitora', st.female ? 'Diplomada' : 'Diplomado', rng.pick(['Secretário(a) Geral', 'Pró-Reitor(a) de Graduação'])].forEach((label, i) => {
      if (i !== 1) doc.signature(mx + i * third + 30, sy, third - 60, rng);
      doc.line(mx + i * third + 20, sy + 10, mx + (i + 1) * third - 20, sy + 10, 0.5);
      doc.text(label, mx + i * third, sy + 15, { size: 9, width: third, align: 'center' });
    });
    doc.text(`Diploma registrado sob o nº ${rng.int(1000, 99999)}, livro ${rng.int(1, 40)}, folha ${rng.int(1, 300)}, em ${dmy(issued, '/')}, nos termos da legislação vigente.`, 50, doc.height - 52, { size: 7.5, color: '#444444', width: W - 100, align: 'center', fit: true });
    const expected = blankResult('pt');
    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: iso(dob) };
    expected.institution = { name: inst.name, country: 'Brazil', countryCode: 'BR', state: inst.place.state, stateCode: inst.place.stateCode };
    Object.assign(expected.qualification, { name: titulo, level: 'Bachelor', majorOrSpecialization: c.name, status: 'Completed', yearOfCompletion: conclusao.getUTCFullYear(), dateOfIssue: iso(issued) });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dobText, dateOfIssue: longDate(issued, 'pt'), pages: '1' } };
  },
};

export const families: Family[] = [diploma];
