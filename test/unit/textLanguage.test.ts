import { expect } from 'chai';
import { detectLanguage, LANGUAGE_NAMES, languageScores, scriptWords } from '../../src/processing/language';

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
    ['Hungarian leckekönyv', 'Leckekönyv-kivonat. Név: Tóth Eszter Lili. Születési hely, idő: Győr, 2000. április 3. Képzési szint: alapképzés. Összesen megszerzett kredit: 180. Kelt: Győr, 2023. július 4.', 'hu'],
    ['Hungarian read by OCR without accents', 'Nev: Toth Eszter Lili. Szuletesi hely, ido: Gyor. Kepzesi szint: alapkepzes. Osszesen megszerzett kredit. Szakdolgozat jeles', 'hu'],
    ['Danish eksamensbevis', 'Eksamensbevis. Navn: Mette Holm. Fødselsdato: 2. maj 1999. Uddannelsen blev afsluttet den 24. juni 2022 med et vægtet gennemsnit af karaktererne.', 'da'],
    ['Norwegian vitnemål', 'Vitnemål. Navn: Kari Berg. Fødselsdato: 03.04.1999. Graden er fullført 14.06.2022. Emnekode, emnenavn, studiepoeng og karakter. Bestått.', 'no'],
    ['Norwegian read by OCR (ø and å misread)', 'Vitnemal. Navn: Kari Berg. Fodselsdato: 03.04.1999. Graden er fullfgrt 14.06.2022. Emnekode, emnenavn, studiepoeng og karakter. Utstedt av universitetet.', 'no'],
    ['Swedish resultatintyg', 'Resultatintyg. Utfärdat 2016-09-13. Namn: Saga Berg. Personnummer: 900625-XXXX. Examen: Filosofie kandidatexamen. Huvudområde: Datavetenskap. Kurs, omfattning 7,5 hp, betyg Väl godkänd. Summa: 180,0 hp.', 'sv'],
    ['Swedish prose', 'Studenten har avlagt kandidatexamen och är godkänd för fortsatta studier vid högskolan enligt utbildningsplanen från 2019.', 'sv'],
    ['Norwegian is still Norwegian beside Swedish', 'Vitnemål. Navn: Kari Berg. Fødselsdato: 03.04.1999. Graden er fullført 14.06.2022. Emnekode, emnenavn, studiepoeng og karakter. Bestått.', 'no'],
    ['German is still German beside Swedish', 'Zeugnis. Frau Anna Müller, geboren am 3. März 1999, hat die Prüfung im Studiengang Betriebswirtschaftslehre mit der Gesamtnote gut bestanden.', 'de'],
    ['Dutch is still Dutch', 'Cijferlijst. Naam: Jan de Vries. Geboren op 12 maart 1999 te Utrecht. De student heeft het examen van de opleiding behaald met de volgende cijfers.', 'nl'],
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

// Rule "Central European and Finnish pages by their own words" (docs/document-understanding.md, "Translation").
describe('language detection: Central European and Finnish pages by their own words', () => {
  const cases: Array<[string, string, string]> = [
    ['Czech vysvědčení', 'Vysvědčení o státní závěrečné zkoušce. Jméno a příjmení: Petra Nováková, narozena 3. května 1999 v Brně. Studijní program Informatika, hodnocení výborně. Vydáno dne 30. června 2022.', 'cs'],
    ['Slovak vysvedčenie', 'Vysvedčenie o štátnej skúške. Meno a priezvisko: Jana Kováčová, dátum narodenia 4. apríla 2000. Študijný program Ekonómia, hodnotenie veľmi dobre. Vydané dňa 28. júna 2023.', 'sk'],
    ['Polish dyplom', 'Dyplom ukończenia studiów. Imię i nazwisko: Anna Kowalska, data urodzenia 12 maja 1998 r. Kierunek studiów informatyka, ocena bardzo dobry. Uzyskała tytuł zawodowy licencjata.', 'pl'],
    ['Croatian svjedodžba', 'Svjedodžba o završenom studiju. Ime i prezime: Ivana Horvat, datum rođenja 5. ožujka 1999. Stekla je akademski naziv sveučilišna prvostupnica ekonomije, ocjena vrlo dobar.', 'hr'],
    ['Slovenian diploma', 'Univerza v Ljubljani, Fakulteta za računalništvo. Ime in priimek: Maja Novak, datum rojstva 3. 5. 1999. Študijski program je opravila z oceno odlično in pridobila strokovni naslov diplomirana inženirka.', 'sl'],
    ['Romanian diplomă', 'Universitatea din București, Facultatea de Drept. Numele și prenumele: Maria Popescu, data nașterii 12 martie 1999. Absolventul a promovat examenul de licență cu media 9,50 în anul universitar 2021.', 'ro'],
    ['Finnish tutkintotodistus', 'Tutkintotodistus. Nimi: Aino Virtanen, syntymäaika 3.4.1999. Opiskelija on suorittanut yliopiston kandidaatin tutkinnon ja opintojakso arvosana kiitettävä. Laajuus 180 opintopistettä.', 'fi'],
    ['Spanish stays Spanish beside them', 'La Secretaría General de la Universidad certifica que Dña. María José García ha cursado los estudios que se indican, con las calificaciones que a continuación se relacionan.', 'es'],
  ];
  for (const [name, text, code] of cases) {
    it(`${name} → ${code}`, () => {
      expect(detectLanguage(text)?.code ?? null).to.equal(code);
    });
  }

  it('names the added languages', () => {
    expect(LANGUAGE_NAMES.cs).to.equal('Czech');
    expect(LANGUAGE_NAMES.fi).to.equal('Finnish');
  });
});

describe('language detection: scripts and bilingual documents', () => {
  const cases: Array<[string, string, string | null]> = [
    ['Russian diploma supplement', 'Приложение к диплому. Фамилия, имя, отчество: Смирнова Анна Викторовна. Дата рождения 12.03.1998. Всего часов 8640, в том числе отлично.', 'ru'],
    ['Ukrainian (ї, є, і)', 'Додаток до диплому. Прізвище, ім’я, по батькові: Коваленко Олена Іванівна. Дата народження: 4 травня 2000 року. Освітній ступінь бакалавр, кваліфікація інженер.', 'uk'],
    ['Ukrainian without ї/є (only і and stop-words)', 'Диплом видано на підставі рішення екзаменаційної комісії від 30 червня 2021 року', 'uk'],
    ['Kazakh (ә ғ қ ң ө ұ ү)', 'Дипломға қосымша. Тегі, аты, әкесінің аты: Нұрланов Ерлан Серікұлы. Туған күні 1999 жылы. Оқу бағдарламасы бойынша пәннің атауы және бағасы.', 'kk'],
    ['Russian with a few Kazakh words (most text is Russian)', 'Транскрипт студента. Дисциплина: Математический анализ, оценка отлично. Дисциплина: История Казахстана, оценка хорошо. Қазақ тілі', 'ru'],
    ['Bulgarian (ъ before a consonant, its own function words)', 'Удостоверение за завършено основно образование. Ученикът е завършил със среден успех. Име, презиме и фамилия: Мария Петрова Стоянова. Държавни изпити към Министерството.', 'bg'],
    ['Bulgarian without ъ (only its function words)', 'Свидетелство за професионална квалификация. Издадено на Елена Димитрова, която е положила изпити по специалност Счетоводство през тази година.', 'bg'],
    ['Serbian (ђ ј љ њ ћ џ)', 'Диплома основних академских студија. Студент Јелена Ђорђевић, рођена у Нишу, стекла је звање дипломирани правник са просечном оценом девет.', 'sr'],
    ['Serbian without its own letters (only its function words)', 'Потврда о упису. Марко Петровић уписан је у прву годину основних студија на Правном факултету, школске године.', 'sr'],
    ['Russian with ъ before a vowel (объявление) stays Russian', 'Объявление о приёме. Студенты подъезжают к университету, в том числе для сдачи экзаменов, которые объявлены деканатом.', 'ru'],
    ['Arabic', 'كشف درجات الطالب أحمد محمود كلية الهندسة جامعة الوادي العام الجامعي', 'ar'],
    ['Thai', 'ใบแสดงผลการเรียน มหาวิทยาลัยตัวอย่าง ชื่อ นายสมชาย ใจดี คณะวิศวกรรมศาสตร์', 'th'],
    ['Hindi', 'माध्यमिक शिक्षा बोर्ड अंकपत्र परीक्षार्थी का नाम राहुल शर्मा अनुक्रमांक', 'hi'],
    ['Amharic', 'የትምህርት ማስረጃ የተማሪ ስም አበበ ከበደ ዩኒቨርሲቲ ውጤት', 'am'],
    ['Portuguese', 'O histórico escolar do aluno com as disciplinas cursadas e a carga horária de cada uma, conforme a legislação.', 'pt'],
    ['Arabic page with Latin names and codes: Arabic is the main language', 'كشف درجات الطالب Ahmed Mahmoud كلية الهندسة جامعة الوادي CS101 MA102 العام الجامعي الفصل الدراسي الأول', 'ar'],
    ['Arabic/English bilingual with mostly English text: English', 'Statement of grades كشف درجات. This is to certify that the student named below has completed the courses listed with the grades shown, in the Faculty of Engineering of the university.', 'en'],
    ['Ukrainian read by OCR with Latin i in Cyrillic words', 'Додаток до диплому. Прiзвище: Коваленко. Iм’я: Олена. Дата народження: 4 травня 2000 року. Освiтнiй ступiнь бакалавр, квалiфiкацiя iнженер.', 'uk'],
    ['three Cyrillic words of a name', 'Иванов Сергей Петрович', 'ru'],
    ['Ukrainian/English supplement (English is the translation): Ukrainian', 'Додаток до диплому / Diploma supplement. Прізвище / Family name: Коваленко / Kovalenko. Ім’я / Given name: Олена / Olena. Дата народження / Date of birth. Кваліфікація / Qualification: бакалавр / Bachelor of the field of study', 'uk'],
    ['Arabic/English transcript read by OCR (fewer Arabic words survive): Arabic', 'Arab Republic of Egypt جمهورية مصر العربية. Canal Zone University جامعة منطقة القناة. Faculty of Commerce. Students Affairs Office. Academic transcript. Student Name: Hoda Sameh Ibrahim اسم الطالب. Nationality: Egyptian الجنسية. Date of Birth تاريخ الميلاد. Degree: Bachelor of Commerce.', 'ar'],
    ['Indian marksheet with a Hindi line: English', 'Central Council of Secondary Education. Statement of marks of the Senior School Certificate Examination held in March. Name of the candidate, mother\'s name, father\'s name, date of birth, roll number and the marks obtained in each subject. माध्यमिक शिक्षा परिषद', 'en'],
    ['German with English module titles (a long text earns a narrower margin): German', 'Leistungsübersicht Studiengang Informatik. Modul: Introduction to the Theory of Computation, Note 1,7 bestanden. Modul: Software Engineering and the Management of Projects, Note 2,0. Modul: Machine Learning with Applications in the Sciences, Note 1,3 bestanden. Modul: Data Bases and Information Systems for the Web. Modul: Theory of Algorithms. Die Gesamtnote wird nach der Prüfungsordnung gebildet.', 'de'],
  ];
  for (const [name, text, code] of cases) {
    it(`${name} → ${code ?? 'null'}`, () => {
      expect(detectLanguage(text)?.code ?? null).to.equal(code);
    });
  }

  it('names the new languages', () => {
    expect(detectLanguage('Дипломға қосымша. Тегі, аты, әкесінің аты: Нұрланов Ерлан')).to.deep.equal({ code: 'kk', name: 'Kazakh' });
    expect(LANGUAGE_NAMES.uk).to.equal('Ukrainian');
    expect(LANGUAGE_NAMES.bg).to.equal('Bulgarian');
    expect(LANGUAGE_NAMES.sr).to.equal('Serbian');
    expect(LANGUAGE_NAMES.am).to.equal('Amharic');
  });

  it('counts Thai words although Thai is written without blanks', () => {
    expect(scriptWords('มหาวิทยาลัยตัวอย่าง').thai.length).to.be.greaterThan(2);
  });
});
