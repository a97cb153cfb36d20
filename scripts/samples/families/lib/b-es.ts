/**
 * Spanish Grado programmes (asignaturas by curso, ECTS, tipo FB/OB/OP/TFG), the 0-10 scale
 * with its words (Suspenso, Aprobado, Notable, Sobresaliente, Matrícula de Honor) and
 * university names for the corpus-b Spanish families.
 */
import type { Rng } from '../../rng';
import { place, type Place } from './b-people';

export interface Asignatura { name: string; ects: number; tipo: 'FB' | 'OB' | 'OP' | 'TFG' }
export interface Grado { name: string; field: string; centre: string; years: Asignatura[][] }

const a = (name: string, ects: number, tipo: Asignatura['tipo'] = 'OB'): Asignatura => ({ name, ects, tipo });

export const ES_GRADOS: Grado[] = [
  {
    name: 'Grado en Ingeniería Informática', field: 'Ingeniería Informática', centre: 'Escuela Técnica Superior de Ingeniería',
    years: [
      [a('Cálculo', 6, 'FB'), a('Álgebra Lineal', 6, 'FB'), a('Fundamentos de Programación', 6, 'FB'), a('Física para la Informática', 6, 'FB'), a('Estructura de Computadores', 6, 'FB'), a('Matemática Discreta', 6, 'FB'), a('Empresa', 6, 'FB')],
      [a('Estructuras de Datos', 6), a('Sistemas Operativos', 6), a('Bases de Datos', 6), a('Estadística', 6, 'FB'), a('Redes de Computadores', 6), a('Programación Orientada a Objetos', 6), a('Arquitectura de Computadores', 6)],
      [a('Ingeniería del Software', 6), a('Inteligencia Artificial', 6), a('Sistemas Distribuidos', 6), a('Seguridad Informática', 6), a('Teoría de la Computación', 6), a('Interacción Persona-Ordenador', 6), a('Gestión de Proyectos Informáticos', 6)],
      [a('Aprendizaje Automático', 6, 'OP'), a('Computación en la Nube', 6, 'OP'), a('Desarrollo de Aplicaciones Móviles', 6, 'OP'), a('Prácticas Externas', 12, 'OP'), a('Trabajo Fin de Grado', 12, 'TFG')],
    ],
  },
  {
    name: 'Grado en Administración y Dirección de Empresas', field: 'Administración y Dirección de Empresas', centre: 'Facultad de Ciencias Económicas y Empresariales',
    years: [
      [a('Introducción a la Economía', 6, 'FB'), a('Matemáticas Empresariales', 6, 'FB'), a('Contabilidad Financiera I', 6, 'FB'), a('Historia Económica', 6, 'FB'), a('Derecho Mercantil', 6, 'FB'), a('Estadística Empresarial I', 6, 'FB'), a('Fundamentos de Administración de Empresas', 6, 'FB')],
      [a('Microeconomía', 6), a('Macroeconomía', 6), a('Contabilidad de Costes', 6), a('Dirección Comercial', 6), a('Estadística Empresarial II', 6), a('Matemáticas Financieras', 6), a('Economía Española', 6)],
      [a('Dirección Financiera', 6), a('Dirección de Recursos Humanos', 6), a('Econometría', 6), a('Fiscalidad de la Empresa', 6), a('Investigación de Mercados', 6), a('Dirección de Operaciones', 6), a('Análisis de Estados Financieros', 6)],
      [a('Dirección Estratégica', 6), a('Creación de Empresas', 6, 'OP'), a('Comercio Internacional', 6, 'OP'), a('Prácticas en Empresa', 12, 'OP'), a('Trabajo Fin de Grado', 6, 'TFG')],
    ],
  },
  {
    name: 'Grado en Psicología', field: 'Psicología', centre: 'Facultad de Psicología',
    years: [
      [a('Fundamentos de Psicobiología', 6, 'FB'), a('Historia de la Psicología', 6, 'FB'), a('Psicología del Desarrollo I', 6, 'FB'), a('Análisis de Datos en Psicología I', 6, 'FB'), a('Psicología Social', 6, 'FB'), a('Antropología', 6, 'FB'), a('Procesos Psicológicos Básicos', 6, 'FB')],
      [a('Psicología de la Personalidad', 6), a('Psicofisiología', 6), a('Psicología del Aprendizaje', 6), a('Análisis de Datos en Psicología II', 6), a('Psicología de la Memoria', 6), a('Psicometría', 6), a('Psicología de los Grupos', 6)],
      [a('Psicopatología', 6), a('Evaluación Psicológica', 6), a('Psicología de la Educación', 6), a('Neuropsicología', 6), a('Psicología del Trabajo', 6), a('Intervención Psicológica', 6)],
      [a('Terapia de Conducta', 6, 'OP'), a('Psicología Clínica Infantil', 6, 'OP'), a('Prácticum', 18, 'OB'), a('Trabajo Fin de Grado', 12, 'TFG')],
    ],
  },
];

export const CURSO = ['Primer curso', 'Segundo curso', 'Tercer curso', 'Cuarto curso'];

/** The grade word of a 0-10 mark (Real Decreto 1125/2003 scale). */
export function esWord(n: number, mh = false): string {
  if (mh) return 'Matrícula de Honor';
  if (n >= 9) return 'Sobresaliente';
  if (n >= 7) return 'Notable';
  if (n >= 5) return 'Aprobado';
  return 'Suspenso';
}

export const ES_ABBR: Record<string, string> = { 'Matrícula de Honor': 'MH', Sobresaliente: 'SB', Notable: 'NT', Aprobado: 'AP', Suspenso: 'SS' };

export function esMark(rng: Rng, level: number): number {
  return Math.max(5, Math.min(10, Math.round((level + rng.gauss() * 1.3) * 10) / 10));
}

export interface EsUniversity { name: string; place: Place }

export function esUniversity(rng: Rng): EsUniversity {
  const p = place(rng, 'es');
  const name = rng.pick([`Universidad de ${p.town}`, `Universidad Politécnica de ${p.town}`, `Universidad Autónoma de ${p.town}`, `Universidad del ${rng.pick(['Norte', 'Levante', 'Sureste', 'Atlántico'])}`]);
  return { name, place: p };
}
