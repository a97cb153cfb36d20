import { expect } from 'chai';
import { expandQualification, qualificationLevel } from '../../src/processing/extraction/qualifications';
import { normalizeDegreeName } from '../../src/processing/extraction/fields';

describe('extraction: qualifications and their levels', () => {
  const levels: Array<[string, string]> = [
    // US, UK
    ['Bachelor of Science', 'Bachelor'], ['Associate of Applied Science', 'Associate'], ['Master of Business Administration', 'Master'],
    ['Doctor of Philosophy', 'Doctorate'], ['High School Diploma', 'Higher Secondary'], ['BSc (Hons) Economics', 'Bachelor'],
    ['GCE Advanced Level', 'Higher Secondary'], ['GCSE', 'Secondary'],
    // IN
    ['B.Tech.', 'Bachelor'], ['B.E.', 'Bachelor'], ['M.Sc.', 'Master'], ['MBA', 'Master'], ['SSC', 'Secondary'], ['SSLC', 'Secondary'],
    ['Secondary School Examination', 'Secondary'], ['Secondary School Certificate', 'Secondary'], ['Higher Secondary Certificate', 'Higher Secondary'],
    ['Intermediate Examination', 'Higher Secondary'], ['AISSCE', 'Higher Secondary'], ['Senior School Certificate Examination', 'Higher Secondary'],
    ['Class X', 'Secondary'], ['Class XII', 'Higher Secondary'],
    // DE
    ['Abitur', 'Higher Secondary'], ['Zeugnis der Allgemeinen Hochschulreife', 'Higher Secondary'], ['Bachelor of Arts', 'Bachelor'],
    ['Diplom-Ingenieur', 'Master'], ['Magister Artium', 'Master'], ['Erste Staatsprüfung', 'Master'], ['Staatsexamen', 'Master'],
    // FR
    ['Baccalauréat général', 'Higher Secondary'], ['Licence', 'Bachelor'], ['Master', 'Master'], ['DUT', 'Diploma'], ['BTS', 'Diploma'],
    // ES
    ['Título de Bachiller', 'Higher Secondary'], ['Grado en Ingeniería Informática', 'Bachelor'], ['Licenciado en Derecho', 'Bachelor'],
    ['Máster Universitario en Economía', 'Master'], ['Graduado en Educación Secundaria Obligatoria', 'Secondary'],
    // IT
    ['Diploma di maturità', 'Higher Secondary'], ['Laurea in Economia', 'Bachelor'], ['Laurea magistrale in Fisica', 'Master'],
    // BR
    ['Ensino Médio', 'Higher Secondary'], ['Bacharel em Direito', 'Bachelor'], ['Licenciatura em Matemática', 'Bachelor'], ['Tecnólogo em Redes', 'Bachelor'],
    // RU, UA, KZ
    ['Аттестат о среднем общем образовании', 'Higher Secondary'], ['Аттестат об основном общем образовании', 'Secondary'],
    ['Бакалавр', 'Bachelor'], ['Специалист', 'Master'], ['Спеціаліст', 'Master'], ['Магистр', 'Master'], ['Магістр', 'Master'],
    ['Кандидат технических наук', 'Doctorate'], ['Младший специалист', 'Diploma'],
    ['Атестат про повну загальну середню освіту', 'Higher Secondary'],
    // EG
    ['Thanaweya Amma', 'Higher Secondary'], ['الثانوية العامة', 'Higher Secondary'], ['بكالوريوس التجارة', 'Bachelor'],
    // TH
    ['ม.6', 'Higher Secondary'], ['มัธยมศึกษาปีที่ 6', 'Higher Secondary'], ['ปริญญาตรี', 'Bachelor'], ['ปริญญาโท', 'Master'],
    // ET
    ['Grade 12', 'Higher Secondary'], ['ESSLCE', 'Higher Secondary'],
  ];
  for (const [name, level] of levels) it(`${name} → ${level}`, () => expect(qualificationLevel(name)).to.equal(level));
  it('has no level for words that name no qualification', () => {
    expect(qualificationLevel('Computer Science')).to.equal(null);
    expect(qualificationLevel(null)).to.equal(null);
  });
  it('expands an abbreviation printed alone', () => {
    expect(expandQualification('B.Tech.')).to.equal('Bachelor of Technology');
    expect(expandQualification('B. E.')).to.equal('Bachelor of Engineering');
    expect(expandQualification('SSLC')).to.equal('Secondary School Leaving Certificate');
    expect(expandQualification('Bachelor of Science')).to.equal(null);
    expect(normalizeDegreeName('MBA')).to.equal('Master of Business Administration');
    expect(normalizeDegreeName('HSC')).to.equal('Higher Secondary Certificate');
  });
});
