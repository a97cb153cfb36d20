/**
 * Kazakh higher-education data for the corpus-c families: educational programmes (6B… codes) with
 * Kazakh and Russian names and degree titles, Kazakh course titles, generic institution names,
 * and the credit-technology grading scale (letter, grade points, percentage, traditional grade:
 * A 4.00 95-100 … D 1.00 50-54, F 0).
 */
import type { Rng } from '../../rng';

export interface KzProgramme {
  code: string;
  kk: string;
  ru: string;
  /** Bachelor's degree title: Kazakh, Russian. */
  degree: [string, string];
  /** Master's degree title: Kazakh, Russian. */
  masterDegree: [string, string];
  courses: string[];
}

const GENERAL = ['Қазақстанның қазіргі заманғы тарихы', 'Философия', 'Шетел тілі', 'Қазақ (орыс) тілі', 'Ақпараттық-коммуникациялық технологиялар', 'Дене шынықтыру', 'Әлеуметтік-саяси білім модулі', 'Экология және тіршілік қауіпсіздігі негіздері'];

export const KZ_PROGRAMMES: KzProgramme[] = [
  {
    code: '6B06101', kk: 'Ақпараттық жүйелер', ru: 'Информационные системы',
    degree: ['Ақпараттық-коммуникациялық технологиялар бакалавры', 'Бакалавр информационно-коммуникационных технологий'],
    masterDegree: ['Ақпараттық-коммуникациялық технологиялар магистрі', 'Магистр информационно-коммуникационных технологий'],
    courses: ['Математикалық талдау', 'Сызықтық алгебра', 'Дискретті математика', 'Бағдарламалау негіздері', 'Объектіге бағытталған бағдарламалау', 'Алгоритмдер және деректер құрылымы', 'Деректер қоры', 'Операциялық жүйелер', 'Компьютерлік желілер', 'Веб-бағдарламалау', 'Ықтималдықтар теориясы және математикалық статистика', 'Ақпараттық қауіпсіздік', 'Машиналық оқыту', 'Бағдарламалық жасақтама инженериясы', 'Мобильді қосымшаларды әзірлеу', 'Бұлтты технологиялар'],
  },
  {
    code: '6B04101', kk: 'Экономика', ru: 'Экономика',
    degree: ['Бизнес және басқару бакалавры', 'Бакалавр бизнеса и управления'],
    masterDegree: ['Бизнес және басқару магистрі', 'Магистр бизнеса и управления'],
    courses: ['Микроэкономика', 'Макроэкономика', 'Эконометрика', 'Статистика', 'Бухгалтерлік есеп', 'Қаржы', 'Маркетинг', 'Менеджмент', 'Салық және салық салу', 'Ақша, несие, банктер', 'Әлемдік экономика', 'Кәсіпорын экономикасы', 'Экономикалық талдау', 'Инвестициялық талдау', 'Экономикалық ілімдер тарихы'],
  },
  {
    code: '6B07201', kk: 'Мұнай-газ ісі', ru: 'Нефтегазовое дело',
    degree: ['Техника және технологиялар бакалавры', 'Бакалавр техники и технологий'],
    masterDegree: ['Техника ғылымдарының магистрі', 'Магистр технических наук'],
    courses: ['Жоғары математика', 'Физика', 'Химия', 'Инженерлік графика', 'Теориялық механика', 'Материалдар кедергісі', 'Мұнай және газ геологиясы', 'Ұңғымаларды бұрғылау', 'Мұнай кен орындарын игеру', 'Гидравлика', 'Мұнай-газ құбырларын жобалау', 'Жерасты гидромеханикасы', 'Еңбекті қорғау', 'Мұнай өндіру технологиясы'],
  },
];

export function kzCourses(rng: Rng, p: KzProgramme, count: number): string[] {
  return [...rng.sample(GENERAL, rng.int(3, 6)), ...rng.sample(p.courses, p.courses.length)].slice(0, count);
}

const INST: Array<[string, string, string]> = [
  ['Алатау инженерлік-технологиялық университеті', 'Алатауский инженерно-технологический университет', 'aitu'],
  ['Ертіс гуманитарлық-техникалық университеті', 'Иртышский гуманитарно-технический университет', 'egtu'],
  ['Сарыарқа инновациялық университеті', 'Сарыаркинский инновационный университет', 'siu'],
  ['Каспий өңірлік университеті', 'Каспийский региональный университет', 'kou'],
  ['Батыс Қазақстан қолданбалы ғылымдар университеті', 'Западно-Казахстанский университет прикладных наук', 'bkqgu'],
];
const CITY: Array<[string, string]> = [['Алматы', 'Алматы'], ['Астана', 'Астана'], ['Қарағанды', 'Караганда'], ['Шымкент', 'Шымкент'], ['Ақтөбе', 'Актобе'], ['Павлодар', 'Павлодар'], ['Өскемен', 'Усть-Каменогорск'], ['Атырау', 'Атырау']];

export function kzInstitution(rng: Rng): { kk: string; ru: string; abbr: string; city: [string, string] } {
  const [kk, ru, abbr] = rng.pick(INST);
  return { kk, ru, abbr, city: rng.pick(CITY) };
}

export interface KzGrade {
  letter: string;
  points: string;
  percent: number;
  traditional: [string, string];
}

const SCALE: Array<[string, number, number, number]> = [
  ['A', 4.0, 95, 100], ['A-', 3.67, 90, 94], ['B+', 3.33, 85, 89], ['B', 3.0, 80, 84], ['B-', 2.67, 75, 79], ['C+', 2.33, 70, 74], ['C', 2.0, 65, 69], ['C-', 1.67, 60, 64], ['D+', 1.33, 55, 59], ['D', 1.0, 50, 54],
];

export function kzGrade(rng: Rng, strength: number): KzGrade {
  const i = Math.min(SCALE.length - 1, Math.floor(rng.float(0, 1) ** (1 + strength * 2) * SCALE.length * 0.95 + rng.float(0, 1.5)));
  const [letter, pts, lo, hi] = SCALE[Math.min(SCALE.length - 1, i)];
  const percent = rng.int(lo, hi);
  const traditional: [string, string] = pts >= 3.67 ? ['өте жақсы', 'отлично'] : pts >= 2.33 ? ['жақсы', 'хорошо'] : ['қанағаттанарлық', 'удовлетворительно'];
  return { letter, points: pts.toFixed(2), percent, traditional };
}
