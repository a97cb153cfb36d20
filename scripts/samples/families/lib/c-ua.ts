/**
 * Ukrainian higher-education data for the corpus-c families: specialities (code, Ukrainian and
 * English names), bilingual course lists, generic institution names, and the grade scales of a
 * Ukrainian diploma supplement: 100-point score, national grade and ECTS letter (A 90-100,
 * B 82-89, C 74-81, D 64-73, E 60-63).
 */
import type { Rng } from '../../rng';

export interface UaSpeciality {
  code: string;
  uk: string;
  en: string;
  field: [string, string];
  courses: Array<[string, string]>;
}

const GENERAL: Array<[string, string]> = [
  ['Іноземна мова', 'Foreign Language'], ['Історія України', 'History of Ukraine'], ['Філософія', 'Philosophy'], ['Українська мова за професійним спрямуванням', 'Ukrainian for Professional Purposes'],
  ['Фізичне виховання', 'Physical Education'], ['Безпека життєдіяльності', 'Life Safety'], ['Правознавство', 'Fundamentals of Law'], ['Економічна теорія', 'Economic Theory'],
];

export const UA_SPECIALITIES: UaSpeciality[] = [
  {
    code: '121', uk: 'Інженерія програмного забезпечення', en: 'Software Engineering', field: ['Інформаційні технології', 'Information Technologies'],
    courses: [['Вища математика', 'Higher Mathematics'], ['Дискретна математика', 'Discrete Mathematics'], ['Основи програмування', 'Programming Fundamentals'], ['Об\'єктно-орієнтоване програмування', 'Object-Oriented Programming'], ['Алгоритми та структури даних', 'Algorithms and Data Structures'], ['Бази даних', 'Databases'], ['Комп\'ютерні мережі', 'Computer Networks'], ['Операційні системи', 'Operating Systems'], ['Архітектура програмного забезпечення', 'Software Architecture'], ['Тестування програмного забезпечення', 'Software Testing'], ['Веб-технології', 'Web Technologies'], ['Управління ІТ-проєктами', 'IT Project Management'], ['Людино-машинна взаємодія', 'Human-Computer Interaction'], ['Машинне навчання', 'Machine Learning'], ['Теорія ймовірностей та математична статистика', 'Probability Theory and Mathematical Statistics'], ['Якість програмного забезпечення', 'Software Quality']],
  },
  {
    code: '051', uk: 'Економіка', en: 'Economics', field: ['Соціальні та поведінкові науки', 'Social and Behavioural Sciences'],
    courses: [['Мікроекономіка', 'Microeconomics'], ['Макроекономіка', 'Macroeconomics'], ['Економетрика', 'Econometrics'], ['Статистика', 'Statistics'], ['Бухгалтерський облік', 'Accounting'], ['Фінанси', 'Finance'], ['Гроші та кредит', 'Money and Credit'], ['Міжнародна економіка', 'International Economics'], ['Маркетинг', 'Marketing'], ['Менеджмент', 'Management'], ['Економіка підприємства', 'Business Economics'], ['Податкова система', 'Tax System'], ['Історія економіки та економічної думки', 'History of Economics and Economic Thought'], ['Інвестування', 'Investment'], ['Економічний аналіз', 'Economic Analysis']],
  },
  {
    code: '192', uk: 'Будівництво та цивільна інженерія', en: 'Construction and Civil Engineering', field: ['Архітектура та будівництво', 'Architecture and Construction'],
    courses: [['Вища математика', 'Higher Mathematics'], ['Фізика', 'Physics'], ['Нарисна геометрія та інженерна графіка', 'Descriptive Geometry and Engineering Graphics'], ['Теоретична механіка', 'Theoretical Mechanics'], ['Опір матеріалів', 'Strength of Materials'], ['Будівельна механіка', 'Structural Mechanics'], ['Будівельне матеріалознавство', 'Building Materials'], ['Механіка ґрунтів', 'Soil Mechanics'], ['Основи і фундаменти', 'Bases and Foundations'], ['Залізобетонні конструкції', 'Reinforced Concrete Structures'], ['Металеві конструкції', 'Steel Structures'], ['Архітектура будівель', 'Architecture of Buildings'], ['Технологія будівельного виробництва', 'Construction Technology'], ['Інженерна геодезія', 'Engineering Geodesy'], ['Організація будівництва', 'Construction Management']],
  },
  {
    code: '081', uk: 'Право', en: 'Law', field: ['Право', 'Law'],
    courses: [['Теорія держави і права', 'Theory of State and Law'], ['Конституційне право України', 'Constitutional Law of Ukraine'], ['Цивільне право', 'Civil Law'], ['Цивільний процес', 'Civil Procedure'], ['Кримінальне право', 'Criminal Law'], ['Кримінальний процес', 'Criminal Procedure'], ['Адміністративне право', 'Administrative Law'], ['Трудове право', 'Labour Law'], ['Господарське право', 'Commercial Law'], ['Міжнародне публічне право', 'Public International Law'], ['Сімейне право', 'Family Law'], ['Фінансове право', 'Financial Law'], ['Римське право', 'Roman Law'], ['Криміналістика', 'Criminalistics'], ['Земельне право', 'Land Law']],
  },
];

export function uaCourses(rng: Rng, s: UaSpeciality, count: number): Array<[string, string]> {
  const general = rng.sample(GENERAL, rng.int(3, 5));
  return [...general, ...rng.sample(s.courses, count - general.length)].slice(0, count);
}

const CITY: Array<[string, string]> = [['Харків', 'Kharkiv'], ['Львів', 'Lviv'], ['Одеса', 'Odesa'], ['Дніпро', 'Dnipro'], ['Вінниця', 'Vinnytsia'], ['Полтава', 'Poltava'], ['Житомир', 'Zhytomyr'], ['Чернігів', 'Chernihiv'], ['Тернопіль', 'Ternopil']];
const INST: Array<[string, string]> = [
  ['Слобожанський університет технологій і менеджменту', 'Slobozhanskyi University of Technology and Management'],
  ['Придніпровський інститут економіки та права', 'Prydniprovskyi Institute of Economics and Law'],
  ['Поліський державний технічний університет', 'Polissia State Technical University'],
  ['Західноукраїнський університет прикладних наук', 'West Ukrainian University of Applied Sciences'],
  ['Подільський національний університет інженерії та бізнесу', 'Podillia National University of Engineering and Business'],
  ['Наддніпрянський гуманітарно-технічний університет', 'Naddniprianskyi University of Humanities and Technology'],
];

export function uaInstitution(rng: Rng): { uk: string; en: string; city: [string, string] } {
  const [uk, en] = rng.pick(INST);
  return { uk, en, city: rng.pick(CITY) };
}

/** A 100-point score and its national and ECTS grades. */
export function uaScore(rng: Rng, strength: number): { points: number; ects: string; national: [string, string] } {
  const points = Math.min(100, Math.max(60, Math.round(60 + rng.float(0, 40) * (0.5 + strength / 2) + rng.float(0, 12))));
  const ects = points >= 90 ? 'A' : points >= 82 ? 'B' : points >= 74 ? 'C' : points >= 64 ? 'D' : 'E';
  const national: [string, string] = points >= 90 ? ['Відмінно', 'Excellent'] : points >= 74 ? ['Добре', 'Good'] : ['Задовільно', 'Satisfactory'];
  return { points, ects, national };
}
