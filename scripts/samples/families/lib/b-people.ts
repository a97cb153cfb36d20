/**
 * Invented people, towns and institutions for the corpus-b families (DE / FR / ES / IT / BR).
 * Names are common given names and surnames of each country combined at random; towns and
 * institutions are made-up generic names ("Hochschule Lindenau", "Université de Valmont"),
 * never a real institution's name. States/regions are real (they place the issuer), with the
 * English names and ISO 3166-2 codes of the `country-state-city` package.
 */
import type { Rng } from '../../rng';

export interface Person {
  given: string;
  family: string;
  /** Natural order "Given Family". */
  full: string;
  female: boolean;
}

export interface Place {
  town: string;
  postcode: string;
  street: string;
  /** As printed locally ("Bayern", "Minas Gerais") and in the package ("Bavaria"/"BY"). */
  stateLocal: string;
  state: string;
  stateCode: string;
}

const DE_M = ['Lukas', 'Jonas', 'Felix', 'Maximilian', 'Tobias', 'Niklas', 'Florian', 'Sebastian', 'Moritz', 'Jan', 'Tim', 'Philipp', 'Matthias', 'Johannes', 'Benedikt', 'Leon'];
const DE_F = ['Anna', 'Lena', 'Sophie', 'Marie', 'Laura', 'Julia', 'Katharina', 'Hannah', 'Lea', 'Johanna', 'Franziska', 'Charlotte', 'Miriam', 'Theresa', 'Jana', 'Clara'];
const DE_S = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Köhler', 'Günther', 'Brandt', 'Vogel', 'Böhm', 'Weiß'];
const FR_M = ['Lucas', 'Hugo', 'Louis', 'Gabriel', 'Arthur', 'Théo', 'Nathan', 'Mathis', 'Raphaël', 'Jules', 'Antoine', 'Maxime', 'Clément', 'Baptiste', 'Étienne', 'Loïc'];
const FR_F = ['Emma', 'Léa', 'Chloé', 'Manon', 'Camille', 'Inès', 'Sarah', 'Juliette', 'Louise', 'Élodie', 'Océane', 'Margaux', 'Anaïs', 'Clémence', 'Zoé', 'Hélène'];
const FR_S = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'Fournier', 'Girard', 'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Chevalier', 'Mercier', 'Gauthier', 'Perrin', 'Benoît', 'Lemaître'];
const ES_M = ['Alejandro', 'Daniel', 'Pablo', 'Javier', 'Adrián', 'Álvaro', 'Sergio', 'Diego', 'Marcos', 'Iván', 'Rubén', 'Jorge', 'Hugo', 'Raúl', 'Andrés', 'Íñigo'];
const ES_F = ['Lucía', 'María', 'Paula', 'Laura', 'Marta', 'Andrea', 'Sara', 'Carmen', 'Elena', 'Irene', 'Nerea', 'Alba', 'Claudia', 'Noelia', 'Ainhoa', 'Begoña'];
const ES_S = ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Serrano', 'Castillo', 'Ortega', 'Núñez'];
const IT_M = ['Lorenzo', 'Matteo', 'Alessandro', 'Leonardo', 'Francesco', 'Andrea', 'Riccardo', 'Gabriele', 'Tommaso', 'Davide', 'Giuseppe', 'Federico', 'Stefano', 'Niccolò', 'Pietro', 'Simone'];
const IT_F = ['Giulia', 'Chiara', 'Francesca', 'Sofia', 'Martina', 'Alessia', 'Sara', 'Elisa', 'Valentina', 'Federica', 'Beatrice', 'Aurora', 'Ilaria', 'Camilla', 'Noemi', 'Serena'];
const IT_S = ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli'];
const BR_M = ['João Pedro', 'Gabriel', 'Lucas', 'Matheus', 'Guilherme', 'Rafael', 'Felipe', 'Gustavo', 'Pedro Henrique', 'Thiago', 'Vinícius', 'Leonardo', 'Caio', 'Bruno', 'Otávio', 'Luiz Fernando'];
const BR_F = ['Ana Beatriz', 'Maria Eduarda', 'Larissa', 'Juliana', 'Camila', 'Beatriz', 'Letícia', 'Fernanda', 'Mariana', 'Gabriela', 'Isabela', 'Ana Clara', 'Vitória', 'Luana', 'Natália', 'Débora'];
const BR_S = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Lima', 'Carvalho', 'Ferreira', 'Rodrigues', 'Almeida', 'Costa', 'Gomes', 'Ribeiro', 'Martins', 'Araújo', 'Barbosa', 'Cardoso', 'Rocha', 'Nascimento', 'Teixeira', 'Moreira', 'Cavalcanti', 'Monteiro', 'Mendes', 'Freitas', 'Correia', 'Batista', 'Azevedo'];

export type Country = 'de' | 'fr' | 'es' | 'it' | 'br';

export function person(rng: Rng, c: Country, female: boolean = rng.bool()): Person {
  const pools: Record<Country, [string[], string[], string[]]> = {
    de: [DE_M, DE_F, DE_S], fr: [FR_M, FR_F, FR_S], es: [ES_M, ES_F, ES_S], it: [IT_M, IT_F, IT_S], br: [BR_M, BR_F, BR_S],
  };
  const [m, f, s] = pools[c];
  let given = rng.pick(female ? f : m);
  let family: string;
  if (c === 'es') {
    // Spanish: first surname (father's) and second surname (mother's), both in lastName.
    const [a, b] = rng.sample(s, 2);
    family = `${a} ${b}`;
    if (rng.bool(0.15)) given = `${given} ${rng.pick(female ? ['Isabel', 'del Carmen', 'Victoria'] : ['José', 'Luis', 'Manuel'])}`;
  } else if (c === 'br') {
    // Brazilian: usually mother's and father's surnames, sometimes with "da"/"de"/"dos".
    const [a, b] = rng.sample(s, 2);
    const particle = ['Silva', 'Costa', 'Rocha', 'Cunha'].includes(b) ? 'da' : b === 'Santos' ? 'dos' : ['Souza', 'Oliveira', 'Almeida', 'Araújo', 'Freitas', 'Azevedo', 'Moreira'].includes(b) ? 'de' : '';
    family = particle && rng.bool(0.4) ? `${a} ${particle} ${b}` : `${a} ${b}`;
  } else if (c === 'de' && rng.bool(0.1)) {
    const [a, b] = rng.sample(s, 2);
    family = `${a}-${b}`;
  } else if (c === 'fr' && rng.bool(0.15)) {
    given = `${given}-${rng.pick(female ? ['Marie', 'Anne', 'Claire'] : ['Marie', 'Louis', 'Pierre'])}`;
    family = rng.pick(s);
  } else family = rng.pick(s);
  return { given, family, full: `${given} ${family}`, female };
}

// Invented towns, each placed in a real state/region (so the address places the issuer).
const DE_PLACES: [string, string, string, string, number][] = [
  ['Lindenau', 'Sachsen', 'Saxony', 'SN', 0],
  ['Auental', 'Bayern', 'Bavaria', 'BY', 8],
  ['Burgstetten am Main', 'Bayern', 'Bavaria', 'BY', 9],
  ['Rheinfelde', 'Nordrhein-Westfalen', 'North Rhine-Westphalia', 'NW', 4],
  ['Hohenbruck', 'Baden-Württemberg', 'Baden-Württemberg', 'BW', 7],
  ['Weserhagen', 'Niedersachsen', 'Lower Saxony', 'NI', 3],
  ['Kesselbach', 'Hessen', 'Hesse', 'HE', 6],
  ['Saalfelde', 'Thüringen', 'Thuringia', 'TH', 0],
  ['Elbwiesen', 'Sachsen-Anhalt', 'Saxony-Anhalt', 'ST', 3],
  ['Nordmarsch', 'Schleswig-Holstein', 'Schleswig-Holstein', 'SH', 2],
];
const FR_PLACES: [string, string, string, string][] = [
  ['Valmont-sur-Aire', 'Hauts-de-France', 'Hauts-de-France', 'HDF'],
  ['Saint-Aubin-des-Prés', 'Normandie', 'Normandie', 'NOR'],
  ['Belcastel', 'Occitanie', 'Occitanie', 'OCC'],
  ['Montlouvier', 'Auvergne-Rhône-Alpes', 'Auvergne-Rhône-Alpes', 'ARA'],
  ['Rochebrune', 'Nouvelle-Aquitaine', 'Nouvelle-Aquitaine', 'NAQ'],
  ['Villeneuve-la-Forêt', 'Grand Est', 'Grand-Est', 'GES'],
  ['Kerlouan-Plage', 'Bretagne', 'Bretagne', 'BRE'],
  ['Pontvallon', 'Centre-Val de Loire', 'Centre-Val de Loire', 'CVL'],
];
const ES_PLACES: [string, string, string, string][] = [
  ['Valdemora', 'Comunidad de Madrid', 'Madrid', 'MD'],
  ['Torrealta', 'Andalucía', 'Andalusia', 'AN'],
  ['Sant Feliu de Marina', 'Cataluña', 'Catalonia', 'CT'],
  ['Villanueva del Campo Alto', 'Castilla y León', 'Castile and León', 'CL'],
  ['Puerto Albar', 'Comunitat Valenciana', 'Valencia', 'VC'],
  ['Miraflores de Sil', 'Galicia', 'Galicia', 'GA'],
  ['Aldeaseca del Ebro', 'Aragón', 'Aragon', 'AR'],
];
const IT_PLACES: [string, string, string, string][] = [
  ['Valbruna', 'Lombardia', 'Lombardy', '25'],
  ['Castelforte', 'Lazio', 'Lazio', '62'],
  ['San Vito al Piano', 'Veneto', 'Veneto', '34'],
  ['Montalto Ligure', 'Liguria', 'Liguria', '42'],
  ['Poggiorsini Alto', 'Puglia', 'Apulia', '75'],
  ['Roccabella', 'Toscana', 'Tuscany', '52'],
  ['Borgofranco', 'Piemonte', 'Piedmont', '21'],
  ['Casalnuovo', 'Campania', 'Campania', '72'],
];
const BR_PLACES: [string, string, string, string][] = [
  ['Campo Alto', 'Minas Gerais', 'Minas Gerais', 'MG'],
  ['Serra Verde', 'São Paulo', 'São Paulo', 'SP'],
  ['Porto Claro', 'Rio Grande do Sul', 'Rio Grande do Sul', 'RS'],
  ['Vale do Sol', 'Paraná', 'Paraná', 'PR'],
  ['Nova Esperança do Norte', 'Pará', 'Pará', 'PA'],
  ['Águas Claras do Sul', 'Santa Catarina', 'Santa Catarina', 'SC'],
  ['Lagoa Bonita', 'Pernambuco', 'Pernambuco', 'PE'],
  ['Rio das Pedras', 'Bahia', 'Bahia', 'BA'],
  ['São José da Mata', 'Goiás', 'Goiás', 'GO'],
];

const STREETS: Record<Country, string[]> = {
  de: ['Hauptstraße', 'Universitätsplatz', 'Am Campus', 'Schlossallee', 'Gartenweg', 'Bahnhofstraße', 'Lindenring'],
  fr: ['rue de la République', 'avenue des Sciences', 'place de l’Université', 'boulevard Victor-Hugo', 'rue des Écoles'],
  es: ['Calle Mayor', 'Avenida de la Universidad', 'Plaza del Rectorado', 'Paseo de los Tilos', 'Calle del Carmen'],
  it: ['Via Roma', 'Piazza dell’Università', 'Via Garibaldi', 'Corso Mazzini', 'Viale delle Scienze'],
  br: ['Avenida Brasil', 'Rua das Flores', 'Avenida Universitária', 'Rua Sete de Setembro', 'Rodovia BR-101, km 12'],
};

export function place(rng: Rng, c: Country): Place {
  const street = rng.pick(STREETS[c]);
  if (c === 'de') {
    const [town, stateLocal, state, stateCode, d] = rng.pick(DE_PLACES);
    return { town, stateLocal, state, stateCode, postcode: `${d}${rng.int(1000, 9999)}`, street: `${street} ${rng.int(1, 120)}` };
  }
  const table = { fr: FR_PLACES, es: ES_PLACES, it: IT_PLACES, br: BR_PLACES }[c];
  const [town, stateLocal, state, stateCode] = rng.pick(table);
  const postcode = c === 'fr' ? `${rng.int(10, 95)}${rng.int(100, 999)}` : c === 'es' ? `${String(rng.int(1, 50)).padStart(2, '0')}${rng.int(100, 999)}` : c === 'it' ? `${rng.int(10, 98)}${rng.int(100, 999)}` : `${rng.int(10, 99)}${rng.int(100, 999)}-${rng.int(100, 999)}`;
  const num = rng.int(1, 400);
  const addr = c === 'fr' ? `${num}, ${street}` : c === 'br' ? `${street}, ${num}` : `${street}, ${num}`;
  return { town, stateLocal, state, stateCode, postcode, street: addr };
}

/** Initials of the significant words ("Hochschule für Technik Lindenau" → "HTL"). */
export function initials(name: string): string {
  return name.split(/[\s\-]+/).filter((w) => /^\p{Lu}/u.test(w)).map((w) => w[0]).join('').slice(0, 4);
}

export const phone = (rng: Rng, c: Country): string => {
  switch (c) {
    case 'de': return `+49 ${rng.int(30, 991)} ${rng.int(100, 999)}-${rng.int(0, 9)}`;
    case 'fr': return `+33 (0)${rng.int(1, 5)} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
    case 'es': return `+34 9${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
    case 'it': return `+39 0${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
    case 'br': return `+55 (${rng.int(11, 99)}) ${rng.int(3000, 3999)}-${rng.int(1000, 9999)}`;
  }
};

/** A web domain from the institution's name ("hs-lindenau.de"). */
export function domain(name: string, c: Country): string {
  const tld = { de: 'de', fr: 'fr', es: 'es', it: 'it', br: 'edu.br' }[c];
  const slug = name
    .normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    .replace(/\b(de|des|du|la|le|del|di|degli|da|do|dos|der|für|fur|y|e|et|of|und)\b/g, ' ')
    .split(/[^a-z]+/).filter(Boolean);
  const short = slug.length > 2 ? slug.map((w) => w[0]).join('') + '-' + slug[slug.length - 1] : slug.join('-');
  return `www.${short}.${tld}`;
}
