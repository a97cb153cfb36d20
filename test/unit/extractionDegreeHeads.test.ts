/**
 * Degree heads (docs/document-understanding.md, "Qualification", "Degree heads"): a qualification
 * recognised by the word it is built on in the lexicon's languages, its level from that word, the
 * English half of a bilingual value wherever it is read, the English "<Head> of <Subject> in <Field>"
 * cut in a caption too, a qualification without a head word read only when a level caption backs it,
 * and institution words that end compounds. Small generated pages; institutions and people are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';
import { hasInstitutionWord } from '../../src/processing/extraction/issuer';
import type { DocumentKind, DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const read = (kind: DocumentKind, rows: Cell[][]) => extractDocumentFields({ pages: [pageOfRows(rows)] } as DocumentText, kind);

describe('extraction: degree heads across languages', () => {
  it('maps the head word of a name to its level, compounds included', () => {
    expect(qualificationLevel('Ekonomikos magistras')).to.equal('Master');
    expect(qualificationLevel('Loodusteaduse bakalaureus')).to.equal('Bachelor');
    expect(qualificationLevel('Filosoofiamagister')).to.equal('Master');
    expect(qualificationLevel('Insinööri (AMK)')).to.equal('Bachelor');
    expect(qualificationLevel('Técnico Superior Universitario en Administración')).to.equal('Diploma');
    expect(qualificationLevel('Μεταπτυχιακό Δίπλωμα Ειδίκευσης')).to.equal('Master');
    expect(qualificationLevel('Research Methods')).to.equal(null);
    expect(qualificationLevel('Nemuno universitetas')).to.equal(null);
  });

  it('reads a degree caption of another language whose value has a head word ("Omistatud kraad: Loodusteaduse bakalaureus")', () => {
    const r = read('diploma', [
      [['LÕUNARANNIKU ÜLIKOOL', 150, 14]],
      [['Nimi:', 40], ['Kadri Mägi', 200]],
      [['Omistatud kraad:', 40], ['Loodusteaduse bakalaureus', 200]],
    ]);
    expect(r.qualification.name).to.equal('Loodusteaduse bakalaureus');
    expect(r.qualification.level).to.equal('Bachelor');
  });

  it('takes the English half of a bilingual qualification on a title line', () => {
    const r = read('diploma', [
      [['BALTIJOS TECHNOLOGIJŲ KOLEGIJA', 150, 14]],
      [['DIPLOMAS / DIPLOMA', 200, 14]],
      [['Ekonomikos magistras / Master of Economics', 150, 14]],
      [['Vardas, pavardė / Name:', 40], ['Mantas Žukauskas', 220]],
    ]);
    expect(r.qualification.name).to.equal('Master of Economics');
    expect(r.qualification.level).to.equal('Master');
  });

  it('cuts the field of an English "<Head> of <Subject> in <Field>" read from a caption', () => {
    const r = read('transcript', [
      [['Lakeside University', 150, 14]],
      [['Degree:', 40], ['Doctor of Philosophy in Physics', 200]],
    ]);
    expect(r.qualification.name).to.equal('Doctor of Philosophy');
  });

  it('reads a qualification without a head word only when a level caption backs it', () => {
    const rows: Cell[][] = [
      [['ALFÖLDI TUDOMÁNYEGYETEM', 150, 14]],
      [['Név:', 40], ['HORVÁTH Bence', 200]],
      // A first-cycle qualification: no head word ("okleveles …", a master's, is one: extractionDegreeTitles).
      [['Szakképzettség:', 40], ['gazdaságinformatikus', 200]],
    ];
    expect(read('diploma', rows).qualification.name).to.equal(null);
    const r = read('diploma', [...rows, [['Végzettségi szint:', 40], ['alapfokozat (BSc)', 200]]]);
    expect(r.qualification.name?.toLowerCase()).to.equal('gazdaságinformatikus');
    expect(r.qualification.level).to.equal('Bachelor');
  });

  it('joins a title line broken after its connective ("… / Bachelor of" / "Business Administration")', () => {
    const r = read('diploma', [
      [['NORDLANDETS UNIVERSITET', 150, 14]],
      [['VITNEMÅL / DIPLOMA', 200, 14]],
      [['Bachelorgrad i økonomi / Bachelor of', 150, 14]],
      [['Business Administration', 180, 14]],
      [['Navn / Name:', 40], ['Kari Larsen', 200]],
    ]);
    expect(r.qualification.name).to.equal('Bachelor of Business Administration');
  });

  it('reads a caption the lexicon does not know whose value starts with a degree, never a thesis caption', () => {
    const r = read('transcript', [
      [['Thousand Hills University', 150, 14]],
      [['Student Name:', 40], ['Aline Habimana', 200]],
      [['Qualification Obtained:', 40], ['Advanced Diploma in Tourism', 200]],
    ]);
    expect(r.qualification.name).to.equal('Advanced Diploma in Tourism');
    expect(r.qualification.level).to.equal('Diploma');
    const thesis = read('transcript', [
      [['Thousand Hills University', 150, 14]],
      [['Student Name:', 40], ['Aline Habimana', 200]],
      [['Thesis Seminar:', 40], ['Master Thesis Colloquium', 200]],
    ]);
    expect(thesis.qualification.name).to.equal(null);
  });

  it('reads a French first degree by its head ("Grade académique: Bachelier en droit") and keeps its field', () => {
    const r = read('diploma', [
      [['Université de la Haute-Meuse', 150, 14]],
      [['Nom:', 40], ['Chloé Dubois', 200]],
      [['Grade académique: Bachelier en droit', 40]],
    ]);
    expect(r.qualification.name).to.equal('Bachelier en droit');
    expect(r.qualification.level).to.equal('Bachelor');
  });

  it('keeps the field joined to a Spanish professional title and to an English associate degree', () => {
    const es = read('diploma', [
      [['Universidad Nacional de los Llanos', 150, 14]],
      [['Nombre:', 40], ['Luis Alberto Briceño', 200]],
      [['Título otorgado:', 40], ['Ingeniero en Informática', 200]],
    ]);
    expect(es.qualification.name).to.equal('Ingeniero en Informática');
    const kh = read('transcript', [
      [['Mekong Riverside University', 150, 14]],
      [['Student Name:', 40], ['Sokha Chan', 200]],
      [['Award:', 40], ['Associate Degree in Accounting', 200]],
    ]);
    expect(kh.qualification.name).to.equal('Associate Degree in Accounting');
    expect(kh.qualification.level).to.equal('Associate');
  });

  it('reads Danish birth and completion captions', () => {
    const r = read('diploma', [
      [['Vestjyllands Universitet', 150, 14]],
      [['Navn:', 40], ['Mette Nielsen', 200]],
      [['Født:', 40], ['13.11.1992', 200]],
      [['Grad:', 40], ['Kandidatgrad i statskundskab', 200]],
      [['Afsluttet:', 40], ['17.06.2018', 200]],
    ]);
    expect(r.candidate.dateOfBirth).to.equal('1992-11-13');
    expect(r.qualification.yearOfCompletion).to.equal(2018);
  });

  it('reads a bilingual programme row that names a qualification by its English half', () => {
    const r = read('transcript', [
      [['Nemuno universitetas', 150, 14]],
      [['Vardas, pavardė / Name:', 40], ['Tomas Butkus', 220]],
      [['Studijų programa / Study Programme:', 40], ['Informatikos mokslų bakalauras / Bachelor of Informatics Sciences', 220]],
    ]);
    expect(r.qualification.name).to.equal('Bachelor of Informatics Sciences');
    expect(r.qualification.program).to.equal(null);
  });

  it('reads award sentences with an adjective before "de" and a passive without "been"', () => {
    const fr = read('diploma', [
      [['HAUTE ÉCOLE DU HAINAUT OCCIDENTAL', 150, 14]],
      [['Nom:', 40], ['Chloé Dubois', 200]],
      [["L'Université confère à Chloé Dubois le grade académique de Master en sciences économiques.", 40]],
    ]);
    expect(fr.qualification.name).to.equal('Master en sciences économiques');
    const en = read('diploma', [
      [['RUSTAVELI TEACHING UNIVERSITY', 150, 14]],
      [['Full Name:', 40], ['LEVAN BERIDZE', 200]],
      [['LEVAN BERIDZE was conferred the Master of Laws.', 40]],
    ]);
    expect(en.qualification.name).to.equal('Master of Laws');
  });

  it('cuts the holder and the verb from a sentence read as a title line', () => {
    const r = read('diploma', [
      [['Vestjyllands Universitet', 150, 14]],
      [['EKSAMENSBEVIS', 200, 14]],
      [['Navn:', 40], ['Mette Nielsen', 200]],
      [['Mette Nielsen har erhvervet graden Kandidatgrad i statskundskab.', 60]],
    ]);
    expect(r.qualification.name).to.equal('Kandidatgrad i statskundskab');
    expect(r.qualification.level).to.equal('Master');
  });

  it('knows institution words that end compounds and those of other scripts', () => {
    for (const n of ['Alföldi Tudományegyetem', 'Dunamenti Műszaki Főiskola', 'Lõuna-Eesti Ülikool', 'Virumaa Kõrgkool', 'Järvialueen ammattikorkeakoulu', 'Baltijos technologijų kolegija', 'Høgskolen i Vestfjord', 'Professionshøjskolen Østkyst', 'Πανεπιστήμιο Δυτικής Ακτής']) {
      expect(hasInstitutionWord(n), n).to.equal(true);
    }
    expect(hasInstitutionWord('Kauppatieteiden kandidaatti')).to.equal(false);
  });
});
