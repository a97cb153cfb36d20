/**
 * Egyptian data for the corpus-c families: faculties with bilingual (English/Arabic) subject
 * lists, generic university names, and the Egyptian grade words of the yearly system (Excellent
 * ممتاز ≥85%, Very Good جيد جدا 75-84%, Good جيد 65-74%, Pass مقبول 50-64%).
 */
import type { Rng } from '../../rng';
import { rtl, fitText, type Doc } from './c-common';

export interface EgFaculty {
  en: string;
  ar: string;
  degree: [string, string];
  subjects: Array<[string, string]>;
}

export const EG_FACULTIES: EgFaculty[] = [
  {
    en: 'Faculty of Commerce', ar: 'كلية التجارة', degree: ['Bachelor of Commerce', 'بكالوريوس التجارة'],
    subjects: [['Principles of Accounting', 'مبادئ المحاسبة'], ['Principles of Economics', 'مبادئ الاقتصاد'], ['Business Mathematics', 'رياضيات الأعمال'], ['Principles of Management', 'مبادئ الإدارة'], ['Commercial Law', 'القانون التجاري'], ['English Language', 'اللغة الإنجليزية'], ['Cost Accounting', 'محاسبة التكاليف'], ['Statistics', 'الإحصاء'], ['Financial Accounting', 'المحاسبة المالية'], ['Marketing', 'التسويق'], ['Public Finance', 'المالية العامة'], ['Auditing', 'المراجعة'], ['Insurance', 'التأمين'], ['Managerial Accounting', 'المحاسبة الإدارية'], ['Money and Banking', 'النقود والبنوك'], ['Human Resources Management', 'إدارة الموارد البشرية'], ['Tax Accounting', 'المحاسبة الضريبية'], ['Operations Research', 'بحوث العمليات'], ['Computer Applications', 'تطبيقات الحاسب'], ['International Trade', 'التجارة الدولية'], ['Government Accounting', 'المحاسبة الحكومية'], ['Financial Management', 'الإدارة المالية'], ['Organizational Behavior', 'السلوك التنظيمي'], ['Accounting Information Systems', 'نظم المعلومات المحاسبية']],
  },
  {
    en: 'Faculty of Engineering', ar: 'كلية الهندسة', degree: ['Bachelor of Engineering', 'بكالوريوس الهندسة'],
    subjects: [['Mathematics', 'الرياضيات'], ['Mechanics', 'الميكانيكا'], ['Physics', 'الفيزياء'], ['Engineering Drawing', 'الرسم الهندسي'], ['Chemistry', 'الكيمياء'], ['Production Technology', 'تكنولوجيا الإنتاج'], ['Electrical Circuits', 'الدوائر الكهربية'], ['Structural Analysis', 'تحليل الإنشاءات'], ['Surveying', 'المساحة'], ['Fluid Mechanics', 'ميكانيكا الموائع'], ['Reinforced Concrete Design', 'تصميم الخرسانة المسلحة'], ['Soil Mechanics', 'ميكانيكا التربة'], ['Hydraulics', 'الهيدروليكا'], ['Steel Structures', 'المنشآت المعدنية'], ['Project Management', 'إدارة المشروعات'], ['Properties of Materials', 'خواص المواد'], ['Computer Programming', 'برمجة الحاسب'], ['Foundation Engineering', 'هندسة الأساسات'], ['Highway Engineering', 'هندسة الطرق'], ['Sanitary Engineering', 'الهندسة الصحية'], ['Irrigation Engineering', 'هندسة الري'], ['Technical English', 'اللغة الإنجليزية الفنية'], ['Graduation Project', 'مشروع التخرج']],
  },
  {
    en: 'Faculty of Science', ar: 'كلية العلوم', degree: ['Bachelor of Science', 'بكالوريوس العلوم'],
    subjects: [['General Chemistry', 'الكيمياء العامة'], ['General Physics', 'الفيزياء العامة'], ['Calculus', 'التفاضل والتكامل'], ['Zoology', 'علم الحيوان'], ['Botany', 'علم النبات'], ['Organic Chemistry', 'الكيمياء العضوية'], ['Inorganic Chemistry', 'الكيمياء غير العضوية'], ['Physical Chemistry', 'الكيمياء الفيزيائية'], ['Analytical Chemistry', 'الكيمياء التحليلية'], ['Biochemistry', 'الكيمياء الحيوية'], ['Microbiology', 'علم الأحياء الدقيقة'], ['Genetics', 'علم الوراثة'], ['Geology', 'الجيولوجيا'], ['Statistics', 'الإحصاء'], ['Computer Science', 'علوم الحاسب'], ['Spectroscopy', 'التحليل الطيفي'], ['Polymer Chemistry', 'كيمياء البوليمرات'], ['Environmental Chemistry', 'الكيمياء البيئية'], ['Research Project', 'مشروع بحثي'], ['English Language', 'اللغة الإنجليزية']],
  },
];

const UNIS: Array<[string, string]> = [['Eastern Nile University', 'جامعة شرق النيل'], ['Central Delta University', 'جامعة وسط الدلتا'], ['Canal Zone University', 'جامعة منطقة القناة'], ['New Valley Gate University', 'جامعة بوابة الوادي الجديد'], ['Northern Delta University', 'جامعة شمال الدلتا']];
const CITIES: Array<[string, string]> = [['Tanta', 'طنطا'], ['Mansoura', 'المنصورة'], ['Zagazig', 'الزقازيق'], ['Banha', 'بنها'], ['Shebin El-Kom', 'شبين الكوم']];

export function egUniversity(rng: Rng): { en: string; ar: string; city: [string, string] } {
  const [en, ar] = rng.pick(UNIS);
  return { en, ar, city: rng.pick(CITIES) };
}

export function egGrade(percent: number): [string, string] {
  if (percent >= 85) return ['Excellent', 'ممتاز'];
  if (percent >= 75) return ['Very Good', 'جيد جدا'];
  if (percent >= 65) return ['Good', 'جيد'];
  return ['Pass', 'مقبول'];
}

export const ARABIC = /[\u0600-\u06FF]/;

/** A table cell drawer for Arabic/Latin tables: Arabic right-aligned word by word, Latin fitted. */
export function bidiCell(doc: Doc, fonts: { latin: string; latinBold: string; arabic: string; arabicBold: string }, size: number) {
  return (text: string, x: number, y: number, width: number, align: 'left' | 'center' | 'right', bold: boolean): void => {
    if (ARABIC.test(text)) {
      const font = bold ? fonts.arabicBold : fonts.arabic;
      rtl(doc, text, x + width, y - size * 0.35, font, size, bold ? fonts.latinBold : fonts.latin);
    } else fitText(doc, text, x, y, width, align, bold ? fonts.latinBold : fonts.latin, size);
  };
}
