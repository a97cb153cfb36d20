/**
 * Raw material of the corpus-a families: invented people and institutions of the US, the UK and
 * India (real cities, states and postcode formats; institution names made up from invented place
 * names), and course catalogues typical of each system.
 */
import type { Rng } from '../../rng';

export interface Person {
  first: string;
  middle: string | null;
  last: string;
}

export const US_FIRST = ['Emily', 'Jacob', 'Madison', 'Michael', 'Olivia', 'Ethan', 'Hannah', 'Joshua', 'Abigail', 'Daniel', 'Sophia', 'Tyler', 'Isabella', 'Andrew', 'Chloe', 'Brandon', 'Grace', 'Marcus', 'Jasmine', 'Luis', 'Priya', 'Kevin', 'Mei', 'Nathaniel', 'Aaliyah', 'Diego', 'Rachel', 'Caleb', 'Vanessa', 'Trevor'];
export const US_MIDDLE = ['Anne', 'James', 'Marie', 'Lee', 'Elizabeth', 'Ryan', 'Lynn', 'Thomas', 'Rose', 'Alan', 'Jo', 'Michael'];
export const US_LAST = ['Anderson', 'Bennett', 'Carter', 'Delgado', 'Ellison', 'Fitzgerald', 'Gonzalez', 'Harrington', 'Iverson', 'Jenkins', 'Kowalski', 'Lindqvist', 'Morales', 'Nguyen', 'Okafor', 'Patterson', 'Quinlan', 'Ramirez', 'Sullivan', 'Thompson', 'Underwood', 'Vasquez', 'Whitaker', 'Yamamoto', 'Zimmerman', 'Brooks', 'Castillo', 'Donnelly', 'Hoffman', 'Reyes'];

export const UK_FIRST = ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Ava', 'Jack', 'Poppy', 'Charlie', 'Freya', 'Thomas', 'Imogen', 'Alfie', 'Eleanor', 'Rhys', 'Niamh', 'Callum', 'Aisha', 'Hamish', 'Zara', 'Owen', 'Ffion', 'Rory', 'Harriet'];
export const UK_MIDDLE = ['James', 'Rose', 'William', 'Grace', 'Edward', 'Louise', 'Alexander', 'Mae'];
export const UK_LAST = ['Ashworth', 'Blackwood', 'Clarke', 'Davies', 'Evans', 'Fletcher', 'Gallagher', 'Hughes', 'Jones', 'Kaur', 'Lloyd', 'McKenzie', 'Norris', 'O\'Brien', 'Pritchard', 'Rahman', 'Sutherland', 'Thornton', 'Walsh', 'Whitfield', 'Young', 'Patel', 'Morgan', 'Hargreaves'];

/** Indian names with their Devanagari spelling (bilingual documents print both). */
export const IN_FIRST_M: Array<[string, string]> = [['Rahul', 'राहुल'], ['Amit', 'अमित'], ['Vikram', 'विक्रम'], ['Arjun', 'अर्जुन'], ['Rohan', 'रोहन'], ['Sandeep', 'संदीप'], ['Karan', 'करण'], ['Aditya', 'आदित्य'], ['Manish', 'मनीष'], ['Deepak', 'दीपक'], ['Nikhil', 'निखिल'], ['Suresh', 'सुरेश'], ['Harsh', 'हर्ष'], ['Ankit', 'अंकित'], ['Gaurav', 'गौरव']];
export const IN_FIRST_F: Array<[string, string]> = [['Priya', 'प्रिया'], ['Neha', 'नेहा'], ['Pooja', 'पूजा'], ['Ananya', 'अनन्या'], ['Kavita', 'कविता'], ['Shreya', 'श्रेया'], ['Divya', 'दिव्या'], ['Sneha', 'स्नेहा'], ['Aarti', 'आरती'], ['Megha', 'मेघा'], ['Ritu', 'रितु'], ['Swati', 'स्वाति'], ['Nisha', 'निशा'], ['Simran', 'सिमरन'], ['Anjali', 'अंजलि']];
export const IN_MIDDLE: Array<[string, string]> = [['Kumar', 'कुमार'], ['Prasad', 'प्रसाद'], ['Singh', 'सिंह'], ['Chandra', 'चंद्र'], ['Lal', 'लाल'], ['Nath', 'नाथ']];
export const IN_LAST: Array<[string, string]> = [['Sharma', 'शर्मा'], ['Verma', 'वर्मा'], ['Gupta', 'गुप्ता'], ['Yadav', 'यादव'], ['Mishra', 'मिश्रा'], ['Patel', 'पटेल'], ['Joshi', 'जोशी'], ['Chauhan', 'चौहान'], ['Tiwari', 'तिवारी'], ['Pandey', 'पांडेय'], ['Saxena', 'सक्सेना'], ['Srivastava', 'श्रीवास्तव'], ['Agarwal', 'अग्रवाल'], ['Thakur', 'ठाकुर'], ['Rathore', 'राठौर']];
/** South Indian names (no Devanagari: the southern families print English only). */
export const IN_SOUTH_FIRST = ['Karthik', 'Lakshmi', 'Sai Kiran', 'Divya', 'Harini', 'Venkatesh', 'Meenakshi', 'Pranav', 'Keerthana', 'Arvind', 'Sowmya', 'Naveen', 'Ramya', 'Srinivas'];
export const IN_SOUTH_LAST = ['Reddy', 'Iyer', 'Nair', 'Rao', 'Krishnan', 'Naidu', 'Pillai', 'Subramanian', 'Menon', 'Gowda', 'Shetty', 'Raghavan'];

export function usPerson(rng: Rng): Person {
  return { first: rng.pick(US_FIRST), middle: rng.bool(0.55) ? rng.pick(US_MIDDLE) : null, last: rng.pick(US_LAST) };
}

export function ukPerson(rng: Rng): Person {
  return { first: rng.pick(UK_FIRST), middle: rng.bool(0.4) ? rng.pick(UK_MIDDLE) : null, last: rng.pick(UK_LAST) };
}

export interface IndianPerson extends Person {
  hi: { first: string; middle: string | null; last: string };
  female: boolean;
  father: string;
  fatherHi: string;
  mother: string;
  motherHi: string;
}

/** A northern Indian candidate with parents (board marksheets print both). */
export function indianPerson(rng: Rng): IndianPerson {
  const female = rng.bool();
  const [first, firstHi] = rng.pick(female ? IN_FIRST_F : IN_FIRST_M);
  const mid = !female && rng.bool(0.4) ? rng.pick(IN_MIDDLE) : null;
  const [last, lastHi] = rng.pick(IN_LAST);
  const [ff, ffHi] = rng.pick(IN_FIRST_M.filter(([n]) => n !== first));
  const [mf, mfHi] = rng.pick(IN_FIRST_F.filter(([n]) => n !== first));
  return {
    first, middle: mid ? mid[0] : null, last, female,
    hi: { first: firstHi, middle: mid ? mid[1] : null, last: lastHi },
    father: `${ff} ${last}`, fatherHi: `${ffHi} ${lastHi}`,
    mother: `${mf} ${last}`, motherHi: `${mfHi} ${lastHi}`,
  };
}

export function southIndianPerson(rng: Rng): Person & { father: string } {
  const first = rng.pick(IN_SOUTH_FIRST);
  const last = rng.pick(IN_SOUTH_LAST);
  return { first, middle: null, last, father: `${rng.pick(['Ramesh', 'Suresh', 'Venkata', 'Gopal', 'Mohan', 'Krishna'])} ${last}` };
}

export const fullName = (p: Person) => [p.first, p.middle, p.last].filter(Boolean).join(' ');
export const givenNames = (p: Person) => [p.first, p.middle].filter(Boolean).join(' ');

// ---------------------------------------------------------------------------------------------
// Places and institutions (place names invented; cities, states and code formats real)

export const INVENTED_PLACES = ['Cedar Hollow', 'Amberfield', 'Lake Arden', 'Silverbrook', 'Ridgemont', 'Harlow Valley', 'Wexford Plains', 'Bramblewood', 'Stonebridge', 'Marlow Heights', 'Elmsworth', 'Thornbury Hills', 'Copper Ridge', 'Willowmere', 'Graniteview', 'Prairie Glen', 'Ashgrove', 'Bellhaven', 'Oakridge Falls', 'Sable River'];

export interface UsPlace { city: string; state: string; stateCode: string; zip: string; area: string }
export const US_PLACES: UsPlace[] = [
  { city: 'Springfield', state: 'Illinois', stateCode: 'IL', zip: '627', area: '217' },
  { city: 'Columbus', state: 'Ohio', stateCode: 'OH', zip: '432', area: '614' },
  { city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '787', area: '512' },
  { city: 'Madison', state: 'Wisconsin', stateCode: 'WI', zip: '537', area: '608' },
  { city: 'Raleigh', state: 'North Carolina', stateCode: 'NC', zip: '276', area: '919' },
  { city: 'Sacramento', state: 'California', stateCode: 'CA', zip: '958', area: '916' },
  { city: 'Boise', state: 'Idaho', stateCode: 'ID', zip: '837', area: '208' },
  { city: 'Tallahassee', state: 'Florida', stateCode: 'FL', zip: '323', area: '850' },
  { city: 'Albany', state: 'New York', stateCode: 'NY', zip: '122', area: '518' },
  { city: 'Lansing', state: 'Michigan', stateCode: 'MI', zip: '489', area: '517' },
  { city: 'Denver', state: 'Colorado', stateCode: 'CO', zip: '802', area: '303' },
  { city: 'Harrisburg', state: 'Pennsylvania', stateCode: 'PA', zip: '171', area: '717' },
  { city: 'Richmond', state: 'Virginia', stateCode: 'VA', zip: '232', area: '804' },
  { city: 'Salem', state: 'Oregon', stateCode: 'OR', zip: '973', area: '503' },
  { city: 'Lincoln', state: 'Nebraska', stateCode: 'NE', zip: '685', area: '402' },
];

export interface Institution {
  name: string;
  initials: string;
  street: string;
  web: string;
}

const initialsOf = (name: string) => name.split(/\s+/).filter((w) => /^[A-Z]/.test(w) && !['of', 'and', 'the'].includes(w)).map((w) => w[0]).join('').slice(0, 4);
const slug = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, '');

export function usUniversity(rng: Rng): Institution {
  const place = rng.pick(INVENTED_PLACES);
  const name = rng.pick([`${place} State University`, `University of ${place}`, `${place} University`, `${place} College`, `${place} Institute of Technology`]);
  return { name, initials: initialsOf(name), street: `${rng.int(100, 4999)} ${rng.pick(['University Avenue', 'College Drive', 'Campus Road', 'Main Street', 'Founders Way', 'Academic Parkway'])}`, web: `www.${slug(place).slice(0, 10)}.edu` };
}

export function usCommunityCollege(rng: Rng): Institution {
  const place = rng.pick(INVENTED_PLACES);
  const name = rng.pick([`${place} Community College`, `${place} Technical and Community College`, `${place} County Community College`]);
  return { name, initials: initialsOf(name), street: `${rng.int(100, 9999)} ${rng.pick(['College Parkway', 'Tech Center Drive', 'Community Way', 'Route 9', 'Vocational Road'])}`, web: `www.${slug(place).slice(0, 8)}cc.edu` };
}

export function usHighSchool(rng: Rng): Institution {
  const place = rng.pick(INVENTED_PLACES);
  const name = rng.pick([`${place} High School`, `${place} Senior High School`, `${place} Regional High School`, `${place} Academy`]);
  return { name, initials: initialsOf(name), street: `${rng.int(10, 999)} ${rng.pick(['School Street', 'Education Lane', 'Panther Drive', 'Elm Avenue'])}`, web: `www.${slug(place).slice(0, 8)}schools.org` };
}

export interface UkPlace { city: string; postcode: string; phone: string }
export const UK_PLACES: UkPlace[] = [
  { city: 'Leeds', postcode: 'LS2', phone: '0113' }, { city: 'Bristol', postcode: 'BS8', phone: '0117' }, { city: 'Nottingham', postcode: 'NG7', phone: '0115' },
  { city: 'Sheffield', postcode: 'S10', phone: '0114' }, { city: 'Norwich', postcode: 'NR4', phone: '01603' }, { city: 'Exeter', postcode: 'EX4', phone: '01392' },
  { city: 'Glasgow', postcode: 'G12', phone: '0141' }, { city: 'Cardiff', postcode: 'CF10', phone: '029' }, { city: 'Leicester', postcode: 'LE1', phone: '0116' },
  { city: 'Coventry', postcode: 'CV4', phone: '024' }, { city: 'Brighton', postcode: 'BN1', phone: '01273' }, { city: 'York', postcode: 'YO10', phone: '01904' },
];

export function ukPostcode(rng: Rng, area: string): string {
  return `${area} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`;
}

export function ukUniversity(rng: Rng): Institution {
  const place = rng.pick(['Ashcombe', 'Kingsbridge Vale', 'Northmoor', 'Westerleigh', 'Harcourt', 'Lindenford', 'Ravensholme', 'St Aldric', 'Fenwick', 'Greyhaven', 'Merrow', 'Castleford Downs']);
  const name = rng.pick([`University of ${place}`, `${place} University`, `${place} Metropolitan University`]);
  return { name, initials: initialsOf(name), street: rng.pick(['University Road', 'Park Place', 'Chancellor\'s Way', 'College Green', 'Mill Lane', 'Senate House, Tyndale Walk']), web: `www.${slug(place).slice(0, 10)}.ac.uk` };
}

export interface InPlace { city: string; state: string; stateCode: string; pin: string; std: string; hiState?: string; hiCity?: string }
export const IN_NORTH: InPlace[] = [
  { city: 'Lucknow', state: 'Uttar Pradesh', stateCode: 'UP', pin: '226', std: '0522', hiState: 'उत्तर प्रदेश', hiCity: 'लखनऊ' },
  { city: 'Jaipur', state: 'Rajasthan', stateCode: 'RJ', pin: '302', std: '0141', hiState: 'राजस्थान', hiCity: 'जयपुर' },
  { city: 'Bhopal', state: 'Madhya Pradesh', stateCode: 'MP', pin: '462', std: '0755', hiState: 'मध्य प्रदेश', hiCity: 'भोपाल' },
  { city: 'Patna', state: 'Bihar', stateCode: 'BR', pin: '800', std: '0612', hiState: 'बिहार', hiCity: 'पटना' },
  { city: 'Dehradun', state: 'Uttarakhand', stateCode: 'UT', pin: '248', std: '0135', hiState: 'उत्तराखंड', hiCity: 'देहरादून' },
  { city: 'Shimla', state: 'Himachal Pradesh', stateCode: 'HP', pin: '171', std: '0177', hiState: 'हिमाचल प्रदेश', hiCity: 'शिमला' },
  { city: 'Raipur', state: 'Chhattisgarh', stateCode: 'CT', pin: '492', std: '0771', hiState: 'छत्तीसगढ़', hiCity: 'रायपुर' },
  { city: 'Ranchi', state: 'Jharkhand', stateCode: 'JH', pin: '834', std: '0651', hiState: 'झारखंड', hiCity: 'रांची' },
];
export const IN_OTHER: InPlace[] = [
  { city: 'Pune', state: 'Maharashtra', stateCode: 'MH', pin: '411', std: '020' },
  { city: 'Bengaluru', state: 'Karnataka', stateCode: 'KA', pin: '560', std: '080' },
  { city: 'Chennai', state: 'Tamil Nadu', stateCode: 'TN', pin: '600', std: '044' },
  { city: 'Hyderabad', state: 'Telangana', stateCode: 'TG', pin: '500', std: '040' },
  { city: 'Kochi', state: 'Kerala', stateCode: 'KL', pin: '682', std: '0484' },
  { city: 'Visakhapatnam', state: 'Andhra Pradesh', stateCode: 'AP', pin: '530', std: '0891' },
  { city: 'Ahmedabad', state: 'Gujarat', stateCode: 'GJ', pin: '380', std: '079' },
  { city: 'Bhubaneswar', state: 'Odisha', stateCode: 'OR', pin: '751', std: '0674' },
  { city: 'Kolkata', state: 'West Bengal', stateCode: 'WB', pin: '700', std: '033' },
];

export function pin(rng: Rng, p: InPlace): string {
  return `${p.pin}${String(rng.int(1, 99)).padStart(3, '0')}`;
}

/** A university (any programme), or with `technical` one that may also be an engineering institute. */
export function inUniversity(rng: Rng, p: InPlace, technical = false): Institution {
  const place = rng.pick(['Vindhya', 'Narmada', 'Godavari', 'Aravalli', 'Kaveri Valley', 'Sahyadri', 'Malwa', 'Deccan Plateau', 'Tapti', 'Shivalik', 'Konkan', 'Satpura', 'Chambal', 'Nilgiri']);
  const general = [`${place} University`, `${p.city} ${rng.pick(['Central', 'Metropolitan', 'Global'])} University`, `${place} Vishwavidyalaya`];
  const tech = [`${place} Technological University`, `${place} Institute of Technology`, `${place} College of Engineering`];
  const name = rng.pick(technical ? [...general, ...tech] : general);
  return { name, initials: initialsOf(name), street: rng.pick(['University Campus, ', 'Gyan Marg, ', 'Vidya Vihar, ', 'Near Civil Lines, ', 'Survey No. 12, Ring Road, ']), web: `www.${slug(place).slice(0, 9)}${rng.pick(['univ', 'u', 'tech'])}.ac.in` };
}

// ---------------------------------------------------------------------------------------------
// Course catalogues

export interface CatalogCourse { code: string; name: string; credit: number }

/** US undergraduate courses: general education plus a major, as registrar catalogues list them. */
export const US_GENED: CatalogCourse[] = [
  { code: 'ENGL 101', name: 'English Composition I', credit: 3 }, { code: 'ENGL 102', name: 'English Composition II', credit: 3 },
  { code: 'COMM 110', name: 'Fundamentals of Public Speaking', credit: 3 }, { code: 'HIST 105', name: 'United States History to 1877', credit: 3 },
  { code: 'HIST 106', name: 'United States History since 1877', credit: 3 }, { code: 'PSYC 100', name: 'Introduction to Psychology', credit: 3 },
  { code: 'SOCI 101', name: 'Principles of Sociology', credit: 3 }, { code: 'PHIL 120', name: 'Introduction to Ethics', credit: 3 },
  { code: 'ARTH 110', name: 'Survey of Western Art', credit: 3 }, { code: 'MUSC 150', name: 'Music Appreciation', credit: 3 },
  { code: 'ECON 201', name: 'Principles of Microeconomics', credit: 3 }, { code: 'ECON 202', name: 'Principles of Macroeconomics', credit: 3 },
  { code: 'POLS 101', name: 'American Government and Politics', credit: 3 }, { code: 'SPAN 101', name: 'Elementary Spanish I', credit: 4 },
  { code: 'BIOL 110', name: 'Principles of Biology with Laboratory', credit: 4 }, { code: 'STAT 200', name: 'Elementary Statistics', credit: 3 },
  { code: 'KINE 105', name: 'Lifetime Fitness and Wellness', credit: 1 }, { code: 'UNIV 100', name: 'First-Year Seminar', credit: 1 },
];

export const US_MAJORS: Record<string, { degree: string; abbrev: string; courses: CatalogCourse[] }> = {
  'Computer Science': {
    degree: 'Bachelor of Science', abbrev: 'BS',
    courses: [
      { code: 'CSCI 141', name: 'Computer Programming I', credit: 4 }, { code: 'CSCI 142', name: 'Computer Programming II', credit: 4 },
      { code: 'CSCI 230', name: 'Discrete Mathematical Structures', credit: 3 }, { code: 'CSCI 241', name: 'Data Structures and Algorithms', credit: 4 },
      { code: 'CSCI 301', name: 'Computer Organization and Assembly Language', credit: 3 }, { code: 'CSCI 330', name: 'Database Systems', credit: 3 },
      { code: 'CSCI 345', name: 'Operating Systems', credit: 3 }, { code: 'CSCI 360', name: 'Software Engineering', credit: 3 },
      { code: 'CSCI 410', name: 'Theory of Computation', credit: 3 }, { code: 'CSCI 445', name: 'Computer Networks', credit: 3 },
      { code: 'CSCI 471', name: 'Introduction to Artificial Intelligence', credit: 3 }, { code: 'CSCI 490', name: 'Senior Capstone Project', credit: 3 },
      { code: 'MATH 151', name: 'Calculus I', credit: 4 }, { code: 'MATH 152', name: 'Calculus II', credit: 4 }, { code: 'MATH 240', name: 'Linear Algebra', credit: 3 },
      { code: 'PHYS 211', name: 'University Physics I', credit: 4 },
    ],
  },
  Biology: {
    degree: 'Bachelor of Science', abbrev: 'BS',
    courses: [
      { code: 'BIOL 151', name: 'Cell and Molecular Biology', credit: 4 }, { code: 'BIOL 152', name: 'Organismal Biology and Ecology', credit: 4 },
      { code: 'BIOL 250', name: 'Genetics', credit: 4 }, { code: 'BIOL 310', name: 'Microbiology', credit: 4 }, { code: 'BIOL 330', name: 'Human Anatomy and Physiology I', credit: 4 },
      { code: 'BIOL 340', name: 'Evolutionary Biology', credit: 3 }, { code: 'BIOL 420', name: 'Biochemistry', credit: 3 }, { code: 'BIOL 495', name: 'Senior Seminar in Biology', credit: 1 },
      { code: 'CHEM 121', name: 'General Chemistry I', credit: 4 }, { code: 'CHEM 122', name: 'General Chemistry II', credit: 4 }, { code: 'CHEM 231', name: 'Organic Chemistry I', credit: 4 },
      { code: 'CHEM 232', name: 'Organic Chemistry II', credit: 4 }, { code: 'MATH 141', name: 'Precalculus', credit: 4 }, { code: 'PHYS 201', name: 'College Physics I', credit: 4 },
    ],
  },
  Economics: {
    degree: 'Bachelor of Arts', abbrev: 'BA',
    courses: [
      { code: 'ECON 301', name: 'Intermediate Microeconomic Theory', credit: 3 }, { code: 'ECON 302', name: 'Intermediate Macroeconomic Theory', credit: 3 },
      { code: 'ECON 320', name: 'Econometrics', credit: 3 }, { code: 'ECON 335', name: 'Money and Banking', credit: 3 }, { code: 'ECON 350', name: 'International Trade', credit: 3 },
      { code: 'ECON 370', name: 'Labor Economics', credit: 3 }, { code: 'ECON 410', name: 'Public Finance', credit: 3 }, { code: 'ECON 480', name: 'Senior Research Seminar', credit: 3 },
      { code: 'ACCT 201', name: 'Principles of Financial Accounting', credit: 3 }, { code: 'FIN 300', name: 'Corporate Finance', credit: 3 },
      { code: 'MATH 145', name: 'Calculus for Business and Social Sciences', credit: 4 }, { code: 'STAT 310', name: 'Applied Regression Analysis', credit: 3 },
    ],
  },
  Psychology: {
    degree: 'Bachelor of Arts', abbrev: 'BA',
    courses: [
      { code: 'PSYC 210', name: 'Research Methods in Psychology', credit: 4 }, { code: 'PSYC 220', name: 'Developmental Psychology', credit: 3 },
      { code: 'PSYC 230', name: 'Social Psychology', credit: 3 }, { code: 'PSYC 310', name: 'Cognitive Psychology', credit: 3 }, { code: 'PSYC 320', name: 'Abnormal Psychology', credit: 3 },
      { code: 'PSYC 340', name: 'Biological Bases of Behavior', credit: 3 }, { code: 'PSYC 360', name: 'Psychology of Learning', credit: 3 }, { code: 'PSYC 410', name: 'History and Systems of Psychology', credit: 3 },
      { code: 'PSYC 450', name: 'Advanced Statistics for the Behavioral Sciences', credit: 3 }, { code: 'PSYC 495', name: 'Capstone in Psychological Science', credit: 3 },
      { code: 'BIOL 105', name: 'Human Biology', credit: 3 }, { code: 'MATH 120', name: 'College Algebra', credit: 3 },
    ],
  },
  'Mechanical Engineering': {
    degree: 'Bachelor of Science in Engineering', abbrev: 'BSE',
    courses: [
      { code: 'ENGR 101', name: 'Introduction to Engineering Design', credit: 3 }, { code: 'ME 211', name: 'Statics', credit: 3 }, { code: 'ME 212', name: 'Dynamics', credit: 3 },
      { code: 'ME 240', name: 'Mechanics of Materials', credit: 3 }, { code: 'ME 310', name: 'Thermodynamics I', credit: 3 }, { code: 'ME 320', name: 'Fluid Mechanics', credit: 3 },
      { code: 'ME 340', name: 'Heat Transfer', credit: 3 }, { code: 'ME 360', name: 'Machine Design', credit: 3 }, { code: 'ME 380', name: 'Manufacturing Processes', credit: 3 },
      { code: 'ME 450', name: 'Control of Mechanical Systems', credit: 3 }, { code: 'ME 491', name: 'Senior Design Project I', credit: 3 },
      { code: 'MATH 151', name: 'Calculus I', credit: 4 }, { code: 'MATH 152', name: 'Calculus II', credit: 4 }, { code: 'MATH 253', name: 'Multivariable Calculus', credit: 4 },
      { code: 'MATH 275', name: 'Differential Equations', credit: 3 }, { code: 'PHYS 211', name: 'University Physics I', credit: 4 },
    ],
  },
};

export const US_GRADES: Array<readonly [string, number]> = [['A', 4], ['A-', 3.7], ['B+', 3.3], ['B', 3], ['B-', 2.7], ['C+', 2.3], ['C', 2], ['C-', 1.7], ['D', 1], ['F', 0]];
export function usGrade(rng: Rng, ability: number): readonly [string, number] {
  const i = Math.max(0, Math.min(US_GRADES.length - 1, Math.round(ability + rng.gauss() * 1.3)));
  return US_GRADES[i];
}

export const US_TERMS = ['Fall', 'Spring'] as const;

/** UK modules per programme (15 and 20 credit modules, FHEQ levels 4-6). */
export const UK_PROGRAMMES: Record<string, { degree: string; abbrev: string; prefix: string; modules: string[][] }> = {
  Economics: {
    degree: 'Bachelor of Science', abbrev: 'BSc', prefix: 'ECN',
    modules: [
      ['Principles of Microeconomics', 'Principles of Macroeconomics', 'Mathematics for Economists', 'Introductory Statistics', 'Economic History of Britain', 'Accounting for Economists', 'Introduction to Political Economy'],
      ['Intermediate Microeconomics', 'Intermediate Macroeconomics', 'Introductory Econometrics', 'Development Economics', 'Labour Economics', 'Public Sector Economics', 'Behavioural Economics'],
      ['Advanced Econometrics', 'International Monetary Economics', 'Industrial Organisation', 'Environmental Economics', 'Game Theory and Strategy', 'Dissertation in Economics', 'Financial Economics'],
    ],
  },
  History: {
    degree: 'Bachelor of Arts', abbrev: 'BA', prefix: 'HIS',
    modules: [
      ['Making of the Modern World', 'Medieval Europe 1000-1500', 'Historical Skills and Sources', 'Empire and Decolonisation', 'Early Modern Britain', 'Introduction to Historiography'],
      ['The Tudor State', 'Revolutionary France 1789-1815', 'The American Civil War and Reconstruction', 'Gender and Society in Victorian Britain', 'The Cold War', 'Research Methods in History'],
      ['Dissertation', 'Memory and Commemoration after 1918', 'The Atlantic Slave Trade', 'Urban History of Industrial England', 'Special Subject: The Russian Revolution', 'Public History in Practice'],
    ],
  },
  'Computer Science': {
    degree: 'Bachelor of Science', abbrev: 'BSc', prefix: 'COM',
    modules: [
      ['Programming Fundamentals', 'Computer Systems Architecture', 'Mathematics for Computing', 'Web Technologies', 'Databases and Information Systems', 'Professional Skills in Computing'],
      ['Object-Oriented Software Engineering', 'Algorithms and Complexity', 'Operating Systems and Networks', 'Human-Computer Interaction', 'Machine Learning Foundations', 'Team Software Project'],
      ['Individual Project', 'Distributed Systems', 'Computer Security', 'Natural Language Processing', 'Compilers and Language Design', 'Cloud Computing'],
    ],
  },
  Psychology: {
    degree: 'Bachelor of Science', abbrev: 'BSc', prefix: 'PSY',
    modules: [
      ['Introduction to Psychology', 'Research Methods and Statistics I', 'Biological Psychology', 'Developmental Psychology', 'Social Psychology', 'Study Skills for Psychologists'],
      ['Cognitive Psychology', 'Research Methods and Statistics II', 'Individual Differences', 'Abnormal Psychology', 'Neuroscience of Behaviour', 'Qualitative Methods'],
      ['Final Year Research Project', 'Clinical Psychology', 'Forensic Psychology', 'Cognitive Neuropsychology', 'Health Psychology', 'Psychology of Language'],
    ],
  },
  English: {
    degree: 'Bachelor of Arts', abbrev: 'BA', prefix: 'ENG',
    modules: [
      ['Reading Literature', 'Introduction to Poetry', 'Shakespeare in Context', 'The English Language', 'Critical Theory I', 'The Novel in English'],
      ['Romantic Writing', 'Victorian Literature and Culture', 'Modernism', 'American Literature 1850-1950', 'Creative Writing: Prose', 'Renaissance Drama'],
      ['Dissertation', 'Contemporary British Fiction', 'Postcolonial Literatures', 'Gothic Fictions', 'Literature and the Environment', 'Writing the City'],
    ],
  },
};

export function ukClass(mark: number): { full: string; short: string } {
  if (mark >= 70) return { full: 'First Class Honours', short: 'First Class' };
  if (mark >= 60) return { full: 'Upper Second Class Honours', short: 'Upper Second Class (2:1)' };
  if (mark >= 50) return { full: 'Lower Second Class Honours', short: 'Lower Second Class (2:2)' };
  return { full: 'Third Class Honours', short: 'Third Class' };
}

/** Indian programmes: subjects per semester (two per year), as university syllabi list them. */
export const IN_PROGRAMMES: Record<string, { degree: string; abbrev: string; short: string; branch: string | null; years: number; subjects: Array<[string, string]> }> = {
  btechCse: {
    degree: 'Bachelor of Technology', abbrev: 'B.Tech.', short: 'CS', branch: 'Computer Science and Engineering', years: 4,
    subjects: [
      ['Engineering Mathematics-I', 'MA'], ['Engineering Physics', 'PH'], ['Basic Electrical Engineering', 'EE'], ['Programming for Problem Solving', 'CS'], ['Engineering Graphics and Design', 'ME'], ['Communicative English', 'HS'],
      ['Engineering Mathematics-II', 'MA'], ['Engineering Chemistry', 'CH'], ['Data Structures', 'CS'], ['Digital Logic Design', 'EC'], ['Discrete Mathematics', 'MA'], ['Object Oriented Programming using Java', 'CS'],
      ['Design and Analysis of Algorithms', 'CS'], ['Database Management Systems', 'CS'], ['Computer Organization and Architecture', 'CS'], ['Operating Systems', 'CS'], ['Formal Languages and Automata Theory', 'CS'], ['Computer Networks', 'CS'],
      ['Software Engineering', 'CS'], ['Compiler Design', 'CS'], ['Artificial Intelligence', 'CS'], ['Web Technologies', 'CS'], ['Machine Learning', 'CS'], ['Cryptography and Network Security', 'CS'],
      ['Environmental Studies', 'HS'], ['Universal Human Values', 'HS'], ['Cloud Computing', 'CS'], ['Data Mining and Warehousing', 'CS'], ['Major Project', 'CS'], ['Internship Seminar', 'CS'],
    ],
  },
  btechMech: {
    degree: 'Bachelor of Technology', abbrev: 'B.Tech.', short: 'ME', branch: 'Mechanical Engineering', years: 4,
    subjects: [
      ['Engineering Mathematics-I', 'MA'], ['Engineering Physics', 'PH'], ['Engineering Mechanics', 'ME'], ['Workshop Practice', 'ME'], ['Basic Electronics Engineering', 'EC'], ['Professional Communication', 'HS'],
      ['Engineering Mathematics-II', 'MA'], ['Engineering Chemistry', 'CH'], ['Strength of Materials', 'ME'], ['Engineering Thermodynamics', 'ME'], ['Material Science and Metallurgy', 'ME'], ['Kinematics of Machines', 'ME'],
      ['Fluid Mechanics and Hydraulic Machines', 'ME'], ['Manufacturing Technology', 'ME'], ['Dynamics of Machines', 'ME'], ['Heat and Mass Transfer', 'ME'], ['Design of Machine Elements', 'ME'], ['Metrology and Measurements', 'ME'],
      ['Internal Combustion Engines', 'ME'], ['Refrigeration and Air Conditioning', 'ME'], ['Finite Element Analysis', 'ME'], ['Industrial Engineering and Management', 'ME'], ['CAD/CAM', 'ME'], ['Automobile Engineering', 'ME'],
    ],
  },
  bcom: {
    degree: 'Bachelor of Commerce', abbrev: 'B.Com.', short: 'BC', branch: null, years: 3,
    subjects: [
      ['Financial Accounting', 'BC'], ['Business Organisation and Management', 'BC'], ['Business Economics', 'BC'], ['Business Communication', 'BC'], ['Environmental Studies', 'ES'],
      ['Corporate Accounting', 'BC'], ['Business Statistics', 'BC'], ['Business Law', 'BC'], ['Indian Economy', 'BC'], ['Cost Accounting', 'BC'],
      ['Income Tax Law and Practice', 'BC'], ['Management Accounting', 'BC'], ['Auditing and Corporate Governance', 'BC'], ['Banking and Insurance', 'BC'], ['Marketing Management', 'BC'],
      ['Human Resource Management', 'BC'], ['Goods and Services Tax', 'BC'], ['E-Commerce', 'BC'], ['Financial Markets and Institutions', 'BC'], ['Entrepreneurship Development', 'BC'],
    ],
  },
  bsc: {
    degree: 'Bachelor of Science', abbrev: 'B.Sc.', short: 'BS', branch: 'Physics, Chemistry, Mathematics', years: 3,
    subjects: [
      ['Mechanics and Properties of Matter', 'PHY'], ['Inorganic Chemistry-I', 'CHE'], ['Differential Calculus', 'MAT'], ['English Language', 'ENG'], ['Environmental Science', 'ENV'],
      ['Thermal Physics', 'PHY'], ['Organic Chemistry-I', 'CHE'], ['Integral Calculus', 'MAT'], ['Hindi Language', 'HIN'], ['Electricity and Magnetism', 'PHY'],
      ['Physical Chemistry-I', 'CHE'], ['Real Analysis', 'MAT'], ['Optics', 'PHY'], ['Abstract Algebra', 'MAT'], ['Analytical Chemistry', 'CHE'],
      ['Quantum Mechanics', 'PHY'], ['Spectroscopy', 'CHE'], ['Numerical Methods', 'MAT'], ['Solid State Physics', 'PHY'], ['Linear Algebra', 'MAT'],
    ],
  },
};

export const IN_GRADES: Array<readonly [string, number, number]> = [['O', 10, 90], ['A+', 9, 80], ['A', 8, 70], ['B+', 7, 60], ['B', 6, 50], ['C', 5, 45], ['P', 4, 40]];
export function inGradeFromMarks(m: number): readonly [string, number, number] {
  return IN_GRADES.find((g) => m >= g[2]) ?? ['F', 0, 0];
}

export const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
