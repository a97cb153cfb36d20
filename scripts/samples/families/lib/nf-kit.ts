/**
 * Shared pieces of the corpus-nf families (development set written on 2026-11-30 from Guatemala, Honduras, Panama,
 * Oman and Kuwait): invented people in their national forms (two given names and two surnames in Central America;
 * in Oman and Kuwait the given name, the father's and the grandfather's names and the family or tribal name, in
 * Latin letters and in Arabic script), numbers in Spanish words, and the result helper. People are drawn with the
 * corpus-nb kit's picker and drawing goes through the corpus-n kit. Names, numbers and institutions are invented.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { resultWithCandidate } from './a-kit';
import { pickPerson, type NamePool, type NativePerson } from './nb-kit';

export { A4, LETTER } from './a-kit';
export { Pdf, SANS, SERIF, course, courseTable, digits, iso, keyValues, setInstitution, type Column, type FontSet, type TableRow } from './n-kit';
export { rtl, rtlWidth, FONT_FILES } from './c-common';
// Central America writes "septiembre", where Paraguay writes "setiembre".
export { dateEn, dateEs, slashed } from './forms';

export type NfPerson = NativePerson;

type Country = 'GT' | 'HN' | 'PA' | 'OM' | 'KW';

const NAMES: Record<Country, NamePool> = {
  GT: {
    male: ['José Roberto', 'Carlos Enrique', 'Luis Fernando', 'Edgar Rolando', 'Byron Estuardo', 'Marvin Alexander'],
    female: ['Ana Lucía', 'María Fernanda', 'Heidy Marisol', 'Sindy Paola', 'Wendy Karina', 'Evelyn Rocío'],
    family: ['Pérez Ajanel', 'López Chávez', 'García Xicará', 'Morales Tzoc', 'Hernández Cifuentes', 'Barrios Monzón', 'Orozco Sac'],
  },
  HN: {
    male: ['Kevin Josué', 'Óscar Danilo', 'Jorge Alberto', 'Allan Mauricio', 'Elvin Adonis', 'Darwin Josué'],
    female: ['Keila Yolibeth', 'Dania Marleny', 'Gabriela Alejandra', 'Nancy Yamileth', 'Lesly Carolina', 'Iris Johana'],
    family: ['Zelaya Mejía', 'Rodríguez Amador', 'Flores Ordóñez', 'Martínez Banegas', 'Castro Velásquez', 'Reyes Matute', 'Aguilar Funez'],
  },
  PA: {
    male: ['Ricardo Alberto', 'Abdiel', 'Luis Carlos', 'Edwin Omar', 'Jonathan', 'Aristides'],
    female: ['Yaritza', 'Itzel María', 'Kathia Lorena', 'Anayansi', 'Massiel', 'Yineth del Carmen'],
    family: ['Batista Córdoba', 'De León Pinzón', 'Saldaña Castillo', 'Vergara Ríos', 'González Samaniego', 'Quintero Ábrego', 'Jaén Barrios'],
  },
  OM: {
    male: [['Ahmed Salim Hamad', 'أحمد سالم حمد'], ['Mohammed Said Ali', 'محمد سعيد علي'], ['Khalid Nasser Saif', 'خالد ناصر سيف'], ['Yousuf Hilal Khamis', 'يوسف هلال خميس'], ['Salim Rashid Mubarak', 'سالم راشد مبارك']],
    female: [['Fatma Khalfan Sulaiman', 'فاطمة خلفان سليمان'], ['Maryam Abdullah Salim', 'مريم عبدالله سالم'], ['Aisha Hamood Nasser', 'عائشة حمود ناصر'], ['Shaima Saleh Ali', 'شيماء صالح علي'], ['Asma Juma Said', 'أسماء جمعة سعيد']],
    family: [['Al Balushi', 'البلوشي'], ['Al Harthy', 'الحارثي'], ['Al Hinai', 'الهنائي'], ['Al Rawahi', 'الرواحي'], ['Al Shukaili', 'الشكيلي'], ['Al Maamari', 'المعمري'], ['Al Kindi', 'الكندي']],
  },
  KW: {
    male: [['Abdullah Fahad Nasser', 'عبدالله فهد ناصر'], ['Yousef Khaled Mohammad', 'يوسف خالد محمد'], ['Hamad Bader Saad', 'حمد بدر سعد'], ['Mohammad Adel Jasem', 'محمد عادل جاسم'], ['Fahad Talal Mubarak', 'فهد طلال مبارك']],
    female: [['Fatemah Ali Hussain', 'فاطمة علي حسين'], ['Noura Saleh Abdulaziz', 'نورة صالح عبدالعزيز'], ['Dana Waleed Ahmad', 'دانة وليد أحمد'], ['Sara Mishal Fahad', 'سارة مشعل فهد'], ['Shahad Ibrahim Khalil', 'شهد إبراهيم خليل']],
    family: [['Al-Enezi', 'العنزي'], ['Al-Mutairi', 'المطيري'], ['Al-Ajmi', 'العجمي'], ['Al-Shammari', 'الشمري'], ['Al-Rashidi', 'الرشيدي'], ['Al-Kandari', 'الكندري'], ['Al-Otaibi', 'العتيبي']],
  },
};

export function nfPerson(rng: Rng, country: Country): NfPerson {
  return pickPerson(rng, NAMES[country]);
}

export const LANGUAGE_NAMES: Record<string, string> = { es: 'Spanish', ar: 'Arabic', en: 'English' };

/** A result with the language and the candidate filled in (natural order, given names first, the Latin form where printed). */
export function nfResult(language: string, p: NfPerson, dob: string | null): ExtractionResult {
  return resultWithCandidate(language, LANGUAGE_NAMES[language], p, dob);
}

const UNITS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];

/** A mark of 0-100 in Spanish words ("setenta y ocho", "cien"), as registries print marks against alteration. */
export function markEs(n: number): string {
  if (n === 100) return 'cien';
  if (n < 30) return UNITS[n];
  const t = Math.floor(n / 10);
  const u = n % 10;
  return u ? `${TENS[t]} y ${UNITS[u]}` : TENS[t];
}
