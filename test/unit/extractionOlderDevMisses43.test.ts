/**
 * What the older development misses showed (docs/document-understanding.md, stop 43: rules "Two surnames first in
 * capitals", "A Cyrillic name's Latin rendering beside it", "Studies of a
 * stage's level", "A single-stage secondary school ends upper secondary", "A school's office certifies in its own name", "A school's legal form
 * before its name", "A supplement names its certificate", "A caption at the end of a value is the
 * next field's", "A consolidated record's last sitting completes it", "An office of
 * examinations and competitions is an examining body", "Honours after the field in parentheses", "A professional title of a
 * higher-education diploma"), on small generated pages and names.
 */
import { expect } from 'chai';
import { splitPersonName } from '../../src/processing/extraction/names';
import { endsSingleStageSecondary } from '../../src/processing/extraction/qualifications';
import { cleanInstitutionName } from '../../src/processing/extraction/issuer';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: what the older development misses showed (stop 43)', () => {
  it('reads a Spanish name in capitals, surname first, as its two surnames and then its given names', () => {
    const split = (n: string) => splitPersonName(n, { spanish: true, surnameFirstInCapitals: true });
    expect(split('MORALES VACA ANDREA LUCÍA')).to.deep.equal({ fullName: 'Andrea Lucía Morales Vaca', firstName: 'Andrea Lucía', lastName: 'Morales Vaca' });
    expect(split('DE LA TORRE CHÁVEZ PABLO')).to.include({ firstName: 'Pablo', lastName: 'De la Torre Chávez' });
    // A name in mixed case, or where the country keeps the natural order, is read as before.
    expect(splitPersonName('MORALES VACA ANDREA LUCÍA', { spanish: true })).to.include({ lastName: 'Andrea Lucía' });
    expect(split('Andrea Lucía Morales Vaca')).to.include({ firstName: 'Andrea Lucía', lastName: 'Morales Vaca' });
  });

  it("reports a Cyrillic name's Latin rendering beside it, in the order the Cyrillic name gives", () => {
    const r = extractDocumentFields(
      doc([
        [['УКРАЇНА', 190, 12], ['UKRAINE', 590, 12]],
        [['ДИПЛОМ МАГІСТРА', 110, 19], ["MASTER'S DIPLOMA", 510, 19]],
        [['Коваленко Марта Ігорівна', 100, 15], ['Kovalenko Marta', 550, 15]],
        [['закінчила у 2021 році', 160], ['graduated in 2021 from', 560]],
        [['Поліський національний університет', 70], ['Polissia National University', 470]],
        [['та здобула ступінь вищої освіти', 140], ['and obtained the degree of higher education', 510]],
        [['МАГІСТР', 180], ['MASTER', 580]],
      ]),
      'diploma',
    );
    expect(r.candidate).to.include({ fullName: 'Marta Kovalenko', firstName: 'Marta', lastName: 'Kovalenko' });
  });

  it('reads the school whose office certifies, the stage studied by its level, and a single-stage secondary school as upper secondary', () => {
    const r = extractDocumentFields(
      doc([
        [['REPÚBLICA DEL PERÚ', 80]],
        [['MINISTERIO DE EDUCACIÓN', 80, 12]],
        [['CERTIFICADO OFICIAL DE ESTUDIOS', 260, 12]],
        [['La Dirección de la Institución Educativa N° 2041 "Santa Rosa de Lima", con código modular 0312345, ubicada en Huaraz, certifica que:', 40]],
        [['APELLIDOS Y NOMBRES:', 40], ['QUISPE MAMANI, ROSA', 170]],
        [['ha cursado los estudios correspondientes al nivel de Educación Secundaria con los calificativos que se indican:', 40]],
        [['Huaraz, 20 de marzo de 2021', 40]],
      ]),
      'transcript',
    );
    expect(r.institution.name).to.equal('Institución Educativa N° 2041 "Santa Rosa de Lima"');
    expect(r.qualification.name).to.equal('Educación Secundaria');
    expect(r.qualification.level).to.equal('Higher Secondary');
  });

  it('keeps the lexicon\'s level of a secondary qualification where secondary school has two stages', () => {
    expect(endsSingleStageSecondary('Secondary School Leaving Certificate', 'SO')).to.equal(true);
    expect(endsSingleStageSecondary('Secondary School Leaving Certificate', 'IN')).to.equal(false);
    expect(endsSingleStageSecondary('Educación Secundaria', 'MX')).to.equal(false);
    expect(endsSingleStageSecondary('Educación Secundaria Obligatoria', 'PE')).to.equal(false);
  });

  it("cuts a Russian school's legal form before its name", () => {
    expect(cleanInstitutionName('Государственное бюджетное общеобразовательное учреждение Школа № 1561')).to.equal('Школа № 1561');
    expect(cleanInstitutionName('Средняя общеобразовательная школа № 5')).to.equal('Средняя общеобразовательная школа № 5');
  });

  it('reads the certificate a supplement belongs to as the qualification', () => {
    const r = extractDocumentFields(
      doc([
        [['РОССИЙСКАЯ ФЕДЕРАЦИЯ', 140], ['к документу: Аттестат об основном общем образовании № 12345678901234', 450]],
        [['ПРИЛОЖЕНИЕ', 160], ['Наименование учебных предметов', 480], ['Итоговая отметка', 700]],
        [['Смирнова', 190], ['Химия', 455], ['5 (отлично)', 720]],
        [['Ольга', 190], ['Физика', 455], ['4 (хорошо)', 720]],
        [['Андреевна', 190], ['История', 455], ['5 (отлично)', 720]],
        [['Дата рождения: 3 марта 2006 года', 40]],
        [['окончила в 2022 году', 40]],
      ]),
      'transcript',
    );
    expect(r.qualification.name).to.equal('Аттестат об основном общем образовании');
    expect(r.qualification.level).to.equal('Secondary');
  });

  it("cuts the next caption off a value's end, and completes a consolidated record at its last sitting", () => {
    const r = extractDocumentFields(
      doc([
        [['DECCAN STATE UNIVERSITY', 290, 14]],
        [['CONSOLIDATED MEMORANDUM OF MARKS', 270, 12]],
        [['Name:', 30], ['RAO PRIYA', 104], ['Hall Ticket No.:', 291], ['2207BC1234', 365]],
        [['Course:', 30], ['BACHELOR OF COMMERCE (ACCOUNTANCY, ECONOMICS) Medium:', 104], ['ENGLISH', 365], ['Year of Admission:', 551], ['2016', 625]],
        [['Sl Subject', 35], ['Max', 184], ['Secured', 209], ['Month & Year', 245]],
        [['1 FINANCIAL ACCOUNTING', 36], ['100', 185], ['64', 218], ['APR 2017', 245]],
        [['2 BUSINESS ECONOMICS', 36], ['100', 185], ['71', 218], ['APR 2018', 245]],
        [['3 COST ACCOUNTING', 36], ['100', 185], ['58', 218], ['APR 2019', 245]],
        [['4 AUDITING', 36], ['100', 185], ['66', 218], ['NOV 2019', 245]],
        [['Aggregate Marks: 259 / 400', 40], ['Class Awarded: FIRST CLASS', 300]],
        [['Date: 02-01-2020', 30]],
      ]),
      'marksheet',
    );
    expect(r.qualification.name).to.equal('Bachelor of Commerce');
    expect(r.qualification.yearOfCompletion).to.equal(2019);
  });

  it('reads a national office of examinations as the issuer, and a ministry\'s direction of examinations as the ministry\'s', () => {
    const page = (office: string, ministry = true) =>
      extractDocumentFields(
        doc([
          [['RÉPUBLIQUE DU SÉNÉGAL', 90]],
          ...(ministry ? [[["MINISTÈRE DE L'ÉDUCATION NATIONALE", 70]] as Cell[]] : []),
          [[office, 60, 11]],
          [['ATTESTATION DE RÉUSSITE', 160, 14]],
          [['Candidat', 56], ['Awa NDIAYE', 206]],
          [['Diplôme', 56], ['Baccalauréat général', 206]],
          [['Résultat', 56], ['Admise', 206]],
          [['Fait à Dakar, le 30 juillet 2020', 340]],
        ]),
        'diploma',
      ).institution.name;
    expect(page('OFFICE NATIONAL DES EXAMENS ET CONCOURS')).to.match(/^OFFICE NATIONAL DES EXAMENS/i);
    expect(page('Direction des examens et concours')).to.match(/^Minist/i);
    expect(page('Service académique des examens de Dakar', false)).to.equal('Service académique des examens de Dakar');
  });

  it('names a degree without the honours printed after its field in parentheses', () => {
    const r = extractDocumentFields(
      doc([
        [['HARBOURSIDE UNIVERSITY', 36, 14], ['OFFICIAL TRANSCRIPT', 448]],
        [['Name:', 36], ['LIM WEI LING', 124], ['Matriculation No.:', 298], ['U2011223K', 386]],
        [['Degree Conferred:', 36], ['Bachelor of Engineering (Civil Engineering) with Honours (Distinction)', 196]],
        [['Date Conferred:', 36], ['30 June 2021', 196]],
      ]),
      'transcript',
    );
    expect(r.qualification.name).to.equal('Bachelor of Engineering');
  });

  it("reads a higher-education diploma's professional title as its qualification, its level by the normative term", () => {
    const page = (years: string) =>
      extractDocumentFields(
        doc([
          [['РЕСПУБЛИКА БЕЛАРУСЬ', 227, 12]],
          [['ПРИЛОЖЕНИЕ К ДИПЛОМУ', 196, 12]],
          [['о высшем образовании Б № 1234567', 205]],
          [['Фамилия, имя, отчество:', 44], ['Новикова Анна Игоревна', 244]],
          [[`получения образования. Нормативный срок обучения: ${years}.`, 44]],
          [['Специальность:', 44], ['1-36 01 01 Технология машиностроения', 144]],
          [['Квалификация:', 44], ['Инженер-технолог', 144]],
        ]),
        'transcript',
      ).qualification;
    expect(page('4 года')).to.include({ name: 'Инженер-технолог', level: 'Bachelor' });
    expect(page('5 лет')).to.include({ name: 'Инженер-технолог', level: 'Master' });
  });
});
