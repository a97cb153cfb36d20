/**
 * Brazilian undergraduate courses (disciplinas by período with carga horária), notas 0-10 and
 * conceitos, and institution names for the corpus-b Brazilian families.
 */
import type { Rng } from '../../rng';
import { place, type Place } from './b-people';

export interface Disciplina { name: string; ch: number }
export interface CursoBr { name: string; grau: 'Bacharelado' | 'Licenciatura'; titulo: string; semesters: Disciplina[][] }

const d = (name: string, ch: number): Disciplina => ({ name, ch });

export const BR_CURSOS: CursoBr[] = [
  {
    name: 'Engenharia Civil', grau: 'Bacharelado', titulo: 'Bacharel em Engenharia Civil',
    semesters: [
      [d('Cálculo Diferencial e Integral I', 90), d('Geometria Analítica', 60), d('Química Geral', 60), d('Introdução à Engenharia Civil', 30), d('Desenho Técnico', 60)],
      [d('Cálculo Diferencial e Integral II', 90), d('Física I', 90), d('Álgebra Linear', 60), d('Algoritmos e Programação', 60), d('Desenho Assistido por Computador', 60)],
      [d('Cálculo Diferencial e Integral III', 60), d('Física II', 60), d('Mecânica Geral', 60), d('Topografia', 60), d('Estatística e Probabilidade', 60)],
      [d('Resistência dos Materiais I', 90), d('Materiais de Construção Civil I', 60), d('Fenômenos de Transporte', 60), d('Cálculo Numérico', 60), d('Geologia de Engenharia', 45)],
      [d('Resistência dos Materiais II', 60), d('Teoria das Estruturas I', 60), d('Hidráulica', 60), d('Mecânica dos Solos I', 60), d('Materiais de Construção Civil II', 60)],
      [d('Teoria das Estruturas II', 60), d('Concreto Armado I', 90), d('Mecânica dos Solos II', 60), d('Hidrologia', 60), d('Instalações Elétricas Prediais', 45)],
      [d('Concreto Armado II', 60), d('Fundações', 60), d('Estradas', 60), d('Saneamento Básico', 60), d('Estruturas de Aço', 60)],
      [d('Gerenciamento de Obras', 60), d('Pontes', 60), d('Engenharia de Tráfego', 45), d('Estágio Supervisionado', 180), d('Trabalho de Conclusão de Curso', 60)],
    ],
  },
  {
    name: 'Administração', grau: 'Bacharelado', titulo: 'Bacharel em Administração',
    semesters: [
      [d('Teoria Geral da Administração', 60), d('Matemática Aplicada', 60), d('Introdução à Economia', 60), d('Comunicação Empresarial', 60), d('Sociologia das Organizações', 60)],
      [d('Contabilidade Geral', 60), d('Estatística Aplicada', 60), d('Direito Empresarial', 60), d('Psicologia Organizacional', 60), d('Métodos Quantitativos', 60)],
      [d('Gestão de Pessoas I', 60), d('Marketing I', 60), d('Matemática Financeira', 60), d('Contabilidade Gerencial', 60), d('Economia Brasileira', 60)],
      [d('Gestão de Pessoas II', 60), d('Marketing II', 60), d('Administração Financeira I', 60), d('Logística Empresarial', 60), d('Direito do Trabalho', 60)],
      [d('Administração Financeira II', 60), d('Administração da Produção', 60), d('Sistemas de Informação Gerencial', 60), d('Pesquisa de Mercado', 60), d('Comportamento do Consumidor', 45)],
      [d('Planejamento Estratégico', 60), d('Empreendedorismo', 60), d('Gestão de Projetos', 60), d('Administração Pública', 60), d('Ética Empresarial', 30)],
      [d('Negócios Internacionais', 60), d('Gestão da Qualidade', 60), d('Metodologia da Pesquisa', 60), d('Estágio Supervisionado', 300)],
      [d('Jogos de Empresas', 60), d('Gestão Ambiental', 45), d('Trabalho de Conclusão de Curso', 60)],
    ],
  },
  {
    name: 'Ciência da Computação', grau: 'Bacharelado', titulo: 'Bacharel em Ciência da Computação',
    semesters: [
      [d('Algoritmos e Estruturas de Dados I', 90), d('Cálculo I', 90), d('Matemática Discreta', 60), d('Introdução à Ciência da Computação', 30), d('Inglês Instrumental', 30)],
      [d('Algoritmos e Estruturas de Dados II', 90), d('Cálculo II', 60), d('Lógica para Computação', 60), d('Álgebra Linear', 60), d('Circuitos Digitais', 60)],
      [d('Programação Orientada a Objetos', 60), d('Arquitetura de Computadores', 60), d('Probabilidade e Estatística', 60), d('Teoria dos Grafos', 60), d('Banco de Dados I', 60)],
      [d('Sistemas Operacionais', 60), d('Linguagens Formais e Autômatos', 60), d('Engenharia de Software I', 60), d('Redes de Computadores', 60), d('Cálculo Numérico', 60)],
      [d('Compiladores', 60), d('Inteligência Artificial', 60), d('Engenharia de Software II', 60), d('Computação Gráfica', 60), d('Banco de Dados II', 60)],
      [d('Sistemas Distribuídos', 60), d('Teoria da Computação', 60), d('Segurança da Informação', 60), d('Interação Humano-Computador', 60)],
      [d('Aprendizado de Máquina', 60), d('Projeto e Análise de Algoritmos', 60), d('Metodologia Científica', 30), d('Optativa: Computação em Nuvem', 60)],
      [d('Trabalho de Conclusão de Curso', 120), d('Estágio Supervisionado', 240), d('Computadores e Sociedade', 30)],
    ],
  },
  {
    name: 'Matemática', grau: 'Licenciatura', titulo: 'Licenciado em Matemática',
    semesters: [
      [d('Fundamentos de Matemática Elementar', 60), d('Geometria Plana', 60), d('Introdução à Educação', 60), d('Leitura e Produção de Textos', 60)],
      [d('Cálculo I', 90), d('Geometria Espacial', 60), d('Psicologia da Educação', 60), d('Desenho Geométrico', 60)],
      [d('Cálculo II', 90), d('Álgebra Linear I', 60), d('Didática', 60), d('Física Básica I', 60)],
      [d('Cálculo III', 60), d('Álgebra Linear II', 60), d('Políticas Educacionais', 60), d('Estatística', 60)],
      [d('Análise Real I', 90), d('Estruturas Algébricas I', 60), d('Metodologia do Ensino de Matemática', 60), d('Estágio Supervisionado I', 100)],
      [d('Equações Diferenciais Ordinárias', 60), d('História da Matemática', 60), d('Libras', 60), d('Estágio Supervisionado II', 100)],
      [d('Variáveis Complexas', 60), d('Educação Matemática e Tecnologias', 60), d('Estágio Supervisionado III', 100)],
      [d('Trabalho de Conclusão de Curso', 60), d('Estágio Supervisionado IV', 100), d('Educação Inclusiva', 60)],
    ],
  },
];

export function brNota(rng: Rng, level: number): number {
  return Math.max(5, Math.min(10, Math.round((level + rng.gauss() * 1.2) * 10) / 10));
}

/** A common conceito mapping (A ≥ 9, B ≥ 7.5, C ≥ 6, D ≥ 5 with 5,0 as the pass mark in many regimentos). */
export const brConceito = (n: number): string => (n >= 9 ? 'A' : n >= 7.5 ? 'B' : n >= 6 ? 'C' : 'D');

export interface BrInstitution { name: string; unit: string; place: Place }

export function brInstitution(rng: Rng): BrInstitution {
  const p = place(rng, 'br');
  const name = rng.pick([`Universidade Federal de ${p.town}`, `Universidade Estadual de ${p.town}`, `Centro Universitário ${p.town}`, `Faculdade de Tecnologia e Ciências de ${p.town}`, `Universidade Comunitária do Vale de ${p.town}`]);
  const unit = rng.pick(['Pró-Reitoria de Graduação', 'Secretaria Acadêmica', 'Diretoria de Registro e Controle Acadêmico', 'Departamento de Assuntos Acadêmicos']);
  return { name, unit, place: p };
}

/** CPF-shaped number (invented digits): 123.456.789-09. */
export const cpf = (rng: Rng): string => `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}-${String(rng.int(0, 99)).padStart(2, '0')}`;
