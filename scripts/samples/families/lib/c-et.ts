/**
 * Ethiopian data for the corpus-c families: secondary-school subjects of grades 9-12 (natural
 * and social science streams), university programmes with course codes, generic school and
 * university names, regions (country-state-city names) with their towns, and the university
 * letter-grade scale (A+ 4, A 4, A- 3.75, B+ 3.5, B 3, B- 2.75, C+ 2.5, C 2, C- 1.75, D 1, F 0).
 */
import type { Rng } from '../../rng';

export const ET_REGIONS: Array<{ state: string; code: string; printed: string; amharic: string; towns: string[] }> = [
  { state: 'Amhara Region', code: 'AM', printed: 'Amhara National Regional State', amharic: 'የአማራ ብሔራዊ ክልላዊ መንግሥት', towns: ['Bahir Dar', 'Gondar', 'Dessie', 'Debre Markos'] },
  { state: 'Oromia Region', code: 'OR', printed: 'Oromia National Regional State', amharic: 'የኦሮሚያ ብሔራዊ ክልላዊ መንግሥት', towns: ['Adama', 'Jimma', 'Bishoftu', 'Nekemte'] },
  { state: 'Tigray Region', code: 'TI', printed: 'Tigray National Regional State', amharic: 'የትግራይ ብሔራዊ ክልላዊ መንግሥት', towns: ['Adigrat', 'Axum', 'Shire'] },
];

export const ET_CORE_9_10 = ['Amharic', 'English', 'Mathematics', 'Physics', 'Chemistry', 'Biology', 'Geography', 'History', 'Civics and Ethical Education', 'Health and Physical Education', 'Information Technology'];
export const ET_NATURAL_11_12 = ['English', 'Mathematics', 'Physics', 'Chemistry', 'Biology', 'Technical Drawing', 'Civics and Ethical Education', 'Information Technology', 'Health and Physical Education'];
export const ET_SOCIAL_11_12 = ['English', 'Mathematics', 'Geography', 'History', 'Economics', 'General Business', 'Civics and Ethical Education', 'Information Technology', 'Health and Physical Education'];

const SCHOOL_WORDS = ['Abay Ber', 'Tana Hayk', 'Hibret Fana', 'Selam Tesfa', 'Dil Ber', 'Ewket Minch', 'Andinet', 'Fasil Gimb'];

export function etSchool(rng: Rng): string {
  return `${rng.pick(SCHOOL_WORDS)} ${rng.pick(['Secondary and Preparatory School', 'Secondary School', 'General Secondary School'])}`;
}

export interface EtProgramme {
  degree: string;
  department: string;
  college: string;
  prefix: string;
  courses: string[];
}

export const ET_FRESHMAN = ['Communicative English Language Skills', 'Logic and Critical Thinking', 'General Psychology', 'Physical Fitness and Conditioning', 'Geography of Ethiopia and the Horn', 'Introduction to Emerging Technologies', 'Mathematics for Natural Sciences', 'Civics and Moral Education', 'Entrepreneurship', 'Global Trends', 'History of Ethiopia and the Horn', 'Inclusiveness', 'Social Anthropology'];

export const ET_PROGRAMMES: EtProgramme[] = [
  {
    degree: 'Bachelor of Science', department: 'Civil Engineering', college: 'College of Engineering and Technology', prefix: 'CEng',
    courses: ['Applied Mathematics I', 'Applied Mathematics II', 'Engineering Drawing', 'Introduction to Civil Engineering', 'Engineering Mechanics I (Statics)', 'Strength of Materials', 'Surveying I', 'Hydraulics', 'Soil Mechanics I', 'Reinforced Concrete Structures I', 'Structural Analysis I', 'Highway Engineering I', 'Construction Materials', 'Foundation Engineering', 'Water Supply and Treatment', 'Construction Management', 'Engineering Geology', 'Steel and Timber Structures', 'Research Methods and Presentation'],
  },
  {
    degree: 'Bachelor of Arts', department: 'Accounting and Finance', college: 'College of Business and Economics', prefix: 'AcFn',
    courses: ['Principles of Accounting I', 'Principles of Accounting II', 'Microeconomics', 'Macroeconomics', 'Business Statistics', 'Financial Accounting I', 'Financial Accounting II', 'Cost and Management Accounting I', 'Auditing Principles and Practices', 'Ethiopian Taxation', 'Financial Management', 'Public Finance', 'Accounting Information Systems', 'Business Law', 'Management Information Systems', 'Investment Analysis and Portfolio Management', 'Banking and Insurance'],
  },
  {
    degree: 'Bachelor of Science', department: 'Computer Science', college: 'College of Natural and Computational Sciences', prefix: 'CoSc',
    courses: ['Fundamentals of Programming I', 'Fundamentals of Programming II', 'Discrete Mathematics', 'Data Structures and Algorithms', 'Object Oriented Programming', 'Fundamentals of Database Systems', 'Computer Organization and Architecture', 'Operating Systems', 'Data Communication and Computer Networks', 'Software Engineering', 'Web Programming', 'Artificial Intelligence', 'Compiler Design', 'Computer Security', 'Mobile Application Development', 'Final Year Project'],
  },
];

const UNIS = ['Blue Nile Institute of Technology', 'Southern Highlands University', 'Awash Valley University', 'Semien Mountains University', 'Great Rift University'];

export function etUniversity(rng: Rng): { name: string; web: string } {
  const name = rng.pick(UNIS);
  return { name, web: name.split(' ').map((w) => w[0]).join('').toLowerCase() };
}

export const ET_GRADES: Array<[string, number]> = [['A+', 4], ['A', 4], ['A-', 3.75], ['B+', 3.5], ['B', 3], ['B-', 2.75], ['C+', 2.5], ['C', 2], ['C-', 1.75], ['D', 1]];

export function etGrade(rng: Rng, strength: number): [string, number] {
  return ET_GRADES[Math.min(ET_GRADES.length - 1, Math.floor(rng.float(0, 1) ** (0.6 + strength * 1.6) * ET_GRADES.length))];
}
