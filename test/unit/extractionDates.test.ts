import { expect } from 'chai';
import { dateOrderFor, dayFromWords, gregorianYear, yearFromWords } from '../../src/processing/extraction/dates';
import { parseDate, parseYear } from '../../src/processing/extraction/normalize';

describe('extraction: dates in twelve languages, in words, other calendars', () => {
  const cases: Array<[string, string]> = [
    ['15 июня 2020', '2020-06-15'],
    ['«15» июня 2020 г.', '2020-06-15'],
    ['15 червня 2020 р.', '2020-06-15'],
    ['15 маусым 2020', '2020-06-15'],
    ['15. Juni 2020', '2020-06-15'],
    ['15 juin 2020', '2020-06-15'],
    ['15 de junio de 2020', '2020-06-15'],
    ['15 giugno 2020', '2020-06-15'],
    ['15 de junho de 2020', '2020-06-15'],
    ['15 يونيو 2020', '2020-06-15'],
    ['15 حزيران 2020', '2020-06-15'],
    ['15 أبريل 2020', '2020-04-15'],
    ['15 มิถุนายน 2563', '2020-06-15'],
    ['15 มิถุนายน พ.ศ. 2563', '2020-06-15'],
    ['15 जून 2020', '2020-06-15'],
    ['٢٠٢٠/٠٦/١٥', '2020-06-15'],
    ['15/06/2563', '2020-06-15'],
    ['the fifteenth day of June, two thousand twenty', '2020-06-15'],
    ['this 21st day of May in the year two thousand and nineteen', '2019-05-21'],
    ['June fifteenth, two thousand twenty', '2020-06-15'],
    ['the thirty-first day of December, nineteen ninety-nine', '1999-12-31'],
    ['the twentieth day of March, two thousand', '2000-03-20'],
  ];
  for (const [text, iso] of cases) it(`${JSON.stringify(text)} → ${iso}`, () => expect(parseDate(text)).to.equal(iso));

  it('reads numbers and years in words', () => {
    expect(dayFromWords('twenty-first')).to.equal(21);
    expect(dayFromWords('thirty second')).to.equal(null);
    expect(yearFromWords('nineteen hundred and ninety-nine')).to.equal(1999);
    expect(yearFromWords('two thousand and twenty-one')).to.equal(2021);
    expect(yearFromWords('seven')).to.equal(null);
  });
  it('converts Buddhist Era years (Thai) and leaves Gregorian ones', () => {
    expect(gregorianYear(2563)).to.equal(2020);
    expect(gregorianYear(2020)).to.equal(2020);
    expect(parseYear('ปีการศึกษา 2563')).to.equal(2020);
  });
  it('decides the day/month order from the country, else from a part over 12, else day first', () => {
    expect(dateOrderFor('US', '01/02/2020')).to.equal('mdy');
    expect(dateOrderFor('IN', '01/02/2020 05/13/2020')).to.equal('dmy');
    expect(dateOrderFor(null, 'Issued 05/13/2020, born 03/04/2001')).to.equal('mdy');
    expect(dateOrderFor(null, 'Issued 13/05/2020, born 03/04/2001')).to.equal('dmy');
    expect(dateOrderFor(null, '03/04/2001')).to.equal('dmy');
    expect(parseDate('03/04/2001', dateOrderFor(null, 'Issued 05/13/2020'))).to.equal('2001-03-04');
  });
});
