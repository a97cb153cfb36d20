/**
 * Forms that the families written by someone who never saw the engine (the z- group, rotated into development at
 * stop 37) showed it did not read, each read as a form that documents of many countries print
 * (docs/document-understanding.md, the rules named below). Small generated pages in wordings and languages other
 * than the families'; people and institutions are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { qualificationLevel } from '../../src/processing/extraction';
import { pageOfRows, tablePageOf, type Cell } from '../support/textPages';

const read = (rows: Cell[][], kind: 'transcript' | 'diploma' | 'marksheet' = 'transcript') => extractDocumentFields({ pages: [pageOfRows(rows)] }, kind);

describe('extraction: a baccalauréat in a field is a first degree', () => {
  it('names a "Baccalauréat en <field>" with its field, at the bachelor level', () => {
    const r = read([
      [['UNIVERSITÉ DU LAC SAINT-PIERRE', 60]],
      [['Bureau du registraire — Montréal', 60]],
      [['DIPLÔME', 200]],
      [['Décerné à : Mathieu Tremblay-Roy', 40]],
      [['Programme : Baccalauréat en génie civil', 40]],
      [['Date de collation : 14 juin 2022', 40]],
    ], 'diploma');
    expect(r.qualification.name).to.equal('Baccalauréat en génie civil');
    expect(r.qualification.level).to.equal('Bachelor');
  });

  it('keeps the school-leaving baccalauréat, named by its series or its kind, at upper secondary', () => {
    expect(qualificationLevel('Baccalauréat série C')).to.equal('Higher Secondary');
    expect(qualificationLevel("Baccalauréat de l'enseignement du second degré")).to.equal('Higher Secondary');
    expect(qualificationLevel('Baccalauréat général')).to.equal('Higher Secondary');
    expect(qualificationLevel('Baccalauréat en sciences infirmières')).to.equal('Bachelor');
  });
});

describe('extraction: a place and its date is no course', () => {
  const rows: Array<Array<[string, number]>> = [
    [['Code', 40], ['Course Title', 110], ['Credits', 330], ['Grade', 400], ['Remark', 460]],
    [['AGR 211', 40], ['Soil Science', 110], ['3', 340], ['B+', 405], ['Pass', 460]],
    [['AGR 212', 40], ['Crop Physiology', 110], ['4', 340], ['A', 405], ['Pass', 460]],
    [['AGR 213', 40], ['Farm Machinery', 110], ['3', 340], ['C', 405], ['Pass', 460]],
    [['Kisumu, 14th July 2021', 110], ['For the Academic Registrar', 400]],
  ];
  it('reads the signature block\'s date line under the table as no row', () => {
    const r = extractDocumentFields({ pages: [tablePageOf(rows)] }, 'transcript');
    expect(r.courses.map((c) => c.courseName)).to.deep.equal(['Soil Science', 'Crop Physiology', 'Farm Machinery']);
  });
  it('keeps a course whose title holds a place and a year', () => {
    const r = extractDocumentFields({ pages: [tablePageOf([...rows.slice(0, 4), [['AGR 214', 40], ['Kenya, 1963 to the Present', 110], ['2', 340], ['B', 405], ['Pass', 460]]])] }, 'transcript');
    expect(r.courses.map((c) => c.courseName)).to.include('Kenya, 1963 to the Present');
  });
});

describe('extraction: name captions of other naming customs', () => {
  it('reads "Other Names" beside "Surname" as the given names', () => {
    const r = read([
      [['WEST RIDGE POLYTECHNIC', 60]],
      [['Accra, Ghana', 60]],
      [['PROVISIONAL RESULTS SLIP', 200]],
      [['SURNAME: MENSAH', 40], ['INDEX NO.: 0412/19', 300]],
      [['OTHER NAMES: Kwame Yeboah', 40]],
    ], 'marksheet');
    expect(r.candidate.fullName).to.equal('Kwame Yeboah Mensah');
    expect(r.candidate.firstName).to.equal('Kwame Yeboah');
  });

  it('reads a caption of the name, the post-name and the given name', () => {
    const r = read([
      [['INSTITUT SUPÉRIEUR PÉDAGOGIQUE DE KANANGA', 60]],
      [['ATTESTATION DE FRÉQUENTATION', 200]],
      [['Noms, post-noms et prénoms :', 40], ['TSHIMANGA KABEYA Nadine', 200]],
      [['Promotion : Deuxième graduat', 40]],
    ]);
    expect(r.candidate.fullName).to.equal('Nadine Tshimanga Kabeya');
  });
});

describe('extraction: a birth\'s place before its date', () => {
  it('reads the date after the birthplace caption ("Né(e) à : …, le : …")', () => {
    const r = read([
      [['LYCÉE TECHNIQUE DE LA GOMBE', 60]],
      [['ATTESTATION DE RÉUSSITE', 200]],
      [['Nom : ILUNGA Patrick', 40]],
      [['Né(e) à : Kindu', 40], ['le : 05/06/2001', 250]],
    ], 'diploma');
    expect(r.candidate.dateOfBirth).to.equal('2001-06-05');
  });

  it('reads a Portuguese birth dated with "aos"', () => {
    const r = read([
      [['INSTITUTO MÉDIO POLITÉCNICO DO NAMIBE', 60]],
      [['DECLARAÇÃO', 200]],
      [['Declara-se que Joaquim Sebastião Neto, nascido aos 12 de março de 1999, natural do Lubango,', 40]],
      [['frequentou com aproveitamento o curso técnico de Informática.', 40]],
    ], 'diploma');
    expect(r.candidate.dateOfBirth).to.equal('1999-03-12');
  });
});

describe('extraction: an examination\'s office is its issuer', () => {
  it('names the office that runs the baccalauréat, not the candidate\'s centre under its caption', () => {
    const r = read([
      [['MINISTÈRE DE L\'ÉDUCATION NATIONALE', 60]],
      [['OFFICE DU BACCALAURÉAT', 60, 11]],
      [['B.P. 5005 — Dakar', 60]],
      [['RELEVÉ DES NOTES — SESSION 2019', 200]],
      [['Numéro de table : 21877', 40]],
      [['Prénom(s) et nom : Aminata Diop', 40]],
      [['Centre de composition :', 40], ['Lycée Blaise Diagne', 200]],
    ], 'marksheet');
    expect(r.institution.name).to.equal('OFFICE DU BACCALAURÉAT');
  });

  it('takes no candidate\'s centre under a French centre caption for the issuer', () => {
    const r = read([
      [['RELEVÉ DE NOTES DU BREVET', 200]],
      [['N° de table : 4410', 40]],
      [['Nom et prénoms : OUÉDRAOGO Salif', 40]],
      [['Centre d\'examen :', 40], ['Collège Saint-Viateur', 200]],
    ], 'marksheet');
    expect(r.institution.name).to.equal(null);
  });

  it('keeps an office of a university a unit of it', () => {
    const r = read([
      [['UNIVERSITÉ DES COLLINES', 60, 11]],
      [['Office des relations internationales', 60]],
      [['ATTESTATION', 200]],
      [['Nom : KABORÉ Issa', 40]],
    ], 'diploma');
    expect(r.institution.name).to.equal('UNIVERSITÉ DES COLLINES');
  });
});

describe('extraction: a holder\'s particulars in a grid of captions', () => {
  const band: Cell[][] = [
    [['CONSEIL NATIONAL DES EXAMENS', 60, 11]],
    [['BULLETIN DE RÉSULTATS — SESSION 2022', 150]],
    [['CENTRE', 30], ['N° CANDIDAT', 90], ['NOM ET PRÉNOMS', 170], ['DATE DE NAISSANCE', 330], ['SEXE', 440], ['SÉRIE', 500]],
    [['0417', 30], ['0417-2290', 90], ['SAWADOGO Rasmata', 170], ['14/03/2004', 330], ['F', 440], ['D', 500]],
    [['Total des points : 212,50', 30], ['Décision : ADMISE', 330]],
    [['MATIÈRE', 30], ['COEF.', 250], ['NOTE /20', 330]],
    [['Mathématiques', 30], ['4', 250], ['12,50', 330]],
  ];
  it('reads the name and the birth date under their captions in a band of six', () => {
    const r = read(band, 'marksheet');
    expect(r.candidate.fullName).to.equal('Rasmata Sawadogo');
    expect(r.candidate.dateOfBirth).to.equal('2004-03-14');
  });
  it('takes nothing under an empty box', () => {
    const rows = band.map((row, k) => (k === 3 ? row.filter(([t]) => t !== '14/03/2004') : row));
    const r = read(rows, 'marksheet');
    expect(r.candidate.dateOfBirth).to.equal(null);
  });
});

describe('extraction: a course or a stage concluded', () => {
  it('reads the course concluded as the qualification ("concluiu … o curso de …")', () => {
    const r = read([
      [['INSTITUTO SUPERIOR POLITÉCNICO DO HUAMBO', 60]],
      [['DECLARAÇÃO DE CONCLUSÃO', 200]],
      [['Para os fins convenientes se declara que Teresa Kalandula Ngola concluiu em 2020 o curso de', 40]],
      [['Licenciatura em Enfermagem, com a média final de 15 valores.', 40]],
    ], 'diploma');
    expect(r.qualification.name).to.equal('Licenciatura em Enfermagem');
    expect(r.qualification.level).to.equal('Bachelor');
  });

  it('reads the stage of education concluded and the school year it was concluded in', () => {
    const r = read([
      [['ESCOLA SECUNDÁRIA DO PLANALTO', 60]],
      [['CERTIFICADO', 200]],
      [['Certifica-se que Domingos Faria Lopes concluiu no ano lectivo de 2015/2016 o Ensino Médio, com a', 40]],
      [['classificação final de 13 valores.', 40]],
    ], 'diploma');
    expect(r.qualification.name).to.equal('Ensino Médio');
    expect(r.qualification.level).to.equal('Higher Secondary');
    expect(r.qualification.yearOfCompletion).to.equal(2016);
  });

  it('ends the stage where the sentence goes on with its year ("… o Ensino Básico no ano de 2014")', () => {
    const r = read([
      [['ESCOLA BÁSICA DA RIBEIRA', 60]],
      [['CERTIFICADO', 200]],
      [['Certifica-se que Rui Manuel Tavares concluiu o Ensino Básico no ano de 2014, com aproveitamento.', 40]],
    ], 'diploma');
    expect(r.qualification.name).to.equal('Ensino Básico');
    expect(r.qualification.level).to.equal('Secondary');
  });
});

describe('extraction: a letter with a diacritic is inside its word', () => {
  it('reads a surname in capitals that opens with a degree\'s abbreviation before an accented letter', () => {
    const r = read([
      [['LAKESIDE INSTITUTE OF TECHNOLOGY', 60, 11]],
      [['CERTIFICATE OF COMPLETION', 200]],
      [['This is to certify that', 230]],
      [['Ms. Esther MBAÏNDOLOUM', 220, 12]],
      [['has completed the Diploma in Laboratory Technology', 160]],
    ], 'diploma');
    expect(r.candidate.fullName).to.equal('Esther Mbaïndoloum');
  });
});

describe('extraction: a ministry of secondary education\'s diploma ends upper secondary', () => {
  const page = (ministry: string): Cell[][] => [
    [['REPUBLIC OF NORTHLAND', 200]],
    [[ministry, 150]],
    [['STATE DIPLOMA', 230, 14]],
    [['Name of candidate: Joseph Amani Kivuyo', 40]],
    [['Issued at Port Selby on 12 December 2019', 40]],
  ];
  it('reads the diploma of a ministry of secondary education at upper secondary', () => {
    const r = read(page('MINISTRY OF PRIMARY AND SECONDARY EDUCATION'), 'diploma');
    expect(r.qualification.level).to.equal('Higher Secondary');
  });
  it('leaves the diploma of a ministry of higher education a diploma', () => {
    const r = read(page('MINISTRY OF HIGHER AND SECONDARY EDUCATION'), 'diploma');
    expect(r.qualification.level).to.equal('Diploma');
  });
});

describe('extraction: the session of an examination passed', () => {
  it('dates the completion by the session the examination was passed in ("a réussi …, session de …")', () => {
    const r = read([
      [['DIRECTION DES EXAMENS ET CONCOURS', 60]],
      [['ATTESTATION DE RÉUSSITE', 200]],
      [['Il est attesté que M. Paul Ndong Ella a réussi à l\'examen du Brevet de Technicien, session de 2017.', 40]],
      [['Fait à Franceville, le 3 mars 2019', 300]],
    ], 'diploma');
    expect(r.qualification.yearOfCompletion).to.equal(2017);
  });
});
