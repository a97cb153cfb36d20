/**
 * Polish diploma supplement (Suplement do dyplomu), part 4.3 "Szczegóły programu studiów": a
 * ruled table (Lp. | Nazwa przedmiotu | Semestr | Liczba godzin | Punkty ECTS | Ocena) over two
 * or three pages with the header repeated, long Polish course names wrapping, hours that are not
 * credits, grades printed in words with the number ("dobry plus (4,5)") or "zaliczono" for
 * pass/fail courses, and the final result of studies.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, drawHeader, drawRow, gridLines, iso, type Column } from '../lib/a-kit';
import { Flow, detailsBlock, resultFor, tPerson } from '../lib/t-kit';

const UNIS = [
  { name: 'Uniwersytet Nadwiślański w Toruniu', city: 'Toruń', postcode: '87-100' },
  { name: 'Politechnika Pomorska w Gdańsku', city: 'Gdańsk', postcode: '80-233' },
  { name: 'Akademia Ekonomiczna w Katowicach', city: 'Katowice', postcode: '40-287' },
];

const FIELDS: Record<string, { courses: string[] }> = {
  Informatyka: {
    courses: ['Analiza matematyczna', 'Algebra liniowa z geometrią analityczną', 'Podstawy programowania', 'Matematyka dyskretna', 'Architektura systemów komputerowych', 'Algorytmy i struktury danych', 'Programowanie obiektowe', 'Bazy danych', 'Systemy operacyjne', 'Sieci komputerowe', 'Inżynieria oprogramowania', 'Języki formalne i teoria obliczeń', 'Sztuczna inteligencja i systemy ekspertowe', 'Bezpieczeństwo systemów informatycznych', 'Grafika komputerowa i wizualizacja', 'Projekt zespołowy', 'Seminarium dyplomowe', 'Praktyka zawodowa'],
  },
  Ekonomia: {
    courses: ['Mikroekonomia', 'Makroekonomia', 'Matematyka dla ekonomistów', 'Statystyka opisowa', 'Rachunkowość finansowa', 'Prawo gospodarcze', 'Finanse publiczne', 'Ekonometria', 'Międzynarodowe stosunki gospodarcze', 'Polityka gospodarcza', 'Bankowość i rynki finansowe', 'Historia myśli ekonomicznej', 'Zarządzanie przedsiębiorstwem', 'Analiza ekonomiczna przedsiębiorstwa', 'Seminarium dyplomowe', 'Praktyka zawodowa'],
  },
};
const GENERAL = ['Język obcy – język angielski', 'Wychowanie fizyczne', 'Technologia informacyjna', 'Ochrona własności intelektualnej', 'Filozofia'];

const GRADES: Array<[string, number]> = [['bardzo dobry (5,0)', 5], ['dobry plus (4,5)', 4.5], ['dobry (4,0)', 4], ['dostateczny plus (3,5)', 3.5], ['dostateczny (3,0)', 3]];

async function render(rng: Rng) {
  const person = tPerson(rng, 'PL', 0.3);
  const uni = rng.pick(UNIS);
  const field = rng.pick(Object.keys(FIELDS));
  const F = rng.pick([SANS[0], SANS[1], SERIF[0], SERIF[1]]);
  const entry = rng.int(2013, 2019);
  const dob = iso(entry - 19, rng.int(1, 12), rng.int(1, 28));
  const album = digits(rng, 6);
  const ability = rng.int(0, 3);
  const fmt = (d: string) => d.split('-').reverse().join('.');

  const r = resultFor('pl', 'Polish', person, dob);
  r.institution = { name: uni.name, country: 'Poland', countryCode: 'PL', state: null, stateCode: null };
  r.qualification.registrationNumber = album;
  r.qualification.name = 'Licencjat';
  r.qualification.level = 'Bachelor';
  r.qualification.majorOrSpecialization = field;
  r.qualification.yearOfAdmission = entry;

  const list = [...rng.sample(GENERAL, 3), ...FIELDS[field].courses];
  const rows = list.map((name, k) => {
    const sem = Math.min(6, 1 + Math.floor((k * 6) / list.length));
    const passFail = /Wychowanie fizyczne|Praktyka/.test(name);
    const g = GRADES[Math.max(0, Math.min(GRADES.length - 1, ability + rng.int(-1, 2)))];
    const ects = /Seminarium|Praktyka/.test(name) ? rng.pick([4, 6, 10]) : passFail ? 0 : rng.pick([2, 3, 4, 5, 6]);
    const hours = passFail && /Wychowanie/.test(name) ? 60 : rng.pick([30, 45, 60, 75]);
    const grade = passFail ? 'zaliczono' : g[0];
    r.courses.push(course({ courseName: name, credit: ects, grade, term: String(sem) }));
    return { name, sem, hours, ects, grade };
  });
  const graduated = iso(entry + 3, rng.int(6, 9), rng.int(1, 28));
  const issued = iso(entry + 3, rng.int(10, 12), rng.int(1, 28));
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = entry + 3;
  r.qualification.dateOfIssue = issued;
  const printed: Record<string, string> = { 'candidate.dateOfBirth': fmt(dob) };

  const pdf = new Pdf({ size: A4, title: 'Suplement do dyplomu', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = rng.int(42, 54);
  const R = pdf.width - L;
  const W = R - L;
  pdf.text(uni.name.toUpperCase(), L, 34, { font: F.bold, size: 12, width: W, align: 'center' });
  pdf.text(`ul. ${rng.pick(['Gagarina', 'Bankowa', 'Narutowicza', 'Mickiewicza'])} ${rng.int(1, 60)}, ${uni.postcode} ${uni.city}, Polska`, L, 50, { font: F.regular, size: 8, width: W, align: 'center' });
  pdf.text('SUPLEMENT DO DYPLOMU', L, 70, { font: F.bold, size: 13, width: W, align: 'center' });
  pdf.text(`Nr dyplomu: ${digits(rng, 4)}/${entry + 3}`, L, 88, { font: F.regular, size: 8.5, width: W, align: 'center' });
  let y = 108;
  pdf.text('1. INFORMACJE O POSIADACZU DYPLOMU', L, y, { font: F.bold, size: 9 });
  y += 15;
  y += detailsBlock(pdf, F, L, y, W, [
    ['1.1 Nazwisko', person.last],
    ['1.2 Imię (imiona)', [person.first, person.middle].filter(Boolean).join(' ')],
    ['1.3 Data urodzenia', fmt(dob)],
    ['1.4 Numer albumu', album],
  ], { size: 8.5, labelWidth: 110, columns: 1 }) + 8;
  pdf.text('2. INFORMACJE O KWALIFIKACJI', L, y, { font: F.bold, size: 9 });
  y += 15;
  y += detailsBlock(pdf, F, L, y, W, [
    ['2.1 Nazwa kwalifikacji', 'licencjat'],
    ['2.2 Kierunek studiów', field],
    ['2.3 Nazwa uczelni', uni.name],
  ], { size: 8.5, labelWidth: 130, columns: 1 }) + 8;
  pdf.text('4.3 SZCZEGÓŁY PROGRAMU STUDIÓW ORAZ UZYSKANE OCENY', L, y, { font: F.bold, size: 9 });
  y += 16;
  const cols: Column[] = [
    { label: 'Lp.', width: 26, align: 'center' },
    { label: 'Nazwa przedmiotu', width: W - 26 - 50 - 50 - 50 - 92, wrap: true },
    { label: 'Semestr', width: 50, align: 'center' },
    { label: rng.pick(['Liczba godzin', 'Godziny']), width: 50, align: 'center' },
    { label: 'Punkty ECTS', width: 50, align: 'center' },
    { label: 'Ocena', width: 92, align: 'center' },
  ];
  const size = rng.pick([8, 8.5, 9]);
  const style = { font: F.regular, size, leading: size * 1.4 };
  let tableTop = y;
  const header = (f: Flow) => {
    tableTop = f.y;
    f.y += drawHeader(pdf, L, f.y, cols, { font: F.bold, size: size - 0.5, fill: '#efefef' }) + 2;
  };
  const flow = new Flow(pdf, y, pdf.height - 70, 50, (f) => {
    header(f);
  });
  header(flow);
  rows.forEach((row, k) => {
    if (flow.y + style.leading * 2.4 > flow.bottom) {
      gridLines(pdf, L, tableTop, flow.y, cols, 0.4);
      pdf.line(L, flow.y, R, flow.y, 0.4);
    }
    flow.need(style.leading * 2.4);
    flow.y += drawRow(pdf, L, flow.y, cols, [`${k + 1}.`, row.name, String(row.sem), String(row.hours), String(row.ects), row.grade], style) + 2;
    pdf.line(L, flow.y - 1, R, flow.y - 1, 0.3, '#888888');
  });
  gridLines(pdf, L, tableTop, flow.y, cols, 0.4);
  const ects = rows.reduce((a, b) => a + b.ects, 0);
  const hours = rows.reduce((a, b) => a + b.hours, 0);
  flow.y += 4;
  pdf.text(`Razem: ${hours} godzin, ${ects} punktów ECTS`, L, flow.y, { font: F.bold, size: 8.5 });
  flow.need(80);
  flow.y += 20;
  pdf.text(`4.5 Wynik ukończenia studiów: ${rng.pick(['dobry', 'bardzo dobry', 'dobry plus'])}`, L, flow.y, { font: F.regular, size: 8.5 });
  pdf.text(`Data ukończenia studiów: ${fmt(graduated)}`, L, flow.y + 13, { font: F.regular, size: 8.5 });
  printed['qualification.yearOfCompletion'] = fmt(graduated);
  pdf.text(`Data wydania: ${fmt(issued)}`, L, flow.y + 26, { font: F.regular, size: 8.5 });
  pdf.text('Skala ocen: 5,0 bardzo dobry; 4,5 dobry plus; 4,0 dobry; 3,5 dostateczny plus; 3,0 dostateczny; 2,0 niedostateczny.', L, flow.y + 44, { font: F.italic, size: 7, width: W, fit: true });
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'pl-suplement-do-dyplomu',
    country: 'PL',
    languages: ['pl'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Polish diploma supplement (suplement do dyplomu), section 4.3: courses with semester, hours and ECTS points, grades on the 2.0-5.0 scale printed in words with the number ("dobry plus (4,5)") or "zaliczono", over several pages with a repeated header, as described by the Polish diploma-supplement regulation and universities\' grading pages.',
    render,
  },
];
