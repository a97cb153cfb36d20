import { expect } from 'chai';
import { similarity } from '../../src/processing/extraction/normalize';

describe('similarity of names in other scripts', () => {
  it('compares Cyrillic, Arabic and Thai names in their own letters', () => {
    expect(similarity('История России', 'История  России')).to.equal(1);
    expect(similarity('Безопасность жизнедеятельности', 'Безопасность жизнедеятельности.')).to.equal(1);
    expect(similarity('الرياضيات', 'الرياضيات')).to.equal(1);
    expect(similarity('คณิตศาสตร์', 'ภาษาไทย')).to.be.below(0.5);
    expect(similarity('История России', 'Философия')).to.be.below(0.5);
  });
  it('compares Latin text as before', () => {
    expect(similarity('Introduction to Programming', 'introduction  to programming')).to.equal(1);
    expect(similarity('Ab', '')).to.equal(0);
  });
});
