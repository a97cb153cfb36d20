import { expect } from 'chai';
import { labelIsFamilyFirst, splitPersonName } from '../../src/processing/extraction/names';

describe('extraction: person names', () => {
  const cases: Array<[string, object, string, string | null, string | null]> = [
    ['SHARMA, RAHUL KUMAR', {}, 'Rahul Kumar Sharma', 'Rahul Kumar', 'Sharma'],
    ['DOE, Jane', {}, 'Jane Doe', 'Jane', 'Doe'],
    ['MÜLLER Jürgen', {}, 'Jürgen Müller', 'Jürgen', 'Müller'],
    ['RAHUL KUMAR SHARMA', {}, 'Rahul Kumar Sharma', 'Rahul Kumar', 'Sharma'],
    ['Иванов Иван Петрович', {}, 'Иван Петрович Иванов', 'Иван Петрович', 'Иванов'],
    ['ИВАНОВА МАРИЯ СЕРГЕЕВНА', {}, 'Мария Сергеевна Иванова', 'Мария Сергеевна', 'Иванова'],
    ['Олена Іванівна Коваленко', {}, 'Олена Іванівна Коваленко', 'Олена Іванівна', 'Коваленко'],
    ['Шевченко Тарас Григорович', {}, 'Тарас Григорович Шевченко', 'Тарас Григорович', 'Шевченко'],
    ['Сейтқали Айгерім Нұрланқызы', {}, 'Айгерім Нұрланқызы Сейтқали', 'Айгерім Нұрланқызы', 'Сейтқали'],
    ['Ivanov Ivan Petrovich', {}, 'Ivan Petrovich Ivanov', 'Ivan Petrovich', 'Ivanov'],
    ['Petrov Sergei', { familyFirst: true }, 'Sergei Petrov', 'Sergei', 'Petrov'],
    ['García López José Luis', { familyFirst: true, spanish: true }, 'José Luis García López', 'José Luis', 'García López'],
    ['José Luis García López', { spanish: true }, 'José Luis García López', 'José Luis', 'García López'],
    ['Mr. John Smith', {}, 'John Smith', 'John', 'Smith'],
    ['Smt. Sunita Devi', {}, 'Sunita Devi', 'Sunita', 'Devi'],
    ['นายสมชาย ใจดี', {}, 'สมชาย ใจดี', 'สมชาย', 'ใจดี'],
  ];
  for (const [raw, options, full, first, last] of cases) {
    it(`${JSON.stringify(raw)} ${JSON.stringify(options)} → ${full}`, () => {
      expect(splitPersonName(raw, options)).to.deep.equal({ fullName: full, firstName: first, lastName: last });
    });
  }
  it('knows the labels that print the family name first', () => {
    expect(labelIsFamilyFirst('фамилия имя отчество')).to.equal(true);
    expect(labelIsFamilyFirst('apellidos y nombre')).to.equal(true);
    expect(labelIsFamilyFirst('student name')).to.equal(false);
  });
  it('gives null for no name', () => expect(splitPersonName(' ;: ')).to.equal(null));
});
