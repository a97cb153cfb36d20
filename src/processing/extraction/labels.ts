/**
 * Label/value parsing (docs/document-understanding.md, "Key-value reading"): a label
 * followed by a colon ("Date of Birth: 15 March 2001"), by dot leaders ("NAME.......Jane Doe"), by
 * a wide gap (the value in the next cell: "Geburtsdatum      12.03.2001"), or with the value on
 * the line below; bilingual labels ("Name / Имя:", "اسم الطالب Student Name"). The lexicon covers
 * English, French, German, Spanish, Italian, Portuguese, Russian, Ukrainian, Kazakh, Arabic, Thai,
 * Hindi, Polish, Dutch, Turkish and Czech. Labels are matched on accent-folded text of the same length as the original, so the
 * value is cut from the original text with its accents.
 */
import { overlapX, type Line, type Segment } from '../text/layout';
import { captionLexicon, PLURAL_MARKERS, type CaptionField } from './captions';
import { MIN_OCR_CONFIDENCE } from './confidence';
import { inOtherScripts } from './scripts';

/** The fields a caption names (captions.ts), and the totals and places only the label reader names. */
export type LabelField = CaptionField | 'minor' | 'status' | 'totalCredits' | 'totalMarks' | 'country' | 'state';

/** Label phrases per field. Words are separated by blanks; `?` after a letter makes it optional. */
const LABELS: Record<LabelField, string[]> = {
  fullName: [ 'nimi', 'opiskelija', 'név', 'hallgató neve', 'vardas pavardė', 'vardas, pavardė', 'vārds uzvārds', 'vārds, uzvārds', 'navn', 'ονοματεπώνυμο', 'овог нэр', 'nombres y apellidos', 'üliõpilane', 'прізвище та ім\'я', 'прізвище ім\'я', 'фамилия имя', 'фамилия и имя', 'naam voornamen', 'naam voornaam', 'achternaam voornamen', 'familienname vorname', 'nachname vorname', 'soyadı adı', 'soyadı, adı', 'nazwisko imiona', 'apelido nome', 'apelidos e nome', 'nama keluarga nama depan', 'surname given names','imię i nazwisko', 'imiona i nazwisko', 'nazwisko i imię', 'nazwisko i imiona', 'naam', 'naam student', 'naam van de student', 'volledige naam', 'adı soyadı', 'adi soyadi', 'ad soyad', 'öğrencinin adı soyadı', 'öğrenci', 'öğrencinin', 'jméno a příjmení', 'příjmení a jméno', 
    'білім алушының аты-жөні', 'фио обучающегося', 'фио студента', 'ф и о студента', 'name of the holder', 'holder s name',
    // it, pt
    'nome e cognome', 'cognome e nome', 'nominativo', 'studente', 'studentessa', 'candidato', 'nome', 'nome completo', 'nome do aluno',
    'nome do estudante', 'nome do candidato', 'aluno', 'aluna', 'nome do diplomado',
    // ru, uk, kk
    'фамилия имя отчество', 'фио', 'ф и о', 'студент', 'студентка', 'обучающийся', 'выпускник', 'прізвище ім\'я по батькові', 'піб',
    'п і б', 'здобувач', 'здобувач освіти', 'аты жөні', 'аты-жөні', 'тегі аты әкесінің аты', 'білім алушы', 'студенттің аты-жөні',
    // uz (Latin script): "Familiyasi, ismi, otasining ismi" (surname, name, father's name), F.I.Sh. (familiya, ism, sharif)
    'familiyasi, ismi, otasining ismi', 'familiyasi ismi otasining ismi', 'familiyasi, ismi', 'familiya, ism, sharif', 'f.i.sh.', 'f i sh',
    // en: the caption of post-Soviet documents' English halves, "Surname, first name, patronymic"
    'surname, first name, patronymic', 'surname, name, patronymic',
    // ar, th, hi
    'الاسم', 'اسم الطالب', 'اسم الطالبة', 'الاسم الكامل', 'اسم المرشح', 'الطالب', 'اسم الخريج', 'ชื่อ-สกุล', 'ชื่อ-นามสกุล',
    'ชื่อ นามสกุล', 'ชื่อ', 'ชื่อนักศึกษา', 'ชื่อนักเรียน', 'नाम', 'छात्र का नाम', 'विद्यार्थी का नाम', 'परीक्षार्थी का नाम',
    'अभ्यर्थी का नाम', 'छात्र/छात्रा का नाम',
    // Captions that say the order: "Surname & Other Names", "Name (Surname first)", "Last Name, First Name".
    'surname other names', 'surname and other names', 'surname first name', 'surname first names', 'surname and first name',
    'surname and first names', 'surname forenames', 'surname and forenames', 'surname given names', 'surname and given names',
    'last name first name', 'last name first name middle name', 'family name given names', 'family name and given names',
    'name surname first', 'names surname first', 'full name surname first', 'name in full surname first', 'names in full surname first',
    'first name last name', 'first name surname', 'given names surname', 'forenames surname', 'other names surname',
    // "Record of: SMITH, JOHN A" (US registrars), "Name in full" (Commonwealth forms)
    'record of', 'academic record of', 'name in full', 'names in full', 'full names', 'student s full name', 'name of awardee', 'awardee',
    // id, ms (Indonesian and Malay: "Nama", "Nama Mahasiswa"), sw ("Jina")
    'nama', 'nama lengkap', 'nama mahasiswa', 'nama mahasiswi', 'nama siswa', 'nama pelajar', 'nama pelajar calon', 'nama calon', 'jina', 'jina la mwanafunzi',
    // en additions
    'name of the examinee', 'name of examinee', 'examinee', 'examinee s name', 'name of the graduate', 'student full name',
    'name', 'full name', 'student name', 'student s name', 'name of student', 'name of the student', 'candidate',
    'candidate name', 'candidate s name', 'name of candidate', 'name of the candidate', 'student', 'graduate', 'name of graduate',
    'nom', 'nom complet', 'nom et prenom', 'nom et prenoms', 'nom prenom', 'nom prenoms', 'prenom et nom', 'prenom nom', 'nom de l etudiant',
    'nom de l etudiante', 'etudiant', 'etudiante', 'etudiant e', 'eleve', 'nom de l eleve', 'candidat', 'candidate', 'titulaire', 'nom du titulaire', 'nom du candidat',
    'name vorname', 'vorname name', 'vor und nachname', 'vor und zuname', 'vorname und name', 'name und vorname', 'student in',
    'studierende', 'studierender', 'name des studierenden', 'name der studierenden', 'kandidat', 'kandidatin', 'inhaber', 'inhaberin',
    'nombre', 'nombre completo', 'nombre y apellidos', 'apellidos y nombre', 'apellidos nombre', 'alumno', 'alumna', 'alumno a',
    // The singular surname with the given names, as Argentine and other Latin American records caption the holder.
    'apellido y nombres', 'apellido y nombre', 'apellidos y nombres', 'apellido nombres',
    'estudiante', 'nombre del estudiante', 'nombre del alumno', 'titular',
    // Spanish forms print the courtesy title as the caption: "D./Dña.: GARCÍA PÉREZ, LAURA".
    'd dna', 'd dª', 'don dona', 'don doña',
    // Captions of bilingual and African francophone forms ("Nom(s) et prénom(s)", "Noms et prénoms de l'impétrant").
    'noms et prenoms', 'nom et prenoms de l impetrant', 'noms et prenoms de l impetrant', 'impetrant', 'surname and given name', 'surnames and given names',
    // The name, the post-name (a second family name, as Central African naming customs print it) and the given name, in
    // the caption's order: "Nom, post-nom et prénom".
    'nom post nom et prenom', 'nom post nom et prenoms', 'noms post noms et prenoms', 'nom post nom prenom', 'nom postnom et prenom', 'nom postnom prenom',
    'name of holder', 'holder', 'name of the holder', 'holder of the qualification', 'names and surnames', 'name and surname', 'names and surname', 'name surname',
    // East African forms (Rwanda, Burundi, Uganda) caption the whole name in the plural: "Names / Amazina / Noms: SURNAME Given".
    'names', 'amazina', 'noms',
    // Indonesian and Malay captions
    'nama lulusan', 'nama pemilik ijazah',
    // Vietnamese diplomas: "Họ và tên", and the English caption "Upon:" beside "Cho:".
    'ho va ten', 'ho ten', 'upon',
    // Catalan (Andorra, Catalonia, Valencia, the Balearics): "Nom i cognoms"; a bare "Nom" beside "Cognoms" is the given name.
    'nom i cognoms', 'cognoms i nom', 'cognoms nom', 'nom de l alumne', 'nom de l alumna', 'alumne', 'alumna',
    // Certificates that caption the holder with the award phrase ("Awarded to: …", "Presented to: …").
    'awarded to', 'presented to', 'conferred upon', 'granted to',
  ],
  // "Other Names" beside "Surname" (the given names, as Commonwealth forms of West and East Africa caption them).
  firstName: [ 'other names', 'other name s', 'other name', 'nama depan', 'nome s próprio s', 'nomes próprios','imię', 'imiona', 'voornaam', 'voornamen', 'adı', 'jméno', 'имя', 'ім\'я', 'аты', 'الاسم الأول', 'prenome', 'primeiro nome', 'given name s', 'first and middle name', 'first name', 'first names', 'given name', 'given names', 'forename', 'forenames', 'prenom', 'prenoms', 'vorname', 'vornamen', 'nombre s', 'nombres'],
  lastName: [ 'nama keluarga','nazwisko', 'achternaam', 'geslachtsnaam', 'soyadı', 'soyadi', 'příjmení', 'cognome', 'sobrenome', 'apelido', 'фамилия', 'прізвище', 'тегі', 'اسم العائلة', 'اللقب', 'นามสกุล', 'उपनाम', 'last name', 'surname', 'family name', 'nom de famille', 'nom d usage', 'nom de naissance', 'nom patronymique', 'geburtsname', 'birth name', 'nachname', 'familienname', 'zuname', 'apellido', 'apellidos', 'primer apellido',
    // Catalan
    'cognoms', 'cognom', 'primer cognom'],
  middleName: ['middle name', 'middle names', 'patronymic', 'отчество', 'по батькові', 'әкесінің аты'],
  parentName: [
    'g father s name', 'grandfather s name', 'grand father s name', 'grandfather name', 'g father name',
    'father s name', 'fathers name', 'father name', 'name of father', 'name of the father', 'mother s name', 'mothers name', 'mother name',
    'name of mother', 'name of the mother', 'guardian s name', 'guardian name', 'parent s name', 'father s husband s name',
    'father husband name', 'nom du pere', 'nom de la mere', 'name des vaters', 'name der mutter', 'nombre del padre', 'nombre de la madre',
    'nome del padre', 'nome della madre', 'nome do pai', 'nome da mãe', 'filiação', 'имя отца', 'اسم الأب', 'اسم الوالد', 'اسم الأم',
    'اسم الوالدة', 'ชื่อบิดา', 'ชื่อมารดา', 'पिता का नाम', 'माता का नाम', 'पिता/पति का नाम', 'अभिभावक का नाम',
  ],
  dateOfBirth: [ /* uz (Latin script) */ "tug'ilgan sanasi", "tug'ilgan kuni", "tug'ilgan sana",  'født', 'født den', 'syntymäaika', 'sünniaeg', 'születési idő', 'gimimo data', 'dzimšanas datums', 'fødselsdato', 'ημερομηνία γέννησης', 'төрсөн огноо','data urodzenia', 'urodzony', 'urodzona', 'urodzony a', 'geboortedatum', 'geboren op', 'doğum tarihi', 'datum narození', 'narozen', 'narozena', 'data di nascita', 'nato il', 'nata il', 'nato a il', 'data de nascimento', 'nascido em', 'nascida em', 'дата рождения', 'дата народження', 'туған күні', 'туылған күні', 'туған жылы', 'تاريخ الميلاد', 'تاريخ الولادة', 'วันเกิด', 'เกิดวันที่', 'วัน เดือน ปีเกิด', 'วันเดือนปีเกิด', 'जन्म तिथि', 'जन्मतिथि', 'जन्म दिनांक', 
    'date of birth', 'birth date', 'birthdate', 'born', 'born on', 'dob', 'd o b', 'date de naissance', 'ne le', 'nee le', 'ne e le',
    'ne e', 'geburtsdatum', 'geboren am', 'geboren', 'geb', 'geb am', 'fecha de nacimiento', 'fecha nacimiento', 'nacido el', 'nacida el',
    'nacido a el', 'f nacimiento',
    // Abbreviated forms of registrar systems and forms.
    'fecha de nac', 'fecha nac', 'f de nac', 'fec nac', 'data di nascita', 'data nascita', 'data de nasc', 'data nasc', 'dt nasc',
    'date de naiss', 'date naissance', 'geburtstag', 'geb datum', 'geburtsdat', 'дата рожд', 'birth', 'date of birth dd mm yyyy',
    'date of birth mm dd yyyy',
    // Place and date of birth in one caption: the value holds the place, then the date.
    'place and date of birth', 'date and place of birth', 'lieu et date de naissance', 'date et lieu de naissance', 'luogo e data di nascita',
    'lugar y fecha de nacimiento', 'local e data de nascimento', 'ort und datum der geburt',
    // The same caption in the Central European languages (date, then place): Croatian, Bosnian, Serbian, Slovenian,
    // Czech, Slovak and Polish registrar forms.
    'datum i mjesto rođenja', 'datum i mesto rođenja', 'datum rođenja', 'datum in kraj rojstva', 'datum rojstva',
    'datum a místo narození', 'dátum a miesto narodenia', 'data i miejsce urodzenia', 'miejsce i data urodzenia',
    'ngay sinh', 'ngay thang nam sinh', 'tempat dan tanggal lahir', 'tempat tanggal lahir', 'tempat tgl lahir', 'tanggal lahir', 'tgl lahir', 'tarikh lahir',
    // Catalan
    'data de naixement', 'data naixement', 'nascut el', 'nascuda el', 'nascut a el', 'lloc i data de naixement', 'data i lloc de naixement',
  ],
  placeOfBirth: ['miejsce urodzenia', 'geboorteplaats', 'doğum yeri', 'místo narození', 'place of birth', 'birthplace', 'lieu de naissance', 'geburtsort', 'lugar de nacimiento', 'born in', 'lloc de naixement'],
  registrationNumber: ['numer albumu', 'nr albumu', 'numer indeksu', 'nr indeksu', 'öğrenci no', 'öğrenci numarası', 'studentnummer', 'studentnr', 
    'жеке сәйкестендіру нөмірі', 'id студента', 'студенттің id', 'student id number',
    'student identification number or code', 'ідентифікаційний номер здобувача', 'идентификационный номер студента',
   'matricola', 'numero di matricola', 'n matricola', 'matricola n', 'matrícula', 'registro acadêmico', 'número de matrícula', 'номер зачетной книжки', 'зачетная книжка', 'зачетная книжка №', 'зачетной книжки', 'залікової книжки', 'регистрационный номер', 'регистрационный №', 'студенческий билет', 'номер студенческого билета', 'номер залікової книжки', 'залікова книжка', 'реєстраційний номер', 'номер студентського квитка', 'сынақ кітапшасының нөмірі', 'студенттік билет', 'тіркеу нөмірі', 'رقم القيد', 'الرقم الجامعي', 'رقم الطالب', 'رقم الجلوس', 'رقم التسجيل', 'الرقم الأكاديمي', 'รหัสนักศึกษา', 'รหัสประจำตัว', 'เลขประจำตัว', 'เลขประจำตัวนักเรียน', 'รหัสประจำตัวนักศึกษา', 'अनुक्रमांक', 'पंजीकरण संख्या', 'नामांकन संख्या', 'रोल नंबर', 'पंजीयन क्रमांक', 'enrolment id', 'enrollment id', 'examination roll no', 'exam roll no', 'examination number', 'examination no', 'exam number', 'exam no', 'index no', 'index number', 'registration id', 'student identification number', 
    'register no', 'register number', 'registration no', 'registration number', 'registration', 'reg no', 'regd no', 'reg number', 'student id', 'student id no',
    'student id number', 'student no', 'student number', 'id no', 'id number', 'matriculation no', 'matriculation number',
    'enrollment no', 'enrolment no', 'enrollment number', 'enrolment number', 'roll no', 'roll number', 'seat no', 'seat number',
    // An examination council's number of the candidate (CXC, WAEC, Cambridge result slips), beside the name's caption.
    'candidate number', 'candidate no', 'candidate s number',
    // Rule "A learner's identifiers" (docs/document-understanding.md, "Forms the rotated group w2- showed"): vocational
    // and school records name the student a learner ("Learner ID", "Learner number"), and national schemes number them
    // (Australia's USI, New Zealand's NSN).
    'learner id', 'learner id no', 'learner number', 'learner no', 'learner reference number', 'usi', 'unique student identifier', 'nsn',
    'national student number',
    // The French baccalauréat's and brevet's number of the candidate's seat ("N° de table"), as "Seat No." is.
    'n de table', 'no de table', 'numero de table',
    'university id', 'prn', 'usn', 'numero d etudiant', 'n d etudiant', 'no d etudiant', 'n etudiant', 'numero etudiant',
    'n de l etudiant', 'ine', 'n ine', 'numero ine', 'identifiant national', 'matricule', 'numero de matricule', 'code etudiant',
    // The student card's number, the registration of French-speaking African universities ("N° carte d'étudiant").
    'n carte d etudiant', 'no carte d etudiant', 'n de carte d etudiant', 'numero de carte d etudiant', 'numero carte d etudiant', 'carte d etudiant',
    'matrikelnummer', 'matrikel nr', 'matr nr', 'matrikel', 'studierendennummer', 'matrikel no', 'studentennummer',
    'numero de matricula', 'n de matricula', 'no de matricula', 'n o de matricula', 'n de expediente', 'numero de expediente',
    'no de expediente', 'expediente', 'expediente n', 'n expediente', 'id del estudiante', 'codigo de estudiante',
    // Indonesian and Malay
    'nomor induk mahasiswa', 'nomor pokok mahasiswa', 'nomor induk siswa nasional', 'nomor induk siswa', 'nim', 'npm', 'nisn', 'no matrik', 'nombor matrik', 'matric no', 'matric number', 'no matrik matric no',
  ],
  institution: ['nazwa uczelni', 'nazwa i status uczelni', 'uczelnia', 'instelling', 'naam instelling', 'üniversite', 'název vysoké školy', 
    'institution', 'name of institution', 'institution name', 'university', 'name of university', 'college', 'school',
    'awarding institution', 'awarding body', 'institution awarding the qualification', 'name of institution awarding the qualification', 'etablissement', 'universite', 'hochschule', 'universitat', 'institucion',
    'universidad', 'centro',
  ],
  qualification: [ /* uz (Latin script) */ 'berilgan daraja', 'akademik daraja', 'berilgan malaka',  'tutkinto', 'suoritettu tutkinto', 'kraad', 'omistatud kraad', 'kvalifikacinis laipsnis', 'suteiktas laipsnis', 'suteiktas kvalifikacinis laipsnis', 'laipsnis', 'grāds', 'piešķirtais grāds', 'oppnådd grad', 'szakképzettség', 'oklevél megnevezése', 'τίτλος σπουδών', 'απονεμηθείς τίτλος', 'зэрэг', 'боловсролын зэрэг', 'título otorgado', 'grado académico', 'titel van de graad','nazwa kwalifikacji', 'tytuł zawodowy', 'uzyskany tytuł zawodowy', 'nadany tytuł zawodowy', 'tytuł', 'graad', 'behaalde graad', 'diploma türü', 'derece', 'akademický titul', 
    'ступінь вищої освіти та кваліфікація', 'degree of higher education and qualification', 'name of qualification',
    'name of qualification and if applicable title conferred', 'name of the qualification', 'qualification and title conferred',
    'наименование квалификации', 'квалификация степень', 'ступінь вищої освіти', 'освітній ступінь кваліфікація',
   'titolo di studio', 'titolo conseguito', 'titolo accademico', 'grau', 'grau acadêmico', 'título', 'квалификация', 'степень', 'академическая степень', 'присвоена квалификация', 'присуждена степень', 'кваліфікація', 'ступінь', 'освітній ступінь', 'ступінь вищої освіти', 'освітньо-кваліфікаційний рівень', 'біліктілік', 'дәреже', 'академиялық дәреже', 'الدرجة العلمية', 'الدرجة', 'المؤهل', 'الشهادة', 'ปริญญา', 'วุฒิ', 'ชื่อปริญญา', 'วุฒิการศึกษา', 'उपाधि', 'डिग्री', 'name of degree', 'name of examination', 
    // Rule "A degree in view is the one aimed at" (docs/document-understanding.md, "Forms the rotated group w3- showed"):
    // Commonwealth university records caption the degree a student is reading for "Degree in view".
    'degree in view', 'degree in view of',
    'degree', 'degree sought', 'degree pursued', 'degree awarded', 'degree conferred', 'degree earned', 'degree title', 'title of degree', 'qualification',
    'qualification awarded', 'award', 'awarded', 'diploma', 'certificate', 'diplome', 'diplome prepare', 'diplome delivre',
    'intitule du diplome', 'titre', 'titre du diplome', 'grade', 'abschluss', 'akademischer grad', 'akademischer abschluss',
    'angestrebter abschluss', 'titel', 'grad', 'titulo', 'titulacion', 'titulo obtenido', 'titulo universitario', 'estudios',
    // Catalan
    'estudis', 'titol', 'titulacio', 'titol obtingut',
    // Rule "The competence obtained or aimed at names the qualification": Norwegian and Danish school records caption the
    // school-leaving qualification as the competence obtained ("Oppnådd kompetanse", "Opnået kompetence") or, on a record
    // of a course not finished, the one aimed at ("Sikter mot"), as "Degree sought" captions a degree.
    'oppnådd kompetanse', 'oppnådd studiekompetanse', 'opnået kompetence', 'sikter mot',
    'gelar', 'gelar akademik', 'sebutan', 'diploma type', 'type of diploma', 'diploma earned', 'diploma awarded', 'certificate awarded',
  ],
  program: [ 'koulutusohjelma', 'tutkinto-ohjelma', 'studijų programa', 'studiju programma', 'studieprogram', 'képzési program', 'szak', 'πρόγραμμα σπουδών', 'хөтөлбөр', 'programa académico','opleiding', 'studieprogramma', 'bölümü', 'bölüm', 'studijní program', 'inscrit en', 'inscrite en', 'inscription en', 'formation suivie', 'corso di laurea', 'corso di studi', 'corso di studio', 'programma', 'curso', 'направление подготовки', 'образовательная программа', 'программа', 'освітня програма', 'галузь знань', 'білім беру бағдарламасы', 'мамандық', 'البرنامج', 'البرنامج الدراسي', 'หลักสูตร', 'पाठ्यक्रम', 'कार्यक्रम', 'degree programme', 'degree program', 
    'program', 'programme', 'program of study', 'programme of study', 'program name', 'programme name', 'course', 'course of study',
    'formation', 'filiere', 'programa', 'carrera', 'ensenanza', 'ensenanzas',
  ],
  // A specialty ("Специальность", "Спеціальність") names the field, not the programme.
  major: [ /* uz (Latin script) */ "ta'lim yo'nalishi", 'mutaxassislik', 'специальность', 'спеціальність','kierunek studiów', 'kierunek', 'specjalność', 'specjalizacja', 'afstudeerrichting', 'specialisatie', 'anabilim dalı', 'studijní obor', 'obor', 
    'галузь знань спеціальність', 'field of study speciality', 'field of study specialty', 'main field s of study',
    'main field s of study for the qualification', 'спеціальність спеціалізація', 'специальность направление подготовки',
    'indirizzo', 'curriculum', 'habilitação', 'ênfase', 'профиль', 'специализация', 'направленность', 'спеціалізація', 'التخصص', 'الشعبة', 'สาขาวิชา', 'วิชาเอก', 'विषय', 
    'major', 'major field', 'specialization', 'specialisation', 'specialty', 'concentration', 'option', 'mention', 'specialite',
    'parcours', 'parcours type', 'schwerpunkt', 'vertiefung', 'vertiefungsrichtung', 'studienschwerpunkt', 'spezialisierung', 'program studi', 'prodi', 'jurusan', 'bidang studi',
    'especialidad', 'mencion', 'itinerario', 'especializacion', 'area of specialization', 'discipline', 'major subject',
    'subject', 'main subject', 'field of study', 'branch', 'stream', 'studiengang', 'studienfach', 'fach', 'studienrichtung',
  ],
  minor: ['minor', 'nebenfach', 'mineure', 'minor subject'],
  level: [ 'végzettségi szint', 'képzési szint', 'tutkinnon taso', 'studijų pakopa', 'õppetase', 'nivå', 'līmenis', 'επίπεδο', 'түвшин','poziom kwalifikacji', 'poziom studiów', 'niveau van de kwalificatie', 'level of qualification', 'level of the qualification', 'рівень кваліфікації', 'уровень квалификации', 'уровень образования', 'level', 'degree level', 'level of study', 'niveau', 'niveau d etudes', 'niveau du diplome', 'stufe', 'niveau', 'nivel', 'nivel academico', 'nivel de estudios', 'eqr niveau', 'dqr niveau', 'mecES nivel', 'program pendidikan', 'jenjang', 'jenjang pendidikan', 'jenjang studi'],
  status: ['esito', 'situação', 'situação acadêmica', 'статус', 'результат', 'النتيجة', 'الحالة', 'สถานภาพ', 'ผลการศึกษา', 'परिणाम', 
    'status', 'degree status', 'academic status', 'program status', 'programme status', 'result', 'final result', 'statut',
    'situation', 'resultat', 'resultat final', 'decision', 'decision du jury', 'status des studiums', 'studienstatus',
    'ergebnis', 'gesamtergebnis', 'estado', 'situacion', 'situacion academica', 'resultado', 'estado del expediente',
  ],
  yearOfAdmission: [ /* A period of study ("Años lectivos: 2014 - 2015") starts at the admission; its end is the completion only
    where the document states completion (fields.ts, periodEnd). */ 'años lectivos', 'años de estudio', 'período de estudios', 'periodo de estudios', 'period of study', 'period of studies',
    /* uz (Latin script) */ "o'qishga kirgan yili", "o'qishga qabul qilingan yili", 'data rozpoczęcia studiów', 'rok rozpoczęcia studiów', 'data przyjęcia na studia', 'kayıt tarihi', 'giriş tarihi', 'datum van inschrijving', 'ingresso', 'forma de ingresso', 'ano de ingresso', 'date of enrolment', 'date of enrollment', 'дата вступу', 'дата поступления', 'data di immatricolazione', 'anno di immatricolazione', 'anno di iscrizione', 'data de ingresso', 'ano de ingresso', 'data de admissão', 'дата поступления', 'год поступления', 'поступил', 'поступила', 'дата зачисления', 'дата вступу', 'рік вступу', 'дата зарахування', 'түскен жылы', 'оқуға түскен күні', 'تاريخ القبول', 'سنة القبول', 'تاريخ الالتحاق', 'سنة الالتحاق', 'วันที่เข้าศึกษา', 'ปีที่เข้าศึกษา', 'เข้าศึกษาเมื่อ', 'प्रवेश तिथि', 'प्रवेश वर्ष', 'first term', 'first term attended', 'date of first enrollment', 
    'year of admission', 'admission year', 'admitted', 'admitted on', 'date of admission', 'admission date', 'date admitted',
    'date of entry', 'year of entry', 'entry year', 'entry date', 'enrolled', 'enrollment date', 'enrolment date',
    'date of enrollment', 'date of enrolment', 'year of enrollment', 'year of enrolment', 'matriculated', 'date of matriculation', 'start date', 'start of studies', 'beginning of studies', 'date of commencement of studies', 'commencement date', 'date of commencement',
    'commenced', 'program start', 'annee d admission', 'annee d entree', 'date d entree', 'date d admission', 'date d inscription',
    'annee de premiere inscription', 'premiere inscription', 'annee d inscription', 'inscrit depuis', 'immatrikuliert seit',
    'immatrikuliert am', 'immatrikulation', 'immatrikulationsdatum', 'datum der immatrikulation', 'studienbeginn', 'beginn des studiums',
    'eingeschrieben seit', 'ano de ingreso', 'fecha de ingreso', 'ano de inicio', 'fecha de inicio', 'ingreso', 'ano de acceso',
    'fecha de acceso', 'curso de inicio', 'ano de comienzo', 'fecha de matriculacion',
  ],
  yearOfCompletion: [ /* uz (Latin script) */ 'tamomlagan yili', "o'qishni tamomlagan yili", 'bitirgan yili',  'dato for bestået eksamen', 'afsluttet', 'valmistumispäivä', 'tutkinto suoritettu', 'lõpetamise kuupäev', 'baigimo data', 'beigšanas datums', 'dato for fullført grad', 'oklevél kelte', 'záróvizsga napja', 'ημερομηνία αποφοίτησης', 'төгссөн огноо', 'fecha de grado', 'fecha de egreso', /* Central American registries: the curriculum closed, all its courses passed */ 'fecha de cierre de pensum', 'cierre de pensum', 'examenperiode', 'examendatum', 'datum examen', 'jaar van afstuderen', 'атестація', 'государственная итоговая аттестация', 'дата окончания', 'год окончания', 'окончил а в', 'дата присвоения квалификации', 'дата закінчення', 'рік закінчення', 'дата присвоєння кваліфікації', 'convocatoria', 'época', 'sesja', 'dönem', 'periode wisuda', 'prüfungstermin', 'tag der letzten prüfung', 'datum der abschlussprüfung', 'sessione', 'anno di conseguimento', 'mezuniyet yılı', 'bitirme tarihi', 'lulus tanggal', 'data egzaminu dyplomowego', 'año de egreso', 'fecha de obtención del título', 'concluído em', 'diplôme obtenu le', 'date de délibération','data ukończenia studiów', 'data ukończenia', 'rok ukończenia', 'data złożenia egzaminu dyplomowego', 'mezuniyet tarihi', 'afstudeerdatum', 'datum afstuderen', 'datum ukončení studia', 'data di conseguimento', 'data di laurea', 'conseguito il', 'conseguita il', 'data de conclusão', 'ano de conclusão', 'data da colação de grau', 'colação de grau', 'дата окончания', 'год окончания', 'окончил', 'окончила', 'дата окончания обучения', 'дата закінчення', 'рік закінчення', 'бітірген жылы', 'аяқтаған күні', 'تاريخ التخرج', 'سنة التخرج', 'วันที่สำเร็จการศึกษา', 'สำเร็จการศึกษา', 'ปีที่สำเร็จการศึกษา', 'วันที่จบการศึกษา', 'उत्तीर्ण वर्ष', 'date of conferment', 'conferment date', 'date awarded', 'date degree conferred', 'degree granted', 'month and year of passing', 'month year of passing', 'datum der verleihung', 'verliehen am', 'date de la délivrance du grade', 
    'year of completion', 'completion year', 'date of completion', 'completion date', 'completed', 'completed on',
    'graduation date', 'date of graduation', 'year of graduation', 'graduation year', 'graduated', 'graduated on', 'expected graduation', 'expected graduation date', 'expected date of graduation', 'anticipated graduation',
    'anticipated graduation date', 'projected graduation', 'expected completion', 'expected completion date',
    'date of degree', 'degree date', 'year of passing', 'date conferred', 'degree conferred on', 'date of award', 'award date',
    'awarded on', 'conferred on', 'date of conferral', 'passing year', 'annee d obtention', 'date d obtention', 'annee de diplomation',
    'date de fin', 'annee de fin', 'obtenu en', 'abschlussjahr', 'abschlussdatum', 'datum des abschlusses', 'studienende',
    'ende des studiums', 'abschluss am', 'ano de finalizacion', 'fecha de finalizacion', 'ano de graduacion', 'fecha de graduacion',
    'fecha de terminacion', 'finalizacion', 'fecha de fin', 'ano de fin', 'fecha de obtencion', 'ano de obtencion', 'curso de finalizacion',
    // The sitting of the examination that gave the qualification ("Session: Juin 2019", "Month & Year of Exam: APRIL 2019").
    'session', 'session d examen', 'examination session', 'month year of exam', 'month and year of exam', 'month year of examination',
    'month and year of examination', 'year of exam', 'year of examination', 'date of passing',
    'tanggal lulus', 'tanggal kelulusan', 'tahun lulus', 'tarikh lulus',
  ],
  programDuration: [ /* uz (Latin script) */ "o'qish muddati", 'durata', 'durata del corso', 'duração', 'срок обучения', 'нормативный срок обучения', 'тривалість навчання', 'термін навчання', 'مدة الدراسة', 'ระยะเวลาการศึกษา', 
    'programme length', 'program length', 'course length', 'length of study', 'duration', 'mode duration', 'mode of study duration', 'program duration', 'programme duration', 'duration of program', 'duration of programme', 'duration of study',
    'duration of studies', 'length of program', 'length of programme', 'course duration', 'normal duration', 'standard duration',
    'duree', 'duree des etudes', 'duree de la formation', 'duree du programme', 'duree normale', 'regelstudienzeit', 'studiendauer',
    'dauer', 'dauer des studiums', 'duracion', 'duracion del programa', 'duracion de los estudios', 'duracion oficial',
  ],
  dateOfIssue: [ /* uz (Latin script) */ 'berilgan sanasi', "berilgan joyi va sanasi",  'druckdatum', 'gedruckt am', 'imprimé le', 'impreso el', 'fecha de impresión', 'impresso em', 'data de impressão', 'stampato il', 'data di stampa', 'дата печати', 'распечатано', 'дата друку', 'роздруковано', 'wydrukowano', 'data wydruku', 'baskı tarihi', 'yazdırma tarihi', 'dicetak', 'tanggal cetak', 'afgedrukt op', 'printdatum', 'generated on', 'date printed', 'veriliş tarihi', 'tanggal diterbitkan', 'dikeluarkan tanggal', 'datum van afgifte', 'afgegeven op', 'expedido el', 'wydano dnia','data wydania', 'data wystawienia', 'datum van uitgifte', 'datum uitreiking', 'düzenleme tarihi', 'verilis tarihi', 'datum vydání', 'data di rilascio', 'rilasciato il', 'data de emissão', 'data de expedição', 'emitido em', 'дата выдачи', 'выдан', 'выдано', 'дата видачі', 'виданий', 'берілген күні', 'تاريخ الإصدار', 'تحريرا في', 'التاريخ', 'วันที่ออก', 'ออกให้ ณ วันที่', 'วันที่', 'दिनांक', 'जारी करने की तिथि', 'issued date', 'date of declaration of result', 'date of result', 
    // Rule "Issuance is issue" (docs/document-understanding.md): "issuance" is the noun of "to issue", so
    // "Date of issuance" and "Issuance date" caption the date of issue as "Date of issue" does.
    'date of issuance', 'issuance date', 'date of issuance of certificate', 'date of issuance of the certificate',
    'date of issue', 'issue date', 'issued on', 'date issued', 'issued', 'date', 'dated', 'date de delivrance', 'delivre le', 'fait le', 'date d emission',
    'date d edition', 'edite le', 'ausstellungsdatum', 'ausgestellt am', 'datum', 'datum der ausstellung', 'fecha de expedicion',
    'expedido el', 'fecha de emision', 'fecha', 'emitido el', 'expedicion', 'date of printing', 'printed on',
    // fi, no, da: the print date of a register's extract ("Tulostettu 14.6.2022").
    'tulostettu', 'tulostuspäivä', 'tulostuspäivämäärä', 'utskriftsdato', 'utskrevet', 'udskrevet', 'udskriftsdato',
  ],
  cgpa: ['średnia ocen', 'średnia ze studiów', 'genel not ortalaması', 'gano', 'voto finale', 'voto di laurea', 'média', 'média geral', 'coeficiente de rendimento', 'средний балл', 'средний балл gpa', 'середній бал', 'орташа балл', 'المعدل التراكمي', 'المعدل', 'คะแนนเฉลี่ยสะสม', 'เกรดเฉลี่ยสะสม', 'ผลการเรียนเฉลี่ย', 'सीजीपीए', 'c g p a', 'cumulative grade point', 'ogpa', 
    'cgpa', 'gpa', 'cumulative gpa', 'overall gpa', 'grade point average', 'weighted average grade', 'svertinis vidurkis', 'kaalutud keskmine hinne', 'vidējā svērtā atzīme', 'cumulative grade point average', 'final gpa', 'cpi',
    'sgpa', 'overall average', 'average', 'final grade', 'overall grade', 'final mark', 'moyenne generale', 'moyenne',
    'moyenne finale', 'moyenne ponderee', 'note finale', 'moyenne annuelle', 'gesamtnote', 'durchschnittsnote', 'abschlussnote',
    'gesamtdurchschnitt', 'notendurchschnitt', 'gesamturteil', 'nota media', 'nota media final', 'nota media del expediente',
    'promedio', 'promedio general', 'calificacion media', 'nota final', 'media', 'media ponderada', 'cumulative average',
    // The promedio ponderado (weighted by credits) of Chilean records, the cumulative one at the end of a record.
    'promedio ponderado', 'promedio ponderado acumulado',
    'final average mark', 'average mark', 'overall mark', 'final mark', 'weighted average', 'overall average mark',
    // The índice académico of Caribbean and Central American records (on 4), the cumulative one at the end.
    // A school-leaving certificate's overall result in percent (Gulf, South Asian and African school certificates).
    'overall percentage', 'total percentage', 'percentage obtained',
    'indice academico', 'indice academico general', 'indice academico acumulado', 'indice acumulado', 'indice general', 'indice general acumulado',
    // fi, no, da: the weighted average of a transcript's grades.
    'painotettu keskiarvo', 'keskiarvo', 'opintojen keskiarvo', 'vektet gjennomsnitt', 'gjennomsnittskarakter', 'vægtet gennemsnit', 'gennemsnit',
  ],
  totalCredits: ['totale crediti', 'cfu totali', 'crediti acquisiti', 'total de créditos', 'créditos obtidos', 'всего кредитов', 'общее количество кредитов', 'всего зачетных единиц', 'всього кредитів', 'загальна кількість кредитів', 'барлық кредит', 'кредиттер саны', 'مجموع الساعات', 'الساعات المعتمدة', 'إجمالي الساعات المعتمدة', 'หน่วยกิตสะสม', 'หน่วยกิตรวม', 'จำนวนหน่วยกิตรวม', 'cumulative credits', 
    'total credits', 'credits earned', 'total credits earned', 'credits completed', 'total credit hours', 'credit hours earned',
    // The credit hours of a Gulf or US-style record, captioned with what they are ('Total Credit Hours Earned: 132').
    'total credit hours earned', 'total hours earned',
    'earned credits', 'total ects', 'ects total', 'total ects credits', 'credits obtained', 'total units', 'units earned',
    'total des credits', 'credits obtenus', 'total credits ects', 'credits ects obtenus', 'total ects', 'nombre de credits',
    'gesamt ects', 'ects gesamt', 'leistungspunkte gesamt', 'summe der leistungspunkte', 'summe leistungspunkte', 'gesamtleistungspunkte',
    'erworbene leistungspunkte', 'erworbene ects leistungspunkte', 'erworbene ects punkte', 'erworbene ects', 'ects punkte gesamt',
    'credits ects acquis', 'credits acquis', 'ects acquis', 'total ects credits', 'summe ects', 'creditos totales', 'total creditos', 'total de creditos',
    'creditos superados', 'total creditos superados', 'creditos obtenidos', 'total ects superados', 'creditos ects superados',
    'creditos aprobados', 'total de creditos aprobados', 'total creditos aprobados',
    // fi, no, da: the total of a transcript's credits ("Yhteensä 180 op", "Sum studiepoeng", "I alt 180 ECTS").
    'yhteensä', 'opintopisteitä yhteensä', 'sum studiepoeng', 'studiepoeng totalt', 'i alt',
  ],
  totalMarks: ['المجموع', 'المجموع الكلي', 'कुल अंक', 'कुल प्राप्तांक', 'total marks secured', 'total obtained', 'total marks', 'grand total', 'marks total', 'aggregate', 'aggregate marks', 'total marks obtained', 'total', 'total points', 'gesamtpunktzahl', 'total des points', 'puntuacion total'],
  country: ['country', 'pays', 'land', 'pais', 'staat'],
  state: ['state', 'province', 'region', 'etat', 'bundesland', 'provincia', 'comunidad autonoma', 'state province'],
  faculty: ['wydział', 'faculteit', 'fakülte', 'fakulta', 'faculty', 'school of', 'department', 'faculte', 'ufr', 'departement', 'fakultat', 'fachbereich', 'facultad', 'departamento', 'escuela'],
  nationality: ['obywatelstwo', 'nationaliteit', 'uyruğu', 'státní občanství', 'nationality', 'nationalite', 'staatsangehorigkeit', 'nacionalidad', 'citizenship'],
  other: [
    'weighted gpa', 'unweighted gpa', 'class rank', 'rank', 'report type', 'institution',
    // The school an examination board's candidate sat at ("School / Centre", "Centre"): the candidate's, not the issuer
    // (families README, a board's marksheet).
    'school centre', 'school center', 'centre', 'examination centre', 'exam centre', 'centre name', 'name of centre',
    'оқу түрі', 'форма обучения', 'форма навчання', 'mode of study', 'study mode', 'form of study', 'language s of instruction',
    'мова навчання', 'язык обучения', 'курс', 'naturalidade', 'cpf', 'dni', 'nationality',
    'page', 'seite', 'pagina', 'signature', 'unterschrift', 'firma', 'address', 'adresse', 'anschrift', 'direccion', 'phone', 'tel',
    'telephone', 'telefon', 'telefono', 'email', 'e mail', 'web', 'website', 'fax', 'place', 'lieu', 'ort', 'lugar', 'sex', 'gender',
    'sexe', 'geschlecht', 'sexo', 'serial no', 'certificate no', 'diploma no', 'n de serie', 'document no', 'reference', 'ref',
    'verification code', 'code de verification', 'prufcode', 'codigo de verificacion', 'registrar', 'dean', 'doyen', 'dekan', 'decano',
    'grading scale', 'key', 'legend', 'note', 'notes', 'remarks', 'credit unit',
    // "Domaine": in the LMD system (France's cadre national des formations, arrêté of 22 January 2014, and the
    // francophone African LMD systems after it) the domain groups mentions, each with its parcours; the mention is
    // the programme's field, the domain no programme of its own. A caption still, whose value is no other field's.
    'domaine', 'domaine d etudes', 'domaine de formation',
  ],
};

// The captions of the standard sources (captions.ts: the Diploma Supplement in the EU's languages,
// the forms of other large systems) join the lexicon; a phrase the hand-written lexicon already
// gives a field keeps that field, so an ambiguous word ("Nome", "Nombre") is read as before.
{
  const known = new Set(Object.values(LABELS).flatMap((list) => list.map((p) => foldSameLength(p).replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ').trim())));
  for (const [field, phrases] of Object.entries(captionLexicon()) as Array<[LabelField, string[]]>) {
    for (const p of phrases) {
      const key = foldSameLength(p).replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ').trim();
      if (known.has(key)) continue;
      known.add(key);
      LABELS[field].push(p);
    }
  }
}

/** Length-preserving fold: accents stripped, 'ø' read as 'o', lowercase ('ß' kept). */
export function foldSameLength(s: string): string {
  let out = '';
  for (const ch of s) {
    // Apostrophes of every kind are one ("ім’я", "ім'я", "імʼя").
    if (/[’ʼ`´‘]/.test(ch)) {
      out += "'";
      continue;
    }
    // Hangul syllables decompose into their letters (jamo) under NFD: kept whole, or every caption
    // would fold to its initial consonants ("성명" and "생년월일" alike).
    if (/[\uac00-\ud7a3]/.test(ch)) {
      out += ch;
      continue;
    }
    // "ø" has no decomposition, and OCR reads it as "o" ("Fodselsdato"): both spellings match one caption.
    if (ch === 'ø' || ch === 'Ø') {
      out += 'o';
      continue;
    }
    const base = ch.normalize('NFD')[0] ?? ch;
    const low = base.toLowerCase();
    out += low.length === ch.length ? low : ch.length === 1 ? low[0] : low.padEnd(ch.length, ' ');
  }
  return out;
}

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface CompiledLabel {
  field: LabelField;
  phrase: string;
  re: RegExp;
  words: number;
}

/** Right-to-left scripts (Arabic, Hebrew): OCR and some text layers give their words in visual order. */
const RTL = /[\u0590-\u08ff]/;

const COMPILED: CompiledLabel[] = (Object.entries(LABELS) as Array<[LabelField, string[]]>)
  .flatMap(([field, phrases]) =>
    phrases.flatMap((printed) => {
      const phrase = foldSameLength(printed);
      const orders = [phrase.split(' ')];
      if (RTL.test(phrase) && orders[0].length > 1) orders.push([...orders[0]].reverse());
      return orders.map((words) => {
        // Between words: blanks, dots, commas, apostrophes, hyphens, slashes, "&", "(e)" and the like, and the
        // zero-width non-joiner Persian prints inside a compound ("فارغ‌التحصیلی", "دانش‌آموخته").
        const body = words.map(escape).join(`(?:[\\s.,'’\\-/()°º&\\u200c]|\\(e\\)|\\(in\\))*`);
        // A short note in parentheses after the label belongs to it: "(e)", "Прізвище(а)",
        // "Ім'я (імена)", "Date of birth (dd/mm/yyyy)".
        // A phrase whose last words were printed in parentheses ("Name (Surname first)") ends with its ")".
        const re = new RegExp(`^(?:(?:n[°º.]?|№)\\s*)?${body}${words.length > 1 ? '\\)?' : ''}(?:\\s*\\([^()]{1,20}\\))?\\.?`, 'u');
        return { field, phrase, re, words: words.length };
      });
    }),
  )
  .sort((a, b) => b.phrase.length - a.phrase.length);

/** A plural or gender ending in parentheses after a caption's word ("Nom(s)", "área(s)"), in folded text. */
const PLURAL_MARKER = new RegExp(`(?<=\\p{L})\\((?:${PLURAL_MARKERS.join('|')})\\)(?![\\p{L}])`, 'gu');

/** Letters of a text (folded), for a quick prefilter of candidate labels. */
const lettersOf = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, '');

/** Labels by the first three letters of their phrase (OCR may drop the blanks between words). */
const BY_KEY = new Map<string, CompiledLabel[]>();
for (const l of COMPILED) {
  const key = lettersOf(l.phrase.toLowerCase()).slice(0, 3);
  const list = BY_KEY.get(key) ?? [];
  list.push(l);
  BY_KEY.set(key, list);
}

/** "N°", "N.º", "No.", and OCR readings of them ("N.2", "N 2") before a label → "N° ". */
const NUMBER_SIGN = /^n\s*(?:[.°º]\s*[°º2o?]?|[°º]|\.?\s*[2?](?=\s)|o\.)\s*\.?\s*(?=\p{L})/iu;

export interface LabelMatch {
  field: LabelField;
  phrase: string;
  /** Length of the label in the original text, including a following colon. */
  length: number;
  /** Whether a colon (or similar separator) followed the label. */
  colon: boolean;
  /** The text after the label and separator (may be empty). */
  rest: string;
}

/** The name fields: a bilingual label may pair "Name" with "Имя" (given name) and still mean the name. */
const NAME_FIELDS = new Set<LabelField>(['fullName', 'firstName', 'lastName', 'middleName']);

/**
 * Between a label and its value: a colon (or the semicolon OCR reads for it), a dash, a bar, or dot leaders ("NAME..........Jane").
 * A plus sign standing alone between blanks is a colon too: OCR reads a colon's two dots as "+" when the page is noisy
 * (rule "A plus read for a caption's colon").
 */
const SEPARATOR = /^\s*(?:(?:[.…·_]\s?){2,}\s*)?([:：;]|(?<=\s)\+(?=\s)|\s[-–—]\s|-\s|\||(?<=[.…·_]\s?)(?=\S)|(?:[.…·_]\s?){2,})\s*(?:(?:[.…·_]\s?){2,}\s*)?/u;

/**
 * The label at the start of a text: the longest known phrase followed by a separator (":",
 * "-", dot leaders, end of text). Without a separator the label must be the whole text (a label
 * cell). A label may be bilingual: two labels of one field one after the other, with or without
 * a slash ("Name / Имя:", "اسم الطالب Student Name").
 */
/**
 * Rule "A zero among a caption's initials" (docs/document-understanding.md, "What the scans of the rotated groups
 * showed"): OCR reads the O of a caption abbreviated to its initials as the digit ("Ф.И.0:" for "Ф.И.О.", the
 * name's caption of Russian-language records), and the caption, and with it the holder's name, was lost. In a line's
 * first word of initials and dots, a 0 after an initial and its dot is the letter O of that initial's script, in its
 * case (same length: the value is cut from the text at the caption's length). A value ("A0", "10.0") is no such word.
 */
function initialsWithZero(text: string): string {
  const m = /^((?:\p{L}\.){1,3})0(?=[.:]|$|\s)/u.exec(text);
  if (!m) return text;
  const before = m[1][m[1].length - 2];
  const o = /\p{Script=Cyrillic}/u.test(before) ? 'О' : /\p{Script=Greek}/u.test(before) ? 'Ο' : 'O';
  return m[1] + (before === before.toLowerCase() ? o.toLowerCase() : o) + text.slice(m[0].length);
}

export function matchLabel(text: string, options: { requireColon?: boolean; allowBlank?: boolean } = {}, depth = 0): LabelMatch | null {
  const own = matchOwnLabel(text, options, depth);
  return own || depth > 0 ? own : captionAfterOtherScript(text, options);
}

/**
 * Rule "A caption cell's other half in another script", the other way round: a caption printed after its rendering in
 * another script and a slash ("जन्म तिथि / Date of Birth", "विद्यालय / School:"), whose first half the lexicon does not
 * know (or reads broken, as a text layer's Devanagari often is), is the caption of its second half. The halves share no
 * script, so a value before a slash in the caption's script ("Science / Degree") is never taken for a caption's half.
 */
function captionAfterOtherScript(text: string, options: { requireColon?: boolean; allowBlank?: boolean }): LabelMatch | null {
  const m = /^([^/\d:：]{1,60}?)\s*\/\s*(?=\S)/u.exec(text);
  if (!m) return null;
  const second = matchOwnLabel(text.slice(m[0].length), options, 1);
  if (!second || !inOtherScripts(m[1], text.slice(m[0].length, m[0].length + second.length))) return null;
  return { ...second, length: m[0].length + second.length };
}

function matchOwnLabel(text: string, options: { requireColon?: boolean; allowBlank?: boolean } = {}, depth = 0): LabelMatch | null {
  // Bullets and section numbers before a label ("1.2 Given name(s)", "3) Date of birth") are not part of it.
  // So are the quotes and specks OCR reads at a line's start ('"1.2. Vardas / Given name:').
  const stripped = text.replace(/^[\s•·*\-–"'“”‘’„`,]+/, '').replace(/^(?:\d{1,2}(?:\.\d{1,2}){1,3}\.?|\d{1,2}[.)]|[a-h]\))\s+(?=\p{L})/u, '');
  const t = initialsWithZero(stripped).replace(NUMBER_SIGN, 'N° ');
  const offset = text.length - stripped.length;
  // Plural and gender markers inside a caption ("Nom(s) et prénom(s)", "Surname(s)", "Né(e) le")
  // are blanked (same length, so the value is still cut from the original at the right place).
  // So are the slash forms of Italian and Slavic captions ("Cognome/i", "Nome/i").
  const f = foldSameLength(t)
    .replace(PLURAL_MARKER, (m) => ' '.repeat(m.length))
    .replace(/(?<=\p{L}{3})\/[iea](?![\p{L}\p{N}])/gu, (m) => ' '.repeat(m.length));
  const letters = lettersOf(f);
  if (!letters) return null;
  const candidates = [
    ...(BY_KEY.get(letters.slice(0, 3)) ?? []),
    ...(letters.length >= 2 ? BY_KEY.get(letters.slice(0, 2)) ?? [] : []),
    ...(BY_KEY.get(letters.slice(0, 1)) ?? []),
  ].sort((a, b) => b.phrase.length - a.phrase.length);
  // Labels printed with the number sign ("N° étudiant") are also tried without it.
  if (/^n° /.test(f)) {
    const rest = lettersOf(f.slice(3));
    for (const k of [rest.slice(0, 3), rest.slice(0, 2)]) candidates.push(...(BY_KEY.get(k) ?? []));
    candidates.sort((a, b) => b.phrase.length - a.phrase.length);
  }
  if (!candidates.length && depth > 0) return null;
  const shift = offset + (stripped.length - t.length);
  for (const l of candidates) {
    const m = l.re.exec(f);
    if (!m) continue;
    const after = f.slice(m[0].length);
    // A value glued to its label in the text layer ("Data de nascimento24/02/1996").
    if (options.allowBlank && /^\d/.test(after) && /\p{L}$/u.test(m[0])) {
      return { field: l.field, phrase: l.phrase, length: shift + m[0].length, colon: false, rest: t.slice(m[0].length).trim() };
    }
    // The label must end at a word boundary.
    if (/^[\p{L}\p{N}]/u.test(after)) continue;
    // A second label of the same field right after the first: a bilingual label.
    if (depth === 0) {
      // The abbreviation's dot may stand before the slash ("Matriculation No. / Matricule").
      const join = /^(?:\.(?=\s*[/|]))?\s*[/|]?\s*/.exec(after)![0];
      const start = m[0].length + join.length;
      if (start < t.length && join.length > 0) {
        const second = matchLabel(t.slice(start), options, 1);
        if (second && (second.field === l.field || (NAME_FIELDS.has(second.field) && NAME_FIELDS.has(l.field)))) {
          return { ...second, field: l.field, phrase: `${l.phrase} / ${second.phrase}`, length: shift + start + second.length };
        }
        // A level caption beside a qualification caption ("Jenjang / Award", "Level / Degree"): the
        // value names the qualification (its level is read from the name).
        if (second && new Set([l.field, second.field]).size === 2 && [l.field, second.field].every((x) => x === 'level' || x === 'qualification')) {
          return { ...second, field: 'qualification', phrase: `${l.phrase} / ${second.phrase}`, length: shift + start + second.length };
        }
      }
      // A bilingual caption whose second half the lexicon does not know, then a colon ("По батькові /
      // Patronymic:", "Фамилия / Last name:"): the half it knows names the field.
      // Rule "A number sign in a bilingual caption's other half": that half may hold a number sign or an
      // abbreviation's dot before the slash ("Matriculation No. / N° d'inscription:", "Student Number /
      // Студенческий билет №:"), as number captions print it.
      const unknownHalf = /^\.?\s*\/\s*[\p{L}'’(). №°º#-]{2,40}?\s*[:：]\s*/u.exec(after);
      const otherHalf = unknownHalf ? unknownHalf[0].replace(/^\.?\s*\/\s*/, '').replace(/\s*[:：]\s*$/, '') : '';
      if (unknownHalf && !/\s\/\s/.test(unknownHalf[0].slice(1)) && !matchLabel(`${otherHalf}:`, {}, 1)) {
        const len = m[0].length + unknownHalf[0].length;
        return { field: l.field, phrase: l.phrase, length: shift + len, colon: true, rest: t.slice(len).trim() };
      }
      // Rule "A caption cell's other half in another script": a cell that holds only a caption and, after a slash, its
      // rendering in another script, without a colon ("Name / שם", "Degree / תואר", "Surname / Фамилия") is a caption
      // whole; its value is the next cell. The other half shares no script with the known one, so a value after a
      // slash in the caption's own script ("Faculty / Science") is never taken for it.
      const otherScript = /^\.?\s*\/\s*([^\s\d/:：]+(?:\s+[^\s\d/:：]+){0,3})\s*$/u.exec(t.slice(m[0].length));
      if (otherScript && inOtherScripts(t.slice(0, m[0].length), otherScript[1])) {
        return { field: l.field, phrase: l.phrase, length: shift + t.length, colon: false, rest: '' };
      }
    }
    const sep = SEPARATOR.exec(after);
    // A semicolon after a word in lower case is running text's punctuation ("… for each course; minimum
    // average …" wrapped onto a line of its own), not the colon OCR misreads: captions start with a capital.
    if (sep && sep[1] === ';' && /^\p{Ll}/u.test(t)) continue;
    if (sep && sep[0].length) {
      const len = m[0].length + sep[0].length;
      return { field: l.field, phrase: l.phrase, length: shift + len, colon: true, rest: t.slice(len).trim() };
    }
    // Thai prints labels without colons, a blank before the value ("วันเกิด 15 มิถุนายน 2543").
    if (THAI.test(l.phrase) && /^ +\S/.test(after)) {
      const len = m[0].length + /^ +/.exec(after)![0].length;
      return { field: l.field, phrase: l.phrase, length: shift + len, colon: true, rest: t.slice(len).trim() };
    }
    if (options.allowBlank && /^ +\S/.test(after)) {
      const len = m[0].length + /^ +/.exec(after)![0].length;
      return { field: l.field, phrase: l.phrase, length: shift + len, colon: false, rest: t.slice(len).trim() };
    }
    if (options.requireColon) continue;
    // A label cell: the label alone, or a bilingual label whose other half wraps onto the next
    // line ("Ступінь вищої освіти та кваліфікація /", "Галузь знань, спеціальність / Field of").
    if (/^\s*$/.test(after) || (depth === 0 && /^\s*\/[\p{Script=Latin}\s,()'’-]*$/u.test(after))) {
      return { field: l.field, phrase: l.phrase, length: text.length, colon: false, rest: '' };
    }
  }
  // A bilingual caption whose first half the lexicon does not know ("Tempat dan Tanggal Lahir /
  // Place and Date of Birth:", "Numer albumu / Student number"): the half it knows names the field.
  // The first half is a few words of letters only, so a value with a slash is never taken for one;
  // commas may part them ("Төрсөн он, сар, өдөр / Date of birth:", year, month, day, as OCR misreads it).
  if (depth === 0) {
    const half = /^[\p{L}'’().,\s-]{2,48}?\s\/\s(?=\p{L})/u.exec(stripped);
    if (half && half[0].trim().split(/\s+/).length <= 7) {
      const second = matchLabel(stripped.slice(half[0].length), options, 1);
      if (second) return { ...second, phrase: `${second.phrase}`, length: offset + half[0].length + second.length };
    }
  }
  return null;
}

/**
 * A label and its value in one run with only a blank between them ("Дата выдачи 15 июня 2020",
 * OCR that lost the colon: "Date of Birth 12/03/2001"): taken only when the value has the form of
 * the field (a date or year for dates, a code with digits for numbers), so that running text that
 * merely starts with a label word is not read as a pair.
 */
function blankPair(text: string): { label: LabelMatch; value: string } | null {
  const lm = matchLabel(text, { allowBlank: true });
  if (!lm || lm.colon || !lm.rest) return null;
  const v = lm.rest;
  const dateLike = /(?<!\d)(1[89]\d{2}|20\d{2}|25\d{2})(?!\d)/.test(v) && v.length <= 40;
  if (DATE_FIELDS.has(lm.field) && dateLike) return { label: lm, value: v };
  if (lm.field === 'registrationNumber' && /^[A-Z0-9][A-Z0-9\-/.]*\d[A-Z0-9\-/.]*$/i.test(v)) return { label: lm, value: v };
  // Rule "A name caption without its colon": "Student CASTELLANO, Hunter", "Name MORVANE, Kelda Ann": the
  // whole rest is a name in the form "FAMILY, Given" (the family name in capitals, a comma, capitalized given
  // names), a form no running text and no heading takes after a name caption ("Student Services, Main Campus").
  if (lm.field === 'fullName' && SURNAME_COMMA_GIVEN.test(v)) return { label: lm, value: v };
  // Rule "A name in capitals after its caption": "Name of the Student SAGAR SHRESTHA": a name caption printed in
  // small letters, then two to four words in capitals and nothing else, is that name; a heading is printed in
  // one case throughout ("STUDENT RECORD"), and a rest that is itself a caption ("Name DATE OF BIRTH") is none.
  if (lm.field === 'fullName' && /\p{Ll}/u.test(text.slice(0, text.length - v.length)) && NAME_IN_CAPITALS.test(v) && !matchLabel(v, { allowBlank: true }) && !matchLabel(`${v}:`)) return { label: lm, value: v };
  // "Programme Length 3 years": a number of years or semesters is the form of a duration.
  if (lm.field === 'programDuration' && /^\d{1,2}(?:[.,]\d)?\s*(?:years?|yrs?|ans|ann[ée]es|jahre|semester|semesters|semestres?|a[ñn]os|anni)\b/iu.test(v)) return { label: lm, value: v };
  // "Yhteensä 180 op", "Painotettu keskiarvo 3,85": a total or an average caption followed by its number
  // alone (with the credits' unit), as Nordic register extracts print them without a colon.
  if ((lm.field === 'cgpa' || lm.field === 'totalCredits') && /^\d{1,3}(?:[.,]\d{1,2})?(?:\s*(?:op|sp|ects|opintopistett[äa]|studiepoeng|point))?$/iu.test(v)) return { label: lm, value: v };
  return null;
}

const DATE_FIELDS = new Set<LabelField>(['dateOfBirth', 'dateOfIssue', 'yearOfAdmission', 'yearOfCompletion']);

/** A name printed "FAMILY, Given": one to three family words in capitals, a comma, one to four capitalized given words. */
const FAMILY_WORD = "\\p{Lu}[\\p{Lu}'’-]+";
const GIVEN_WORD = "\\p{Lu}[\\p{L}'’.-]*";
const SURNAME_COMMA_GIVEN = new RegExp(`^${FAMILY_WORD}(?: ${FAMILY_WORD}){0,2}, ${GIVEN_WORD}(?: ${GIVEN_WORD}){0,3}$`, 'u');
/** A name in capitals: two to four words of capitals (an initial with its dot among them), nothing else. */
const CAPS_WORD = "(?:\\p{Lu}[\\p{Lu}'’-]+|\\p{Lu}\\.)";
const NAME_IN_CAPITALS = new RegExp(`^${CAPS_WORD}(?: ${CAPS_WORD}){1,3}$`, 'u');

const THAI = /[\u0e00-\u0e7f]/;

export interface LabeledValue {
  field: LabelField;
  phrase: string;
  value: string;
  /** Where the value was found. */
  line: Line;
  /** The cell holding the value (for an inline value, the cell of label and value). */
  seg: Segment;
  /** How it was found: same cell after a colon, the next cell, or the line below. */
  how: 'inline' | 'next-cell' | 'below';
  /** Index of the line in the list given to findLabeledValues. */
  lineIndex: number;
}

/**
 * Find "label: value" pairs inside a text that may hold several ("Student ID: 123 Date of
 * Birth: 2001-03-12"): the text is cut before every later label followed by a colon.
 */
export function splitInlinePairs(text: string): Array<{ label: LabelMatch; value: string }> {
  const out: Array<{ label: LabelMatch; value: string }> = [];
  let rest = text;
  let guard = 0;
  while (rest && guard++ < 10) {
    const lm = matchLabel(rest, { requireColon: true });
    if (!lm) break;
    const value = lm.rest;
    // Look for the next "Label:" inside the value (at a word start).
    let cut = -1;
    let next: LabelMatch | null = null;
    const re = /(?:^|\s)(?=\S)/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(value))) {
      const start = m.index + m[0].length;
      if (start === 0) {
        if (re.lastIndex === m.index) re.lastIndex++;
        continue;
      }
      const cand = matchLabel(value.slice(start), { requireColon: true });
      if (cand) {
        cut = start;
        next = cand;
        break;
      }
      if (re.lastIndex === m.index) re.lastIndex++;
    }
    if (cut >= 0 && next) {
      out.push({ label: lm, value: value.slice(0, cut).trim() });
      rest = value.slice(cut);
    } else {
      out.push({ label: lm, value: value.trim() });
      break;
    }
  }
  return out;
}

/**
 * Rule "A caption at the end of a value is the next field's" (docs/document-understanding.md, "What the older development
 * misses showed (stop 43)"): the text layer joins a value and the caption after it when the gap between them is narrow,
 * and a caption the lexicon does not know ("Course: BACHELOR OF SCIENCE (PHYSICS, …) Medium:" | "ENGLISH") is not cut
 * by the known ones above. A value does not end with a colon: one to four words after the value, the first capitalised,
 * ending in a colon, are the next caption, whose value is the next cell.
 */
function withoutTrailingCaption(value: string): string {
  const m = /\s+\p{Lu}[\p{L}.'’]*(?:\s+[\p{L}.'’&/]+){0,3}\s*:$/u.exec(value);
  if (!m) return value;
  const kept = value.slice(0, m.index).trim();
  return /\p{L}{2,}/u.test(kept) ? kept : value;
}

/**
 * A value cell cut before a later "Label:" inside it (the text layer joins a value and the next
 * pair when the gap between them is narrow): the value, and the text from that label on.
 */
function cutAtNextLabel(text: string): { value: string; rest: string } {
  const re = /\s+(?=\S)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    if (matchLabel(text.slice(start), { requireColon: true })) return { value: text.slice(0, m.index).trim(), rest: text.slice(start) };
  }
  return { value: withoutTrailingCaption(text), rest: '' };
}

/**
 * The value over a caption printed under it: the only cell of the line just above, in larger type, over
 * the caption's middle (both centred on the form's rule, or both at its left edge), and no caption itself.
 */
function cellAbove(lines: Line[], i: number, seg: Segment): { line: Line; seg: Segment; index: number } | null {
  const line = lines[i];
  const k = i - 1;
  const above = lines[k];
  if (!above || above.pageNumber !== line.pageNumber || above.segments.length !== 1) return null;
  const cand = above.segments[0];
  if (line.y - (above.y + above.height) > Math.max(line.height, above.height) * 1.2 || cand.fontSize < seg.fontSize) return null;
  const mid = seg.x + seg.width / 2;
  const overlaps = Math.abs(cand.x + cand.width / 2 - mid) < Math.max(cand.width, seg.width) * 0.5 || Math.abs(cand.x - seg.x) < seg.fontSize * 1.5;
  if (!overlaps || matchLabel(cand.text) || /^\(.*\)$/.test(cand.text.trim())) return null;
  return { line: above, seg: cand, index: k };
}

/**
 * Rule "A name's parts stacked over their caption": a form's caption in parentheses that names the parts of the
 * holder's name ("(фамилия, имя, отчество)", "(surname, given name)") under one word a line, each part on its own
 * line over it ("Гришина" / "Алина" / "Юрьевна"), is the caption of all of them, read upwards in the caption's own
 * column: lines of a facing half or column between them (cells that do not overlap the caption) are skipped. Only
 * single words that are no caption, one per part named and two at least; the parts in print order.
 */
function namePartsAbove(lines: Line[], i: number, seg: Segment, parts: number): { line: Line; seg: Segment; index: number; text: string } | null {
  if (parts < 2 || parts > 4) return null;
  const line = lines[i];
  const found: Array<{ line: Line; seg: Segment; index: number }> = [];
  let bottom = line.y;
  for (let k = i - 1; k >= 0 && found.length < parts; k--) {
    const l = lines[k];
    if (l.pageNumber !== line.pageNumber || bottom - (l.y + l.height) > line.height * 2.5) break;
    const cells = l.segments.filter((c) => overlapX(c, seg) > 0);
    if (!cells.length) continue;
    const c = cells[0];
    if (cells.length > 1 || !/^\p{Lu}[\p{Ll}\p{M}'’-]+$/u.test(c.text.trim()) || matchLabel(c.text) || c.fontSize < seg.fontSize) break;
    found.unshift({ line: l, seg: c, index: k });
    bottom = l.y;
  }
  if (found.length < 2) return null;
  const last = found[found.length - 1];
  return { ...last, text: found.map((f) => f.seg.text.trim()).join(' ') };
}

/**
 * Whether the line after line `i`, on its page, is no farther from it than `gapAbove` (the gap to the line above):
 * a caption under its value is nearer that value than the next line; a caption over its value is nearer the value
 * under it.
 */
function lineBelowIsNearer(lines: Line[], i: number, gapAbove: number): boolean {
  const line = lines[i];
  const below = lines[i + 1];
  return !!below && below.pageNumber === line.pageNumber && below.y - (line.y + line.height) <= gapAbove;
}

/**
 * The value of a form's box printed over its caption: the caption in small type under the value's line (result slips
 * and application forms that box each field, "C302/8501" over "Index Number", two boxes to a row), the cell just above
 * in the caption's column, in type at least a quarter larger, nearer than the line below (a caption over its value has
 * its value nearer under it), and no caption itself.
 */
function valueOverSmallCaption(lines: Line[], i: number, seg: Segment): { line: Line; seg: Segment; index: number } | null {
  const line = lines[i];
  const above = lines[i - 1];
  if (!above || above.pageNumber !== line.pageNumber || /:\s*$/.test(seg.text)) return null;
  const gap = line.y - (above.y + above.height);
  if (gap < 0 || gap > Math.max(line.height, above.height) * 1.2 || lineBelowIsNearer(lines, i, gap)) return null;
  const cand = above.segments.find((c) => Math.min(c.x + c.width, seg.x + seg.width) - Math.max(c.x, seg.x) > 0 && Math.abs(c.x - seg.x) < seg.fontSize * 3);
  if (!cand || cand.fontSize < seg.fontSize * 1.25 || matchLabel(cand.text)) return null;
  if (captionOver(lines, i - 1, gap, [cand])) return null;
  return { line: above, seg: cand, index: i - 1 };
}

/**
 * Rule "A value under its caption is no other caption's": whether a caption stands right over one of the cells
 * `cells` of line `k`, nearer it than `gapBelow` (the gap to the caption under the line): the cell is that caption's
 * value (a portal's grid of captions over values, the value under the next caption missing), not a value printed
 * over its caption.
 */
function captionOver(lines: Line[], k: number, gapBelow: number, cells: Segment[]): boolean {
  const line = lines[k];
  const up = lines[k - 1];
  if (!line || !up || up.pageNumber !== line.pageNumber || line.y - (up.y + up.height) >= gapBelow) return false;
  return up.segments.some((c) => !!matchLabel(c.text) && cells.some((v) => Math.min(c.x + c.width, v.x + v.width) - Math.max(c.x, v.x) > 0));
}

/**
 * The pairs of a line of bare captions (no colon, no digits) set in smaller type than the line of values right above
 * it, with as many cells, each caption under its value; null when the line is not such a row.
 */
function captionsUnderValues(lines: Line[], i: number): LabeledValue[] | null {
  const line = lines[i];
  const above = lines[i - 1];
  if (!above || above.pageNumber !== line.pageNumber || line.segments.length !== above.segments.length || line.segments.length > 4) return null;
  if (line.fontSize > above.fontSize * 0.85 || line.y - (above.y + above.height) > above.height * 1.5) return null;
  if (line.segments.some((sg) => /[\d:]/.test(sg.text))) return null;
  if (lineBelowIsNearer(lines, i, line.y - (above.y + above.height))) return null;
  if (captionOver(lines, i - 1, line.y - (above.y + above.height), above.segments)) return null;
  const out: LabeledValue[] = [];
  for (const [k, sg] of line.segments.entries()) {
    const value = above.segments[k];
    // Each caption centred under its value, or flush with it at the left.
    const centred = Math.abs(value.x + value.width / 2 - (sg.x + sg.width / 2)) <= 2 + 0.05 * Math.max(value.width, sg.width);
    if (!centred && Math.abs(value.x - sg.x) > 2) return null;
    const cap = matchLabel(sg.text.trim(), { allowBlank: true });
    if (!cap || cap.rest.trim()) continue;
    if (matchLabel(value.text) || !meaningful(value.text)) return null;
    out.push({ field: cap.field, phrase: cap.phrase, value: value.text, line: above, seg: value, how: 'below', lineIndex: i - 1 });
  }
  return out.length ? out : null;
}

/** A caption with nothing after it, in the lexicon, or null. */
function bareCaption(text: string): LabelMatch | null {
  const m = matchLabel(text.trim(), { allowBlank: true });
  return m && !m.rest.trim() ? m : null;
}

/** A cell shaped as a caption the lexicon may not know: a few words without figures, ending in a colon or in capitals. */
const captionShaped = (text: string): boolean => {
  const t = text.trim();
  if (/\d/.test(t) || t.split(/\s+/).length > 4) return false;
  return /^\p{L}[^:：]*[:：]$/u.test(t) || (/^[\p{Lu}][\p{Lu}\s'’./&-]+$/u.test(t) && /\p{Lu}{2}/u.test(t));
};

/** A single word or two in title case, letters only ("Carné", "Estado", "Kennitala"): a caption's shape in a row of captions. */
const captionWord = (text: string): boolean => /^\p{Lu}[\p{Ll}\p{M}.'’-]*(?:\s\p{L}[\p{Ll}\p{M}.'’-]*)?$/u.test(text.trim());

/**
 * Whether every cell of a line is a caption (`minKnown` at least in the lexicon): a grid's row of captions. Rule
 * "An unknown caption between known ones": in a row of three cells or more, two of them known captions and the
 * others outnumbered by them, a cell of one or two title-case words without figures ("Nombre | Carné | Cédula",
 * a portal's card whose middle caption the lexicon does not know) is a caption too; the row is a grid only when
 * the values under it line up with the captions (captionsOverValues).
 */
function captionRow(line: Line, minKnown = 2): Array<LabelMatch | null> | null {
  if (line.segments.length < 2 || line.segments.length > 8) return null;
  const known = line.segments.map((c) => bareCaption(c.text));
  const count = known.filter(Boolean).length;
  // A row whose every cell ends in a colon is a row of captions with one of them known.
  const colons = line.segments.every((c) => /[:：]\s*$/.test(c.text));
  const betweenKnown = minKnown >= 2 && line.segments.length >= 3 && count >= 2 && count > line.segments.length - count;
  if (count < (colons ? Math.min(minKnown, 1) : minKnown) || !line.segments.every((c, k) => known[k] || captionShaped(c.text) || (betweenKnown && captionWord(c.text)))) return null;
  // Rule "A value in capitals after its caption in small letters": a row of captions is printed in one case. A cell
  // in capitals the lexicon does not know, right after a known caption printed in small letters without a colon
  // ("Surname | JOSEPH | Student No."), is that caption's value, not a caption of the row.
  const smallCaption = (k: number) => k >= 0 && !!known[k] && /\p{Ll}/u.test(line.segments[k].text) && !/[:：]\s*$/.test(line.segments[k].text);
  if (line.segments.some((c, k) => !known[k] && !/[:：]\s*$/.test(c.text) && !/\p{Ll}/u.test(c.text) && smallCaption(k - 1))) return null;
  return known;
}

/**
 * Rule "A grid of captions over values": a row whose cells are all captions ("Name: | Student ID: | Degree Sought:",
 * "CANDIDATE NUMBER | CANDIDATE NAME | DATE OF BIRTH | SEX | CENTRE", as portals, result slips and forms print the
 * holder's particulars) over one row of values, each value flush with its caption's left edge: each value is its
 * caption's, and a caption with nothing under it has no value (the next caption is none). The values make one row:
 * when the line after them is another row on their columns (a table under its header), the row is no grid.
 */
function captionsOverValues(lines: Line[], i: number): LabeledValue[] | null {
  const line = lines[i];
  const below = lines[i + 1];
  if (!below || below.pageNumber !== line.pageNumber || !below.segments.length) return null;
  const gap = below.y - (line.y + line.height);
  if (gap < -1 || gap > Math.max(line.height, below.height) * 1.6) return null;
  const known = captionRow(line);
  if (!known || captionRow(below)) return null;
  const caps = line.segments;
  const at = (v: Segment) => caps.findIndex((c) => Math.abs(c.x - v.x) < Math.max(4, c.fontSize * 1.5));
  if (below.segments.some((v) => at(v) < 0 || bareCaption(v.text) || /[:：]\s*$/.test(v.text))) return null;
  const next = lines[i + 2];
  if (next && next.pageNumber === line.pageNumber && !captionRow(next, 0) && next.segments.filter((s) => below.segments.some((v) => Math.abs(v.x - s.x) < 4)).length >= 2) return null;
  const out: LabeledValue[] = [];
  for (const v of below.segments) {
    const cap = known[at(v)];
    if (cap && meaningful(v.text)) out.push({ field: cap.field, phrase: cap.phrase, value: v.text, line: below, seg: v, how: 'below', lineIndex: i + 1 });
  }
  return out;
}

/** The holder's own fields, which no course table heads a column with. */
const PERSON_FIELDS = new Set<LabelField>(['fullName', 'firstName', 'lastName', 'middleName', 'dateOfBirth']);

/**
 * Rule "A holder's particulars in a grid of captions": a row of five captions or more, words only, two of them or more
 * the holder's own (name, date of birth), over one row of values (a result slip's boxed band: "Centre Number |
 * Candidate Number | Candidate Name | Date of Birth | Gender" over "1210 | 12107222 | MAKARA, NTHABISENG | F") is
 * no table's heading: the cell right under such a caption, overlapping it and no caption itself, is its value. A
 * caption whose box is empty takes nothing (the cell under it must overlap it, not the next caption).
 */
function particularsGridValue(lines: Line[], i: number, segs: Segment[], seg: Segment, field: LabelField): { line: Line; seg: Segment; index: number } | null {
  // A caption that numbers ("N° candidat", "Candidate No.") captions a number, not the holder.
  const numbers = (c: Segment) => /(?<![\p{L}])(?:n[°º]|no\.?|nr\.?|number|num[ée]ro|número)(?![\p{L}])/iu.test(c.text);
  const own = (c: Segment) => { const m = matchLabel(c.text.trim()); return !!m && !m.rest.trim() && PERSON_FIELDS.has(m.field) && !numbers(c); };
  if (!PERSON_FIELDS.has(field) || !own(seg) || segs.some((c) => /[\d:]/.test(c.text))) return null;
  if (segs.filter(own).length < 2) return null;
  const line = lines[i];
  const below = lines[i + 1];
  if (!below || below.pageNumber !== line.pageNumber || below.y - (line.y + line.height) > Math.max(line.height, below.height) * 1.6) return null;
  if (below.segments.some((c) => !!matchLabel(c.text.trim()))) return null;
  const cand = below.segments.find((c) => overlapX(c, seg) > 0 && segs.every((o) => o === seg || overlapX(c, o) <= 0 || overlapX(c, o) < overlapX(c, seg)));
  return cand && meaningful(cand.text) ? { line: below, seg: cand, index: i + 1 } : null;
}

/**
 * Rule "A caption's translation under it" (docs/document-understanding.md, "Forms the rotated group j- showed"): a
 * bilingual form prints each caption in its own language with the value beside it, and the caption's translation on a
 * line of its own under it, flush with it and in type no larger ("Familiýasy, ady | DURDYÝEWA Ogulgerek" over
 * "Surname, name"). The translation the lexicon knows captions the value beside the caption above it, not the next
 * line's cells (the next caption's). The caption above is no caption the lexicon reads on its own, has no figures,
 * and its line holds only it and the value.
 */
function valueBesideCaptionAbove(lines: Line[], i: number, seg: Segment): { line: Line; seg: Segment; index: number } | null {
  const line = lines[i];
  const above = lines[i - 1];
  if (!above || above.pageNumber !== line.pageNumber || line.segments.length !== 1 || above.segments.length !== 2) return null;
  const [cap, value] = above.segments;
  const gap = line.y - (cap.y + cap.height);
  if (gap < -seg.height * 0.5 || gap > Math.max(seg.height, cap.height) * 0.8) return null;
  if (Math.abs(cap.x - seg.x) > Math.max(2, seg.fontSize * 0.5) || seg.fontSize > cap.fontSize * 1.05) return null;
  // (A caption is printed in small letters: a cell in capitals above is a value of a boxed form, "KAMAU PETER" over "Name".)
  if (/\d/.test(cap.text) || /[:：]\s*$/.test(cap.text) || !/\p{Ll}/u.test(cap.text) || matchLabel(cap.text)) return null;
  if (value.x < cap.x + cap.width || !meaningful(value.text) || matchLabel(value.text)) return null;
  // A row of values under a row of captions ("Naam / Surname | Opleiding" over "Jansen | Bedrijfskunde", each cell under
  // a caption) is no caption and its value: both cells are values of the captions over them.
  const over = lines[i - 2];
  const captionOver = (cell: Segment) => over.segments.some((c) => overlapX(c, cell) > 0 && !!matchLabel(c.text.trim()));
  if (over && over.pageNumber === line.pageNumber && captionOver(cap) && captionOver(value)) return null;
  return { line: above, seg: value, index: i - 1 };
}

/**
 * Rule "An OCR line's height is its ink's": a text layer's line is as tall as its font's em, an OCR line only as its
 * letters' ink (capitals and ascenders, about 0.72 em; "TITULAR" over its holder's name), so a gap measured in OCR line
 * heights is a third wider than in the text layer and a value under its caption looked too far from it. An OCR line's
 * em is its height over 0.72.
 */
function emOf(line: Line): number {
  return line.items.length > 0 && line.items.every((it) => it.confidence !== null) ? line.height / 0.72 : line.height;
}

function segmentBelow(lines: Line[], i: number, seg: Segment): { line: Line; seg: Segment; index: number } | null {
  const line = lines[i];
  for (let k = i + 1; k < Math.min(lines.length, i + 3); k++) {
    const below = lines[k];
    if (below.pageNumber !== line.pageNumber) return null;
    const gap = below.y - (line.y + line.height);
    if (gap > Math.max(emOf(line), emOf(below)) * 1.6) return null;
    // Aligned with the caption, indented a little under it (forms that print the value under its
    // caption, set in from its left edge), or spanning it.
    const cand = below.segments.find(
      (s) =>
        Math.abs(s.x - seg.x) < Math.max(12, seg.fontSize * 1.5) ||
        (s.x > seg.x && s.x - seg.x <= Math.min(Math.max(seg.width * 0.4, seg.fontSize * 2), seg.fontSize * 4) && below.segments.length === 1) ||
        (s.x <= seg.x + 2 && s.x + s.width >= seg.x + seg.width * 0.5),
    );
    if (cand) return { line: below, seg: cand, index: k };
  }
  return null;
}

/**
 * The value cell of a label that OCR put on a line of its own: a cell to the right of the label on
 * the line just above or below, vertically within the label's own height (a value printed a little
 * higher or lower than its caption, "Date of Birth" under "06-01-2005 (…)" in the scan of a
 * stacked-caption marksheet). The line must hold nothing left of the value (it is no other row).
 */
function sideCell(lines: Line[], i: number, seg: Segment): { line: Line; seg: Segment; index: number } | null {
  const line = lines[i];
  const cy = seg.y + seg.height / 2;
  let best: { line: Line; seg: Segment; index: number; d: number } | null = null;
  for (const k of [i - 1, i + 1]) {
    const l = lines[k];
    if (!l || l.pageNumber !== line.pageNumber) continue;
    const cells = l.segments.filter((c) => /[\p{L}\p{N}]/u.test(c.text));
    const right = cells.find((c) => c.x >= seg.x + seg.width - 2);
    if (!right || cells.some((c) => c.x + c.width <= right.x && c.x + c.width > seg.x - 2) || matchLabel(right.text)) continue;
    const d = Math.abs(right.y + right.height / 2 - cy);
    if (d > Math.max(seg.height, right.height) * 1.1) continue;
    if (!best || d < best.d) best = { line: l, seg: right, index: k, d };
  }
  return best;
}

/**
 * Every label/value pair of a list of lines. A value is taken (1) after the label and a colon in
 * the same cell, else (2) from the next cell of the line, else (3) from the cell just below.
 */
const meaningful = (v: string) => /[\p{L}\p{N}]/u.test(v);

/**
 * An OCR speck: a mark of two or three characters the OCR itself doubts ("ae" at 20 % read from
 * the background pattern beside a caption). It is no cell, so a caption whose value stands a
 * little above or below it still finds that value (sideCell) instead of the speck. A short
 * caption read unsure ("NOM" at 37 %) is still a caption.
 */
const speck = (sg: Segment) => sg.text.trim().length <= 3 && sg.items.every((i) => i.confidence !== null && i.confidence < MIN_OCR_CONFIDENCE) && !matchLabel(sg.text);

/** Whether a line's letters are (almost) all of a right-to-left script (Arabic, Hebrew): numbers and dates aside. */
function rtlLine(cells: Segment[]): boolean {
  const letters = cells.map((c) => c.text).join(' ').match(/\p{L}/gu) ?? [];
  if (letters.length < 3) return false;
  const rtl = letters.filter((ch) => RTL.test(ch)).length;
  return rtl / letters.length >= 0.8;
}

/** A middle dot (or bullet) between blanks, the separator of a footer's parts ("Pairs between middle dots"). */
const MIDDLE_DOT = /\s[·•]\s/;
const MIDDLE_DOT_SPLIT = /\s+[·•]\s+/;

export function findLabeledValues(lines: Line[]): LabeledValue[] {
  const out: LabeledValue[] = [];
  lines.forEach((line, i) => {
    // A row of captions printed under a row of values, in smaller type, each caption centred under its value
    // (forms that print the holder's particulars over a rule, "Nombre del estudiante" under the name).
    const under = captionsUnderValues(lines, i);
    if (under) {
      out.push(...under);
      return;
    }
    // A row of captions over one row of values, each value flush under its caption (rule "A grid of captions over
    // values"): the captions take the values under them, never the next caption.
    const grid = captionsOverValues(lines, i);
    if (grid) {
      out.push(...grid);
      return;
    }
    // OCR specks and rules read as "©", "|", "—" are not cells.
    const cells = line.segments.filter((sg) => meaningful(sg.text) && !speck(sg));
    // A line in a right-to-left script reads from its right edge: the caption is the rightmost cell
    // and its value the cell to its left ("محمد إبراهيم | الاسم:"). Cells are taken in reading order.
    const segs = rtlLine(cells) ? [...cells].sort((a, b) => b.x - a.x) : cells;
    for (let j = 0; j < segs.length; j++) {
      const seg = segs[j];
      // Rule "Pairs between middle dots": a footer or a portal line sets its pairs apart with middle dots ("DUI 0142… ·
      // Fecha de graduación: 16/11/2016 · Acta N.º 33/2016"): each part is read as a cell of its own, so a caption inside
      // the line is found and its value ends at the next dot.
      const dotted = MIDDLE_DOT.test(seg.text) ? seg.text.split(MIDDLE_DOT_SPLIT).flatMap((part) => splitInlinePairs(part.trim())) : [];
      if (dotted.length) {
        for (const { label, value } of dotted) if (meaningful(value)) out.push({ field: label.field, phrase: label.phrase, value: value.trim(), line, seg, how: 'inline', lineIndex: i });
        continue;
      }
      const pairs = splitInlinePairs(seg.text);
      if (pairs.length) {
        for (let p = 0; p < pairs.length; p++) {
          const { label } = pairs[p];
          const value = meaningful(pairs[p].value) ? pairs[p].value : '';
          if (value) out.push({ field: label.field, phrase: label.phrase, value, line, seg, how: 'inline', lineIndex: i });
          else if (p === pairs.length - 1) {
            // "Label:" ending the cell: the value is in the next cell or below.
            const nextSeg = segs[j + 1];
            if (nextSeg && !matchLabel(nextSeg.text)) {
              // The value cell may run into the next pair ("Bachelor of Science YEAR OF ADMISSION: 2017").
              const cut = cutAtNextLabel(nextSeg.text);
              out.push({ field: label.field, phrase: label.phrase, value: cut.value, line, seg: nextSeg, how: 'next-cell', lineIndex: i });
              for (const q of cut.rest ? splitInlinePairs(cut.rest) : []) {
                if (meaningful(q.value)) out.push({ field: q.label.field, phrase: q.label.phrase, value: q.value, line, seg: nextSeg, how: 'inline', lineIndex: i });
              }
              j++;
            } else if (!nextSeg) {
              const below = segmentBelow(lines, i, seg);
              if (below && !matchLabel(below.seg.text)) out.push({ field: label.field, phrase: label.phrase, value: below.seg.text, line: below.line, seg: below.seg, how: 'below', lineIndex: below.index });
            }
          }
        }
        continue;
      }
      // A form's caption printed in small type in parentheses under the value's line ("Dārta Kalniņa" over
      // "(vārds, uzvārds)", "Иванов Иван" over "(фамилия, имя)"): the value is the cell over it.
      const under = /^\(([^()]{3,60})\)$/u.exec(seg.text.trim());
      // (A facing half's words on the caption's line, past a gutter of three ems, leave it a line of its own.)
      const apart = segs.every((o) => o === seg || o.x > seg.x + seg.width + 3 * seg.fontSize || o.x + o.width < seg.x - 3 * seg.fontSize);
      if (under && (segs.length === 1 || apart)) {
        const cap = matchLabel(under[1], { allowBlank: true });
        const over = cap && cap.rest.trim() === '' && segs.length === 1 ? cellAbove(lines, i, seg) : null;
        const stack = cap && cap.rest.trim() === '' && cap.field === 'fullName' ? namePartsAbove(lines, i, seg, under[1].split(/[,،]/).length) : null;
        if (cap && stack) out.push({ field: cap.field, phrase: cap.phrase, value: stack.text, line: stack.line, seg: stack.seg, how: 'below', lineIndex: stack.index });
        else if (cap && over) out.push({ field: cap.field, phrase: cap.phrase, value: over.seg.text, line: over.line, seg: over.seg, how: 'below', lineIndex: over.index });
        continue;
      }
      // The cell after a caption's colon is that caption's value, though the lexicon does not know the caption
      // ("Request status: | Completed", "Payment status: | Completed"): a value that is also a caption's word is
      // no caption here, and takes no line under it (rule "A caption's value is no caption").
      if (j > 0 && /[:：]\s*$/.test(segs[j - 1].text) && !/[:：]/.test(seg.text)) continue;
      const blank = blankPair(seg.text);
      if (blank) {
        out.push({ field: blank.label.field, phrase: blank.label.phrase, value: blank.value, line, seg, how: 'inline', lineIndex: i });
        continue;
      }
      const lm = matchLabel(seg.text);
      if (!lm) continue;
      // A row of five cells or more without colons is a table's heading row ("SUBJECT | THEORY | …"), unless it is a
      // grid of the holder's particulars (rule "A holder's particulars in a grid of captions").
      if (segs.length >= 5) {
        // Rule "A caption's value in a row of many cells": a caption printed without its colon, then a cell that
        // has its field's form (a date for a date caption, a code with figures for a number caption), is that
        // caption and its value: no table heading prints a date or a code after a heading word
        // ("Name: … | Дата рождения | 17.02.1998 | Student Number: | 17-ПО-5421").
        const next = segs[j + 1];
        const paired = next && !lm.rest && (DATE_FIELDS.has(lm.field) || lm.field === 'registrationNumber') && !matchLabel(next.text) ? blankPair(`${seg.text} ${next.text}`) : null;
        if (paired && paired.label.field === lm.field && paired.value === next.text.trim()) {
          out.push({ field: lm.field, phrase: lm.phrase, value: next.text, line, seg: next, how: 'next-cell', lineIndex: i });
          j++;
          continue;
        }
        const cell = particularsGridValue(lines, i, segs, seg, lm.field);
        if (cell) out.push({ field: lm.field, phrase: lm.phrase, value: cell.seg.text, line: cell.line, seg: cell.seg, how: 'below', lineIndex: cell.index });
        continue;
      }
      const nextSeg = segs[j + 1];
      if (nextSeg && !matchLabel(nextSeg.text)) {
        out.push({ field: lm.field, phrase: lm.phrase, value: nextSeg.text, line, seg: nextSeg, how: 'next-cell', lineIndex: i });
        // A row of captions over a row of values ("Diplôme préparé | Année universitaire" over
        // "Diplôme d'ingénieur | 2023-2024"), where the next caption is not in the lexicon: the cell
        // under the label is its value too. It comes second: a field takes it only when the next
        // cell is no value of its kind.
        const below = segmentBelow(lines, i, seg);
        const underNext = below && below.line.segments.some((c) => c !== below.seg && Math.min(c.x + c.width, nextSeg.x + nextSeg.width) - Math.max(c.x, nextSeg.x) > 0);
        if (below && underNext && below.index === i + 1 && !/:\s*$/.test(seg.text) && !matchLabel(below.seg.text) && below.seg.fontSize >= seg.fontSize * 0.8) {
          out.push({ field: lm.field, phrase: lm.phrase, value: below.seg.text, line: below.line, seg: below.seg, how: 'below', lineIndex: below.index });
        }
        j++;
      } else {
        // The last cell, or a row of label cells (a grid of captions with the values under them).
        // Before another caption ("Name of Candidate | Roll No."), a value printed a little above
        // or below the caption's line, in the gap between the two captions, is this one's.
        const gapSide = nextSeg ? sideCell(lines, i, seg) : null;
        const side = !nextSeg ? sideCell(lines, i, seg) : gapSide && gapSide.seg.x + gapSide.seg.width <= nextSeg.x + 2 ? gapSide : null;
        const below = segmentBelow(lines, i, seg);
        // The caption's translation comes before a value over a small caption: under OCR the line above is as tall as its
        // value, and its caption (in the other language) would pass for a value over this one.
        const translated = side || nextSeg || segs.length > 1 ? null : valueBesideCaptionAbove(lines, i, seg);
        const over = side || translated ? null : valueOverSmallCaption(lines, i, seg);
        if (translated) {
          out.push({ field: lm.field, phrase: lm.phrase, value: translated.seg.text, line: translated.line, seg: translated.seg, how: 'next-cell', lineIndex: translated.index });
        } else if (over) {
          out.push({ field: lm.field, phrase: lm.phrase, value: over.seg.text, line: over.line, seg: over.seg, how: 'below', lineIndex: over.index });
        } else if (side) {
          out.push({ field: lm.field, phrase: lm.phrase, value: side.seg.text, line: side.line, seg: side.seg, how: 'next-cell', lineIndex: side.index });
        } else if (below && !matchLabel(below.seg.text) && below.seg.fontSize >= seg.fontSize * 0.8) {
          out.push({ field: lm.field, phrase: lm.phrase, value: below.seg.text, line: below.line, seg: below.seg, how: 'below', lineIndex: below.index });
        }
      }
    }
  });
  return out.map((v) => withLatinRenderingUnder(v, lines));
}

/**
 * Rule "A name's Latin rendering under it": a bilingual page may print a person's name in its own script beside the
 * caption and the same name in Latin capitals on the line right under it, alone there and flush with it ("नेहा
 * श्रीवास्तव" over "NEHA SRIVASTAVA"). The two are one value, read as a name printed in two scripts (its Latin form).
 */
function withLatinRenderingUnder(v: LabeledValue, lines: Line[]): LabeledValue {
  if (!(NAME_FIELDS.has(v.field) || v.field === 'parentName') || !v.seg || !/\p{L}/u.test(v.value) || /\p{Script=Latin}/u.test(v.value)) return v;
  const under = lines[v.lineIndex + 1];
  if (!under || under.pageNumber !== v.line.pageNumber || under.segments.length !== 1) return v;
  const cell = under.segments[0];
  const latin = cell.text.trim();
  if (Math.abs(cell.x - v.seg.x) > Math.max(4, cell.fontSize * 0.5) || !/^\p{Script=Latin}[\p{Script=Latin}.'’-]*(?:\s+\p{Script=Latin}[\p{Script=Latin}.'’-]*){1,5}$/u.test(latin) || matchLabel(latin)) return v;
  return { ...v, value: `${v.value} ${latin}` };
}

export { LABELS };
