/**
 * A residential lease contract ("Contrato de locación de vivienda"), in Spanish, as Argentine landlords and estate
 * agents draw them (no academic content: kind `other`): A4 portrait, the agency's letterhead with a Córdoba address
 * and a +54 telephone; the title; an opening paragraph with the place and the date in words and figures, the landlord
 * (LOCADOR) and the tenant (LOCATARIO) with their national identity numbers; numbered clauses (PRIMERA, SEGUNDA, …):
 * the object (a flat's address and its unit), the term in months with its start and end dates, the monthly rent in
 * pesos with its adjustment, the deposit, the use as the tenant's dwelling while "estudiante regular" of a university
 * (an institution and a standing that make no academic document), the guarantor, the jurisdiction of the courts of
 * Córdoba; the signatures of the parties and the guarantor over their names and identity numbers, and the certifying
 * stamp's place. As tenants, often students who moved for their studies, upload their lease with their papers.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, SANS, digits } from '../lib/n-kit';
import { addDays, iso, longDate, otherName, wPerson, ymd } from './w5-kit';
import { MONTH_NAMES } from '../lib/group-kit';

const AGENCIES = [
  { name: 'Inmobiliaria Nueva Córdoba Propiedades', addr: 'Bv. Chacabuco 745, Local 3, X5000 Córdoba', tel: '+54 351 468' },
  { name: 'Estudio Inmobiliario Alto Alberdi', addr: 'Av. Colón 1820, X5003 Córdoba', tel: '+54 351 425' },
];
const STREETS = ['Obispo Trejo', 'Independencia', 'Buenos Aires', 'Ituzaingó', 'Laprida', 'Paraná', 'Rondeau'];
const UNIS = ['Universidad del Centro Mediterráneo', 'Instituto Universitario de Ciencias de la Salud de Córdoba', 'Universidad Serrana de Tecnología'];
const ORD = ['PRIMERA', 'SEGUNDA', 'TERCERA', 'CUARTA', 'QUINTA', 'SEXTA', 'SÉPTIMA', 'OCTAVA'];
const UNITS = ['', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiún', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho'];

const dni = (rng: Rng) => `${rng.int(20, 46)}.${digits(rng, 3)}.${digits(rng, 3)}`;

async function render(rng: Rng) {
  const tenant = wPerson(rng, 'AR');
  const agency = rng.pick(AGENCIES);
  const year = rng.int(2016, 2025);
  const signed = iso(year, rng.pick([2, 3, 7, 8]), rng.int(2, 28));
  const [, m, d] = ymd(signed);
  const start = iso(year, m, 1);
  const months = rng.pick([24, 36]);
  const end = addDays(iso(year + months / 12, m, 1), -1);
  const rent = rng.int(18, 90) * (year >= 2022 ? 5000 : 500);
  const landlord = otherName(rng, 'AR', tenant.family);
  const guarantor = otherName(rng, 'AR', tenant.family);
  const F = rng.pick(SERIF);
  const S = rng.pick(SANS);
  const pdf = new Pdf({ size: A4, title: 'Contrato de locación', author: agency.name, creationDate: new Date(`${signed}T15:00:00Z`) });
  const L = 60;
  const W = pdf.width - 120;
  pdf.text(agency.name, L, 34, { font: S.bold, size: 12 });
  pdf.text(`${agency.addr} · Tel. ${agency.tel}-${digits(rng, 4)} · Mat. CPI N° ${rng.int(1000, 6999)}`, L, 50, { font: S.regular, size: 8, color: '#444444', width: W, fit: true });
  pdf.line(L, 64, L + W, 64, 0.6);
  pdf.text('CONTRATO DE LOCACIÓN DE VIVIENDA', L, 84, { font: F.bold, size: 14, width: W, align: 'center' });
  const flat = `calle ${rng.pick(STREETS)} N° ${rng.int(100, 1500)}, piso ${rng.int(1, 12)}, departamento "${String.fromCharCode(65 + rng.int(0, 5))}", barrio Nueva Córdoba, de la ciudad de Córdoba`;
  let y = 116;
  const intro = `En la ciudad de Córdoba, a los ${UNITS[d]} (${d}) días del mes de ${MONTH_NAMES.es[m - 1]} de ${year}, entre ${landlord.toUpperCase()}, DNI ${dni(rng)}, en adelante "EL LOCADOR", por una parte, y ${`${tenant.given} ${tenant.family}`.toUpperCase()}, DNI ${dni(rng)}, en adelante "EL LOCATARIO", por la otra, convienen en celebrar el presente contrato de locación, sujeto a las siguientes cláusulas:`;
  y += pdf.para(intro, L, y, W, { font: F.regular, size: 10.5, leading: 15 }) + 8;
  const clauses = [
    `OBJETO: EL LOCADOR da en locación a EL LOCATARIO el inmueble sito en ${flat}, que se entrega en buen estado de conservación, con los artefactos detallados en el inventario anexo.`,
    `PLAZO: El plazo de la locación es de ${months} meses, contados desde el ${longDate(start, 'es')}, venciendo en consecuencia el ${longDate(end, 'es')}.`,
    `PRECIO: El alquiler mensual se fija en la suma de pesos ${rent.toLocaleString('es-AR')} ($ ${rent.toLocaleString('es-AR')}), pagadero por mes adelantado del 1 al 10 de cada mes, y se ajustará cada seis meses según el índice que fije la ley vigente.`,
    `DEPÓSITO: EL LOCATARIO entrega en este acto la suma equivalente a un mes de alquiler en concepto de depósito en garantía, que será devuelto al término de la locación.`,
    `DESTINO: El inmueble se destina exclusivamente a vivienda de EL LOCATARIO, quien declara ser estudiante regular ${((u) => (u.startsWith('Instituto') ? `del ${u}` : `de la ${u}`))(rng.pick(UNIS))}. Queda prohibido subarrendar o ceder el contrato.`,
    `GARANTÍA: ${guarantor.toUpperCase()}, DNI ${dni(rng)}, se constituye en fiador solidario, liso, llano y principal pagador de todas las obligaciones de EL LOCATARIO.`,
    'JURISDICCIÓN: Para todos los efectos legales las partes se someten a los Tribunales Ordinarios de la ciudad de Córdoba, renunciando a cualquier otro fuero.',
  ];
  clauses.forEach((cl, i) => {
    const [head, ...rest] = cl.split(': ');
    y += pdf.para(`${ORD[i]} – ${head}: ${rest.join(': ')}`, L, y, W, { font: F.regular, size: 10, leading: 14.5 }) + 6;
  });
  y += 4;
  y += pdf.para('En prueba de conformidad se firman tres ejemplares de un mismo tenor y a un solo efecto en el lugar y fecha indicados.', L, y, W, { font: F.italic, size: 10, leading: 14.5 });
  const sy = Math.max(y + 60, pdf.height - 120);
  [['EL LOCADOR', landlord], ['EL LOCATARIO', `${tenant.given} ${tenant.family}`], ['EL FIADOR', guarantor]].forEach(([role, n], i) => {
    const x = L + i * (W / 3);
    pdf.signature(x + 20, sy - 12, 90, rng);
    pdf.line(x, sy, x + W / 3 - 16, sy, 0.5);
    pdf.text(n, x, sy + 4, { font: S.regular, size: 8.5, width: W / 3 - 16, align: 'center', fit: true });
    pdf.text(role, x, sy + 16, { font: S.bold, size: 8, width: W / 3 - 16, align: 'center' });
  });
  pdf.text('Certificación de firmas: ______________________', L, pdf.height - 50, { font: S.regular, size: 8, color: '#555555' });
  return { pdf: await pdf.end(), expected: null };
}

export const families: Family[] = [
  {
    id: 'w5-10-record',
    country: 'AR',
    languages: ['es'],
    kind: 'other',
    degradations: ['photo'],
    conventions: 'Residential lease contract (contrato de locación de vivienda) in Spanish drawn by an Argentine estate agency (non-academic upload): letterhead with a Córdoba address and +54; the opening paragraph with the date in words and figures, landlord and tenant with DNI; numbered clauses on the object, the term with start and end dates, the rent, the deposit, the use as a student\'s dwelling naming a university, the guarantor and the jurisdiction; signatures of landlord, tenant and guarantor.',
    render,
  },
];
