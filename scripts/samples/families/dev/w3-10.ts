/**
 * Certificate of attendance at a scientific congress, in Portuguese (no academic content: kind `other`): a landscape
 * page with a coloured band and the congress's name and edition ("XII Congresso Nacional de …"), the organising
 * society and the host university (institutions that confer nothing), "CERTIFICADO" and one sentence "Certificamos que
 * <Nome Sobrenome> participou do … realizado de 14 a 16 de outubro de 2019, em Recife – PE, na qualidade de ouvinte /
 * apresentando o trabalho «…» na modalidade pôster, com carga horária de 20 horas" (hours, a date range, a city and its
 * state), the president's and the scientific committee's signatures, and a verification code with the address of the
 * page that checks it. As Brazilian congresses issue participation certificates that applicants upload beside their
 * diplomas.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SANS, SERIF, digits, letters } from '../lib/n-kit';
import { MONTH_NAMES, ymd } from '../lib/group-kit';
import { iso, otherName, wPerson } from './w3-kit';

const CONGRESSES = [
  { name: 'Congresso Nacional de Engenharia de Alimentos', society: 'Sociedade Brasileira de Ciência e Tecnologia de Alimentos', short: 'CNEA' },
  { name: 'Congresso Brasileiro de Gestão Ambiental', society: 'Associação Brasileira de Gestão Ambiental e Sustentabilidade', short: 'CBGA' },
  { name: 'Encontro Nacional de Ensino de Química', society: 'Sociedade Nordestina de Educação Química', short: 'ENEQ' },
];
const HOSTS = [
  { uni: 'Universidade Federal do Agreste Pernambucano', city: 'Recife – PE' },
  { uni: 'Universidade Estadual do Vale do Cariri', city: 'Fortaleza – CE' },
  { uni: 'Centro Universitário do Planalto Central', city: 'Goiânia – GO' },
];
const WORKS = ['Avaliação da qualidade microbiológica de queijos artesanais', 'Uso de resíduos agroindustriais na produção de bioplásticos', 'Percepção ambiental de estudantes do ensino médio', 'Experimentação investigativa no ensino de cinética química'];
const ROMAN = ['VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV'];

async function render(rng: Rng) {
  const p = wPerson(rng, 'BR');
  const con = rng.pick(CONGRESSES);
  const host = rng.pick(HOSTS);
  const year = rng.int(2014, 2025);
  const first = iso(year, rng.int(3, 11), rng.int(1, 25));
  const [, m, d] = ymd(first);
  const hours = rng.pick([8, 12, 20, 24, 30, 40]);
  const presenter = rng.bool(0.5);
  const F = rng.pick(SERIF);
  const S = rng.pick(SANS);
  const edition = rng.pick(ROMAN);
  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Certificado', author: con.society, creationDate: new Date(`${year}-${String(Math.min(12, m + 1)).padStart(2, '0')}-05T12:00:00Z`) });
  const c = rng.pick(['#0f766e', '#9d174d', '#1d4ed8', '#b45309']);
  pdf.fill(0, 0, pdf.width, 70, c);
  pdf.text(`${edition} ${con.name.toUpperCase()}`, 50, 18, { font: S.bold, size: 17, color: '#ffffff', width: pdf.width - 100, fit: true });
  pdf.text(`${edition} ${con.short} ${year} · ${host.city}`, 50, 44, { font: S.regular, size: 10, color: '#ffffff' });
  pdf.rect(30, 90, pdf.width - 60, pdf.height - 120, 1, c);
  pdf.text('CERTIFICADO', 0, 120, { font: F.bold, size: 34, width: pdf.width, align: 'center', color: c, cs: 4 });
  const mode = presenter ? `apresentando o trabalho «${rng.pick(WORKS)}» na modalidade ${rng.pick(['pôster', 'comunicação oral'])}` : 'na qualidade de ouvinte';
  const text = `Certificamos que ${p.given} ${p.family} participou do ${edition} ${con.name}, promovido pela ${con.society} e realizado de ${d} a ${d + 2} de ${MONTH_NAMES.pt[m - 1]} de ${year}, na ${host.uni}, em ${host.city}, ${mode}, com carga horária de ${hours} horas.`;
  pdf.para(text, 90, 190, pdf.width - 180, { font: F.regular, size: 15, leading: 24, align: 'center' });
  pdf.text(`${host.city.split(' – ')[0]}, ${d + 2} de ${MONTH_NAMES.pt[m - 1]} de ${year}.`, 0, 330, { font: F.italic, size: 12, width: pdf.width, align: 'center' });
  [['Presidente do Congresso', otherName(rng, 'BR', p.family)], ['Coordenação da Comissão Científica', otherName(rng, 'BR', p.family)]].forEach(([role, n], i) => {
    const x = 150 + i * 330;
    pdf.signature(x + 40, 400, 110, rng);
    pdf.line(x, 412, x + 220, 412, 0.5);
    pdf.text(n, x, 418, { font: F.bold, size: 10.5, width: 220, align: 'center' });
    pdf.text(role, x, 433, { font: F.italic, size: 9.5, width: 220, align: 'center' });
  });
  const code = `${letters(rng, 4)}-${digits(rng, 4)}-${letters(rng, 2)}${digits(rng, 2)}`;
  pdf.qrLike(pdf.width - 130, pdf.height - 140, 72, rng);
  pdf.text(`Código de verificação: ${code}`, 50, pdf.height - 70, { font: S.regular, size: 8.5, color: '#444444' });
  pdf.text(`Autenticidade: https://eventos.${con.short.toLowerCase()}.org.br/validar`, 50, pdf.height - 58, { font: S.regular, size: 8.5, color: '#444444' });
  return { pdf: await pdf.end(), expected: null };
}

export const families: Family[] = [
  {
    id: 'w3-10-certificate',
    country: 'BR',
    languages: ['pt'],
    kind: 'other',
    degradations: [],
    conventions: 'Certificate of attendance at a scientific congress in Portuguese (non-academic upload): landscape page with the congress name and edition, the organising society and host university, CERTIFICADO, one sentence naming the participant, the dates, the city with its state, attendance or a presented work, and the hours (carga horária); signatures and a verification code with a validation address.',
    render,
  },
];
