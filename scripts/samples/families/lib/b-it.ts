/**
 * Italian degree courses (esami with SSD and CFU), the /30 scale with "30 e lode", the 110
 * scale of the voto di laurea and university names for the corpus-b Italian families.
 */
import type { Rng } from '../../rng';
import { place, type Place } from './b-people';

export interface Esame { name: string; ssd: string; cfu: number; idoneita?: boolean }
export interface CorsoIt { title: string; field: string; classe: string; magistrale: boolean; exams: Esame[] }

const e = (name: string, ssd: string, cfu: number, idoneita = false): Esame => ({ name, ssd, cfu, idoneita });

export const IT_CORSI: CorsoIt[] = [
  {
    title: 'Laurea in Economia e Management', field: 'Economia e Management', classe: 'L-18', magistrale: false,
    exams: [
      e('Economia aziendale', 'SECS-P/07', 9), e('Matematica generale', 'SECS-S/06', 9), e('Istituzioni di diritto privato', 'IUS/01', 9), e('Microeconomia', 'SECS-P/01', 9),
      e('Lingua inglese', 'L-LIN/12', 6, true), e('Statistica', 'SECS-S/01', 9), e('Macroeconomia', 'SECS-P/01', 9), e('Ragioneria generale e applicata', 'SECS-P/07', 9),
      e('Diritto commerciale', 'IUS/04', 9), e('Matematica finanziaria', 'SECS-S/06', 6), e('Economia e gestione delle imprese', 'SECS-P/08', 9), e('Storia economica', 'SECS-P/12', 6),
      e('Organizzazione aziendale', 'SECS-P/10', 9), e('Scienza delle finanze', 'SECS-P/03', 9), e('Marketing', 'SECS-P/08', 6), e('Finanza aziendale', 'SECS-P/09', 9),
      e('Economia degli intermediari finanziari', 'SECS-P/11', 9), e('Diritto del lavoro', 'IUS/07', 6), e('Lingua francese', 'L-LIN/04', 6), e('Econometria', 'SECS-P/05', 6), e('Economia internazionale', 'SECS-P/02', 9),
      e('Abilità informatiche', 'INF/01', 3, true), e('Tirocinio formativo', 'NN', 6, true), e('Prova finale', 'PROFIN_S', 3, true),
    ],
  },
  {
    title: 'Laurea in Ingegneria Informatica', field: 'Ingegneria Informatica', classe: 'L-8', magistrale: false,
    exams: [
      e('Analisi matematica I', 'MAT/05', 9), e('Geometria e algebra lineare', 'MAT/03', 6), e('Fondamenti di informatica', 'ING-INF/05', 9), e('Fisica generale I', 'FIS/01', 9),
      e('Lingua inglese B1', 'L-LIN/12', 3, true), e('Analisi matematica II', 'MAT/05', 6), e('Algoritmi e strutture dati', 'ING-INF/05', 9), e('Elettrotecnica', 'ING-IND/31', 6),
      e('Calcolatori elettronici', 'ING-INF/05', 9), e('Fisica generale II', 'FIS/01', 6), e('Basi di dati', 'ING-INF/05', 9), e('Sistemi operativi', 'ING-INF/05', 9),
      e('Fondamenti di automatica', 'ING-INF/04', 9), e('Reti di calcolatori', 'ING-INF/05', 9), e('Ingegneria del software', 'ING-INF/05', 9), e('Elettronica', 'ING-INF/01', 9),
      e('Controlli automatici', 'ING-INF/04', 9), e('Programmazione web', 'ING-INF/05', 9), e('Teoria dei segnali', 'ING-INF/03', 9), e('Economia e organizzazione aziendale', 'ING-IND/35', 6), e('Calcolo numerico', 'MAT/08', 6),
      e('Probabilità e statistica', 'MAT/06', 6), e('Tirocinio', 'NN', 6, true), e('Prova finale', 'PROFIN_S', 3, true),
    ],
  },
  {
    title: 'Laurea Magistrale in Ingegneria Meccanica', field: 'Ingegneria Meccanica', classe: 'LM-33', magistrale: true,
    exams: [
      e('Meccanica delle vibrazioni', 'ING-IND/13', 9), e('Progettazione meccanica avanzata', 'ING-IND/14', 9), e('Fluidodinamica computazionale', 'ING-IND/06', 6), e('Tecnologie speciali', 'ING-IND/16', 9),
      e('Sistemi energetici', 'ING-IND/09', 9), e('Controllo dei sistemi meccanici', 'ING-IND/13', 6), e('Metodi numerici per l’ingegneria', 'MAT/08', 6), e('Impianti industriali', 'ING-IND/17', 9),
      e('Macchine a fluido', 'ING-IND/08', 9), e('Materiali compositi', 'ING-IND/22', 6), e('Affidabilità dei sistemi meccanici', 'ING-IND/13', 9), e('Progettazione di impianti', 'ING-IND/17', 6), e('Lingua inglese B2', 'L-LIN/12', 3, true), e('Tirocinio', 'NN', 6, true), e('Prova finale', 'PROFIN_S', 18, true),
    ],
  },
  {
    title: 'Laurea Magistrale in Biotecnologie Mediche', field: 'Biotecnologie Mediche', classe: 'LM-9', magistrale: true,
    exams: [
      e('Biologia molecolare avanzata', 'BIO/11', 8), e('Genetica medica', 'MED/03', 6), e('Immunologia e immunopatologia', 'MED/04', 8), e('Farmacologia molecolare', 'BIO/14', 6),
      e('Microbiologia clinica', 'MED/07', 6), e('Bioinformatica', 'INF/01', 6), e('Patologia generale', 'MED/04', 8), e('Biochimica clinica', 'BIO/12', 6),
      e('Oncologia molecolare', 'MED/06', 6), e('Bioetica', 'MED/02', 4), e('Tecnologie ricombinanti', 'BIO/11', 8), e('Statistica medica', 'MED/01', 6), e('Laboratorio di colture cellulari', 'BIO/13', 6, true), e('Tirocinio', 'NN', 12, true), e('Prova finale', 'PROFIN_S', 24, true),
    ],
  },
];

/** An exam mark /30 near a level; 30 e lode sometimes at the top. */
export function itVoto(rng: Rng, level: number): { text: string; value: number } {
  const v = Math.max(18, Math.min(30, Math.round(level + rng.gauss() * 2.4)));
  if (v === 30 && rng.bool(0.4)) return { text: '30 e lode', value: 30 };
  return { text: String(v), value: v };
}

export interface ItUniversity { name: string; place: Place }

export function itUniversity(rng: Rng): ItUniversity {
  const p = place(rng, 'it');
  const name = rng.pick([`Università degli Studi di ${p.town}`, `Università di ${p.town}`, `Politecnico di ${p.town}`, `Università del ${rng.pick(['Piemonte Meridionale', 'Tirreno', 'Medio Adriatico', 'Salento Interno'])}`]);
  return { name, place: p };
}
