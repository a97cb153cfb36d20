/**
 * Austrian employment reference (Dienstzeugnis), which applicants upload beside their degree
 * documents: a company letterhead with its commercial-register number, "DIENSTZEUGNIS", the
 * employee with an academic title before the name ("Frau Mag. Anna Huber"), the date of birth, the
 * period of employment and the position, a list of duties, the legally required neutral or
 * benevolent closing ("Das Dienstverhältnis endete einvernehmlich"), place, date and the managing
 * director's signature. It has no academic content: nothing to extract.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits, iso } from '../lib/n-kit';
import { dmy, hPerson, isWoman, longDate } from './h-kit';

const FIRMS = [
  { name: 'Alpenland Logistik GmbH', street: 'Industriezeile 44', city: '4020 Linz' },
  { name: 'Murtaler Bau- und Planungs GmbH', street: 'Grazer Straße 17', city: '8750 Judenburg' },
  { name: 'Donaublick Software Solutions GmbH', street: 'Wiener Straße 120', city: '3100 St. Pölten' },
  { name: 'Tiroler Energiedienste AG', street: 'Museumstraße 9', city: '6020 Innsbruck' },
];
const JOBS: Array<{ m: string; f: string; duties: string[] }> = [
  { m: 'Projektassistent', f: 'Projektassistentin', duties: ['Koordination von Terminen und Besprechungen', 'Erstellung von Projektberichten und Präsentationen', 'Pflege der Projektdokumentation', 'Unterstützung der Projektleitung im Controlling'] },
  { m: 'Softwareentwickler', f: 'Softwareentwicklerin', duties: ['Entwicklung und Wartung von Webanwendungen', 'Durchführung von Code-Reviews', 'Mitarbeit an der Systemarchitektur', 'Betreuung von Kundenanfragen im Second-Level-Support'] },
  { m: 'Sachbearbeiter Buchhaltung', f: 'Sachbearbeiterin Buchhaltung', duties: ['Kreditoren- und Debitorenbuchhaltung', 'Vorbereitung der Monatsabschlüsse', 'Zahlungsverkehr und Mahnwesen', 'Abstimmung mit der Steuerberatung'] },
];

async function render(rng: Rng) {
  const p = hPerson(rng, 'AT');
  const woman = isWoman(p);
  const firm = rng.pick(FIRMS);
  const job = rng.pick(JOBS);
  const from = iso(rng.int(2012, 2020), rng.int(1, 12), 1);
  const to = iso(Number(from.slice(0, 4)) + rng.int(1, 5), rng.int(1, 12), 28);
  const issued = iso(Number(to.slice(0, 4)), Number(to.slice(5, 7)), 28);
  const dob = iso(Number(from.slice(0, 4)) - rng.int(23, 35), rng.int(1, 12), rng.int(1, 28));
  const title = rng.pick(['Mag. ', 'Ing. ', 'BSc ', '']);
  const F = rng.pick([SANS[0], SERIF[0], SANS[2]]);
  const who = `${woman ? 'Frau' : 'Herr'} ${title === 'BSc ' ? '' : title}${p.given} ${p.family}${title === 'BSc ' ? ', BSc' : ''}`;
  const Er = woman ? 'Sie' : 'Er';
  const sein = woman ? 'ihr' : 'sein';

  const pdf = new Pdf({ size: A4, title: 'Dienstzeugnis', author: firm.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 64;
  const W = pdf.width - 2 * L;
  pdf.text(firm.name, L, 48, { font: F.bold, size: 15 });
  pdf.text(`${firm.street} · ${firm.city} · Österreich · FN ${digits(rng, 6)}${rng.pick(['a', 'b', 'k', 'm'])}`, L, 68, { font: F.regular, size: 8 });
  pdf.line(L, 82, L + W, 82, 0.6);
  pdf.text(`${firm.city.split(' ').slice(1).join(' ')}, am ${dmy(issued)}`, L, 104, { font: F.regular, size: 10, width: W, align: 'right' });
  pdf.text('DIENSTZEUGNIS', L, 140, { font: F.bold, size: 16, width: W, align: 'center', cs: 2 });
  let y = 180;
  const para = (t: string) => {
    y += pdf.para(t, L, y, W, { font: F.regular, size: 10.5, leading: 15 }) + 10;
  };
  para(`${who}, geboren am ${dmy(dob)}, war vom ${longDate(from, 'de')} bis ${longDate(to, 'de')} in unserem Unternehmen als ${woman ? job.f : job.m} im Angestelltenverhältnis beschäftigt.`);
  para(`${woman ? 'Ihr' : 'Sein'} Aufgabengebiet umfasste insbesondere:`);
  for (const d of job.duties) {
    pdf.text('–', L + 10, y, { font: F.regular, size: 10.5 });
    pdf.text(d, L + 24, y, { font: F.regular, size: 10.5 });
    y += 15;
  }
  y += 10;
  para(`${Er} erledigte die ${woman ? 'ihr' : 'ihm'} übertragenen Aufgaben stets zu unserer vollsten Zufriedenheit. ${woman ? 'Ihr' : 'Sein'} Verhalten gegenüber Vorgesetzten, Kolleginnen und Kollegen sowie Kunden war jederzeit einwandfrei.`);
  para(`Das Dienstverhältnis endete ${rng.pick(['einvernehmlich', `durch ${woman ? 'ihre' : 'seine'} Kündigung`])}. Wir danken ${woman ? 'ihr' : 'ihm'} für ${sein}e Mitarbeit und wünschen ${woman ? 'ihr' : 'ihm'} für ${sein}en weiteren beruflichen und privaten Lebensweg alles Gute.`);
  y += 30;
  pdf.signature(L + 10, y, 120, rng);
  pdf.line(L, y + 12, L + 180, y + 12, 0.5);
  pdf.text('Geschäftsführung', L, y + 17, { font: F.regular, size: 9.5, width: 180, align: 'center' });
  pdf.stampBox(L + W - 170, y - 20, 160, 46, [firm.name, firm.city], '#1f4e9c');
  return { pdf: await pdf.end(), expected: null };
}

export const families: Family[] = [
  {
    id: 'h-12-certificate',
    country: 'AT',
    languages: ['de'],
    kind: 'other',
    degradations: ['scan'],
    conventions: 'Austrian employment reference (Dienstzeugnis): company letterhead with its commercial-register number, the employee with an academic title before the name, date of birth, period and position, duties, a benevolent closing, managing director and company stamp; as described by Austrian labour-law guidance on the Dienstzeugnis. No academic content.',
    render,
  },
];
