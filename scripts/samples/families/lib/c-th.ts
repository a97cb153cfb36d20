/**
 * Thai higher-education data for the corpus-c families: degrees (Thai and English titles, majors),
 * English course lists, generic university names, the Buddhist Era (BE = CE + 543), Thai digits,
 * and the Thai 4.0 grade scale (A 4.0, B+ 3.5, B 3.0, C+ 2.5, C 2.0, D+ 1.5, D 1.0, F 0).
 */
import type { Rng } from '../../rng';

export interface ThDegree {
  th: string;
  en: string;
  master: [string, string];
  majors: Array<[string, string]>;
  courses: string[];
}

export const TH_DEGREES: ThDegree[] = [
  {
    th: 'วิศวกรรมศาสตรบัณฑิต', en: 'Bachelor of Engineering', master: ['วิศวกรรมศาสตรมหาบัณฑิต', 'Master of Engineering'],
    majors: [['วิศวกรรมคอมพิวเตอร์', 'Computer Engineering'], ['วิศวกรรมโยธา', 'Civil Engineering'], ['วิศวกรรมไฟฟ้า', 'Electrical Engineering']],
    courses: ['Calculus I', 'Calculus II', 'Physics I', 'Physics Laboratory I', 'Computer Programming', 'Engineering Drawing', 'Engineering Materials', 'Discrete Mathematics', 'Data Structures and Algorithms', 'Digital Logic Design', 'Computer Organization', 'Operating Systems', 'Database Systems', 'Software Engineering', 'Computer Networks', 'Artificial Intelligence', 'Probability and Statistics for Engineers', 'Electric Circuits', 'Microprocessors and Interfacing', 'Web Application Development', 'Information Security', 'Senior Project I', 'Senior Project II', 'Engineering Mechanics', 'Numerical Methods'],
  },
  {
    th: 'บริหารธุรกิจบัณฑิต', en: 'Bachelor of Business Administration', master: ['บริหารธุรกิจมหาบัณฑิต', 'Master of Business Administration'],
    majors: [['การตลาด', 'Marketing'], ['การจัดการ', 'Management'], ['การเงิน', 'Finance']],
    courses: ['Principles of Accounting', 'Principles of Marketing', 'Business Statistics', 'Microeconomics', 'Macroeconomics', 'Organization and Management', 'Business Law', 'Financial Management', 'Human Resource Management', 'Operations Management', 'International Business', 'Consumer Behavior', 'Business Research Methods', 'Strategic Management', 'English for Business Communication', 'Business Ethics', 'Managerial Accounting', 'Digital Marketing', 'Entrepreneurship', 'Money and Banking', 'Investment Analysis', 'Logistics and Supply Chain Management'],
  },
  {
    th: 'วิทยาศาสตรบัณฑิต', en: 'Bachelor of Science', master: ['วิทยาศาสตรมหาบัณฑิต', 'Master of Science'],
    majors: [['เคมี', 'Chemistry'], ['วิทยาการคอมพิวเตอร์', 'Computer Science'], ['ชีววิทยา', 'Biology']],
    courses: ['General Chemistry I', 'General Chemistry Laboratory I', 'General Biology', 'General Physics', 'Calculus for Science', 'Organic Chemistry', 'Analytical Chemistry', 'Physical Chemistry', 'Inorganic Chemistry', 'Biochemistry', 'Instrumental Analysis', 'Statistics for Science', 'Introduction to Computer Science', 'Genetics', 'Microbiology', 'Cell Biology', 'Ecology', 'Scientific Writing', 'Seminar in Science', 'Research Project', 'Environmental Science'],
  },
];

export const TH_GENERAL = ['Foundation English I', 'Foundation English II', 'Thai Language for Communication', 'Man and Society', 'Physical Education Activities', 'Life Skills', 'Principles of Economics', 'Aesthetics Appreciation'];

const UNIS: Array<[string, string, string]> = [
  ['มหาวิทยาลัยราชพฤกษ์ตะวันออก', 'Eastern Ratchaphruek University', 'eru'],
  ['มหาวิทยาลัยเจ้าพระยาตะวันตก', 'West Chao Phraya University', 'wcu'],
  ['มหาวิทยาลัยเทคโนโลยีอันดามัน', 'Andaman University of Technology', 'aut'],
  ['มหาวิทยาลัยศรีล้านนา', 'Sri Lanna University', 'slu'],
  ['มหาวิทยาลัยอีสานพัฒนา', 'Isan Development University', 'idu'],
];
const PLACES: Array<[string, string, string]> = [['หาดใหญ่', 'Hat Yai', '90110'], ['รังสิต', 'Rangsit', '12000'], ['บางแสน', 'Bang Saen', '20131'], ['ปากเกร็ด', 'Pak Kret', '11120'], ['ศาลายา', 'Salaya', '73170']];

export function thUniversity(rng: Rng): { th: string; en: string; abbr: string; place: [string, string, string] } {
  const [th, en, abbr] = rng.pick(UNIS);
  return { th, en, abbr, place: rng.pick(PLACES) };
}

export const TH_GRADES: Array<[string, number]> = [['A', 4], ['B+', 3.5], ['B', 3], ['C+', 2.5], ['C', 2], ['D+', 1.5], ['D', 1]];

export function thGrade(rng: Rng, strength: number): [string, number] {
  const i = Math.min(TH_GRADES.length - 1, Math.floor(rng.float(0, 1) ** (0.7 + strength * 1.5) * TH_GRADES.length));
  return TH_GRADES[i];
}

const THAI_DIGITS = '๐๑๒๓๔๕๖๗๘๙';
export const thaiDigits = (s: string | number): string => String(s).replace(/[0-9]/g, (c) => THAI_DIGITS[Number(c)]);
export const BE = (ce: number): number => ce + 543;
