/**
 * Shared pieces of the corpus-nd families (development set written on 2026-11-29 from the English-language
 * transcripts and degree certificates that universities of South Korea, Japan, China and Taiwan issue for study
 * abroad): invented romanized people per country, the result helper, and the date and calendar forms these
 * documents print (Japanese era names, Republic of China years). No CJK glyph is drawn: no CJK font or OCR pack
 * is installed. Drawing goes through the corpus-n kit. Names, numbers and institutions are invented.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { resultWithCandidate } from './a-kit';

export { A4, A4_LANDSCAPE, LETTER } from './a-kit';
export { Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, keyValues, letters, setInstitution, titleCase, upper, type Column, type FontSet, type TableRow } from './n-kit';

export interface NdPerson {
  /** Given name as the document prints it in mixed case ("Minjun", "Yu-Ting"). */
  given: string;
  family: string;
  female: boolean;
}

/** Invented romanized given and family names (Revised Romanization, Hepburn, Hanyu Pinyin, Wade-Giles). */
const NAMES: Record<'KR' | 'JP' | 'CN' | 'TW', { male: string[]; female: string[]; family: string[] }> = {
  KR: {
    male: ['Minjun', 'Jihoon', 'Hyunwoo', 'Dohyun', 'Seungmin', 'Junseo', 'Taeyang', 'Woojin'],
    female: ['Seoyeon', 'Jiwoo', 'Yejin', 'Subin', 'Haeun', 'Minji', 'Dahye', 'Soyoung'],
    family: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim', 'Han', 'Shin'],
  },
  JP: {
    male: ['Haruto', 'Yuto', 'Sota', 'Riku', 'Kaito', 'Daiki', 'Shota', 'Kenta'],
    female: ['Yui', 'Hina', 'Aoi', 'Mei', 'Sakura', 'Misaki', 'Nanami', 'Ayaka'],
    family: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida', 'Matsumoto'],
  },
  CN: {
    male: ['Zihan', 'Haoran', 'Yuxuan', 'Minghao', 'Junjie', 'Tianyu', 'Zhiwei', 'Bowen'],
    female: ['Xinyi', 'Jiaqi', 'Yutong', 'Shuyi', 'Mengyao', 'Yiran', 'Wenjing', 'Ruoxi'],
    family: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Xu', 'Sun'],
  },
  TW: {
    male: ['Chia-Hao', 'Chih-Wei', 'Po-Han', 'Cheng-En', 'Yu-Hsiang', 'Kuan-Ting', 'Wei-Lun', 'Tsung-Han'],
    female: ['Yu-Ting', 'Pei-Shan', 'Hsin-Yi', 'Yi-Chen', 'Tzu-Hsuan', 'Ya-Wen', 'Shu-Fen', 'Chia-Yi'],
    family: ['Chen', 'Lin', 'Huang', 'Chang', 'Lee', 'Wang', 'Wu', 'Liu', 'Tsai', 'Yang', 'Hsu', 'Cheng'],
  },
};

export function ndPerson(rng: Rng, country: keyof typeof NAMES): NdPerson {
  const n = NAMES[country];
  const female = rng.bool(0.5);
  return { given: rng.pick(female ? n.female : n.male), family: rng.pick(n.family), female };
}

/** How the holder's name is printed: family name in capitals first or last, or all capitals with a comma. */
export type NameForm = 'FAMILY Given' | 'Given FAMILY' | 'FAMILY, GIVEN' | 'Given Family';

export function showName(p: NdPerson, form: NameForm): string {
  switch (form) {
    case 'FAMILY Given': return `${p.family.toUpperCase()} ${p.given}`;
    case 'Given FAMILY': return `${p.given} ${p.family.toUpperCase()}`;
    case 'FAMILY, GIVEN': return `${p.family.toUpperCase()}, ${p.given.toUpperCase()}`;
    case 'Given Family': return `${p.given} ${p.family}`;
  }
}

/** A result in English with the candidate filled in (natural order, given names first). */
export function ndResult(p: NdPerson, dob: string | null): ExtractionResult {
  return resultWithCandidate('en', 'English', p, dob);
}

export const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MON = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'Jun.', 'Jul.', 'Aug.', 'Sep.', 'Oct.', 'Nov.', 'Dec.'];
const pad = (n: number) => String(n).padStart(2, '0');
export const parts = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];

/** "March 14, 2000". */
export const mdy = (d: string) => `${MONTHS_EN[parts(d)[1] - 1]} ${parts(d)[2]}, ${parts(d)[0]}`;
/** "Mar. 14, 2000" (Korean and Taiwanese registrar systems). */
export const monDY = (d: string) => `${MON[parts(d)[1] - 1]} ${pad(parts(d)[2])}, ${parts(d)[0]}`;
/** "2000.03.14" (Korean year-first dates). */
export const ymdDot = (d: string) => d.replace(/-/g, '.');
/** "14 March 2000". */
export const dMonthY = (d: string) => `${parts(d)[2]} ${MONTHS_EN[parts(d)[1] - 1]} ${parts(d)[0]}`;
/** "March 2000". */
export const monthY = (d: string) => `${MONTHS_EN[parts(d)[1] - 1]} ${parts(d)[0]}`;

/** The Japanese era of a date: Reiwa from 1 May 2019, Heisei from 8 January 1989. */
export function japaneseEra(isoDate: string): { era: 'Reiwa' | 'Heisei'; year: number } {
  const [y] = parts(isoDate);
  if (isoDate >= '2019-05-01') return { era: 'Reiwa', year: y - 2018 };
  return { era: 'Heisei', year: y - 1988 };
}

/** "April 1, Heisei 30" (an English date whose year is the Japanese era's). */
export function eraMdy(isoDate: string): string {
  const [, m, d] = parts(isoDate);
  const e = japaneseEra(isoDate);
  return `${MONTHS_EN[m - 1]} ${d}, ${e.era} ${e.year}`;
}

/** The Republic of China (Minguo) year of a Gregorian year: 2019 → 108. */
export const rocYear = (y: number) => y - 1911;
