/**
 * The raw material of the sample corpus: fictional institutions in six countries, candidate
 * names, and course catalogues in English, French, German and Spanish. Institution names are
 * invented (the cities are real) so no real university's documents are imitated.
 */
import type { CorpusLanguage } from './manifest';

export type CountryCode = 'US' | 'GB' | 'FR' | 'DE' | 'ES' | 'IN';

export interface Country {
  code: CountryCode;
  /** English short name: the `institution.country` of the ground truth. */
  name: string;
  /** How the documents print it. */
  printed: string;
  language: CorpusLanguage;
  /** How the country's passport prints the nationality (and its ICAO code). */
  nationality: string;
  icao: string;
}

export const COUNTRIES: Record<CountryCode, Country> = {
  US: { code: 'US', name: 'United States', printed: 'USA', language: 'en', nationality: 'UNITED STATES OF AMERICA', icao: 'USA' },
  GB: { code: 'GB', name: 'United Kingdom', printed: 'United Kingdom', language: 'en', nationality: 'BRITISH CITIZEN', icao: 'GBR' },
  FR: { code: 'FR', name: 'France', printed: 'France', language: 'fr', nationality: 'FRANÇAISE', icao: 'FRA' },
  DE: { code: 'DE', name: 'Germany', printed: 'Deutschland', language: 'de', nationality: 'DEUTSCH', icao: 'D' },
  ES: { code: 'ES', name: 'Spain', printed: 'España', language: 'es', nationality: 'ESPAÑOLA', icao: 'ESP' },
  IN: { code: 'IN', name: 'India', printed: 'India', language: 'en', nationality: 'INDIAN', icao: 'IND' },
};

export interface Institution {
  id: string;
  name: string;
  country: CountryCode;
  city: string;
  /** English name and ISO 3166-2 suffix of the state when the documents print one, else null. */
  state: { name: string; code: string; printed: string } | null;
  /** Street line of the letterhead. */
  street: string;
  postcode: string;
  /** Initials drawn in the crest. */
  initials: string;
  /** A subordinate unit printed under the name (faculty, registrar's office), or null. */
  unit: string | null;
}

export const INSTITUTIONS: Institution[] = [
  { id: 'us-rvu', name: 'Riverside Valley University', country: 'US', city: 'Springfield', state: { name: 'Illinois', code: 'IL', printed: 'Illinois' }, street: '1200 University Avenue', postcode: '62704', initials: 'RVU', unit: 'Office of the Registrar' },
  { id: 'us-nsu', name: 'Northfield State University', country: 'US', city: 'Northfield', state: { name: 'Minnesota', code: 'MN', printed: 'Minnesota' }, street: '300 College Street', postcode: '55057', initials: 'NSU', unit: 'Office of the University Registrar' },
  { id: 'us-lit', name: 'Lakeshore Institute of Technology', country: 'US', city: 'Cleveland', state: { name: 'Ohio', code: 'OH', printed: 'Ohio' }, street: '45 Euclid Drive', postcode: '44106', initials: 'LIT', unit: 'Registrar and Student Records' },
  { id: 'gb-kgm', name: 'University of Kingsmere', country: 'GB', city: 'Leeds', state: null, street: 'Woodhouse Lane', postcode: 'LS2 9JT', initials: 'UK', unit: 'Student Records Office' },
  { id: 'gb-wbk', name: 'Westbrook University', country: 'GB', city: 'Bristol', state: null, street: 'Tyndall Avenue', postcode: 'BS8 1TH', initials: 'WU', unit: 'Academic Registry' },
  { id: 'fr-lrg', name: 'Université Lyon Rive-Gauche', country: 'FR', city: 'Lyon', state: null, street: '18, quai Claude-Bernard', postcode: '69007', initials: 'ULR', unit: 'Service de la scolarité' },
  { id: 'fr-cda', name: "Université Côte d'Argent", country: 'FR', city: 'Bordeaux', state: null, street: '351, cours de la Libération', postcode: '33405', initials: 'UCA', unit: 'Direction des études et de la vie étudiante' },
  { id: 'de-tul', name: 'Technische Universität Lindenberg', country: 'DE', city: 'München', state: { name: 'Bavaria', code: 'BY', printed: 'Bayern' }, street: 'Arcisstraße 12', postcode: '80333', initials: 'TUL', unit: 'Prüfungsamt' },
  { id: 'de-hrh', name: 'Hochschule Rheinau', country: 'DE', city: 'Köln', state: { name: 'North Rhine-Westphalia', code: 'NW', printed: 'Nordrhein-Westfalen' }, street: 'Claudiusstraße 1', postcode: '50678', initials: 'HR', unit: 'Studierendensekretariat' },
  { id: 'es-usc', name: 'Universidad de Santa Clara', country: 'ES', city: 'Valencia', state: { name: 'Valencian Community', code: 'VC', printed: 'Comunitat Valenciana' }, street: 'Avenida de Blasco Ibáñez, 13', postcode: '46010', initials: 'USC', unit: 'Secretaría General' },
  { id: 'es-upn', name: 'Universidad Politécnica del Norte', country: 'ES', city: 'Bilbao', state: { name: 'Basque Country', code: 'PV', printed: 'País Vasco' }, street: 'Plaza Ingeniero Torres Quevedo, 1', postcode: '48013', initials: 'UPN', unit: 'Servicio de Gestión Académica' },
  { id: 'in-dit', name: 'Deccan Institute of Technology', country: 'IN', city: 'Pune', state: { name: 'Maharashtra', code: 'MH', printed: 'Maharashtra' }, street: 'Survey No. 44, Karve Road', postcode: '411004', initials: 'DIT', unit: 'Office of the Controller of Examinations' },
  { id: 'in-kvu', name: 'Kaveri University', country: 'IN', city: 'Mysuru', state: { name: 'Karnataka', code: 'KA', printed: 'Karnataka' }, street: 'Manasagangotri Campus', postcode: '570006', initials: 'KU', unit: 'Examination Branch' },
];

export interface NamePool {
  female: string[];
  male: string[];
  last: string[];
  /** Spanish names carry two surnames. */
  doubleSurname?: boolean;
}

export const NAMES: Record<CountryCode, NamePool> = {
  US: {
    female: ['Emily', 'Madison', 'Olivia', 'Hannah', 'Abigail', 'Grace', 'Chloe', 'Natalie'],
    male: ['Jacob', 'Michael', 'Ethan', 'Tyler', 'Brandon', 'Nathan', 'Austin', 'Caleb'],
    last: ['Johnson', 'Whitaker', 'Reynolds', 'Caldwell', 'Harrington', 'Brooks', 'McAllister', 'Sullivan'],
  },
  GB: {
    female: ['Charlotte', 'Amelia', 'Imogen', 'Freya', 'Harriet', 'Eleanor'],
    male: ['Oliver', 'Harry', 'George', 'Alfie', 'Callum', 'Rhys'],
    last: ['Thompson', 'Ashworth', 'Pemberton', 'Blackwood', 'Fairfax', 'Hughes'],
  },
  FR: {
    female: ['Élodie', 'Chloé', 'Hélène', 'Maëlle', 'Clémence', 'Océane'],
    male: ['Jérôme', 'François', 'Théo', 'Mathéo', 'Loïc', 'Benoît'],
    last: ['Lefèvre', 'Dubois', 'Mercier', 'Girard', 'Rousseau', 'Lemaître', 'Faure', 'Chevalier'],
  },
  DE: {
    female: ['Sophie', 'Lena', 'Jana', 'Annika', 'Lea', 'Katharina'],
    male: ['Jürgen', 'Lukas', 'Björn', 'Jörg', 'Maximilian', 'Tobias'],
    last: ['Müller', 'Schäfer', 'Köhler', 'Weiß', 'Hoffmann', 'Bäcker', 'Groß', 'Schröder'],
  },
  ES: {
    female: ['María José', 'Lucía', 'Begoña', 'Inés', 'Ainhoa', 'Marta'],
    male: ['José Luis', 'Álvaro', 'Iñigo', 'Sergio', 'Raúl', 'Andrés'],
    last: ['García', 'López', 'Martínez', 'Núñez', 'Fernández', 'Ibáñez', 'Ruiz', 'Sánchez', 'Muñoz', 'Domínguez'],
    doubleSurname: true,
  },
  IN: {
    female: ['Priya', 'Ananya', 'Sneha', 'Kavya', 'Ishita', 'Meera'],
    male: ['Aarav', 'Rohan', 'Vikram', 'Arjun', 'Siddharth', 'Karthik'],
    last: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Nair', 'Deshmukh', 'Kulkarni', 'Menon'],
  },
};

export const BIRTH_CITIES: Record<CountryCode, string[]> = {
  US: ['Chicago', 'Denver', 'Columbus', 'Madison'],
  GB: ['Manchester', 'York', 'Cardiff', 'Norwich'],
  FR: ['Lyon', 'Grenoble', 'Nantes', 'Toulouse'],
  DE: ['Augsburg', 'Nürnberg', 'Düsseldorf', 'Regensburg'],
  ES: ['Valencia', 'Zaragoza', 'Alicante', 'Logroño'],
  IN: ['Pune', 'Nagpur', 'Mysuru', 'Kochi'],
};

/** A field of study with its printed name per language and a course list. */
export interface Major {
  id: string;
  language: CorpusLanguage;
  /** Printed name of the major ("Computer Science", "Informatique"). */
  name: string;
  /** Course code prefix. */
  prefix: string;
  courses: string[];
}

const EN_CS = [
  'Introduction to Programming', 'Discrete Mathematics', 'Calculus I', 'English Composition', 'Computer Systems Fundamentals',
  'Data Structures', 'Calculus II', 'Linear Algebra', 'Digital Logic Design', 'Technical Writing',
  'Algorithms', 'Computer Organization', 'Probability and Statistics', 'Object-Oriented Design', 'Introduction to Psychology',
  'Operating Systems', 'Database Systems', 'Theory of Computation', 'Software Engineering', 'Ethics in Computing',
  'Computer Networks', 'Programming Languages', 'Artificial Intelligence', 'Human-Computer Interaction', 'Microeconomics',
  'Compiler Construction', 'Computer Graphics', 'Machine Learning', 'Distributed Systems', 'Public Speaking',
  'Computer Security', 'Parallel Computing', 'Mobile Application Development', 'Senior Design Project I', 'World History',
  'Cloud Computing', 'Information Retrieval', 'Senior Design Project II', 'Numerical Methods', 'Art Appreciation',
];
const EN_ECON = [
  'Principles of Microeconomics', 'Principles of Macroeconomics', 'College Algebra', 'English Composition',
  'Introduction to Sociology', 'Statistics for Economics', 'Intermediate Microeconomics', 'Intermediate Macroeconomics',
  'Calculus for Business', 'Financial Accounting', 'Econometrics', 'Money and Banking', 'Public Finance',
  'International Trade', 'Labor Economics', 'Managerial Accounting', 'Development Economics', 'Game Theory',
  'Economic History', 'Environmental Economics', 'Industrial Organization', 'Behavioral Economics', 'Health Economics',
  'Corporate Finance', 'Urban Economics', 'Political Economy', 'Applied Econometrics', 'Senior Seminar in Economics',
  'Business Law', 'Mathematical Economics', 'Economics of Innovation', 'Research Methods',
];
const EN_MECH = [
  'Engineering Mathematics I', 'Engineering Physics', 'Engineering Drawing', 'Basic Electrical Engineering', 'Workshop Practice',
  'Engineering Mathematics II', 'Engineering Mechanics', 'Engineering Chemistry', 'Material Science', 'Programming in C',
  'Thermodynamics', 'Strength of Materials', 'Manufacturing Processes', 'Fluid Mechanics', 'Kinematics of Machines',
  'Heat Transfer', 'Dynamics of Machines', 'Machine Design I', 'Metrology and Quality Control', 'Numerical Methods',
  'Machine Design II', 'Internal Combustion Engines', 'Refrigeration and Air Conditioning', 'Control Systems', 'Industrial Engineering',
  'Finite Element Analysis', 'Computer Aided Manufacturing', 'Automobile Engineering', 'Operations Research', 'Project Work I',
  'Power Plant Engineering', 'Robotics', 'Mechatronics', 'Renewable Energy Systems', 'Project Work II',
  'Engineering Economics', 'Environmental Studies', 'Professional Ethics', 'Seminar', 'Industrial Training',
];
const EN_DATA = [
  'Statistical Learning', 'Data Mining', 'Big Data Platforms', 'Research Methods', 'Deep Learning',
  'Data Visualisation', 'Natural Language Processing', 'Optimisation', 'Bayesian Inference', 'Data Ethics and Law',
  'Cloud Architectures', 'Time Series Analysis', 'Dissertation', 'Applied Machine Learning', 'Information Retrieval',
];
const FR_INFO = [
  'Algorithmique et programmation 1', 'Mathématiques discrètes', 'Analyse 1', 'Architecture des ordinateurs', 'Anglais 1',
  'Algorithmique et programmation 2', 'Algèbre linéaire', 'Systèmes d’exploitation', 'Bases de données', 'Anglais 2',
  'Programmation orientée objet', 'Probabilités et statistiques', 'Réseaux', 'Théorie des langages', 'Communication écrite',
  'Génie logiciel', 'Algorithmique avancée', 'Compilation', 'Logique pour l’informatique', 'Projet tutoré',
  'Intelligence artificielle', 'Programmation web', 'Sécurité informatique', 'Calcul scientifique', 'Anglais 3',
  'Apprentissage automatique', 'Systèmes distribués', 'Interaction homme-machine', 'Stage en entreprise', 'Droit du numérique',
];
const FR_ECO = [
  'Introduction à l’économie', 'Mathématiques pour économistes 1', 'Comptabilité générale', 'Histoire économique', 'Anglais économique 1',
  'Microéconomie 1', 'Macroéconomie 1', 'Statistiques descriptives', 'Droit des affaires', 'Anglais économique 2',
  'Microéconomie 2', 'Macroéconomie 2', 'Économétrie 1', 'Finance d’entreprise', 'Sociologie économique',
  'Économie internationale', 'Économie monétaire', 'Économétrie 2', 'Économie publique', 'Méthodologie de la recherche',
  'Économie du travail', 'Économie de l’environnement', 'Théorie des jeux', 'Politiques économiques', 'Stage',
  'Économie industrielle', 'Économie du développement', 'Marchés financiers', 'Mémoire', 'Économie européenne',
];
const DE_INFO = [
  'Einführung in die Programmierung', 'Diskrete Strukturen', 'Analysis für Informatik', 'Grundlagen der Rechnerarchitektur', 'Technisches Englisch',
  'Algorithmen und Datenstrukturen', 'Lineare Algebra', 'Betriebssysteme', 'Datenbanksysteme', 'Wahrscheinlichkeitstheorie',
  'Softwaretechnik', 'Rechnernetze', 'Theoretische Informatik', 'Numerische Mathematik', 'Grundlagen der Elektrotechnik',
  'Verteilte Systeme', 'IT-Sicherheit', 'Compilerbau', 'Künstliche Intelligenz', 'Mensch-Maschine-Interaktion',
  'Maschinelles Lernen', 'Computergrafik', 'Softwarepraktikum', 'Seminar Informatik', 'Recht für Informatiker',
  'Bildverarbeitung', 'Eingebettete Systeme', 'Wissenschaftliches Arbeiten', 'Bachelorarbeit', 'Cloud-Technologien',
];
const DE_MB = [
  'Höhere Mathematik I', 'Technische Mechanik I', 'Werkstoffkunde I', 'Technisches Zeichnen', 'Physik für Ingenieure',
  'Höhere Mathematik II', 'Technische Mechanik II', 'Werkstoffkunde II', 'Konstruktionslehre I', 'Elektrotechnik',
  'Thermodynamik I', 'Strömungsmechanik', 'Maschinenelemente I', 'Fertigungstechnik', 'Messtechnik',
  'Thermodynamik II', 'Maschinenelemente II', 'Regelungstechnik', 'Wärmeübertragung', 'Finite-Elemente-Methode',
  'Produktionsmanagement', 'Kraft- und Arbeitsmaschinen', 'Fahrzeugtechnik', 'Projektarbeit', 'Betriebswirtschaftslehre',
  'Leichtbau', 'Robotik', 'Antriebstechnik', 'Bachelorarbeit', 'Industriepraktikum',
];
const ES_INFO = [
  'Fundamentos de Programación', 'Matemática Discreta', 'Cálculo', 'Fundamentos de Computadores', 'Física',
  'Programación Orientada a Objetos', 'Álgebra Lineal', 'Estructura de Computadores', 'Estadística', 'Empresa',
  'Estructuras de Datos', 'Sistemas Operativos', 'Bases de Datos', 'Redes de Computadores', 'Ingeniería del Software',
  'Algoritmia', 'Arquitectura de Computadores', 'Teoría de Autómatas', 'Sistemas de Información', 'Interfaces de Usuario',
  'Inteligencia Artificial', 'Sistemas Distribuidos', 'Seguridad Informática', 'Compiladores', 'Gestión de Proyectos',
  'Aprendizaje Automático', 'Computación en la Nube', 'Desarrollo Web', 'Prácticas Externas', 'Trabajo Fin de Grado',
  'Visión por Computador', 'Procesamiento del Lenguaje Natural', 'Ética y Legislación Informática', 'Robótica', 'Minería de Datos',
  'Sistemas Empotrados', 'Programación Concurrente', 'Gráficos por Computador', 'Bioinformática', 'Criptografía',
];
const ES_ADE = [
  'Introducción a la Economía', 'Matemáticas Empresariales', 'Contabilidad Financiera', 'Derecho Mercantil', 'Historia Económica',
  'Microeconomía', 'Macroeconomía', 'Estadística Empresarial', 'Organización de Empresas', 'Inglés para los Negocios',
  'Contabilidad de Costes', 'Marketing', 'Econometría', 'Dirección Financiera', 'Derecho del Trabajo',
  'Dirección Estratégica', 'Investigación de Mercados', 'Fiscalidad de la Empresa', 'Economía Mundial', 'Dirección de Recursos Humanos',
  'Análisis de Estados Financieros', 'Dirección de Operaciones', 'Comercio Internacional', 'Creación de Empresas', 'Auditoría',
  'Mercados Financieros', 'Responsabilidad Social Corporativa', 'Prácticas Externas', 'Trabajo Fin de Grado', 'Economía de la Empresa',
  'Sistemas de Información Empresarial', 'Logística', 'Gestión de la Innovación', 'Banca', 'Valoración de Empresas',
  'Política Económica', 'Finanzas Internacionales', 'Control de Gestión', 'Negociación', 'Comportamiento del Consumidor',
];

export const MAJORS: Major[] = [
  { id: 'en-cs', language: 'en', name: 'Computer Science', prefix: 'CS', courses: EN_CS },
  { id: 'en-econ', language: 'en', name: 'Economics', prefix: 'ECON', courses: EN_ECON },
  { id: 'en-mech', language: 'en', name: 'Mechanical Engineering', prefix: 'ME', courses: EN_MECH },
  { id: 'en-data', language: 'en', name: 'Data Science', prefix: 'DS', courses: EN_DATA },
  { id: 'fr-info', language: 'fr', name: 'Informatique', prefix: 'INF', courses: FR_INFO },
  { id: 'fr-eco', language: 'fr', name: 'Économie', prefix: 'ECO', courses: FR_ECO },
  { id: 'de-info', language: 'de', name: 'Informatik', prefix: 'IN', courses: DE_INFO },
  { id: 'de-mb', language: 'de', name: 'Maschinenbau', prefix: 'MB', courses: DE_MB },
  { id: 'es-info', language: 'es', name: 'Ingeniería Informática', prefix: 'II', courses: ES_INFO },
  { id: 'es-ade', language: 'es', name: 'Administración y Dirección de Empresas', prefix: 'ADE', courses: ES_ADE },
];

export const MONTHS: Record<CorpusLanguage, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

export const LANGUAGE_NAMES: Record<CorpusLanguage, string> = { en: 'English', fr: 'French', de: 'German', es: 'Spanish' };
