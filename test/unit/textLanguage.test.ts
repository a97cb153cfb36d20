import { expect } from 'chai';
import { detectLanguage, languageScores } from '../../src/processing/language';

describe('language detection', () => {
  const cases: Array<[string, string, string | null]> = [
    ['English transcript', 'This is to certify that the student named below has completed the requirements of the degree of Bachelor of Science with the grades shown.', 'en'],
    ['French relevé', "Relevé de notes et résultats. L'étudiante a validé les unités d'enseignement du semestre avec la mention assez bien. Fait à Lyon, le 3 juillet 2019.", 'fr'],
    ['German Zeugnis', 'Zeugnis über die Bachelorprüfung. Die Studentin hat die Prüfung im Studiengang Informatik mit der Gesamtnote gut bestanden. Geburtsdatum und Matrikelnummer.', 'de'],
    ['Spanish certificado', 'La Secretaría General de la Universidad certifica que Dña. María José García ha cursado los estudios que se indican, con las calificaciones que a continuación se relacionan.', 'es'],
    ['OCR text without accents (Spanish)', 'que Dna Maria Jose Garcia ha cursado en esta Universidad los estudios que se indican con las calificaciones que a continuacion se relacionan', 'es'],
    ['OCR text without accents (French)', 'Fait a Bordeaux le 1er aout 2019 pour le President et par delegation la Directrice des etudes', 'fr'],
    ['too short', 'Jane Doe', null],
    ['numbers only', '3.45 120 2019-06-01 12/05/2018', null],
  ];
  for (const [name, text, code] of cases) {
    it(`${name} → ${code ?? 'null'}`, () => {
      const r = detectLanguage(text);
      expect(r?.code ?? null).to.equal(code);
    });
  }

  it('returns the language name with the code', () => {
    expect(detectLanguage('Der Studiengang und die Prüfung sind bestanden worden, die Note ist gut.')).to.deep.equal({ code: 'de', name: 'German' });
  });

  it('does not mistake Italian for one of the four languages', () => {
    const r = detectLanguage("L'università degli studi certifica che lo studente ha superato gli esami del corso di laurea con il voto indicato nella tabella della carriera.");
    expect(r?.code ?? 'it').to.equal('it');
  });

  it('exposes the ranked scores', () => {
    const scores = languageScores('the degree of Bachelor of Science');
    expect(scores[0].code).to.equal('en');
    expect(scores).to.have.length.greaterThan(4);
  });
});
