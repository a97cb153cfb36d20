/**
 * Countries (ISO 3166-1 alpha-2, English short name, printed forms in several languages) and
 * first-level subdivisions (ISO 3166-2 suffix, English name, printed forms) for the countries
 * whose documents commonly print a state. Lookups work on folded text (no accents, lowercase).
 */
import { foldWords } from './normalize';

export interface CountryInfo {
  code: string;
  name: string;
  /** Printed forms (any language), abbreviations included. */
  aliases: string[];
}

export const COUNTRY_LIST: CountryInfo[] = [
  { code: 'US', name: 'United States', aliases: ['united states', 'united states of america', 'usa', 'u s a', 'us', 'u s', 'etats unis', 'etats unis d amerique', 'vereinigte staaten', 'vereinigte staaten von amerika', 'estados unidos', 'estados unidos de america', 'eeuu', 'ee uu'] },
  { code: 'GB', name: 'United Kingdom', aliases: ['united kingdom', 'uk', 'u k', 'great britain', 'england', 'scotland', 'wales', 'northern ireland', 'royaume uni', 'vereinigtes konigreich', 'grossbritannien', 'reino unido'] },
  { code: 'FR', name: 'France', aliases: ['france', 'frankreich', 'francia', 'republique francaise'] },
  { code: 'DE', name: 'Germany', aliases: ['germany', 'deutschland', 'allemagne', 'alemania', 'bundesrepublik deutschland', 'federal republic of germany'] },
  { code: 'ES', name: 'Spain', aliases: ['spain', 'espana', 'espagne', 'spanien', 'reino de espana'] },
  { code: 'IN', name: 'India', aliases: ['india', 'inde', 'indien', 'bharat'] },
  { code: 'IT', name: 'Italy', aliases: ['italy', 'italia', 'italie', 'italien'] },
  { code: 'PT', name: 'Portugal', aliases: ['portugal'] },
  { code: 'NL', name: 'Netherlands', aliases: ['netherlands', 'the netherlands', 'nederland', 'pays bas', 'niederlande', 'paises bajos', 'holland'] },
  { code: 'BE', name: 'Belgium', aliases: ['belgium', 'belgique', 'belgien', 'belgica', 'belgie'] },
  { code: 'CH', name: 'Switzerland', aliases: ['switzerland', 'suisse', 'schweiz', 'suiza', 'svizzera'] },
  { code: 'AT', name: 'Austria', aliases: ['austria', 'osterreich', 'autriche'] },
  { code: 'LU', name: 'Luxembourg', aliases: ['luxembourg', 'luxemburg', 'luxemburgo'] },
  { code: 'IE', name: 'Ireland', aliases: ['ireland', 'irlande', 'irland', 'irlanda', 'eire'] },
  { code: 'CA', name: 'Canada', aliases: ['canada', 'kanada'] },
  { code: 'MX', name: 'Mexico', aliases: ['mexico', 'mexique', 'mexiko'] },
  { code: 'AR', name: 'Argentina', aliases: ['argentina', 'argentine', 'argentinien'] },
  { code: 'CL', name: 'Chile', aliases: ['chile', 'chili'] },
  { code: 'CO', name: 'Colombia', aliases: ['colombia', 'colombie', 'kolumbien'] },
  { code: 'PE', name: 'Peru', aliases: ['peru', 'perou'] },
  { code: 'VE', name: 'Venezuela', aliases: ['venezuela'] },
  { code: 'EC', name: 'Ecuador', aliases: ['ecuador', 'equateur'] },
  { code: 'BR', name: 'Brazil', aliases: ['brazil', 'brasil', 'bresil', 'brasilien'] },
  { code: 'AU', name: 'Australia', aliases: ['australia', 'australie', 'australien'] },
  { code: 'NZ', name: 'New Zealand', aliases: ['new zealand', 'nouvelle zelande', 'neuseeland', 'nueva zelanda'] },
  { code: 'CN', name: 'China', aliases: ['china', 'chine', "people's republic of china", 'peoples republic of china', 'p r china', 'prc'] },
  { code: 'JP', name: 'Japan', aliases: ['japan', 'japon'] },
  { code: 'KR', name: 'South Korea', aliases: ['south korea', 'korea', 'republic of korea', 'coree du sud', 'sudkorea', 'corea del sur'] },
  { code: 'PK', name: 'Pakistan', aliases: ['pakistan'] },
  { code: 'BD', name: 'Bangladesh', aliases: ['bangladesh'] },
  { code: 'NP', name: 'Nepal', aliases: ['nepal'] },
  { code: 'LK', name: 'Sri Lanka', aliases: ['sri lanka'] },
  { code: 'PH', name: 'Philippines', aliases: ['philippines', 'philippinen', 'filipinas'] },
  { code: 'VN', name: 'Vietnam', aliases: ['vietnam', 'viet nam'] },
  { code: 'TH', name: 'Thailand', aliases: ['thailand', 'thailande', 'tailandia'] },
  { code: 'MY', name: 'Malaysia', aliases: ['malaysia', 'malaisie', 'malasia'] },
  { code: 'SG', name: 'Singapore', aliases: ['singapore', 'singapour', 'singapur'] },
  { code: 'ID', name: 'Indonesia', aliases: ['indonesia', 'indonesie', 'indonesien'] },
  { code: 'NG', name: 'Nigeria', aliases: ['nigeria'] },
  { code: 'GH', name: 'Ghana', aliases: ['ghana'] },
  { code: 'KE', name: 'Kenya', aliases: ['kenya', 'kenia'] },
  { code: 'ZA', name: 'South Africa', aliases: ['south africa', 'afrique du sud', 'sudafrika', 'sudafrica'] },
  { code: 'EG', name: 'Egypt', aliases: ['egypt', 'egypte', 'agypten', 'egipto'] },
  { code: 'MA', name: 'Morocco', aliases: ['morocco', 'maroc', 'marokko', 'marruecos'] },
  { code: 'DZ', name: 'Algeria', aliases: ['algeria', 'algerie', 'algerien', 'argelia'] },
  { code: 'TN', name: 'Tunisia', aliases: ['tunisia', 'tunisie', 'tunesien', 'tunez'] },
  { code: 'SN', name: 'Senegal', aliases: ['senegal'] },
  { code: 'CM', name: 'Cameroon', aliases: ['cameroon', 'cameroun', 'kamerun', 'camerun'] },
  { code: 'CI', name: "Côte d'Ivoire", aliases: ["cote d'ivoire", 'cote d ivoire', 'ivory coast', 'elfenbeinkuste', 'costa de marfil'] },
  { code: 'TR', name: 'Turkey', aliases: ['turkey', 'turkiye', 'turquie', 'turkei', 'turquia'] },
  { code: 'IR', name: 'Iran', aliases: ['iran'] },
  { code: 'SA', name: 'Saudi Arabia', aliases: ['saudi arabia', 'arabie saoudite', 'saudi arabien', 'arabia saudita'] },
  { code: 'AE', name: 'United Arab Emirates', aliases: ['united arab emirates', 'uae', 'emirats arabes unis', 'vereinigte arabische emirate', 'emiratos arabes unidos'] },
  { code: 'RU', name: 'Russia', aliases: ['russia', 'russian federation', 'russie', 'russland', 'rusia'] },
  { code: 'UA', name: 'Ukraine', aliases: ['ukraine', 'ucrania'] },
  { code: 'PL', name: 'Poland', aliases: ['poland', 'polska', 'pologne', 'polen', 'polonia'] },
  { code: 'CZ', name: 'Czechia', aliases: ['czechia', 'czech republic', 'tschechien', 'republique tcheque', 'republica checa'] },
  { code: 'GR', name: 'Greece', aliases: ['greece', 'grece', 'griechenland', 'grecia'] },
  { code: 'SE', name: 'Sweden', aliases: ['sweden', 'sverige', 'suede', 'schweden', 'suecia'] },
  { code: 'NO', name: 'Norway', aliases: ['norway', 'norge', 'norvege', 'norwegen', 'noruega'] },
  { code: 'DK', name: 'Denmark', aliases: ['denmark', 'danmark', 'danemark', 'danemark', 'dinamarca', 'danemark'] },
  { code: 'FI', name: 'Finland', aliases: ['finland', 'suomi', 'finlande', 'finnland', 'finlandia'] },
  { code: 'RO', name: 'Romania', aliases: ['romania', 'roumanie', 'rumanien', 'rumania'] },
  { code: 'HU', name: 'Hungary', aliases: ['hungary', 'hongrie', 'ungarn', 'hungria'] },
];

const COUNTRY_BY_ALIAS = new Map<string, CountryInfo>();
for (const c of COUNTRY_LIST) for (const a of c.aliases) COUNTRY_BY_ALIAS.set(foldWords(a), c);
/** Aliases that are too short or too common to find in running text (only as a whole value). */
const WEAK_ALIASES = new Set(['us', 'u s', 'uk', 'u k', 'prc', 'uae', 'eeuu', 'ee uu', 'england', 'scotland', 'wales', 'holland', 'korea', 'chile', 'georgia']);

/** A country from a value that is only a country name ("Deutschland", "USA"). */
export function countryFromValue(value: string): CountryInfo | null {
  return COUNTRY_BY_ALIAS.get(foldWords(value)) ?? null;
}

/**
 * Countries named in a text (e.g. an address line "Lyon, France"), with their position in the
 * folded text. Only unambiguous aliases are searched in running text; "USA" counts.
 */
export function countriesInText(text: string): Array<{ country: CountryInfo; index: number }> {
  const f = ' ' + foldWords(text) + ' ';
  const out: Array<{ country: CountryInfo; index: number }> = [];
  for (const [alias, c] of COUNTRY_BY_ALIAS) {
    if (WEAK_ALIASES.has(alias) && alias !== 'usa' && alias !== 'u s a') continue;
    let i = f.indexOf(' ' + alias + ' ');
    while (i >= 0) {
      out.push({ country: c, index: i });
      i = f.indexOf(' ' + alias + ' ', i + 1);
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

export interface StateInfo {
  country: string;
  /** ISO 3166-2 subdivision code without the country prefix ("IL", "BY"). */
  code: string;
  /** English name. */
  name: string;
  aliases: string[];
}

const s = (country: string, code: string, name: string, ...aliases: string[]): StateInfo => ({ country, code, name, aliases: [name, ...aliases] });

export const STATE_LIST: StateInfo[] = [
  // United States
  ...([
    ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
    ['CT', 'Connecticut'], ['DE', 'Delaware'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'],
    ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
    ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
    ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
    ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'],
    ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'],
    ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'],
    ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'],
    ['WI', 'Wisconsin'], ['WY', 'Wyoming'], ['DC', 'District of Columbia'],
  ] as const).map(([code, name]) => s('US', code, name)),
  // Germany (Länder)
  s('DE', 'BW', 'Baden-Württemberg'),
  s('DE', 'BY', 'Bavaria', 'Bayern', 'Freistaat Bayern', 'Bavière', 'Baviera'),
  s('DE', 'BE', 'Berlin'),
  s('DE', 'BB', 'Brandenburg'),
  s('DE', 'HB', 'Bremen'),
  s('DE', 'HH', 'Hamburg'),
  s('DE', 'HE', 'Hesse', 'Hessen'),
  s('DE', 'MV', 'Mecklenburg-Western Pomerania', 'Mecklenburg-Vorpommern'),
  s('DE', 'NI', 'Lower Saxony', 'Niedersachsen', 'Basse-Saxe', 'Baja Sajonia'),
  s('DE', 'NW', 'North Rhine-Westphalia', 'Nordrhein-Westfalen', 'NRW', 'Rhénanie-du-Nord-Westphalie', 'Renania del Norte-Westfalia'),
  s('DE', 'RP', 'Rhineland-Palatinate', 'Rheinland-Pfalz'),
  s('DE', 'SL', 'Saarland'),
  s('DE', 'SN', 'Saxony', 'Sachsen', 'Freistaat Sachsen', 'Saxe', 'Sajonia'),
  s('DE', 'ST', 'Saxony-Anhalt', 'Sachsen-Anhalt'),
  s('DE', 'SH', 'Schleswig-Holstein'),
  s('DE', 'TH', 'Thuringia', 'Thüringen', 'Freistaat Thüringen'),
  // Spain (autonomous communities)
  s('ES', 'AN', 'Andalusia', 'Andalucía'),
  s('ES', 'AR', 'Aragon', 'Aragón'),
  s('ES', 'AS', 'Asturias', 'Principado de Asturias'),
  s('ES', 'IB', 'Balearic Islands', 'Illes Balears', 'Islas Baleares'),
  s('ES', 'CN', 'Canary Islands', 'Canarias', 'Islas Canarias'),
  s('ES', 'CB', 'Cantabria'),
  s('ES', 'CL', 'Castile and León', 'Castilla y León'),
  s('ES', 'CM', 'Castilla-La Mancha', 'Castile-La Mancha'),
  s('ES', 'CT', 'Catalonia', 'Cataluña', 'Catalunya', 'Catalogne'),
  s('ES', 'EX', 'Extremadura'),
  s('ES', 'GA', 'Galicia'),
  s('ES', 'MD', 'Community of Madrid', 'Comunidad de Madrid'),
  s('ES', 'MC', 'Region of Murcia', 'Región de Murcia', 'Murcia'),
  s('ES', 'NC', 'Navarre', 'Comunidad Foral de Navarra', 'Navarra'),
  s('ES', 'PV', 'Basque Country', 'País Vasco', 'Euskadi', 'Pays basque', 'Baskenland'),
  s('ES', 'RI', 'La Rioja'),
  s('ES', 'VC', 'Valencian Community', 'Comunitat Valenciana', 'Comunidad Valenciana'),
  // India
  ...([
    ['AP', 'Andhra Pradesh'], ['AR', 'Arunachal Pradesh'], ['AS', 'Assam'], ['BR', 'Bihar'], ['CT', 'Chhattisgarh'],
    ['GA', 'Goa'], ['GJ', 'Gujarat'], ['HR', 'Haryana'], ['HP', 'Himachal Pradesh'], ['JH', 'Jharkhand'],
    ['KA', 'Karnataka'], ['KL', 'Kerala'], ['MP', 'Madhya Pradesh'], ['MH', 'Maharashtra'], ['MN', 'Manipur'],
    ['ML', 'Meghalaya'], ['MZ', 'Mizoram'], ['NL', 'Nagaland'], ['OR', 'Odisha'], ['PB', 'Punjab'], ['RJ', 'Rajasthan'],
    ['SK', 'Sikkim'], ['TN', 'Tamil Nadu'], ['TG', 'Telangana'], ['TR', 'Tripura'], ['UP', 'Uttar Pradesh'],
    ['UT', 'Uttarakhand'], ['WB', 'West Bengal'], ['DL', 'Delhi'], ['JK', 'Jammu and Kashmir'],
  ] as const).map(([code, name]) => s('IN', code, name)),
  // Canada
  ...([
    ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'], ['NL', 'Newfoundland and Labrador'],
    ['NS', 'Nova Scotia'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec', 'Québec'], ['SK', 'Saskatchewan'],
  ] as const).map(([code, name, ...rest]) => s('CA', code, name, ...rest)),
  // Australia
  ...([
    ['NSW', 'New South Wales'], ['VIC', 'Victoria'], ['QLD', 'Queensland'], ['WA', 'Western Australia'], ['SA', 'South Australia'],
    ['TAS', 'Tasmania'], ['ACT', 'Australian Capital Territory'], ['NT', 'Northern Territory'],
  ] as const).map(([code, name]) => s('AU', code, name)),
];

/** States of a country found in a text, by printed name (and for the US by "City, ST 12345"). */
export function statesInText(text: string, countryCode: string | null): Array<{ state: StateInfo; index: number }> {
  const f = ' ' + foldWords(text) + ' ';
  const out: Array<{ state: StateInfo; index: number }> = [];
  for (const st of STATE_LIST) {
    if (countryCode && st.country !== countryCode) continue;
    for (const a of st.aliases) {
      const alias = foldWords(a);
      const i = f.indexOf(' ' + alias + ' ');
      if (i >= 0) out.push({ state: st, index: i });
    }
  }
  if (!countryCode || countryCode === 'US') {
    // "Springfield, IL 62704": a two-letter code before a ZIP code.
    for (const m of text.matchAll(/,\s*([A-Z]{2})\.?\s+\d{5}(?:-\d{4})?\b/g)) {
      const st = STATE_LIST.find((x) => x.country === 'US' && x.code === m[1]);
      if (st) out.push({ state: st, index: m.index ?? 0 });
    }
  }
  // Longer names first at the same place ("West Virginia" over "Virginia").
  return out.sort((a, b) => a.index - b.index || b.state.name.length - a.state.name.length);
}

export function stateFromValue(value: string, countryCode: string | null): StateInfo | null {
  const v = foldWords(value);
  for (const st of STATE_LIST) {
    if (countryCode && st.country !== countryCode) continue;
    if (st.aliases.some((a) => foldWords(a) === v)) return st;
    if (countryCode && v.toUpperCase() === st.code.toLowerCase().toUpperCase() && value.trim().toUpperCase() === st.code) return st;
  }
  return null;
}
