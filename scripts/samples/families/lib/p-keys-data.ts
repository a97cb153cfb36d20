/**
 * Vocabulary of the procedural `p-keys` families: the captions, sentences, month names and
 * qualification names that key-value blocks of transcripts, marksheets and diplomas print in twelve
 * languages, and per issuing country its date order, places, phone code, web domain and degree
 * vocabulary. Written from public descriptions of each country's documents (registrar and
 * credential-evaluation guides); every institution and person is invented (lib/p-keys.ts draws them).
 */

export type Level = 'Secondary' | 'Higher Secondary' | 'Diploma' | 'Associate' | 'Bachelor' | 'Master' | 'Doctorate';

export type Lang = 'en' | 'fr' | 'de' | 'es' | 'pt' | 'it' | 'ru' | 'uk' | 'pl' | 'tr' | 'id' | 'nl';

export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English', fr: 'French', de: 'German', es: 'Spanish', pt: 'Portuguese', it: 'Italian',
  ru: 'Russian', uk: 'Ukrainian', pl: 'Polish', tr: 'Turkish', id: 'Indonesian', nl: 'Dutch',
};

/** Month names as a day-month-year date prints them (the genitive where the language declines it). */
export const MONTHS: Record<Lang, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  uk: ['січня', 'лютого', 'березня', 'квітня', 'травня', 'червня', 'липня', 'серпня', 'вересня', 'жовтня', 'листопада', 'грудня'],
  pl: ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
  tr: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
  id: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
};

/** "14 марта 2000 г.", "14. März 2000", "14 de marzo de 2000", "March 14, 2000" (US). */
export function monthDate(d: { y: number; m: number; d: number }, lang: Lang, monthFirst: boolean): string {
  const m = MONTHS[lang][d.m - 1];
  if (lang === 'en') return monthFirst ? `${m} ${d.d}, ${d.y}` : `${d.d} ${m} ${d.y}`;
  if (lang === 'es' || lang === 'pt') return `${d.d} de ${m} de ${d.y}`;
  if (lang === 'de') return `${d.d}. ${m} ${d.y}`;
  if (lang === 'ru') return `${d.d} ${m} ${d.y} г.`;
  if (lang === 'uk') return `${d.d} ${m} ${d.y} р.`;
  if (lang === 'pl') return `${d.d} ${m} ${d.y} r.`;
  return `${d.d} ${m} ${d.y}`;
}

/** "June 2019", "juin 2019", "Juni 2019" (a session or month of passing). */
export function monthYear(d: { y: number; m: number }, lang: Lang): string {
  const nominative: Partial<Record<Lang, string[]>> = {
    ru: ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'],
    uk: ['січень', 'лютий', 'березень', 'квітень', 'травень', 'червень', 'липень', 'серпень', 'вересень', 'жовтень', 'листопад', 'грудень'],
    pl: ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'],
  };
  const m = (nominative[lang] ?? MONTHS[lang])[d.m - 1];
  const cap = m.charAt(0).toUpperCase() + m.slice(1);
  return lang === 'es' || lang === 'pt' ? `${cap} de ${d.y}` : `${cap} ${d.y}`;
}

/** The captions of a key-value block. Every list's first entry is the most common form. */
export interface Captions {
  /** The holder's whole name in natural order (captions that announce the surname first are in nameFamilyFirst). */
  name: string[];
  /** A caption that announces the surname first ("Surname, given names"). */
  nameFamilyFirst: string[];
  family: string[];
  given: string[];
  /** Russian and Ukrainian: the patronymic on its own row. */
  patronymic?: string[];
  dob: string[];
  father: string[];
  mother: string[];
  guardian: string[];
  reg: string[];
  degree: string[];
  field: string[];
  completed: string[];
  session: string[];
  yearPassed: string[];
  admitted: string[];
  issued: string[];
  printed: string[];
  verified: string[];
  registrar: string[];
  dean: string[];
}

export const CAPTIONS: Record<Lang, Captions> = {
  en: {
    name: ['Name of Student', 'Student Name', 'Name', "Candidate's Name", 'Full Name', 'Name of the Candidate'],
    nameFamilyFirst: ['Surname, Given Names', 'Last Name, First Name', 'Surname and Forenames'],
    family: ['Surname', 'Last Name', 'Family Name'],
    given: ['Given Names', 'First Name(s)', 'Forenames'],
    dob: ['Date of Birth', 'Birth Date', 'D.O.B.'],
    father: ["Father's Name", 'Name of Father', "Father's / Husband's Name"],
    mother: ["Mother's Name", 'Name of Mother'],
    guardian: ["Guardian's Name", 'Parent / Guardian'],
    reg: ['Registration No.', 'Student ID', 'Roll No.', 'Enrolment No.'],
    degree: ['Degree Awarded', 'Qualification', 'Award', 'Degree'],
    field: ['Major', 'Field of Study', 'Specialization'],
    completed: ['Date of Award', 'Date of Completion', 'Degree Conferred On', 'Graduation Date'],
    session: ['Examination Session', 'Session'],
    yearPassed: ['Year of Passing', 'Year of Completion'],
    admitted: ['Year of Admission', 'Date of Entry', 'Admitted'],
    issued: ['Date of Issue', 'Issued On', 'Issue Date'],
    printed: ['Printed on', 'Date Printed', 'Generated on'],
    verified: ['Verified by', 'Checked by', 'Prepared by'],
    registrar: ['Registrar', 'Controller of Examinations', 'University Registrar'],
    dean: ['Dean of the Faculty', 'Vice-Chancellor', 'Principal'],
  },
  fr: {
    name: ["Nom de l'étudiant", 'Étudiant(e)', 'Nom du candidat', 'Prénom(s) et nom'],
    nameFamilyFirst: ['Nom, Prénom(s)', 'Nom et prénoms'],
    family: ['Nom', 'Nom de famille'],
    given: ['Prénom(s)', 'Prénoms'],
    dob: ['Date de naissance', 'Né(e) le'],
    father: ['Nom du père', 'Fils/Fille de'],
    mother: ['Nom de la mère', 'Et de'],
    guardian: ['Tuteur légal'],
    reg: ["N° d'étudiant", 'Matricule', 'N° INE'],
    degree: ['Diplôme', 'Diplôme obtenu', 'Grade'],
    field: ['Mention', 'Spécialité', 'Parcours'],
    completed: ["Date d'obtention", 'Date de délibération', 'Diplôme obtenu le'],
    session: ['Session'],
    yearPassed: ["Année d'obtention"],
    admitted: ["Année d'inscription", "Date d'entrée"],
    issued: ['Délivré le', 'Date de délivrance'],
    printed: ['Imprimé le', 'Édité le'],
    verified: ['Vérifié par', 'Contrôlé par'],
    registrar: ['Le Secrétaire général', 'Le Chef du service de la scolarité'],
    dean: ['Le Doyen', 'Le Président', 'Le Recteur'],
  },
  de: {
    name: ['Name des Studierenden', 'Name', 'Vor- und Zuname'],
    nameFamilyFirst: ['Name, Vorname', 'Familienname, Vorname'],
    family: ['Familienname', 'Name'],
    given: ['Vorname(n)', 'Vorname'],
    dob: ['Geburtsdatum', 'Geboren am'],
    father: ['Name des Vaters'],
    mother: ['Name der Mutter'],
    guardian: ['Erziehungsberechtigte(r)'],
    reg: ['Matrikelnummer', 'Matr.-Nr.'],
    degree: ['Akademischer Grad', 'Abschluss', 'Verliehener Grad'],
    field: ['Studiengang', 'Studienfach', 'Fachrichtung'],
    completed: ['Datum der Abschlussprüfung', 'Abschlussdatum', 'Tag der letzten Prüfung'],
    session: ['Prüfungstermin'],
    yearPassed: ['Abschlussjahr'],
    admitted: ['Studienbeginn', 'Immatrikuliert seit'],
    issued: ['Ausstellungsdatum', 'Ausgestellt am'],
    printed: ['Gedruckt am', 'Druckdatum'],
    verified: ['Geprüft von', 'Bearbeitet von'],
    registrar: ['Leiter/in des Prüfungsamtes', 'Prüfungsamt'],
    dean: ['Der Dekan', 'Die Präsidentin', 'Der Präsident'],
  },
  es: {
    name: ['Nombre y apellidos', 'Nombre del alumno', 'Alumno/a', 'Nombre completo'],
    nameFamilyFirst: ['Apellidos y nombre', 'Apellidos, Nombre'],
    family: ['Apellidos'],
    given: ['Nombre'],
    dob: ['Fecha de nacimiento'],
    father: ['Nombre del padre'],
    mother: ['Nombre de la madre'],
    guardian: ['Tutor legal'],
    reg: ['N.º de expediente', 'Matrícula', 'N.º de control'],
    degree: ['Título', 'Titulación', 'Título obtenido'],
    field: ['Especialidad', 'Mención'],
    completed: ['Fecha de finalización de estudios', 'Fecha de terminación', 'Fecha de obtención del título'],
    session: ['Convocatoria'],
    yearPassed: ['Año de finalización', 'Año de egreso'],
    admitted: ['Año de inicio', 'Fecha de ingreso'],
    issued: ['Fecha de expedición', 'Expedido el'],
    printed: ['Impreso el', 'Fecha de impresión'],
    verified: ['Verificado por', 'Cotejado por'],
    registrar: ['El Secretario General', 'Jefe de Servicios Escolares'],
    dean: ['El Rector', 'El Decano', 'El Director'],
  },
  pt: {
    name: ['Nome do aluno', 'Nome', 'Nome completo', 'Aluno(a)'],
    nameFamilyFirst: ['Apelido, Nome', 'Apelidos e nome'],
    family: ['Apelido', 'Sobrenome'],
    given: ['Nome(s) próprio(s)', 'Prenome'],
    dob: ['Data de nascimento', 'Nascido(a) em'],
    father: ['Nome do pai', 'Filiação (pai)'],
    mother: ['Nome da mãe', 'Filiação (mãe)'],
    guardian: ['Responsável'],
    reg: ['Matrícula', 'N.º de aluno', 'RA'],
    degree: ['Grau', 'Grau conferido', 'Grau académico'],
    field: ['Área', 'Habilitação', 'Ramo'],
    completed: ['Data de conclusão', 'Data da colação de grau', 'Concluído em'],
    session: ['Época'],
    yearPassed: ['Ano de conclusão'],
    admitted: ['Ano de ingresso', 'Data de ingresso'],
    issued: ['Data de emissão', 'Emitido em'],
    printed: ['Impresso em', 'Data de impressão'],
    verified: ['Conferido por', 'Verificado por'],
    registrar: ['Secretário(a) Acadêmico(a)', 'Chefe dos Serviços Académicos'],
    dean: ['Reitor(a)', 'Diretor(a)'],
  },
  it: {
    name: ['Nome e cognome', 'Studente'],
    nameFamilyFirst: ['Cognome e nome', 'Cognome, Nome'],
    family: ['Cognome'],
    given: ['Nome'],
    dob: ['Data di nascita', 'Nato/a il'],
    father: ['Nome del padre', 'Paternità'],
    mother: ['Nome della madre', 'Maternità'],
    guardian: ['Tutore'],
    reg: ['Matricola', 'N. matricola'],
    degree: ['Titolo conseguito', 'Titolo di studio', 'Titolo'],
    field: ['Corso di studio', 'Classe', 'Indirizzo'],
    completed: ['Data di conseguimento', 'Data di laurea', 'Conseguito il'],
    session: ['Sessione'],
    yearPassed: ['Anno di conseguimento'],
    admitted: ['Anno di immatricolazione', 'Immatricolato/a il'],
    issued: ['Data di rilascio', 'Rilasciato il'],
    printed: ['Stampato il', 'Data di stampa'],
    verified: ['Verificato da', 'Il responsabile del procedimento'],
    registrar: ['Il Responsabile della Segreteria Studenti', 'Il Direttore Generale'],
    dean: ['Il Rettore', 'Il Preside'],
  },
  ru: {
    name: ['Фамилия, имя, отчество', 'ФИО', 'Студент', 'Выдан'],
    nameFamilyFirst: ['Фамилия, имя, отчество', 'Фамилия Имя Отчество'],
    family: ['Фамилия'],
    given: ['Имя'],
    patronymic: ['Отчество'],
    dob: ['Дата рождения'],
    father: ['Отец', 'ФИО отца'],
    mother: ['Мать', 'ФИО матери'],
    guardian: ['Законный представитель'],
    reg: ['Номер зачётной книжки', 'Регистрационный номер'],
    degree: ['Квалификация', 'Присвоена квалификация', 'Степень'],
    field: ['Специальность', 'Профиль'],
    completed: ['Дата окончания', 'Дата присвоения квалификации', 'Окончил(а) в'],
    session: ['Государственная итоговая аттестация'],
    yearPassed: ['Год окончания'],
    admitted: ['Год поступления', 'Поступил(а) в'],
    issued: ['Дата выдачи'],
    printed: ['Дата печати', 'Распечатано'],
    verified: ['Проверил(а)', 'Исполнитель'],
    registrar: ['Секретарь', 'Начальник учебного отдела'],
    dean: ['Ректор', 'Декан'],
  },
  uk: {
    name: ["Прізвище, ім'я, по батькові", 'ПІБ', 'Студент', 'Власник'],
    nameFamilyFirst: ["Прізвище, ім'я, по батькові", "Прізвище та ім'я"],
    family: ['Прізвище'],
    given: ["Ім'я"],
    patronymic: ['По батькові'],
    dob: ['Дата народження'],
    father: ['Батько'],
    mother: ['Мати'],
    guardian: ['Опікун'],
    reg: ['Номер залікової книжки', 'Реєстраційний номер'],
    degree: ['Кваліфікація', 'Ступінь вищої освіти', 'Освітній ступінь'],
    field: ['Спеціальність'],
    completed: ['Дата закінчення', 'Дата присвоєння кваліфікації'],
    session: ['Атестація'],
    yearPassed: ['Рік закінчення'],
    admitted: ['Рік вступу', 'Дата вступу'],
    issued: ['Дата видачі'],
    printed: ['Дата друку', 'Роздруковано'],
    verified: ['Перевірив(ла)', 'Виконавець'],
    registrar: ['Секретар', 'Начальник навчального відділу'],
    dean: ['Ректор', 'Декан'],
  },
  pl: {
    name: ['Imię i nazwisko', 'Student', 'Imiona i nazwisko'],
    nameFamilyFirst: ['Nazwisko i imię', 'Nazwisko, imiona'],
    family: ['Nazwisko'],
    given: ['Imiona', 'Imię'],
    dob: ['Data urodzenia', 'Urodzony(a) dnia'],
    father: ['Imię ojca'],
    mother: ['Imię matki'],
    guardian: ['Opiekun prawny'],
    reg: ['Nr albumu', 'Numer albumu'],
    degree: ['Tytuł zawodowy', 'Uzyskany tytuł', 'Poziom studiów'],
    field: ['Kierunek studiów', 'Specjalność'],
    completed: ['Data ukończenia studiów', 'Data egzaminu dyplomowego'],
    session: ['Sesja'],
    yearPassed: ['Rok ukończenia'],
    admitted: ['Data rozpoczęcia studiów', 'Rok rozpoczęcia'],
    issued: ['Data wydania', 'Wydano dnia'],
    printed: ['Wydrukowano', 'Data wydruku'],
    verified: ['Sprawdził(a)', 'Sporządził(a)'],
    registrar: ['Kierownik Dziekanatu', 'Sekretarz'],
    dean: ['Rektor', 'Dziekan'],
  },
  tr: {
    name: ['Adı Soyadı', 'Öğrencinin Adı Soyadı', 'Ad Soyad'],
    nameFamilyFirst: ['Soyadı, Adı', 'Soyadı Adı'],
    family: ['Soyadı'],
    given: ['Adı'],
    dob: ['Doğum Tarihi'],
    father: ['Baba Adı'],
    mother: ['Anne Adı'],
    guardian: ['Veli Adı'],
    reg: ['Öğrenci No', 'Öğrenci Numarası'],
    degree: ['Derece', 'Diploma', 'Unvan'],
    field: ['Program', 'Bölüm'],
    completed: ['Mezuniyet Tarihi', 'Bitirme Tarihi'],
    session: ['Dönem'],
    yearPassed: ['Mezuniyet Yılı'],
    admitted: ['Kayıt Tarihi', 'Giriş Yılı'],
    issued: ['Düzenleme Tarihi', 'Veriliş Tarihi'],
    printed: ['Baskı Tarihi', 'Yazdırma Tarihi'],
    verified: ['Kontrol Eden', 'Hazırlayan'],
    registrar: ['Öğrenci İşleri Daire Başkanı', 'Fakülte Sekreteri'],
    dean: ['Rektör', 'Dekan'],
  },
  id: {
    name: ['Nama', 'Nama Mahasiswa', 'Nama Lengkap'],
    nameFamilyFirst: ['Nama Keluarga, Nama Depan'],
    family: ['Nama Keluarga'],
    given: ['Nama Depan'],
    dob: ['Tanggal Lahir', 'Tempat, Tanggal Lahir'],
    father: ['Nama Ayah', 'Nama Orang Tua'],
    mother: ['Nama Ibu'],
    guardian: ['Nama Wali'],
    reg: ['NIM', 'Nomor Induk Mahasiswa'],
    degree: ['Gelar', 'Gelar Akademik', 'Jenjang'],
    field: ['Program Studi', 'Jurusan'],
    completed: ['Tanggal Lulus', 'Tanggal Kelulusan', 'Lulus Tanggal'],
    session: ['Periode Wisuda'],
    yearPassed: ['Tahun Lulus'],
    admitted: ['Tahun Masuk', 'Tanggal Masuk'],
    issued: ['Tanggal Diterbitkan', 'Dikeluarkan tanggal'],
    printed: ['Dicetak', 'Tanggal Cetak'],
    verified: ['Diperiksa oleh', 'Disiapkan oleh'],
    registrar: ['Kepala Biro Akademik', 'Kepala Bagian Akademik'],
    dean: ['Rektor', 'Dekan'],
  },
  nl: {
    name: ['Naam', 'Naam student', 'Naam kandidaat'],
    nameFamilyFirst: ['Achternaam, voornamen', 'Naam, voornamen'],
    family: ['Achternaam'],
    given: ['Voornamen', 'Voornaam'],
    dob: ['Geboortedatum', 'Geboren op'],
    father: ['Naam vader'],
    mother: ['Naam moeder'],
    guardian: ['Voogd'],
    reg: ['Studentnummer', 'Studienummer'],
    degree: ['Graad', 'Behaalde graad', 'Diploma'],
    field: ['Opleiding', 'Afstudeerrichting'],
    completed: ['Datum afstuderen', 'Datum examen', 'Examendatum'],
    session: ['Examenperiode'],
    yearPassed: ['Jaar van afstuderen'],
    admitted: ['Datum inschrijving', 'Jaar van inschrijving'],
    issued: ['Datum van afgifte', 'Afgegeven op'],
    printed: ['Afgedrukt op', 'Printdatum'],
    verified: ['Gecontroleerd door', 'Opgesteld door'],
    registrar: ['Hoofd Studentenadministratie', 'De secretaris van de examencommissie'],
    dean: ['De rector magnificus', 'De decaan', 'De voorzitter van de examencommissie'],
  },
};

/** The sentence that awards the qualification ("has been awarded the degree of X"), per language. */
export const AWARD_SENTENCES: Record<Lang, Array<(q: string) => string>> = {
  en: [(q) => `has been awarded the degree of ${q}`, (q) => `was conferred the degree of ${q}`, (q) => `having fulfilled all requirements, has been admitted to the degree of ${q}`],
  fr: [(q) => `a obtenu le diplôme de ${q}`, (q) => `s'est vu décerner le grade de ${q}`],
  de: [(q) => `hat den akademischen Grad ${q} erworben`, (q) => `wird der akademische Grad ${q} verliehen`],
  es: [(q) => `ha obtenido el título de ${q}`, (q) => `ha finalizado los estudios conducentes al título de ${q}`],
  pt: [(q) => `concluiu o curso e obteve o grau de ${q}`, (q) => `foi-lhe conferido o grau de ${q}`],
  it: [(q) => `ha conseguito il titolo di ${q}`, (q) => `ha conseguito la ${q}`],
  ru: [(q) => `присвоена квалификация «${q}»`, (q) => `присвоена степень ${q}`],
  uk: [(q) => `присвоєно кваліфікацію «${q}»`, (q) => `здобув(ла) ступінь вищої освіти ${q}`],
  pl: [(q) => `uzyskał(a) tytuł zawodowy ${q}`, (q) => `ukończył(a) studia i otrzymał(a) tytuł ${q}`],
  tr: [(q) => `${q} diplomasını almaya hak kazanmıştır`, (q) => `${q} derecesini almıştır`],
  id: [(q) => `diberikan gelar ${q}`, (q) => `telah memperoleh gelar ${q}`],
  nl: [(q) => `heeft het diploma ${q} behaald`, (q) => `is de graad ${q} verleend`],
};

/** "This is to certify that" and its like: the holder's name follows on its own line. */
export const CERTIFY: Record<Lang, string[]> = {
  en: ['This is to certify that', 'This certifies that', 'Be it known that'],
  fr: ['Il est certifié que', 'Nous attestons que'],
  de: ['Hiermit wird bescheinigt, dass', 'Es wird bestätigt, dass'],
  es: ['Se certifica que', 'Hace constar que'],
  pt: ['Certificamos que', 'Certifica-se que'],
  it: ['Si certifica che', 'Si attesta che'],
  ru: ['Настоящий документ удостоверяет, что', 'Выдан'],
  uk: ['Цей документ засвідчує, що', 'Видано'],
  pl: ['Zaświadcza się, że', 'Niniejszym stwierdza się, że'],
  tr: ['Bu belge ile', 'İşbu belge ile'],
  id: ['Dengan ini menyatakan bahwa', 'Diberikan kepada'],
  nl: ['Hierbij wordt verklaard dat', 'Verklaard wordt dat'],
};

/** Titles of the document, by what it is. */
export const TITLES: Record<Lang, { diploma: string[]; record: string[] }> = {
  en: { diploma: ['Degree Certificate', 'Provisional Certificate', 'Diploma', 'Certificate of Award'], record: ['Statement of Results', 'Academic Record', 'Consolidated Marksheet', 'Transcript of Records'] },
  fr: { diploma: ['Diplôme', 'Attestation de réussite'], record: ['Relevé de notes', 'Attestation de scolarité et de résultats'] },
  de: { diploma: ['Urkunde', 'Zeugnis'], record: ['Leistungsübersicht', 'Notenbescheinigung'] },
  es: { diploma: ['Título', 'Certificado de finalización de estudios'], record: ['Certificado académico', 'Kárdex de calificaciones'] },
  pt: { diploma: ['Diploma', 'Certidão de conclusão'], record: ['Histórico escolar', 'Certidão de registo académico'] },
  it: { diploma: ['Diploma di laurea', 'Certificato di laurea'], record: ['Certificato degli esami sostenuti', 'Carriera universitaria'] },
  ru: { diploma: ['Диплом', 'Справка об окончании'], record: ['Академическая справка', 'Выписка из зачётной ведомости'] },
  uk: { diploma: ['Диплом', 'Довідка про закінчення'], record: ['Академічна довідка', 'Витяг із залікової відомості'] },
  pl: { diploma: ['Dyplom ukończenia studiów', 'Zaświadczenie o ukończeniu studiów'], record: ['Karta przebiegu studiów', 'Wykaz ocen'] },
  tr: { diploma: ['Diploma', 'Geçici Mezuniyet Belgesi'], record: ['Not Döküm Belgesi', 'Öğrenci Belgesi'] },
  id: { diploma: ['Ijazah', 'Surat Keterangan Lulus'], record: ['Transkrip Akademik', 'Daftar Nilai'] },
  nl: { diploma: ['Getuigschrift', 'Diploma'], record: ['Cijferlijst', 'Overzicht studieresultaten'] },
};

/** An institution's name built from generic words: the founder's name or a region-free adjective. */
export const INSTITUTION_PATTERNS: Record<Lang, Array<(n: string) => string>> = {
  en: [(n) => `${n} University`, (n) => `${n} College of Science and Technology`, (n) => `${n} Institute of Technology`, (n) => `${n} Polytechnic`, (n) => `University of ${n}`],
  fr: [(n) => `Université ${n}`, (n) => `École Supérieure de Commerce ${n}`, (n) => `Institut Universitaire ${n}`],
  de: [(n) => `${n}-Universität`, (n) => `Hochschule ${n}`, (n) => `Technische Hochschule ${n}`],
  es: [(n) => `Universidad ${n}`, (n) => `Instituto Tecnológico ${n}`, (n) => `Universidad Autónoma ${n}`],
  pt: [(n) => `Universidade ${n}`, (n) => `Instituto Superior ${n}`, (n) => `Faculdade ${n}`],
  it: [(n) => `Università degli Studi ${n}`, (n) => `Politecnico ${n}`, (n) => `Università ${n}`],
  ru: [(n) => `${n} государственный университет`, (n) => `${n} технический университет`, (n) => `${n} педагогический институт`],
  uk: [(n) => `${n} національний університет`, (n) => `${n} технічний університет`, (n) => `${n} педагогічний інститут`],
  pl: [(n) => `Uniwersytet ${n}`, (n) => `Politechnika ${n}`, (n) => `Akademia ${n}`],
  tr: [(n) => `${n} Üniversitesi`, (n) => `${n} Teknik Üniversitesi`],
  id: [(n) => `Universitas ${n}`, (n) => `Institut Teknologi ${n}`, (n) => `Politeknik ${n}`],
  nl: [(n) => `Hogeschool ${n}`, (n) => `Universiteit ${n}`],
};

/** Invented founder names and region-free words for institution names, per language. */
export const INSTITUTION_WORDS: Record<Lang, string[]> = {
  en: ['Whitcombe', 'Ashgrove', 'Thornbury Hall', 'Kingsmere', 'Redmarsh', 'Holloway Park', 'Brightwater', 'Stonecroft', 'Elmsworth', 'Fairhaven Crest'],
  fr: ['Jean-Baptiste Morvan', 'Marie Lefrançois', 'des Trois Vallées', 'Henri Castagnet', 'Lucie Aubrac-Delmas'],
  de: ['Friedrich-Wendel', 'Anna-Lindner', 'Carl-Ebersbach', 'Mittelgrund', 'Helene-Storck'],
  es: ['del Pacífico Norte', 'Benito Larrañaga', 'de los Tres Ríos', 'Sor Inés Montalvo', 'Andrés Quintanar'],
  pt: ['Dom Afonso Meireles', 'do Vale Verde', 'Padre Anchieta Lobo', 'Três Serras', 'Professor Rui Valadares'],
  it: ['di Monteverde', 'Giacomo Ardenti', 'dei Due Colli', 'Elena Castaldi', 'del Mediterraneo Orientale'],
  ru: ['Северо-Западный', 'Приречный', 'Центральный', 'Восточно-Сибирский', 'Верхневолжский'],
  uk: ['Придніпровський', 'Східний', 'Центральноукраїнський', 'Подільський', 'Прикарпатський'],
  pl: ['im. Jana Wierzbickiego', 'Morska', 'im. Anny Zawadzkiej', 'Techniczno-Przyrodnicza', 'Nadwiślańska'],
  tr: ['Karadeniz Yıldız', 'Anadolu Kent', 'Ege Marmara', 'Bilge Kağan', 'Yeni Ufuk'],
  id: ['Nusa Cendekia', 'Bina Karya Mandiri', 'Harapan Bangsa', 'Tunas Pertiwi', 'Cahaya Nusantara'],
  nl: ['Van der Meulen', 'De Nieuwe Horizon', 'Hendrik Brouwer', 'Noorderlicht'],
};

export interface Qualification {
  /** As printed in the document's language. */
  printed: string;
  /** The truth's name: as printed; an English degree "X of Y in Z" without its field (the programme-line convention), a diploma with it ("Higher National Diploma in Business", as "Grado en Derecho"). */
  name: string;
  major: string | null;
  level: Level;
}

/** Degree vocabularies of the issuing countries, with their levels (the families README). */
export const QUALIFICATIONS: Record<string, Qualification[]> = {
  US: [
    { printed: 'Bachelor of Science in Biology', name: 'Bachelor of Science', major: 'Biology', level: 'Bachelor' },
    { printed: 'Master of Arts in History', name: 'Master of Arts', major: 'History', level: 'Master' },
    { printed: 'Associate of Applied Science', name: 'Associate of Applied Science', major: null, level: 'Associate' },
    { printed: 'Doctor of Philosophy in Chemistry', name: 'Doctor of Philosophy', major: 'Chemistry', level: 'Doctorate' },
  ],
  GB: [
    { printed: 'Bachelor of Engineering', name: 'Bachelor of Engineering', major: null, level: 'Bachelor' },
    { printed: 'Master of Science in Data Science', name: 'Master of Science', major: 'Data Science', level: 'Master' },
    { printed: 'Higher National Diploma in Business', name: 'Higher National Diploma in Business', major: 'Business', level: 'Diploma' },
  ],
  IN: [
    { printed: 'Bachelor of Technology', name: 'Bachelor of Technology', major: null, level: 'Bachelor' },
    { printed: 'Master of Business Administration', name: 'Master of Business Administration', major: null, level: 'Master' },
    { printed: 'Higher Secondary Certificate', name: 'Higher Secondary Certificate', major: null, level: 'Higher Secondary' },
    { printed: 'Secondary School Certificate', name: 'Secondary School Certificate', major: null, level: 'Secondary' },
    { printed: 'Diploma in Mechanical Engineering', name: 'Diploma in Mechanical Engineering', major: 'Mechanical Engineering', level: 'Diploma' },
  ],
  NG: [
    { printed: 'Bachelor of Science in Accounting', name: 'Bachelor of Science', major: 'Accounting', level: 'Bachelor' },
    { printed: 'Higher National Diploma in Computer Science', name: 'Higher National Diploma in Computer Science', major: 'Computer Science', level: 'Diploma' },
    { printed: 'Master of Engineering', name: 'Master of Engineering', major: null, level: 'Master' },
  ],
  KE: [
    { printed: 'Bachelor of Education', name: 'Bachelor of Education', major: null, level: 'Bachelor' },
    { printed: 'Kenya Certificate of Secondary Education', name: 'Kenya Certificate of Secondary Education', major: null, level: 'Higher Secondary' },
  ],
  PK: [
    { printed: 'Higher Secondary School Certificate', name: 'Higher Secondary School Certificate', major: null, level: 'Higher Secondary' },
    { printed: 'Bachelor of Science in Mathematics', name: 'Bachelor of Science', major: 'Mathematics', level: 'Bachelor' },
    { printed: 'Master of Philosophy', name: 'Master of Philosophy', major: null, level: 'Master' },
  ],
  PH: [
    { printed: 'Bachelor of Science in Nursing', name: 'Bachelor of Science', major: 'Nursing', level: 'Bachelor' },
    { printed: 'Master of Arts in Education', name: 'Master of Arts', major: 'Education', level: 'Master' },
  ],
  FR: [
    { printed: 'Licence', name: 'Licence', major: null, level: 'Bachelor' },
    { printed: 'Master', name: 'Master', major: null, level: 'Master' },
    { printed: "Diplôme d'ingénieur", name: "Diplôme d'ingénieur", major: null, level: 'Master' },
    { printed: 'Brevet de technicien supérieur', name: 'Brevet de technicien supérieur', major: null, level: 'Diploma' },
    { printed: 'Doctorat', name: 'Doctorat', major: null, level: 'Doctorate' },
  ],
  DE: [
    { printed: 'Bachelor of Science (B.Sc.)', name: 'Bachelor of Science', major: null, level: 'Bachelor' },
    { printed: 'Master of Arts (M.A.)', name: 'Master of Arts', major: null, level: 'Master' },
    { printed: 'Diplom-Ingenieur (Dipl.-Ing.)', name: 'Diplom-Ingenieur', major: null, level: 'Master' },
    { printed: 'Doktor der Naturwissenschaften (Dr. rer. nat.)', name: 'Doktor der Naturwissenschaften', major: null, level: 'Doctorate' },
  ],
  ES: [
    { printed: 'Grado en Derecho', name: 'Grado en Derecho', major: 'Derecho', level: 'Bachelor' },
    { printed: 'Máster Universitario en Ingeniería Química', name: 'Máster Universitario en Ingeniería Química', major: 'Ingeniería Química', level: 'Master' },
    { printed: 'Técnico Superior en Administración y Finanzas', name: 'Técnico Superior en Administración y Finanzas', major: 'Administración y Finanzas', level: 'Diploma' },
  ],
  MX: [
    { printed: 'Licenciatura en Contaduría', name: 'Licenciatura en Contaduría', major: 'Contaduría', level: 'Bachelor' },
    { printed: 'Maestría en Administración', name: 'Maestría en Administración', major: 'Administración', level: 'Master' },
  ],
  PT: [
    { printed: 'Licenciatura em Gestão', name: 'Licenciatura em Gestão', major: 'Gestão', level: 'Bachelor' },
    { printed: 'Mestrado em Engenharia Civil', name: 'Mestrado em Engenharia Civil', major: 'Engenharia Civil', level: 'Master' },
  ],
  BR: [
    { printed: 'Bacharel em Administração', name: 'Bacharel em Administração', major: 'Administração', level: 'Bachelor' },
    { printed: 'Mestre em Ciências da Computação', name: 'Mestre em Ciências da Computação', major: 'Ciências da Computação', level: 'Master' },
    { printed: 'Doutor em Física', name: 'Doutor em Física', major: 'Física', level: 'Doctorate' },
  ],
  IT: [
    { printed: 'Laurea in Economia Aziendale', name: 'Laurea in Economia Aziendale', major: 'Economia Aziendale', level: 'Bachelor' },
    { printed: 'Laurea Magistrale in Ingegneria Civile', name: 'Laurea Magistrale in Ingegneria Civile', major: 'Ingegneria Civile', level: 'Master' },
    { printed: 'Dottorato di Ricerca in Fisica', name: 'Dottorato di Ricerca in Fisica', major: 'Fisica', level: 'Doctorate' },
  ],
  RU: [
    { printed: 'Бакалавр', name: 'Бакалавр', major: null, level: 'Bachelor' },
    { printed: 'Магистр', name: 'Магистр', major: null, level: 'Master' },
    { printed: 'Специалист', name: 'Специалист', major: null, level: 'Master' },
  ],
  UA: [
    { printed: 'Бакалавр', name: 'Бакалавр', major: null, level: 'Bachelor' },
    { printed: 'Магістр', name: 'Магістр', major: null, level: 'Master' },
    { printed: 'Спеціаліст', name: 'Спеціаліст', major: null, level: 'Master' },
  ],
  PL: [
    { printed: 'Licencjat', name: 'Licencjat', major: null, level: 'Bachelor' },
    { printed: 'Magister', name: 'Magister', major: null, level: 'Master' },
    { printed: 'Inżynier', name: 'Inżynier', major: null, level: 'Bachelor' },
  ],
  TR: [
    { printed: 'Lisans', name: 'Lisans', major: null, level: 'Bachelor' },
    { printed: 'Yüksek Lisans', name: 'Yüksek Lisans', major: null, level: 'Master' },
    { printed: 'Ön Lisans', name: 'Ön Lisans', major: null, level: 'Associate' },
    { printed: 'Doktora', name: 'Doktora', major: null, level: 'Doctorate' },
  ],
  ID: [
    { printed: 'Sarjana Teknik (S.T.)', name: 'Sarjana Teknik', major: null, level: 'Bachelor' },
    { printed: 'Magister Manajemen (M.M.)', name: 'Magister Manajemen', major: null, level: 'Master' },
    { printed: 'Ahli Madya (A.Md.)', name: 'Ahli Madya', major: null, level: 'Diploma' },
  ],
  NL: [
    { printed: 'Bachelor of Science', name: 'Bachelor of Science', major: null, level: 'Bachelor' },
    { printed: 'Master of Arts', name: 'Master of Arts', major: null, level: 'Master' },
  ],
};

/** A field printed on its own row when the qualification's name does not carry one. */
export const FIELDS: Record<Lang, string[]> = {
  en: ['Computer Science', 'Civil Engineering', 'Economics', 'English Literature'],
  fr: ['Informatique', 'Droit', 'Sciences économiques', 'Physique-Chimie'],
  de: ['Informatik', 'Maschinenbau', 'Betriebswirtschaftslehre', 'Germanistik'],
  es: ['Informática', 'Economía'],
  pt: ['Informática', 'Economia'],
  it: ['Informatica', 'Economia'],
  ru: ['Прикладная информатика', 'Экономика', 'Юриспруденция', 'Строительство'],
  uk: ['Комп’ютерні науки', 'Економіка', 'Право', 'Будівництво'],
  pl: ['Informatyka', 'Ekonomia', 'Budownictwo', 'Filologia polska'],
  tr: ['Bilgisayar Mühendisliği', 'İktisat', 'İnşaat Mühendisliği', 'Hukuk'],
  id: ['Teknik Sipil', 'Manajemen', 'Teknik Informatika', 'Akuntansi'],
  nl: ['Informatica', 'Bedrijfskunde', 'Rechtsgeleerdheid', 'Werktuigbouwkunde'],
};

export interface Place {
  /** As printed (Cyrillic names for RU and UA). */
  printed: string;
  /** The name in the country-state-city package, to decide whether it places the issuer. */
  name: string;
}

export interface CountryProfile {
  code: string;
  lang: Lang;
  /** Numeric dates: month first (US, PH) or day first. */
  monthFirst: boolean;
  /** Ways the country itself is printed. */
  countryPrinted: string[];
  cities: Place[];
  /** States/provinces printed with a city (their names in the country-state-city package). */
  states?: string[];
  tld: string;
  /** Given names (male, female) and surnames; a patronymic is made from a father's given name. */
  people: { m: string[]; f: string[]; family: string[]; familyF?: string[] };
  patronymic?: (fatherGiven: string, female: boolean) => string;
  /** Whether the language is printed in several countries, so that a page without any place may carry it (truth null). */
  sharedLanguage: boolean;
}

const same = (xs: string[]): Place[] => xs.map((x) => ({ printed: x, name: x }));

/** "Иван" → "Иванович"/"Ивановна", "Сергей" → "Сергеевич"/"Сергеевна". */
const RU_PATRONYMIC = (father: string, female: boolean): string =>
  father.endsWith('й') ? father.slice(0, -1) + (female ? 'евна' : 'евич') : father + (female ? 'овна' : 'ович');
/** "Тарас" → "Тарасович"/"Тарасівна", "Андрій" → "Андрійович"/"Андріївна". */
const UK_PATRONYMIC = (father: string, female: boolean): string =>
  father.endsWith('й') ? (female ? father.slice(0, -1) + 'ївна' : father + 'ович') : father + (female ? 'івна' : 'ович');

export const PROFILES: CountryProfile[] = [
  {
    code: 'US', lang: 'en', monthFirst: true, countryPrinted: ['USA', 'United States of America'], cities: [], states: ['California', 'Texas', 'Ohio', 'Georgia', 'Illinois', 'Oregon'], tld: '',
    people: { m: ['Tyler', 'Brandon James', 'Caleb', 'Ethan Michael'], f: ['Madison', 'Hailey Ann', 'Brianna', 'Olivia Grace'], family: ['Whitaker', 'Brennan', 'Castellano', 'Pruitt', 'Delgado'] }, sharedLanguage: true,
  },
  {
    code: 'GB', lang: 'en', monthFirst: false, countryPrinted: ['United Kingdom', 'England, United Kingdom'], cities: same(['Leicester', 'Nottingham', 'Coventry', 'Swansea', 'Aberdeen', 'Dundee', 'Norwich', 'Sheffield']), tld: 'ac.uk',
    people: { m: ['Oliver', 'Harry James', 'George', 'Thomas William'], f: ['Amelia', 'Isla Rose', 'Charlotte', 'Emily Jane'], family: ['Fairbrother', 'Pennington', 'Ashworth', 'Collingwood', 'Hargreaves'] }, sharedLanguage: true,
  },
  {
    code: 'IN', lang: 'en', monthFirst: false, countryPrinted: ['India', 'Republic of India'], cities: same(['Pune', 'Nagpur', 'Coimbatore', 'Visakhapatnam', 'Lucknow', 'Bhopal', 'Guwahati']), states: ['Maharashtra', 'Karnataka', 'Tamil Nadu', 'Kerala', 'Rajasthan'], tld: 'ac.in',
    people: { m: ['Rahul Kumar', 'Arjun', 'Vikram Singh', 'Sandeep'], f: ['Priya', 'Ananya', 'Kavitha Devi', 'Sneha'], family: ['Sharma', 'Iyer', 'Deshpande', 'Nair', 'Chaudhary'] }, sharedLanguage: true,
  },
  {
    code: 'NG', lang: 'en', monthFirst: false, countryPrinted: ['Nigeria', 'Federal Republic of Nigeria'], cities: same(['Ibadan', 'Enugu', 'Abeokuta', 'Ilorin', 'Zaria', 'Owerri', 'Kaduna']), states: ['Lagos', 'Oyo', 'Enugu'], tld: 'edu.ng',
    people: { m: ['Chinedu', 'Oluwaseun', 'Emeka Daniel', 'Ibrahim'], f: ['Ngozi', 'Folake', 'Aisha', 'Chiamaka Grace'], family: ['Okonkwo', 'Adeyemi', 'Balogun', 'Eze', 'Okafor'] }, sharedLanguage: true,
  },
  {
    code: 'KE', lang: 'en', monthFirst: false, countryPrinted: ['Kenya', 'Republic of Kenya'], cities: same(['Nakuru', 'Eldoret', 'Kisumu', 'Nyeri', 'Machakos', 'Thika']), tld: 'ac.ke',
    people: { m: ['Brian Otieno', 'Kevin', 'Dennis Kiprop', 'Samuel'], f: ['Faith Wanjiku', 'Mercy', 'Grace Achieng', 'Caroline'], family: ['Mwangi', 'Kamau', 'Odhiambo', 'Cheruiyot', 'Wekesa'] }, sharedLanguage: true,
  },
  {
    code: 'PK', lang: 'en', monthFirst: false, countryPrinted: ['Pakistan', 'Islamic Republic of Pakistan'], cities: same(['Lahore', 'Faisalabad', 'Peshawar', 'Multan', 'Quetta', 'Sialkot']), tld: 'edu.pk',
    people: { m: ['Muhammad Usman', 'Ali Raza', 'Hamza', 'Bilal Ahmed'], f: ['Ayesha', 'Fatima Noor', 'Hira', 'Sana'], family: ['Qureshi', 'Malik', 'Siddiqui', 'Butt', 'Chaudhry'] }, sharedLanguage: true,
  },
  {
    code: 'PH', lang: 'en', monthFirst: true, countryPrinted: ['Philippines', 'Republic of the Philippines'], cities: same(['Cebu City', 'Davao City', 'Iloilo City', 'Bacolod City', 'Tacloban City']), tld: 'edu.ph',
    people: { m: ['Mark Anthony', 'John Paul', 'Jerome', 'Christian'], f: ['Maria Cristina', 'Kristine', 'Angelica', 'Joanna Marie'], family: ['Dela Rosa', 'Villanueva', 'Bautista', 'Mendoza', 'Aquino'] }, sharedLanguage: true,
  },
  {
    code: 'FR', lang: 'fr', monthFirst: false, countryPrinted: ['France', 'République française'], cities: same(['Grenoble', 'Rennes', 'Montpellier', 'Besançon', 'Poitiers', 'Dijon', 'Clermont-Ferrand']), tld: 'fr',
    people: { m: ['Julien', 'Thomas', 'Pierre-Louis', 'Mathieu'], f: ['Camille', 'Élodie', 'Marie-Anne', 'Pauline'], family: ['Lefèvre', 'Moreau', 'Girardot', 'Roussel', 'Chevalier'] }, sharedLanguage: true,
  },
  {
    code: 'DE', lang: 'de', monthFirst: false, countryPrinted: ['Deutschland', 'Bundesrepublik Deutschland'], cities: same(['Göttingen', 'Heidelberg', 'Würzburg', 'Tübingen', 'Bielefeld', 'Regensburg']), tld: 'de',
    people: { m: ['Jonas', 'Lukas', 'Felix Maximilian', 'Tobias'], f: ['Lena', 'Anna-Lena', 'Johanna', 'Katharina'], family: ['Schneider', 'Hoffmann', 'Wagner', 'Becker', 'Schäfer'] }, sharedLanguage: true,
  },
  {
    code: 'NL', lang: 'nl', monthFirst: false, countryPrinted: ['Nederland', 'Koninkrijk der Nederlanden'], cities: same(['Utrecht', 'Groningen', 'Eindhoven', 'Nijmegen', 'Tilburg', 'Maastricht']), tld: 'nl',
    people: { m: ['Daan', 'Sem', 'Lucas Johannes', 'Thijs'], f: ['Sanne', 'Femke', 'Lotte', 'Anouk'], family: ['Bakker', 'Visser', 'Smit', 'Mulder', 'Bos'] }, sharedLanguage: true,
  },
  {
    code: 'ES', lang: 'es', monthFirst: false, countryPrinted: ['España', 'Reino de España'], cities: same(['Valladolid', 'Zaragoza', 'Murcia', 'Oviedo', 'Pamplona', 'Castellón de la Plana']), tld: 'es',
    people: { m: ['Javier', 'Pablo', 'Sergio', 'Alejandro'], f: ['Lucía', 'Marta', 'Paula', 'Carmen'], family: ['García Herrera', 'Martínez Soler', 'López Ibarra', 'Sánchez Vidal', 'Romero Pastor'] }, sharedLanguage: true,
  },
  {
    code: 'MX', lang: 'es', monthFirst: false, countryPrinted: ['México', 'Estados Unidos Mexicanos'], cities: same(['Querétaro', 'Morelia', 'Hermosillo', 'Toluca', 'Aguascalientes', 'Culiacán']), states: ['Jalisco', 'Puebla', 'Yucatán', 'Sonora'], tld: 'edu.mx',
    people: { m: ['José Luis', 'Juan Carlos', 'Miguel Ángel', 'Diego'], f: ['Guadalupe', 'Ana Karen', 'Fernanda', 'Daniela'], family: ['Hernández Ruiz', 'Ramírez Torres', 'Flores Mendoza', 'Cruz Morales', 'Gutiérrez Vega'] }, sharedLanguage: true,
  },
  {
    code: 'PT', lang: 'pt', monthFirst: false, countryPrinted: ['Portugal', 'República Portuguesa'], cities: same(['Coimbra', 'Braga', 'Aveiro', 'Évora', 'Faro', 'Guimarães']), tld: 'pt',
    people: { m: ['Tiago', 'Duarte', 'João Pedro', 'Rui'], f: ['Inês', 'Beatriz', 'Ana Rita', 'Mariana'], family: ['Ferreira Lopes', 'Carvalho Pinto', 'Sousa Marques', 'Gonçalves Teixeira', 'Rodrigues Neves'] }, sharedLanguage: true,
  },
  {
    code: 'BR', lang: 'pt', monthFirst: false, countryPrinted: ['Brasil', 'República Federativa do Brasil'], cities: same(['Campinas', 'Curitiba', 'Recife', 'Florianópolis', 'Uberlândia', 'Londrina']), states: ['Minas Gerais', 'Bahia', 'Paraná', 'Pernambuco'], tld: 'edu.br',
    people: { m: ['Lucas', 'Gabriel', 'Rafael Augusto', 'Thiago'], f: ['Larissa', 'Camila Fernanda', 'Juliana', 'Letícia'], family: ['Oliveira Souza', 'Pereira Lima', 'Almeida Ribeiro', 'Barbosa Martins', 'Araújo Rocha'] }, sharedLanguage: true,
  },
  {
    code: 'IT', lang: 'it', monthFirst: false, countryPrinted: ['Italia', 'Repubblica Italiana'], cities: same(['Bologna', 'Padova', 'Torino', 'Perugia', 'Bari', 'Catania']), tld: 'it',
    people: { m: ['Alessandro', 'Matteo', 'Lorenzo', 'Francesco Paolo'], f: ['Giulia', 'Chiara', 'Francesca', 'Martina'], family: ['Rossi', 'Ferrari', 'Esposito', 'Colombo', 'Ricci'] }, sharedLanguage: true,
  },
  {
    code: 'RU', lang: 'ru', monthFirst: false, countryPrinted: ['Российская Федерация', 'Россия'],
    cities: [{ printed: 'Томск', name: 'Tomsk' }, { printed: 'Казань', name: 'Kazan' }, { printed: 'Новосибирск', name: 'Novosibirsk' }, { printed: 'Самара', name: 'Samara' }, { printed: 'Воронеж', name: 'Voronezh' }, { printed: 'Ярославль', name: "Yaroslavl" }],
    tld: 'ru', patronymic: RU_PATRONYMIC,
    people: { m: ['Дмитрий', 'Алексей', 'Иван', 'Сергей', 'Николай'], f: ['Анна', 'Мария', 'Екатерина', 'Ольга'], family: ['Смирнов', 'Кузнецов', 'Попов', 'Соколов', 'Волков'], familyF: ['Смирнова', 'Кузнецова', 'Попова', 'Соколова', 'Волкова'] }, sharedLanguage: true,
  },
  {
    code: 'UA', lang: 'uk', monthFirst: false, countryPrinted: ['Україна'],
    cities: [{ printed: 'Харків', name: 'Kharkiv' }, { printed: 'Львів', name: 'Lviv' }, { printed: 'Вінниця', name: 'Vinnytsia' }, { printed: 'Полтава', name: 'Poltava' }, { printed: 'Чернігів', name: 'Chernihiv' }],
    tld: 'edu.ua', patronymic: UK_PATRONYMIC,
    people: { m: ['Олександр', 'Андрій', 'Тарас', 'Богдан', 'Юрій'], f: ['Оксана', 'Наталія', 'Ірина', 'Світлана'], family: ['Шевченко', 'Коваленко', 'Бондаренко', 'Ткаченко', 'Мельник'] }, sharedLanguage: false,
  },
  {
    code: 'PL', lang: 'pl', monthFirst: false, countryPrinted: ['Polska', 'Rzeczpospolita Polska'], cities: same(['Kraków', 'Wrocław', 'Poznań', 'Gdańsk', 'Lublin', 'Toruń']), tld: 'edu.pl',
    people: { m: ['Jakub', 'Kacper', 'Piotr Michał', 'Mateusz'], f: ['Zuzanna', 'Aleksandra', 'Katarzyna', 'Magdalena'], family: ['Nowakowski', 'Wiśniewski', 'Kowalczyk', 'Lewandowski', 'Zieliński'], familyF: ['Nowakowska', 'Wiśniewska', 'Kowalczyk', 'Lewandowska', 'Zielińska'] }, sharedLanguage: false,
  },
  {
    code: 'TR', lang: 'tr', monthFirst: false, countryPrinted: ['Türkiye', 'Türkiye Cumhuriyeti'], cities: same(['İzmir', 'Eskişehir', 'Trabzon', 'Konya', 'Kayseri', 'Samsun']), tld: 'edu.tr',
    people: { m: ['Emre', 'Burak', 'Mehmet Can', 'Oğuz'], f: ['Elif', 'Zeynep', 'Ayşe Nur', 'Merve'], family: ['Yılmaz', 'Demir', 'Şahin', 'Çelik', 'Aydın'] }, sharedLanguage: false,
  },
  {
    code: 'ID', lang: 'id', monthFirst: false, countryPrinted: ['Indonesia', 'Republik Indonesia'], cities: same(['Yogyakarta', 'Surabaya', 'Bandung', 'Semarang', 'Malang', 'Makassar']), tld: 'ac.id',
    people: { m: ['Rizky', 'Agus', 'Budi', 'Dimas Aditya'], f: ['Dewi', 'Siti Nur', 'Putri Ayu', 'Intan'], family: ['Santoso', 'Wijaya', 'Saputra', 'Hidayat', 'Nugroho'] }, sharedLanguage: false,
  },
];
