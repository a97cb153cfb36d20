/**
 * Rule "A filiation word inside a name" (docs/document-understanding.md, "Key-value reading"): the Hassaniya and Tuareg
 * words for "son of" and "daughter of" put the father's name where a surname stands, whatever order the caption
 * announces; printed first in capitals, the capitals decide. Names of Mali and Niger.
 */
import { expect } from 'chai';
import { splitPersonName } from '../../src/processing/extraction/names';

describe('names: a filiation word inside a name', () => {
  it('reads the given names before the word and the father\'s name after it, even under a surname-first caption', () => {
    expect(splitPersonName('Mohamed Ag Attaher', { familyFirst: true })).to.deep.equal({ fullName: 'Mohamed Ag Attaher', firstName: 'Mohamed', lastName: 'Ag Attaher' });
    expect(splitPersonName('Fatouma Aicha Walet Intallah', { familyFirst: true })).to.deep.equal({ fullName: 'Fatouma Aicha Walet Intallah', firstName: 'Fatouma Aicha', lastName: 'Walet Intallah' });
  });

  it('leaves a name that opens with the word in capitals to the capitals rule', () => {
    expect(splitPersonName('AG ATTAHER Mohamed', { familyFirst: true })?.lastName).to.equal('Ag Attaher');
  });
});
