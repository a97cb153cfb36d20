/**
 * Key-value reading in languages beyond the first twelve (docs/document-understanding.md, "Key-value reading", "Institution and country",
 * 4): Polish, Dutch, Turkish and Czech labels, month names, institution words and degree
 * vocabularies, on small generated pages.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { parseDate } from '../../src/processing/extraction/normalize';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';
import type { DocumentText, PageText } from '../../src/processing/types';
import { pageOfRows } from '../support/textPages';

const doc = (page: PageText): DocumentText => ({ pages: [page] });

describe('extraction: labels, months and degrees of further languages', () => {
  it('reads a Polish diploma supplement: numbered labels, the field of study, a Polish institution', () => {
    const r = extractDocumentFields(
      doc(pageOfRows([
        [['AKADEMIA TECHNICZNA W LESZNIE', 150, 14]],
        [['ul. Polna 12, 64-100 Leszno', 180]],
        [['SUPLEMENT DO DYPLOMU', 200, 13]],
        [['1. INFORMACJE O POSIADACZU DYPLOMU', 40, 10]],
        [['1.1 Nazwisko:', 40], ['Wróblewska', 200]],
        [['1.2 Imię (imiona):', 40], ['Marta Zofia', 200]],
        [['1.3 Data urodzenia:', 40], ['04.11.1998', 200]],
        [['1.4 Numer albumu:', 40], ['318842', 200]],
        [['2.1 Nazwa kwalifikacji:', 40], ['inżynier', 200]],
        [['2.2 Kierunek studiów:', 40], ['Budownictwo', 200]],
        [['Data ukończenia studiów:', 40], ['12 lutego 2022', 200]],
        [['Data wydania:', 40], ['3 marca 2022', 200]],
      ])),
      'transcript',
    );
    expect(r.candidate).to.include({ fullName: 'Marta Zofia Wróblewska', firstName: 'Marta Zofia', lastName: 'Wróblewska', dateOfBirth: '1998-11-04' });
    expect(r.institution.name?.toLowerCase()).to.equal('akademia techniczna w lesznie');
    expect(r.qualification).to.include({
      registrationNumber: '318842', name: 'Inżynier', level: 'Bachelor', majorOrSpecialization: 'Budownictwo', program: null,
      yearOfCompletion: 2022, status: 'Completed', dateOfIssue: '2022-03-03',
    });
  });

  it('reads Dutch and Turkish labels', () => {
    const nl = extractDocumentFields(
      doc(pageOfRows([
        [['Hogeschool Westerkwartier', 160, 14]],
        [['Achternaam:', 40], ['Vermeulen', 160]],
        [['Voornamen:', 40], ['Sanne Elise', 160]],
        [['Geboortedatum:', 40], ['17 mei 2000', 160]],
        [['Studentnummer:', 40], ['2219384', 160]],
        [['Graad:', 40], ['Bachelor of Science', 160]],
        [['Afstudeerdatum:', 40], ['30 augustus 2023', 160]],
      ])),
      'transcript',
    );
    expect(nl.candidate).to.include({ fullName: 'Sanne Elise Vermeulen', dateOfBirth: '2000-05-17' });
    expect(nl.qualification).to.include({ registrationNumber: '2219384', name: 'Bachelor of Science', yearOfCompletion: 2023 });
    const tr = extractDocumentFields(
      doc(pageOfRows([
        [['KARADENİZ KIYI ÜNİVERSİTESİ', 160, 14]],
        [['Adı Soyadı:', 40], ['Elif Yıldırım', 160]],
        [['Doğum Tarihi:', 40], ['9 Eylül 1999', 160]],
        [['Öğrenci No:', 40], ['190304117', 160]],
        [['Diploma Türü:', 40], ['Lisans', 160]],
        [['Mezuniyet Tarihi:', 40], ['28 Haziran 2021', 160]],
      ])),
      'transcript',
    );
    expect(tr.candidate).to.include({ fullName: 'Elif Yıldırım', dateOfBirth: '1999-09-09' });
    expect(tr.qualification).to.include({ registrationNumber: '190304117', name: 'Lisans', level: 'Bachelor', yearOfCompletion: 2021 });
  });

  it('knows month names in Polish (both cases), Dutch, Turkish and Czech', () => {
    expect(parseDate('15 czerwca 2020')).to.equal('2020-06-15');
    expect(parseDate('październik 2019 r., 1')).to.not.equal('2019-01-01');
    expect(parseDate('1 października 2019')).to.equal('2019-10-01');
    expect(parseDate('3 maart 2021')).to.equal('2021-03-03');
    expect(parseDate('12 Aralık 2018')).to.equal('2018-12-12');
    expect(parseDate('5. května 2017')).to.equal('2017-05-05');
  });

  it('gives the level of Polish, Dutch, Turkish and Czech degree names', () => {
    expect(qualificationLevel('Licencjat')).to.equal('Bachelor');
    expect(qualificationLevel('inżynier')).to.equal('Bachelor');
    expect(qualificationLevel('magister inżynier')).to.equal('Master');
    expect(qualificationLevel('Świadectwo dojrzałości')).to.equal('Higher Secondary');
    expect(qualificationLevel('Yüksek Lisans')).to.equal('Master');
    expect(qualificationLevel('Ön Lisans')).to.equal('Associate');
    expect(qualificationLevel('Lisans')).to.equal('Bachelor');
    expect(qualificationLevel('Doktora')).to.equal('Doctorate');
    expect(qualificationLevel('VWO-diploma')).to.equal('Higher Secondary');
    expect(qualificationLevel('Bakalář')).to.equal('Bachelor');
    expect(qualificationLevel('Inženýr')).to.equal('Master');
  });
});
