/**
 * The level of the degree vocabularies of the development families' countries and of the allowlist
 * (docs/document-understanding.md, "Qualification"; issue 10, item 4): title -> level per country (ISO
 * alpha-2; GB the United Kingdom), as the national qualification frameworks and the EHEA cycles place them
 * (scripts/samples/families/README.md, `qualification.level`), abbreviations with and without dots.
 *
 * Left out because their level depends on the country (null over a guess where nothing else decides):
 * "cand.mag." (a first degree in Norway, a master in Denmark), "Bachiller en Ciencias" (school-leaving in
 * Venezuela, a first degree in Peru), "Educación Secundaria" (lower in Mexico, complete in Argentina), a bare
 * "School Certificate", "General Certificate of Education" or "School Leaving Certificate" (ordinary or
 * advanced level by country), the Lithuanian "brandos atestatas" (the certificate's name, over the
 * stage it certifies), English "Baccalaureate" (a first degree in the US), "Diplom" (Iran's
 * school-leaving diplom, Germany's second degree), and a bare "AA" (a Turkish grade).
 */
import { expect } from 'chai';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';

const LEVELS: Record<string, Array<[string, string]>> = {
  US: [['Associate of Arts', 'Associate'], ['A.A.', 'Associate'], ['A.S.', 'Associate'], ['Associate in Applied Science', 'Associate'], ['A.A.S.', 'Associate'], ['AAS', 'Associate'], ['B.S.', 'Bachelor'], ['BS', 'Bachelor'], ['B.A.', 'Bachelor'], ['BA', 'Bachelor'], ['M.S.', 'Master'], ['MS', 'Master'], ['M.B.A.', 'Master'], ['MBA', 'Master'], ['Ph.D.', 'Doctorate'], ['PhD', 'Doctorate'], ['Ed.D.', 'Doctorate'], ['EdD', 'Doctorate'], ['Juris Doctor', 'Doctorate'], ['Master of Fine Arts', 'Master'], ['MFA', 'Master'], ['BFA', 'Bachelor'], ['High School Diploma', 'Higher Secondary'], ['M.Ed.', 'Master'], ['MEd', 'Master'], ['B.F.A.', 'Bachelor']],
  GB: [['Higher National Diploma', 'Diploma'], ['HND', 'Diploma'], ['Higher National Certificate', 'Diploma'], ['HNC', 'Diploma'], ['Foundation Degree', 'Associate'], ['Bachelor of Arts (Hons)', 'Bachelor'], ['BA (Hons)', 'Bachelor'], ['Master of Engineering', 'Master'], ['MEng', 'Master'], ['M.Eng.', 'Master'], ['MPhil', 'Master'], ['DPhil', 'Doctorate'], ['LLB', 'Bachelor'], ['LL.B.', 'Bachelor'], ['LLM', 'Master'], ['GCSE', 'Secondary'], ['GCE Advanced Level', 'Higher Secondary'], ['A Level', 'Higher Secondary'], ['MSci', 'Master'], ['Integrated Master of Engineering', 'Master']],
  IN: [['B.Tech.', 'Bachelor'], ['BTech', 'Bachelor'], ['M.Tech.', 'Master'], ['MBBS', 'Bachelor'], ['M.B.B.S.', 'Bachelor'], ['Diploma in Engineering', 'Diploma'], ['Class XII', 'Higher Secondary'], ['AISSCE', 'Higher Secondary'], ['Intermediate Examination', 'Higher Secondary'], ['Pre-University Course', 'Higher Secondary'], ['Secondary School Leaving Certificate', 'Secondary'], ['B.Com.', 'Bachelor'], ['M.Com.', 'Master'], ['B.Ed.', 'Bachelor'], ['BCA', 'Bachelor'], ['MCA', 'Master']],
  DE: [['Diplom-Ingenieur', 'Master'], ['Dipl.-Ing.', 'Master'], ['Diplom-Ingenieur (FH)', 'Bachelor'], ['Dipl.-Ing. (FH)', 'Bachelor'], ['Magister Artium', 'Master'], ['Erste Staatsprüfung', 'Master'], ['Abitur', 'Higher Secondary'], ['Allgemeine Hochschulreife', 'Higher Secondary'], ['Fachhochschulreife', 'Higher Secondary'], ['Doktor der Naturwissenschaften', 'Doctorate'], ['Dr. rer. nat.', 'Doctorate'], ['Bachelor of Science', 'Bachelor'], ['Mittlerer Schulabschluss', 'Secondary'], ['Diplom-Kaufmann (FH)', 'Bachelor'], ['Diplom-Kauffrau', 'Master']],
  FR: [['Licence', 'Bachelor'], ['Licence professionnelle', 'Bachelor'], ['Master', 'Master'], ['Diplôme universitaire de technologie', 'Diploma'], ['DUT', 'Diploma'], ['BTS', 'Diploma'], ["Diplôme d'ingénieur", 'Master'], ['Doctorat', 'Doctorate'], ['DEUG', 'Associate'], ['Baccalauréat', 'Higher Secondary'], ['Diplôme national du brevet', 'Secondary'], ['Bachelor universitaire de technologie', 'Bachelor']],
  ES: [['Grado en Derecho', 'Bachelor'], ['Máster Universitario en Química', 'Master'], ['Técnico Superior en Informática', 'Diploma'], ['Título de Bachiller', 'Higher Secondary'], ['Doctor por la Universidad', 'Doctorate'], ['Graduado en Educación Secundaria Obligatoria', 'Secondary'], ['Diplomado en Enfermería', 'Bachelor'], ['Ingeniero Técnico', 'Bachelor']],
  IT: [['Laurea', 'Bachelor'], ['Laurea Triennale', 'Bachelor'], ['Laurea Magistrale', 'Master'], ['Laurea Magistrale a Ciclo Unico', 'Master'], ['Laurea Specialistica', 'Master'], ['Dottorato di Ricerca', 'Doctorate'], ['Diploma di Maturità', 'Higher Secondary'], ['Diploma Accademico di Primo Livello', 'Bachelor'], ['Diploma Accademico di Secondo Livello', 'Master'], ['Licenza Media', 'Secondary']],
  BR: [['Bacharel em Direito', 'Bachelor'], ['Licenciatura em Matemática', 'Bachelor'], ['Tecnólogo em Redes', 'Bachelor'], ['Mestre em Física', 'Master'], ['Doutor em Química', 'Doctorate'], ['Ensino Médio', 'Higher Secondary'], ['Ensino Fundamental', 'Secondary']],
  PT: [['Licenciado em Economia', 'Bachelor'], ['Mestrado Integrado em Medicina', 'Master'], ['Técnico Superior Profissional', 'Associate'], ['Ensino Secundário', 'Higher Secondary']],
  RU: [['Бакалавр', 'Bachelor'], ['Магистр', 'Master'], ['Специалист', 'Master'], ['Кандидат наук', 'Doctorate'], ['Доктор наук', 'Doctorate'], ['Аттестат о среднем общем образовании', 'Higher Secondary'], ['Аттестат об основном общем образовании', 'Secondary'], ['Диплом о среднем профессиональном образовании', 'Diploma'], ['Specialist Degree', 'Master'], ['Diploma of Specialist', 'Master'], ['Specialist Diploma', 'Master'], ['Candidate of Sciences', 'Doctorate'], ['Doctor of Sciences', 'Doctorate'], ['Bakalavr', 'Bachelor'], ['Magistr', 'Master'], ['Kandidat nauk', 'Doctorate']],
  UA: [['Молодший бакалавр', 'Associate'], ['Молодший спеціаліст', 'Diploma'], ['Спеціаліст', 'Master'], ['Магістр', 'Master'], ['Доктор філософії', 'Doctorate'], ['Junior Bachelor', 'Associate'], ['Junior Specialist', 'Diploma']],
  NG: [['Ordinary National Diploma', 'Diploma'], ['OND', 'Diploma'], ['HND', 'Diploma'], ['Nigeria Certificate in Education', 'Diploma'], ['NCE', 'Diploma'], ['WASSCE', 'Higher Secondary'], ['Senior School Certificate', 'Higher Secondary'], ['SSCE', 'Higher Secondary'], ['West African Senior School Certificate', 'Higher Secondary']],
  PK: [['Matric', 'Secondary'], ['Secondary School Certificate', 'Secondary'], ['Higher Secondary School Certificate', 'Higher Secondary'], ['HSSC', 'Higher Secondary'], ['F.Sc.', 'Higher Secondary'], ['FSc', 'Higher Secondary'], ['Diploma of Associate Engineer', 'Diploma'], ['BS Computer Science', 'Bachelor'], ['M.Phil.', 'Master'], ['Associate Degree in Arts', 'Associate']],
  PH: [['Bachelor of Science in Nursing', 'Bachelor'], ['Associate in Computer Technology', 'Associate'], ['Senior High School', 'Higher Secondary'], ['Junior High School', 'Secondary']],
  MX: [['Licenciatura en Derecho', 'Bachelor'], ['Maestría en Ciencias', 'Master'], ['Doctorado en Ciencias', 'Doctorate'], ['Técnico Superior Universitario', 'Diploma'], ['Bachillerato', 'Higher Secondary']],
  AU: [['Advanced Diploma of Nursing', 'Diploma'], ['Associate Degree in Engineering', 'Associate'], ['Victorian Certificate of Education', 'Higher Secondary'], ['Queensland Certificate of Education', 'Higher Secondary'], ['South Australian Certificate of Education', 'Higher Secondary'], ['Western Australian Certificate of Education', 'Higher Secondary'], ['Higher School Certificate', 'Higher Secondary'], ['Bachelor of Arts (Honours)', 'Bachelor']],
  KE: [['Kenya Certificate of Secondary Education', 'Higher Secondary'], ['KCSE', 'Higher Secondary'], ['Diploma in Education', 'Diploma']],
  PL: [['Licencjat', 'Bachelor'], ['Magister', 'Master'], ['Inżynier', 'Bachelor'], ['Magister inżynier', 'Master'], ['Doktor', 'Doctorate'], ['Świadectwo dojrzałości', 'Higher Secondary']],
  TR: [['Lisans', 'Bachelor'], ['Yüksek Lisans', 'Master'], ['Önlisans', 'Associate'], ['Ön Lisans', 'Associate'], ['Doktora', 'Doctorate'], ['Lise Diploması', 'Higher Secondary']],
  ID: [['Sarjana Teknik', 'Bachelor'], ['Magister Manajemen', 'Master'], ['Ahli Madya', 'Diploma'], ['Diploma Tiga', 'Diploma'], ['Sarjana Terapan', 'Bachelor'], ['Doktor', 'Doctorate']],
  NL: [['Associate degree', 'Associate'], ['Doctoraal', 'Master'], ['VWO-diploma', 'Higher Secondary'], ['HAVO-diploma', 'Higher Secondary'], ['VMBO-diploma', 'Secondary'], ['Bachelor of Arts', 'Bachelor'], ['Master of Science', 'Master']],
  BE: [['Bachelier en droit', 'Bachelor'], ['Graduaat', 'Associate'], ['Master in de rechten', 'Master'], ["Certificat d'enseignement secondaire supérieur", 'Higher Secondary']],
  GR: [['Πτυχίο', 'Bachelor'], ['Μεταπτυχιακό Δίπλωμα Ειδίκευσης', 'Master'], ['Διδακτορικό Δίπλωμα', 'Doctorate'], ['Απολυτήριο Λυκείου', 'Higher Secondary'], ['Ptychio', 'Bachelor'], ['Integrated Master', 'Master']],
  HU: [['alapfokozat', 'Bachelor'], ['mesterfokozat', 'Master'], ['osztatlan mesterképzés', 'Master'], ['főiskolai oklevél', 'Bachelor'], ['egyetemi oklevél', 'Master'], ['érettségi bizonyítvány', 'Higher Secondary'], ['felsőoktatási szakképzés', 'Associate']],
  FI: [['Filosofian kandidaatti', 'Bachelor'], ['Filosofian maisteri', 'Master'], ['Insinööri (AMK)', 'Bachelor'], ['Insinööri (ylempi AMK)', 'Master'], ['Tradenomi (AMK)', 'Bachelor'], ['Sairaanhoitaja (AMK)', 'Bachelor'], ['Sosionomi (ylempi AMK)', 'Master'], ['Diplomi-insinööri', 'Master'], ['Filosofian tohtori', 'Doctorate'], ['Ylioppilastutkinto', 'Higher Secondary']],
  NO: [['Bachelorgrad', 'Bachelor'], ['Mastergrad', 'Master'], ['Ph.d.-grad', 'Doctorate'], ['Candidatus scientiarum', 'Master'], ['Cand.scient.', 'Master'], ['Høgskolekandidat', 'Associate'], ['Vitnemål fra videregående opplæring', 'Higher Secondary']],
  DK: [['Professionsbachelor', 'Bachelor'], ['Kandidatgrad', 'Master'], ['Erhvervsakademiuddannelse', 'Associate'], ['Studentereksamen', 'Higher Secondary'], ['Diplomingeniør', 'Bachelor'], ['Ph.d.-grad', 'Doctorate'], ['Akademiuddannelse', 'Associate']],
  LT: [['Bakalauras', 'Bachelor'], ['Magistras', 'Master'], ['Daktaras', 'Doctorate'], ['Profesinis bakalauras', 'Bachelor']],
  LV: [['Bakalaurs', 'Bachelor'], ['Maģistrs', 'Master'], ['Doktors', 'Doctorate'], ['Profesionālais bakalaurs', 'Bachelor'], ['Atestāts par vispārējo vidējo izglītību', 'Higher Secondary']],
  EE: [['Bakalaureusekraad', 'Bachelor'], ['Magistrikraad', 'Master'], ['Doktorikraad', 'Doctorate'], ['Rakenduskõrghariduse diplom', 'Bachelor'], ['Gümnaasiumi lõputunnistus', 'Higher Secondary'], ['Põhikooli lõputunnistus', 'Secondary']],
  JP: [['Gakushi', 'Bachelor'], ['Shushi', 'Master'], ['Hakushi', 'Doctorate'], ['Tanki Daigakushi', 'Associate'], ['Senmonshi', 'Diploma']],
  KR: [['Haksa', 'Bachelor'], ['Seoksa', 'Master'], ['Baksa', 'Doctorate'], ['Jeonmunhaksa', 'Associate']],
  CN: [['Xueshi Xuewei', 'Bachelor'], ['Shuoshi Xuewei', 'Master'], ['Boshi Xuewei', 'Doctorate'], ['Zhuanke', 'Diploma']],
  IR: [['Kardani', 'Associate'], ['Karshenasi', 'Bachelor'], ['Karshenasi Arshad', 'Master']],
  UG: [['Uganda Certificate of Education', 'Secondary'], ['Uganda Advanced Certificate of Education', 'Higher Secondary'], ['UCE', 'Secondary'], ['UACE', 'Higher Secondary'], ['Ordinary Diploma', 'Diploma'], ['National Diploma', 'Diploma']],
  ZW: [['General Certificate of Education Ordinary Level', 'Secondary'], ['GCE O Level', 'Secondary'], ['Ordinary Level', 'Secondary'], ['O Level', 'Secondary'], ['General Certificate of Education Advanced Level', 'Higher Secondary']],
  RW: [['Advanced Level Certificate', 'Higher Secondary'], ['Ordinary Level Certificate', 'Secondary'], ['Advanced Diploma', 'Diploma']],
  VE: [['Técnico Superior Universitario', 'Diploma'], ['Licenciado en Educación', 'Bachelor'], ['Ingeniero Civil', 'Bachelor']],
  DO: [['Licenciatura en Contabilidad', 'Bachelor'], ['Bachiller', 'Higher Secondary'], ['Maestría en Gerencia', 'Master']],
  GE: [['Bakalavri', 'Bachelor'], ['Magistri', 'Master'], ['Doktori', 'Doctorate']],
  AM: [['Bakalavr', 'Bachelor'], ['Magistros', 'Master']],
  UZ: [['Bakalavr', 'Bachelor'], ['Magistr', 'Master']],
  MN: [['Бакалавр', 'Bachelor'], ['Магистр', 'Master'], ['Доктор (Ph.D)', 'Doctorate'], ['Бүрэн дунд боловсрол', 'Higher Secondary'], ['Суурь боловсрол', 'Secondary']],
  KH: [['Bac II', 'Higher Secondary'], ['Associate Degree', 'Associate'], ['Bachelor of Education', 'Bachelor']],
  LK: [['GCE Advanced Level', 'Higher Secondary'], ['GCE Ordinary Level', 'Secondary'], ['G.C.E. (A/L)', 'Higher Secondary'], ['G.C.E. (O/L)', 'Secondary']],
  BD: [['SSC', 'Secondary'], ['HSC', 'Higher Secondary'], ['Higher Secondary Certificate', 'Higher Secondary']],
  NP: [['SLC', 'Secondary'], ['Proficiency Certificate Level', 'Higher Secondary']],
};

describe('extraction: the level of degree vocabularies by country', () => {
  it('covers the development families\' countries and the allowlist, at least ten countries', () => {
    expect(Object.keys(LEVELS).length).to.be.at.least(40);
  });

  for (const [country, titles] of Object.entries(LEVELS)) {
    it(`maps the titles of ${country}`, () => {
      for (const [title, level] of titles) expect(qualificationLevel(title), `${country}: ${title}`).to.equal(level);
    });
  }
});
