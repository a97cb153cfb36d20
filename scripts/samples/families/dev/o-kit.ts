/**
 * Shared pieces of the corpus-o families (held-out set written on 2026-11-29 by a helper who
 * changes nothing under src/): invented people, the ground-truth helper and date forms in the
 * languages the o- families print. Kept beside the group's files (not in lib/) because it names what the
 * families model. Drawing goes through the corpus-n kit. Every name is invented by combining
 * common given and family names at random.
 */
import type { Rng } from '../../rng';
import { personResult, ymd } from '../lib/group-kit';
import { dmy as nkitDmy } from '../lib/n-kit';

export { comma, upper, ymd } from '../lib/group-kit';

export interface OPerson {
  given: string;
  family: string;
  woman: boolean;
}

interface NameList {
  men: string[];
  women: string[];
  family: string[];
}

const NAMES: Record<string, NameList> = {
  // Uruguayan holders carry two family names (father's, mother's), as Spanish-speaking registries print them.
  UY: { men: ['Martín', 'Santiago', 'Diego Nicolás', 'Federico', 'Joaquín', 'Gonzalo Andrés', 'Matías', 'Rodrigo'], women: ['Lucía', 'Florencia', 'Camila Belén', 'Valentina', 'Sofía', 'María Noel', 'Agustina', 'Carolina'], family: ['Rodríguez Pereira', 'González Silva', 'Fernández Acosta', 'Martínez Olivera', 'Sosa Cabrera', 'Pérez Núñez', 'Suárez Techera', 'Da Silva Méndez', 'Correa Viera', 'Ferreira Benítez'] },
  CY: { men: ['Ανδρέας', 'Γιώργος', 'Χρίστος', 'Κωνσταντίνος', 'Μιχάλης', 'Παναγιώτης', 'Νικόλας', 'Σάββας'], women: ['Μαρία', 'Ελένη', 'Άννα', 'Χριστίνα', 'Κατερίνα', 'Ραφαέλα', 'Στέλλα', 'Δέσποινα'], family: [] },
  FJ: { men: ['Josaia', 'Ratu Seru', 'Vikash', 'Ravinesh', 'Tevita', 'Mosese', 'Shivneel', 'Apisai'], women: ['Litia', 'Ana', 'Priyanka', 'Shalini', 'Mereani', 'Salote', 'Roshni', 'Adi Losana'], family: ['Naivalu', 'Tuilagi', 'Prasad', 'Kumar', 'Waqa', 'Ratudradra', 'Chand', 'Nacola', 'Singh', 'Vunibola', 'Lal', 'Tikoduadua'] },
  CR: { men: ['José Pablo', 'Luis Diego', 'Andrés', 'Esteban', 'Daniel', 'Mauricio', 'Fabián', 'Jeremy'], women: ['María Fernanda', 'Daniela', 'Valeria', 'Sofía', 'Natalia', 'Melissa', 'Ana Lucía', 'Tatiana'], family: ['Vargas Jiménez', 'Rojas Mora', 'Solís Castro', 'Chaves Araya', 'Quesada Alfaro', 'Umaña Calderón', 'Brenes Salas', 'Villalobos Soto', 'Monge Arias', 'Zúñiga Campos'] },
  AL: { men: ['Arben', 'Erion', 'Klevis', 'Ardit', 'Endri', 'Dritan', 'Gentian', 'Elton'], women: ['Ermira', 'Anisa', 'Klea', 'Xhesika', 'Elona', 'Jonida', 'Amarda', 'Rea'], family: ['Hoxha', 'Shehu', 'Leka', 'Kola', 'Dervishi', 'Gjoka', 'Marku', 'Bregu', 'Çela', 'Prifti', 'Laçi', 'Muça'] },
  MZ: { men: ['Armando', 'Celso', 'Dércio', 'Hélio', 'Nelson', 'Edson', 'Zacarias', 'Osvaldo'], women: ['Ana Paula', 'Cátia', 'Dulce', 'Hermínia', 'Neusa', 'Sheila', 'Luísa', 'Yolanda'], family: ['Macuácua', 'Sitoe', 'Cossa', 'Mondlane', 'Nhantumbo', 'Tembe', 'Chissano', 'Mabunda', 'Guambe', 'Muianga', 'Langa', 'Matsinhe'] },
  BT: { men: ['Tshering', 'Karma', 'Sonam', 'Ugyen', 'Pema', 'Kinley', 'Dorji', 'Jigme'], women: ['Dechen', 'Tashi', 'Yangchen', 'Choki', 'Deki', 'Sangay', 'Kezang', 'Pelden'], family: ['Wangchuk', 'Dorji', 'Tenzin', 'Lhamo', 'Choden', 'Namgyel', 'Wangmo', 'Penjor', 'Zangmo', 'Rinzin', 'Gyeltshen', 'Dema'] },
  SI: { men: ['Luka', 'Jan', 'Žiga', 'Matic', 'Nejc', 'Rok', 'Tilen', 'Gašper'], women: ['Nina', 'Eva', 'Špela', 'Maja', 'Tjaša', 'Urška', 'Nika', 'Anja'], family: ['Novak', 'Horvat', 'Kovačič', 'Krajnc', 'Zupančič', 'Potočnik', 'Kos', 'Vidmar', 'Golob', 'Mlakar', 'Kranjc', 'Turk'] },
  MT: { men: ['Matthew', 'Luke', 'Jean Paul', 'Kurt', 'Nicholas', 'Karl', 'Gabriel', 'Clayton'], women: ['Maria', 'Nicole', 'Martina', 'Gabriella', 'Francesca', 'Rebecca', 'Kimberly', 'Elaine'], family: ['Borg', 'Camilleri', 'Vella', 'Farrugia', 'Zammit', 'Galea', 'Micallef', 'Grech', 'Attard', 'Spiteri', 'Azzopardi', 'Mifsud'] },
};

/** Greek family names differ by gender (Γεωργίου stays, Παπαδόπουλος → Παπαδοπούλου). */
const CY_FAMILY: Array<[string, string]> = [['Γεωργίου', 'Γεωργίου'], ['Χαραλάμπους', 'Χαραλάμπους'], ['Κωνσταντίνου', 'Κωνσταντίνου'], ['Ιωάννου', 'Ιωάννου'], ['Παπαδόπουλος', 'Παπαδοπούλου'], ['Νικολάου', 'Νικολάου'], ['Λοΐζου', 'Λοΐζου'], ['Χριστοδούλου', 'Χριστοδούλου'], ['Ευαγγέλου', 'Ευαγγέλου'], ['Στυλιανού', 'Στυλιανού']];

export function oPerson(rng: Rng, country: keyof typeof NAMES): OPerson {
  const n = NAMES[country];
  const woman = rng.bool(0.5);
  if (country === 'CY') return { given: rng.pick(woman ? n.women : n.men), family: rng.pick(CY_FAMILY)[woman ? 1 : 0], woman };
  return { given: rng.pick(woman ? n.women : n.men), family: rng.pick(n.family), woman };
}

/**
 * Icelandic holders: no family name, the father's name with -son or -dóttir stands where a surname
 * stands (the last name on every record and passport).
 */
const IS = {
  men: ['Jón', 'Guðmundur', 'Sigurður', 'Gunnar', 'Ólafur', 'Einar', 'Kristján', 'Stefán'],
  women: ['Guðrún', 'Anna', 'Sigríður', 'Kristín', 'Margrét', 'Helga', 'Sara', 'Katrín'],
  // Genitive stems of fathers' names: Jón → Jóns-, Helgi → Helga-, Einar → Einars-.
  fathers: ['Jóns', 'Helga', 'Einars', 'Magnús', 'Gunnars', 'Ólafs', 'Stefáns', 'Björns', 'Þórðar', 'Sigurðar'],
};

export function isPerson(rng: Rng): OPerson {
  const woman = rng.bool(0.5);
  const middle = rng.bool(0.3) ? ` ${rng.pick(woman ? ['Ósk', 'Björk', 'Rún', 'Lind'] : ['Þór', 'Már', 'Freyr', 'Örn'])}` : '';
  return { given: `${rng.pick(woman ? IS.women : IS.men)}${middle}`, family: `${rng.pick(IS.fathers)}${woman ? 'dóttir' : 'son'}`, woman };
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', el: 'Greek', is: 'Icelandic', sq: 'Albanian', pt: 'Portuguese', sl: 'Slovenian' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const oResult = personResult(LANGUAGE_NAMES);

// ---------------------------------------------------------------------------------------------
// Dates

const MONTHS: Record<string, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'setiembre', 'octubre', 'noviembre', 'diciembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  // Greek, Icelandic and Slovenian print the month in the genitive after a day number.
  el: ['Ιανουαρίου', 'Φεβρουαρίου', 'Μαρτίου', 'Απριλίου', 'Μαΐου', 'Ιουνίου', 'Ιουλίου', 'Αυγούστου', 'Σεπτεμβρίου', 'Οκτωβρίου', 'Νοεμβρίου', 'Δεκεμβρίου'],
  is: ['janúar', 'febrúar', 'mars', 'apríl', 'maí', 'júní', 'júlí', 'ágúst', 'september', 'október', 'nóvember', 'desember'],
  sl: ['januarja', 'februarja', 'marca', 'aprila', 'maja', 'junija', 'julija', 'avgusta', 'septembra', 'oktobra', 'novembra', 'decembra'],
  sq: ['janar', 'shkurt', 'mars', 'prill', 'maj', 'qershor', 'korrik', 'gusht', 'shtator', 'tetor', 'nëntor', 'dhjetor'],
};

/** Day, month, year with a separator ("07.03.2001"). */
export const dmy = (isoDate: string, sep = '.'): string => nkitDmy(isoDate, sep);

/** A date with the month's name as the language prints it. */
export function longDate(isoDate: string, lang: string): string {
  const [y, m, d] = ymd(isoDate);
  const month = MONTHS[lang][m - 1];
  if (lang === 'es' || lang === 'pt') return `${d} de ${month} de ${y}`;
  if (lang === 'is' || lang === 'sl') return `${d}. ${month} ${y}`;
  return `${d} ${month} ${y}`;
}
