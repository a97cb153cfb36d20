/**
 * What the older development misses showed (docs/document-understanding.md, stop 43: rules "Two surnames first in
 * capitals"), on small generated pages and names.
 */
import { expect } from 'chai';
import { splitPersonName } from '../../src/processing/extraction/names';

describe('extraction: what the older development misses showed (stop 43)', () => {
  it('reads a Spanish name in capitals, surname first, as its two surnames and then its given names', () => {
    const split = (n: string) => splitPersonName(n, { spanish: true, surnameFirstInCapitals: true });
    expect(split('MORALES VACA ANDREA LUCÍA')).to.deep.equal({ fullName: 'Andrea Lucía Morales Vaca', firstName: 'Andrea Lucía', lastName: 'Morales Vaca' });
    expect(split('DE LA TORRE CHÁVEZ PABLO')).to.include({ firstName: 'Pablo', lastName: 'De la Torre Chávez' });
    // A name in mixed case, or where the country keeps the natural order, is read as before.
    expect(splitPersonName('MORALES VACA ANDREA LUCÍA', { spanish: true })).to.include({ lastName: 'Andrea Lucía' });
    expect(split('Andrea Lucía Morales Vaca')).to.include({ firstName: 'Andrea Lucía', lastName: 'Morales Vaca' });
  });
});
