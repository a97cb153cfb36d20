/**
 * Caption lexicon from standard sources, as data (docs/document-understanding.md, "Key-value
 * reading"): the numbered captions of the Diploma Supplement model of the European Commission,
 * the Council of Europe and UNESCO (1.1 family name(s), 1.2 given name(s), 1.3 date of birth,
 * 1.4 student identification number, 2.1 name of qualification and title conferred, 2.2 main
 * field(s) of study, 2.3 name and status of awarding institution, 2.4 institution administering
 * studies, 2.5 language(s) of instruction, 3.1 level, 3.2 official length, 4.5 overall
 * classification, 7.1 date of the supplement) in the EU's official languages, and the captions of
 * registrar and transcript forms of other large systems (Russian, Ukrainian, Turkish, Arabic,
 * Hindi and Bengali, Indonesian, Vietnamese, Chinese, Japanese, Korean, Brazilian Portuguese,
 * Latin American Spanish).
 *
 * Captions are written as printed; `captionPhrases` turns them into the label reader's phrases:
 * the plural and gender markers the reader blanks ("name(s)", "Nom(s)") are dropped, and every
 * combination of the notes in parentheses ("(if applicable)", "(in original language)") with and
 * without them, since forms print them or leave them out.
 */

/** The fields a caption may name (the label reader's LabelField adds totals and places). */
export type CaptionField =
  | 'fullName'
  | 'firstName'
  | 'lastName'
  /** A middle name or patronymic printed on its own ("Отчество", "По батькові"). */
  | 'middleName'
  /** A father's, mother's or guardian's name: never the candidate. */
  | 'parentName'
  | 'dateOfBirth'
  | 'placeOfBirth'
  | 'registrationNumber'
  | 'institution'
  | 'qualification'
  | 'program'
  | 'major'
  | 'level'
  | 'yearOfAdmission'
  | 'yearOfCompletion'
  | 'programDuration'
  | 'dateOfIssue'
  | 'cgpa'
  | 'faculty'
  | 'nationality'
  | 'other';

type Captions = Partial<Record<CaptionField, string[]>>;

/**
 * The Diploma Supplement's captions per EU language. `other` holds captions whose value must not
 * be read as a key field: 2.4 (an institution that only administered the studies), 2.5 (languages),
 * 4.5 (the overall classification, an honour, not a grade point average).
 */
export const DIPLOMA_SUPPLEMENT: Record<string, Captions> = {
  en: {
    lastName: ['Family name(s)'],
    firstName: ['Given name(s)'],
    dateOfBirth: ['Date of birth (day/month/year)'],
    registrationNumber: ['Student identification number or code (if available)'],
    qualification: ['Name of qualification and (if applicable) title conferred (in original language)', 'Name of the qualification (in original language)', 'Title conferred'],
    major: ['Main field(s) of study for the qualification'],
    institution: ['Name and status of awarding institution (in original language)', 'Name and type of awarding institution (in original language)'],
    other: ['Name and status of institution (if different from 2.3) administering studies (in original language)', 'Name and type of institution administering studies', 'Language(s) of instruction/examination', 'Overall classification of the qualification (in original language)', 'Overall classification of the award'],
    level: ['Level of qualification', 'Level of the qualification'],
    programDuration: ['Official length of programme', 'Official duration of programme', 'Normal length of programme'],
  },
  fr: {
    lastName: ['Nom(s) de famille', 'Nom(s) patronymique(s)'],
    firstName: ['Prénom(s)'],
    dateOfBirth: ['Date de naissance (jour/mois/année)'],
    registrationNumber: ['Numéro ou code d\'identification de l\'étudiant (si disponible)', 'Numéro d\'identification de l\'étudiant'],
    qualification: ['Intitulé du diplôme et (le cas échéant) titre conféré (dans la langue originale)', 'Intitulé de la qualification et (le cas échéant) titre conféré', 'Titre conféré'],
    major: ['Principal(aux) domaine(s) d\'étude couvert(s) par le diplôme', 'Principaux domaines d\'études couverts par le diplôme', 'Domaine(s) d\'études principal(aux) de la qualification'],
    institution: ['Nom et statut de l\'établissement ayant délivré le diplôme (dans la langue originale)', 'Nom et statut de l\'établissement ayant délivré la qualification'],
    other: ['Nom et statut de l\'établissement dispensant les cours', 'Langue(s) utilisée(s) pour l\'enseignement et les examens', 'Classification générale de la qualification', 'Classification générale du diplôme'],
    level: ['Niveau de la qualification', 'Niveau du diplôme'],
    programDuration: ['Durée officielle du programme d\'études', 'Durée officielle du programme'],
  },
  de: {
    lastName: ['Familienname(n)'],
    firstName: ['Vorname(n)'],
    dateOfBirth: ['Geburtsdatum (Tag/Monat/Jahr)'],
    registrationNumber: ['Matrikelnummer oder Code des/der Studierenden', 'Matrikelnummer oder Code des Studierenden'],
    qualification: ['Bezeichnung der Qualifikation und (wenn vorhanden) verliehener Grad (in der Originalsprache)', 'Bezeichnung der Qualifikation', 'Verliehener akademischer Grad', 'Verliehener Grad'],
    major: ['Hauptstudienfach oder -fächer für die Qualifikation', 'Hauptstudienfach oder fächer', 'Hauptstudienfach'],
    institution: ['Name und Status der Einrichtung, die die Qualifikation verliehen hat (in der Originalsprache)', 'Name und Status der Hochschule, die die Qualifikation verliehen hat', 'Name und Status der verleihenden Einrichtung'],
    other: ['Name und Status der Einrichtung, die den Studiengang durchgeführt hat', 'Unterrichts- und Prüfungssprache(n)', 'Gesamtnote der Qualifikation (in der Originalsprache)'],
    level: ['Ebene der Qualifikation', 'Niveau der Qualifikation'],
    programDuration: ['Offizielle Dauer des Studiums', 'Regelstudienzeit'],
  },
  es: {
    lastName: ['Apellido(s)'],
    firstName: ['Nombre(s)'],
    dateOfBirth: ['Fecha de nacimiento (día/mes/año)'],
    registrationNumber: ['Número o código de identificación del estudiante (si procede)', 'Número de identificación del estudiante'],
    qualification: ['Denominación de la titulación y (si procede) título conferido (en el idioma original)', 'Denominación del título', 'Título conferido'],
    major: ['Principal(es) campo(s) de estudio de la titulación', 'Principales campos de estudio de la titulación'],
    institution: ['Nombre y naturaleza de la institución que ha concedido el título (en el idioma original)', 'Nombre y naturaleza de la institución que concede el título', 'Nombre y estatus de la institución que otorga el título'],
    other: ['Nombre y naturaleza de la institución que imparte las enseñanzas', 'Lengua(s) utilizada(s) en la enseñanza y en los exámenes', 'Calificación global de la titulación'],
    level: ['Nivel de la titulación'],
    programDuration: ['Duración oficial del programa'],
  },
  it: {
    lastName: ['Cognome/i', 'Cognome(i)'],
    firstName: ['Nome/i', 'Nome(i)'],
    dateOfBirth: ['Data di nascita (giorno/mese/anno)'],
    registrationNumber: ['Numero di matricola o codice di identificazione dello studente (se disponibile)', 'Numero di matricola'],
    qualification: ['Denominazione del titolo di studio e qualifica accademica (nella lingua originale)', 'Denominazione del titolo di studio', 'Qualifica accademica'],
    major: ['Principali settori disciplinari del titolo di studio', 'Principale/i campo/i di studio del titolo'],
    institution: ['Nome e status dell\'istituzione che rilascia il titolo (nella lingua originale)', 'Nome e natura dell\'istituzione che rilascia il titolo'],
    other: ['Nome e status dell\'istituzione che gestisce gli studi', 'Lingua/e di insegnamento e di esame', 'Classificazione finale del titolo'],
    level: ['Livello del titolo di studio', 'Livello del titolo'],
    programDuration: ['Durata legale del corso di studi', 'Durata ufficiale del corso'],
  },
  pt: {
    lastName: ['Apelido(s)', 'Sobrenome(s)'],
    firstName: ['Nome(s) próprio(s)', 'Nome(s)'],
    dateOfBirth: ['Data de nascimento (dia/mês/ano)'],
    registrationNumber: ['Número de identificação do estudante (se aplicável)', 'Número ou código de identificação do estudante'],
    qualification: ['Designação da qualificação e (se aplicável) título conferido (na língua original)', 'Designação da qualificação', 'Título conferido'],
    major: ['Principal(is) área(s) de estudo da qualificação', 'Principais áreas de estudo da qualificação'],
    institution: ['Nome e estatuto da instituição que confere a qualificação (na língua original)', 'Nome e natureza da instituição que confere a qualificação'],
    other: ['Nome e estatuto da instituição que ministra o curso', 'Língua(s) de ensino e de avaliação', 'Classificação final da qualificação'],
    level: ['Nível da qualificação'],
    programDuration: ['Duração oficial do programa'],
  },
  nl: {
    lastName: ['Achternaam', 'Familienaam'],
    firstName: ['Voornamen'],
    dateOfBirth: ['Geboortedatum (dag/maand/jaar)'],
    registrationNumber: ['Studentnummer of code (indien beschikbaar)', 'Studentnummer'],
    qualification: ['Naam van de kwalificatie en (indien van toepassing) verleende titel (in de oorspronkelijke taal)', 'Naam van de kwalificatie', 'Verleende graad', 'Verleende titel'],
    major: ['Belangrijkste studierichting(en) van de kwalificatie', 'Belangrijkste studiegebied(en) van de kwalificatie'],
    institution: ['Naam en status van de instelling die de kwalificatie heeft toegekend (in de oorspronkelijke taal)', 'Naam en status van de instelling die de kwalificatie toekent'],
    other: ['Naam en status van de instelling die de studie verzorgde', 'Taal of talen van onderwijs en examens', 'Algemene beoordeling van de kwalificatie'],
    level: ['Niveau van de kwalificatie'],
    programDuration: ['Officiële duur van de opleiding', 'Nominale studieduur'],
  },
  pl: {
    lastName: ['Nazwisko(a)', 'Nazwisko'],
    firstName: ['Imię (imiona)', 'Imię(imiona)'],
    dateOfBirth: ['Data urodzenia (dzień/miesiąc/rok)'],
    registrationNumber: ['Numer albumu lub kod identyfikacyjny studenta', 'Numer identyfikacyjny studenta'],
    qualification: ['Nazwa kwalifikacji i (jeśli dotyczy) nadany tytuł (w języku oryginału)', 'Nazwa kwalifikacji i nadany tytuł zawodowy', 'Nadany tytuł'],
    major: ['Główne dziedziny nauki/kierunki studiów', 'Główna dziedzina (dziedziny) studiów', 'Kierunek studiów'],
    institution: ['Nazwa i status uczelni nadającej kwalifikację (w języku oryginału)', 'Nazwa i status instytucji przyznającej kwalifikację'],
    other: ['Nazwa i status instytucji prowadzącej studia', 'Język(i) wykładowy(e) i egzaminacyjny(e)', 'Ogólny wynik ukończenia studiów'],
    level: ['Poziom kwalifikacji'],
    programDuration: ['Oficjalny czas trwania programu studiów', 'Czas trwania studiów'],
  },
  cs: {
    lastName: ['Příjmení'],
    firstName: ['Jméno (jména)', 'Jméno'],
    dateOfBirth: ['Datum narození (den/měsíc/rok)'],
    registrationNumber: ['Identifikační číslo nebo kód studenta (je-li k dispozici)', 'Identifikační číslo studenta'],
    qualification: ['Název kvalifikace a (je-li to vhodné) udělený titul (v původním jazyce)', 'Název kvalifikace a udělený titul', 'Udělený titul', 'Akademický titul'],
    major: ['Hlavní obor(y) studia', 'Hlavní obor(y) studia pro získání kvalifikace'],
    institution: ['Název a status instituce udělující kvalifikaci (v původním jazyce)', 'Název a status instituce, která kvalifikaci udělila'],
    other: ['Název a status instituce, která studium uskutečňovala', 'Jazyk(y) výuky a zkoušek', 'Celkové hodnocení studia'],
    level: ['Úroveň kvalifikace'],
    programDuration: ['Standardní doba studia', 'Oficiální délka studijního programu'],
  },
  sk: {
    lastName: ['Priezvisko'],
    firstName: ['Meno (mená)', 'Meno'],
    dateOfBirth: ['Dátum narodenia (deň/mesiac/rok)'],
    registrationNumber: ['Identifikačné číslo alebo kód študenta (ak je k dispozícii)', 'Identifikačné číslo študenta'],
    qualification: ['Názov kvalifikácie a (ak je to vhodné) udelený titul (v pôvodnom jazyku)', 'Názov kvalifikácie a udelený akademický titul', 'Udelený akademický titul'],
    major: ['Hlavný študijný odbor alebo odbory', 'Hlavný študijný odbor'],
    institution: ['Názov a štatút inštitúcie, ktorá udelila kvalifikáciu (v pôvodnom jazyku)', 'Názov a status inštitúcie, ktorá udelila kvalifikáciu'],
    other: ['Názov a štatút inštitúcie, ktorá zabezpečovala štúdium', 'Jazyk(y) výučby a skúšok', 'Celkové hodnotenie kvalifikácie'],
    level: ['Úroveň kvalifikácie'],
    programDuration: ['Štandardná dĺžka štúdia', 'Oficiálna dĺžka študijného programu'],
  },
  sl: {
    lastName: ['Priimek'],
    firstName: ['Ime'],
    dateOfBirth: ['Datum rojstva (dan/mesec/leto)'],
    registrationNumber: ['Vpisna številka', 'Identifikacijska številka ali šifra študenta'],
    qualification: ['Ime kvalifikacije in (če je primerno) podeljeni naziv (v izvirnem jeziku)', 'Ime kvalifikacije in podeljeni naziv', 'Strokovni naziv', 'Znanstveni naziv', 'Strokovni naslov', 'Znanstveni naslov'],
    major: ['Glavno študijsko področje', 'Glavno(a) študijsko(a) področje(a) kvalifikacije'],
    institution: ['Ime in status institucije, ki je podelila kvalifikacijo (v izvirnem jeziku)', 'Ime in status institucije, ki podeljuje kvalifikacijo'],
    other: ['Ime in status institucije, ki je izvajala študij', 'Jezik(i) izvajanja študija in izpitov', 'Splošna ocena kvalifikacije'],
    level: ['Raven kvalifikacije'],
    programDuration: ['Uradno trajanje študijskega programa'],
  },
  hr: {
    lastName: ['Prezime'],
    firstName: ['Ime'],
    dateOfBirth: ['Datum rođenja (dan/mjesec/godina)'],
    registrationNumber: ['Matični broj studenta', 'Identifikacijski broj ili oznaka studenta'],
    qualification: ['Naziv kvalifikacije i (ako je primjenjivo) stečeni naziv (na izvornom jeziku)', 'Naziv kvalifikacije i stečeni akademski naziv', 'Stečeni akademski naziv', 'Stečeni stručni naziv'],
    major: ['Glavno područje studija', 'Glavno(a) područje(a) studija za stjecanje kvalifikacije'],
    institution: ['Naziv i status visokog učilišta koje je dodijelilo kvalifikaciju (na izvornom jeziku)', 'Naziv i status ustanove koja je dodijelila kvalifikaciju'],
    other: ['Naziv i status ustanove koja je izvodila studij', 'Jezik(ci) izvođenja nastave i ispita', 'Ukupni uspjeh'],
    level: ['Razina kvalifikacije'],
    programDuration: ['Službeno trajanje studija'],
  },
  hu: {
    lastName: ['Családi név', 'Családi neve', 'Vezetéknév'],
    firstName: ['Utónév', 'Utóneve', 'Keresztnév'],
    dateOfBirth: ['Születési idő (év/hónap/nap)', 'Születési dátum', 'Születési idő'],
    registrationNumber: ['Hallgatói azonosító szám vagy kód', 'Hallgatói azonosító'],
    qualification: ['A képesítés megnevezése és (adott esetben) a kapcsolódó cím (eredeti nyelven)', 'A képesítés megnevezése', 'A képesítés és a szakképzettség megnevezése'],
    major: ['A képesítés fő tanulmányi területe(i)', 'Fő tanulmányi terület'],
    institution: ['A képesítést kiállító intézmény neve és státusza (eredeti nyelven)', 'A képesítést kiállító intézmény neve és jogállása'],
    other: ['A tanulmányokat szervező intézmény neve és státusza', 'Az oktatás és a vizsgáztatás nyelve(i)', 'A képesítés minősítése'],
    level: ['A képesítés szintje'],
    programDuration: ['A képzési program hivatalos hossza', 'A képzés hivatalos időtartama'],
  },
  ro: {
    lastName: ['Numele de familie', 'Nume de familie'],
    firstName: ['Prenumele', 'Prenume'],
    dateOfBirth: ['Data nașterii (ziua/luna/anul)', 'Data nasterii'],
    registrationNumber: ['Numărul sau codul de identificare al studentului', 'Număr matricol'],
    qualification: ['Denumirea calificării și (dacă este cazul) titlul conferit (în limba originală)', 'Denumirea calificării și titlul conferit', 'Titlul conferit'],
    major: ['Principalul(ele) domeniu(ii) de studiu al(e) calificării', 'Domeniul principal de studii'],
    institution: ['Numele și statutul instituției care acordă calificarea (în limba originală)', 'Denumirea și statutul instituției care a acordat calificarea'],
    other: ['Numele și statutul instituției care administrează studiile', 'Limba (limbile) de predare și examinare', 'Clasificarea generală a calificării'],
    level: ['Nivelul calificării'],
    programDuration: ['Durata oficială a programului de studii'],
  },
  bg: {
    lastName: ['Фамилно име', 'Фамилия'],
    firstName: ['Собствено име', 'Име (имена)'],
    middleName: ['Бащино име'],
    dateOfBirth: ['Дата на раждане (ден/месец/година)'],
    registrationNumber: ['Факултетен номер', 'Идентификационен номер или код на студента'],
    qualification: ['Наименование на квалификацията и (ако е приложимо) присъдената степен (на оригиналния език)', 'Наименование на квалификацията', 'Образователно-квалификационна степен', 'Професионална квалификация'],
    major: ['Основна(и) област(и) на обучение', 'Специалност'],
    institution: ['Наименование и статут на институцията, присъдила квалификацията (на оригиналния език)', 'Наименование и статут на висшето училище'],
    other: ['Наименование и статут на институцията, осъществила обучението', 'Език (езици) на обучение и изпити', 'Обща оценка'],
    level: ['Ниво на квалификацията'],
    programDuration: ['Официална продължителност на програмата', 'Срок на обучение'],
  },
  el: {
    lastName: ['Επώνυμο'],
    firstName: ['Όνομα', 'Όνομα(τα)'],
    middleName: ['Πατρώνυμο'],
    dateOfBirth: ['Ημερομηνία γέννησης (ημέρα/μήνας/έτος)', 'Ημερομηνία γέννησης'],
    registrationNumber: ['Αριθμός μητρώου', 'Αριθμός ή κωδικός ταυτότητας φοιτητή'],
    qualification: ['Τίτλος σπουδών και (εάν υπάρχει) απονεμόμενος τίτλος (στην πρωτότυπη γλώσσα)', 'Ονομασία του τίτλου σπουδών', 'Τίτλος σπουδών'],
    major: ['Κύριο(α) γνωστικό(ά) αντικείμενο(α) σπουδών', 'Κύριο γνωστικό αντικείμενο'],
    institution: ['Όνομα και καθεστώς του ιδρύματος που απονέμει τον τίτλο (στην πρωτότυπη γλώσσα)', 'Όνομα και καθεστώς του ιδρύματος'],
    other: ['Γλώσσα(ες) διδασκαλίας και εξετάσεων', 'Γενικός βαθμός'],
    level: ['Επίπεδο του τίτλου σπουδών', 'Επίπεδο τίτλου'],
    programDuration: ['Επίσημη διάρκεια του προγράμματος σπουδών'],
  },
  da: {
    lastName: ['Efternavn(e)', 'Efternavn'],
    firstName: ['Fornavn(e)', 'Fornavn'],
    dateOfBirth: ['Fødselsdato (dag/måned/år)', 'Fødselsdato'],
    registrationNumber: ['Studienummer', 'Studerendes identifikationsnummer eller kode'],
    qualification: ['Uddannelsens betegnelse og (hvis relevant) tildelt titel (på originalsproget)', 'Uddannelsens betegnelse', 'Tildelt titel', 'Betegnelse for uddannelsen'],
    major: ['Hovedfagområde(r)', 'Uddannelsens hovedområde(r)'],
    institution: ['Navn og status på den institution, der har tildelt kvalifikationen (på originalsproget)', 'Uddannelsesinstitutionens navn og status'],
    other: ['Undervisnings- og eksamenssprog', 'Samlet bedømmelse'],
    level: ['Uddannelsens niveau', 'Kvalifikationens niveau'],
    programDuration: ['Uddannelsens officielle længde', 'Normeret studietid'],
  },
  sv: {
    lastName: ['Efternamn'],
    firstName: ['Förnamn'],
    dateOfBirth: ['Födelsedatum (dag/månad/år)', 'Födelsedatum'],
    registrationNumber: ['Studentens identifikationsnummer eller kod'],
    other: ['Personnummer', 'Undervisnings- och examinationsspråk', 'Examens samlade bedömning'],
    qualification: ['Examens benämning och (i förekommande fall) titel (på originalspråket)', 'Examens benämning', 'Examensbenämning'],
    major: ['Huvudområde(n) för examen', 'Huvudområde'],
    institution: ['Namn på och status för lärosätet som utfärdat examen (på originalspråket)', 'Lärosätets namn och status'],
    level: ['Examens nivå'],
    programDuration: ['Utbildningens normala studietid', 'Officiell studietid'],
  },
  fi: {
    lastName: ['Sukunimi'],
    firstName: ['Etunimet', 'Etunimi'],
    dateOfBirth: ['Syntymäaika (päivä/kuukausi/vuosi)', 'Syntymäaika'],
    registrationNumber: ['Opiskelijanumero', 'Opiskelijan tunnistenumero'],
    qualification: ['Tutkinnon nimi ja (tarvittaessa) arvo (alkuperäisellä kielellä)', 'Tutkinnon nimi ja arvo', 'Tutkintonimike', 'Tutkinnon nimi'],
    major: ['Tutkinnon pääaine(et)', 'Pääaine', 'Koulutusala'],
    institution: ['Tutkinnon myöntäneen korkeakoulun nimi ja asema (alkuperäisellä kielellä)', 'Korkeakoulun nimi ja asema'],
    other: ['Opetus- ja tutkintokieli', 'Opetus- ja tutkintokieli(et)', 'Tutkinnon kokonaisarvosana'],
    level: ['Tutkinnon taso'],
    programDuration: ['Tutkinnon laajuus ja tavoiteaika', 'Koulutusohjelman virallinen kesto'],
  },
  et: {
    lastName: ['Perekonnanimi'],
    firstName: ['Eesnimi', 'Eesnimed'],
    dateOfBirth: ['Sünniaeg (päev/kuu/aasta)', 'Sünniaeg'],
    registrationNumber: ['Isikukood või üliõpilaskood', 'Üliõpilaskood', 'Matriklinumber'],
    qualification: ['Kvalifikatsiooni nimetus ja (kui on kohaldatav) omistatud kraad (originaalkeeles)', 'Kvalifikatsiooni nimetus', 'Omistatud kraad'],
    major: ['Peamine õppevaldkond (õppevaldkonnad)', 'Peamised õppevaldkonnad', 'Õppekava'],
    institution: ['Kvalifikatsiooni andnud õppeasutuse nimi ja staatus (originaalkeeles)', 'Õppeasutuse nimi ja staatus'],
    other: ['Õppe- ja eksamikeel(ed)', 'Kvalifikatsiooni üldhinnang'],
    level: ['Kvalifikatsiooni tase'],
    programDuration: ['Õppekava nominaalkestus', 'Õppe nominaalkestus'],
  },
  lv: {
    lastName: ['Uzvārds'],
    firstName: ['Vārds (vārdi)', 'Vārds'],
    dateOfBirth: ['Dzimšanas datums (diena/mēnesis/gads)', 'Dzimšanas datums'],
    registrationNumber: ['Studenta identifikācijas numurs vai kods', 'Studenta apliecības numurs'],
    qualification: ['Kvalifikācijas nosaukums un (ja piemērojams) piešķirtais grāds (oriģinālvalodā)', 'Kvalifikācijas nosaukums', 'Piešķirtais grāds', 'Piešķirtā kvalifikācija'],
    major: ['Kvalifikācijas galvenā studiju joma (jomas)', 'Galvenā studiju joma'],
    institution: ['Kvalifikāciju piešķīrušās iestādes nosaukums un statuss (oriģinālvalodā)', 'Iestādes nosaukums un statuss'],
    other: ['Personas kods', 'Mācību un eksaminācijas valoda(s)', 'Kopējais novērtējums'],
    level: ['Kvalifikācijas līmenis'],
    programDuration: ['Programmas oficiālais ilgums'],
  },
  lt: {
    lastName: ['Pavardė'],
    firstName: ['Vardas (vardai)', 'Vardas'],
    dateOfBirth: ['Gimimo data (diena/mėnuo/metai)', 'Gimimo data'],
    registrationNumber: ['Studento identifikacinis numeris arba kodas', 'Studento pažymėjimo numeris'],
    qualification: ['Kvalifikacijos pavadinimas ir (jei taikoma) suteiktas laipsnis (originalo kalba)', 'Kvalifikacijos pavadinimas', 'Suteiktas kvalifikacinis laipsnis', 'Kvalifikacinis laipsnis'],
    major: ['Pagrindinė (-ės) studijų kryptis (-ys)', 'Pagrindinė studijų kryptis', 'Studijų kryptis'],
    institution: ['Kvalifikaciją suteikusios institucijos pavadinimas ir statusas (originalo kalba)', 'Institucijos pavadinimas ir statusas'],
    other: ['Asmens kodas', 'Mokymo ir egzaminų kalba (-os)', 'Bendras kvalifikacijos įvertinimas'],
    level: ['Kvalifikacijos lygis'],
    programDuration: ['Oficiali programos trukmė'],
  },
  mt: {
    lastName: ['Kunjom(s)', 'Kunjom'],
    firstName: ['Isem (ismijiet)', 'Isem'],
    dateOfBirth: ['Data tat-twelid'],
    registrationNumber: ['Numru tal-identifikazzjoni tal-istudent'],
    qualification: ['Isem il-kwalifika', 'Isem il-kwalifika u t-titlu mogħti'],
    major: ['Qasam ewlieni ta\' studju'],
    institution: ['Isem u status tal-istituzzjoni li tat il-kwalifika'],
    level: ['Livell tal-kwalifika'],
  },
  ga: {
    lastName: ['Sloinne'],
    firstName: ['Céadainm', 'Céadainm(neacha)'],
    dateOfBirth: ['Dáta breithe'],
    registrationNumber: ['Uimhir aitheantais an mhic léinn'],
    qualification: ['Ainm na cáilíochta', 'Teideal na cáilíochta'],
    major: ['Príomhréimse staidéir'],
    institution: ['Ainm agus stádas na hinstitiúide a bhronn an cháilíocht'],
    level: ['Leibhéal na cáilíochta'],
  },
};

/**
 * Captions of registrar, transcript and diploma forms of other large systems, from their public
 * guides (the fields the national forms print for the holder, the qualification and the dates).
 */
export const NATIONAL_CAPTIONS: Record<string, Captions> = {
  // Icelandic records of study (námsferilsyfirlit) and diplomas (prófskírteini). The kennitala is the national
  // identity number (it holds the birth date, but is no date of birth printed).
  is: {
    fullName: ['Nafn', 'Nafn nemanda', 'Fullt nafn'],
    dateOfBirth: ['Fæðingardagur', 'Fæðingardagur og ár'],
    registrationNumber: ['Nemendanúmer'],
    qualification: ['Prófgráða', 'Gráða', 'Lokapróf'],
    major: ['Námsleið', 'Námsbraut'],
    faculty: ['Deild'],
    yearOfAdmission: ['Nám hófst', 'Upphaf náms', 'Innritun'],
    yearOfCompletion: ['Brautskráning', 'Brautskráning dags.', 'Dagsetning brautskráningar'],
    dateOfIssue: ['Útgefið', 'Útgáfudagur'],
    cgpa: ['Vegið meðaltal', 'Meðaleinkunn'],
    other: ['Kennitala'],
  },
  // Persian transcripts and degree certificates (ریز نمرات, دانشنامه) of Iran and Afghanistan.
  fa: {
    fullName: ['نام و نام خانوادگی', 'نام دانشجو', 'نام و نام خانوادگی دانشجو', 'نام دانش آموخته'],
    firstName: ['نام'],
    lastName: ['نام خانوادگی'],
    parentName: ['نام پدر'],
    dateOfBirth: ['تاریخ تولد'],
    placeOfBirth: ['محل تولد'],
    registrationNumber: ['شماره دانشجویی'],
    qualification: ['مدرک تحصیلی', 'مدرک', 'عنوان مدرک'],
    level: ['مقطع تحصیلی', 'مقطع'],
    major: ['رشته تحصیلی', 'رشته', 'گرایش'],
    institution: ['نام دانشگاه', 'دانشگاه محل تحصیل'],
    yearOfAdmission: ['تاریخ ورود', 'سال ورود'],
    dateOfIssue: ['تاریخ صدور'],
    cgpa: ['معدل کل'],
    faculty: ['دانشکده'],
  },
  // Russian and Ukrainian diploma supplements and transcripts (приложение к диплому, додаток до диплома).
  ru: {
    middleName: ['Отчество (при наличии)'],
    parentName: ['Имя матери', 'ФИО отца', 'ФИО матери'],
    dateOfIssue: ['Дата выдачи диплома'],
    yearOfCompletion: ['Год выпуска', 'Дата выпуска', 'Дата завершения обучения', 'Год завершения обучения', 'Решением государственной экзаменационной комиссии от'],
    other: ['Предыдущий документ об образовании', 'Вступительные испытания', 'Форма обучения', 'Серия и номер диплома'],
    programDuration: ['Срок освоения образовательной программы', 'Срок освоения программы', 'Нормативный период обучения'],
  },
  uk: {
    middleName: ['По батькові (за наявності)'],
    dateOfIssue: ['Дата видачі диплома'],
    yearOfCompletion: ['Дата завершення навчання', 'Рік випуску', 'Рішенням екзаменаційної комісії від'],
    other: ['Попередній документ про освіту', 'Форма навчання', 'Серія та номер диплома'],
    programDuration: ['Офіційна тривалість програми', 'Нормативний термін навчання'],
  },
  // Serbian, Bosnian and Montenegrin certificates of passed exams (уверење о положеним испитима, uvjerenje o položenim
  // ispitima), transcripts and diplomas, in Cyrillic and in Latin script, as the universities' student-office forms
  // print them. "Презиме (име једног родитеља) и име" names the surname first, then a parent's given name in
  // parentheses, then the given name (names.ts, fields.ts: rule "A parent's name in parentheses").
  sr: {
    fullName: [
      'Име и презиме', 'Презиме и име', 'Презиме (име једног родитеља) и име', 'Презиме, име једног родитеља и име', 'Презиме (име оца) и име',
      'Prezime (ime jednog roditelja) i ime', 'Prezime, ime jednog roditelja i ime', 'Prezime (ime oca) i ime', 'Ime, ime jednog roditelja i prezime',
      'Име студента', 'Ime studenta',
    ],
    lastName: ['Презиме'],
    firstName: ['Име'],
    parentName: ['Име једног родитеља', 'Ime jednog roditelja', 'Име оца', 'Ime oca', 'Име мајке', 'Ime majke', 'Име родитеља', 'Ime roditelja'],
    dateOfBirth: ['Датум рођења', 'Datum rođenja', 'Датум и место рођења', 'Datum i mesto rođenja', 'Datum i mjesto rođenja', 'Рођен', 'Рођена', 'Rođen', 'Rođena'],
    placeOfBirth: ['Место рођења', 'Mesto rođenja', 'Mjesto rođenja'],
    registrationNumber: ['Број индекса', 'Broj indeksa'],
    // The Latin "Studijski program" is left out: Slovenian forms print it too, over a field their records give as the major.
    program: ['Студијски програм', 'Смер'],
    major: ['Студијска група', 'Studijska grupa'],
    qualification: ['Врста и ниво студија', 'Vrsta i nivo studija', 'Vrsta i stepen studija', 'Врста и степен студија', 'Стечени назив', 'Стечено звање', 'Stečeno zvanje', 'Академски назив', 'Akademski naziv', 'Стручни назив', 'Stručni naziv'],
    level: ['Ниво студија', 'Nivo studija', 'Степен студија', 'Stepen studija'],
    yearOfAdmission: ['Школска година уписа', 'Školska godina upisa', 'Година уписа', 'Godina upisa', 'Датум уписа', 'Datum upisa', 'Година првог уписа', 'Godina prvog upisa'],
    cgpa: ['Просечна оцена', 'Prosečna ocena', 'Prosječna ocjena', 'Просечна оцена током студија', 'Prosečna ocena tokom studija', 'Prosječna ocjena tokom studija'],
    faculty: ['Факултет', 'Fakultet'],
    other: ['ЈМБГ', 'JMBG', 'Држављанство', 'Državljanstvo'],
  },
  // Macedonian certificates of passed exams (уверение за положени испити), transcripts and diplomas, as the
  // universities' student-service forms print the holder's data: "Стручен назив" is the professional title the
  // programme confers, the qualification's name; "Име на родител" a parent's name, never the holder.
  mk: {
    fullName: ['Име и презиме', 'Презиме и име', 'Име и презиме на студентот'],
    parentName: ['Име на родител', 'Име на татко', 'Име на мајка', 'Име на еден родител'],
    dateOfBirth: ['Датум на раѓање', 'Датум и место на раѓање'],
    placeOfBirth: ['Место на раѓање'],
    registrationNumber: ['Број на индекс'],
    program: ['Студиска програма'],
    qualification: ['Стручен назив', 'Академски назив', 'Стекнат назив', 'Стручен или научен назив'],
    level: ['Циклус на студии'],
    yearOfAdmission: ['Година на запишување', 'Година на упис'],
    yearOfCompletion: ['Датум на дипломирање', 'Дипломирал на', 'Дипломирала на'],
    cgpa: ['Просечен успех', 'Просечна оценка'],
    faculty: ['Факултет'],
  },
  // Turkish diplomas and transcripts.
  tr: {
    parentName: ['Baba Adı', 'Anne Adı', 'Ana Adı', 'Baba adi', 'Anne adi'],
    placeOfBirth: ['Doğum Yeri'],
    dateOfBirth: ['Doğum Yeri ve Tarihi', 'Doğum Yeri / Tarihi'],
    registrationNumber: ['Öğrenci Numarası', 'Okul Numarası'],
    faculty: ['Fakültesi', 'Fakülte / Yüksekokul', 'Enstitü'],
    qualification: ['Unvan', 'Unvanı', 'Kazandığı Unvan', 'Kazandığı Derece', 'Derecesi'],
    program: ['Programı', 'Bölümü / Programı'],
    yearOfCompletion: ['Mezuniyet Tarihi', 'Diploma Tarihi', 'Mezun Olduğu Tarih'],
    yearOfAdmission: ['Giriş Yılı', 'Kayıt Yılı'],
    cgpa: ['Diploma Notu', 'Mezuniyet Notu', 'Genel Ortalama'],
    other: ['T.C. Kimlik No', 'TC Kimlik No', 'Kimlik No', 'Diploma No', 'Uyruğu', 'Cinsiyeti'],
  },
  // Arabic (Egypt, the Gulf, the Maghreb, the Levant).
  ar: {
    parentName: ['اسم الأب', 'اسم الام'],
    placeOfBirth: ['مكان الميلاد', 'محل الميلاد'],
    nationality: ['الجنسية'],
    faculty: ['الكلية'],
    major: ['القسم', 'الشعبة', 'التخصص الدقيق'],
    yearOfCompletion: ['دور', 'الدور', 'دور التخرج', 'تاريخ منح الدرجة', 'العام الجامعي للتخرج'],
    yearOfAdmission: ['سنة الالتحاق', 'تاريخ القيد'],
    other: ['التقدير العام', 'التقدير', 'رقم الشهادة', 'النوع'],
  },
  // Hindi, Bengali and Nepali marksheets and certificates.
  hi: {
    yearOfCompletion: ['उत्तीर्ण करने का वर्ष', 'परीक्षा वर्ष', 'परीक्षा का वर्ष', 'सत्र'],
    institution: ['विश्वविद्यालय', 'महाविद्यालय', 'विद्यालय का नाम', 'संस्थान का नाम'],
    parentName: ['माता का नाम', 'बुबाको नाम', 'आमाको नाम'],
  },
  bn: {
    fullName: ['নাম', 'শিক্ষার্থীর নাম', 'পরীক্ষার্থীর নাম'],
    parentName: ['পিতার নাম', 'মাতার নাম'],
    dateOfBirth: ['জন্ম তারিখ'],
    registrationNumber: ['রোল নং', 'রেজিস্ট্রেশন নং', 'নিবন্ধন নং'],
    yearOfCompletion: ['পাসের সন', 'পরীক্ষার সন', 'পাশের সাল'],
  },
  // Indonesian and Malay.
  id: {
    parentName: ['Nama Orang Tua', 'Nama Ayah', 'Nama Ibu', 'Nama Orang Tua/Wali'],
    faculty: ['Fakultas'],
    yearOfAdmission: ['Tahun Masuk', 'Tanggal Masuk', 'Tahun Akademik Masuk'],
    yearOfCompletion: ['Tanggal Yudisium', 'Tahun Kelulusan', 'Tanggal Wisuda'],
    other: ['Nomor Ijazah', 'Nomor Seri Ijazah', 'Predikat Kelulusan', 'Predikat', 'Nomor Induk Kependudukan', 'NIK'],
  },
  // Vietnamese diplomas (bằng tốt nghiệp) and transcripts (bảng điểm).
  vi: {
    fullName: ['Họ và tên sinh viên', 'Họ tên sinh viên', 'Họ và tên người học'],
    placeOfBirth: ['Nơi sinh'],
    registrationNumber: ['Mã số sinh viên', 'Mã sinh viên', 'MSSV'],
    major: ['Ngành', 'Ngành đào tạo', 'Chuyên ngành', 'Ngành học'],
    level: ['Trình độ đào tạo', 'Bậc đào tạo'],
    yearOfCompletion: ['Năm tốt nghiệp', 'Ngày tốt nghiệp'],
    yearOfAdmission: ['Năm nhập học', 'Khóa học', 'Ngày nhập học'],
    other: ['Xếp loại tốt nghiệp', 'Xếp loại', 'Hình thức đào tạo', 'Số hiệu', 'Số vào sổ cấp bằng', 'Giới tính', 'Dân tộc'],
    qualification: ['Văn bằng', 'Tên văn bằng'],
  },
  // Chinese (simplified and traditional) transcripts, graduation and degree certificates.
  zh: {
    fullName: ['姓名', '学生姓名', '學生姓名'],
    dateOfBirth: ['出生日期', '出生年月', '生日'],
    registrationNumber: ['学号', '學號', '考生号'],
    institution: ['学校名称', '學校名稱', '院校名称'],
    faculty: ['学院', '學院', '院系'],
    major: ['专业', '專業', '主修', '系别'],
    qualification: ['学位', '學位', '授予学位', '学位类别', '学历'],
    level: ['层次', '学历层次', '培养层次'],
    programDuration: ['学制', '學制'],
    yearOfAdmission: ['入学日期', '入學日期', '入学时间', '入学年月'],
    yearOfCompletion: ['毕业日期', '畢業日期', '毕业时间', '毕业年月', '结业日期', '授予日期', '授予学位日期'],
    dateOfIssue: ['发证日期', '打印日期', '填发日期'],
    other: ['性别', '性別', '民族', '证书编号', '身份证号', '证件号码', '绩点'],
  },
  // Japanese (成績証明書, 卒業証明書, 学位記).
  ja: {
    fullName: ['氏名', '氏 名', '学生氏名'],
    dateOfBirth: ['生年月日'],
    registrationNumber: ['学籍番号', '学生番号'],
    faculty: ['学部', '研究科'],
    major: ['学科', '専攻', '専攻分野'],
    qualification: ['学位', '称号'],
    yearOfAdmission: ['入学年月日', '入学日'],
    yearOfCompletion: ['卒業年月日', '修了年月日', '卒業日', '学位授与年月日', '卒業見込年月日'],
    dateOfIssue: ['発行日', '発行年月日', '証明日'],
    other: ['性別', '本籍'],
  },
  // Korean (성적증명서, 졸업증명서, 학위증).
  ko: {
    fullName: ['성명', '이름', '성 명'],
    dateOfBirth: ['생년월일'],
    registrationNumber: ['학번'],
    faculty: ['대학', '단과대학'],
    major: ['전공', '학과', '학부'],
    qualification: ['학위', '학위명', '학위종류'],
    yearOfAdmission: ['입학일자', '입학년월일', '입학일'],
    yearOfCompletion: ['졸업일자', '졸업년월일', '졸업일', '학위수여일', '학위취득일'],
    dateOfIssue: ['발급일', '발급일자', '발행일'],
    other: ['성별', '주민등록번호', '증서번호', '평점평균'],
  },
  // Brazilian Portuguese (histórico escolar, diploma).
  'pt-BR': {
    fullName: ['Nome civil', 'Nome social', 'Discente', 'Nome do discente', 'Nome do(a) aluno(a)'],
    parentName: ['Nome da mãe', 'Nome do pai', 'Mãe', 'Pai'],
    program: ['Curso de graduação', 'Nome do curso'],
    qualification: ['Grau conferido', 'Título conferido', 'Modalidade'],
    yearOfCompletion: ['Data de conclusão do curso', 'Data da conclusão', 'Data de colação', 'Colou grau em', 'Data da outorga de grau', 'Período de conclusão'],
    yearOfAdmission: ['Período de ingresso', 'Semestre de ingresso', 'Data de matrícula'],
    dateOfIssue: ['Data de expedição do diploma', 'Diploma expedido em'],
    other: ['RG', 'Órgão emissor', 'Documento de identidade', 'Naturalidade', 'Coeficiente de rendimento acumulado', 'Situação do discente', 'ENADE'],
  },
  // Latin American Spanish (certificado de estudios, título, kárdex, concentración de notas).
  'es-419': {
    fullName: ['Nombre del egresado', 'Nombre del titulado', 'Nombre del graduado', 'Nombre del estudiante', 'Egresado'],
    program: ['Carrera', 'Plan de estudios', 'Programa académico', 'Programa de estudios'],
    qualification: ['Título otorgado', 'Título profesional', 'Grado académico', 'Grado obtenido', 'Título obtenido'],
    yearOfCompletion: ['Fecha de egreso', 'Fecha de titulación', 'Año de titulación', 'Fecha de graduación', 'Fecha del examen profesional', 'Fecha de examen de grado', 'Fecha de otorgamiento'],
    yearOfAdmission: ['Fecha de ingreso', 'Año de ingreso', 'Periodo de ingreso'],
    // The carné: the student number of Central American universities (Costa Rica, Guatemala, Nicaragua).
    registrationNumber: ['Carné', 'Número de carné', 'Carné universitario'],
    other: ['Cédula', 'Cédula de identidad', 'RUT', 'RUN', 'CURP', 'DNI', 'Cédula profesional', 'Promedio de egreso'],
  },
  // School-leaving certificates and records of education (the education or stage of education obtained,
  // its level, the holder, the dates), from the public forms of education ministries and of
  // the school-leaving certificates described by Eurydice and the national qualification frameworks.
  school: {
    fullName: [
      'Tanuló neve', 'A tanuló neve', 'Ees- ja perekonnanimi', 'Õpilase nimi', 'Skolēna vārds, uzvārds', 'Mokinio vardas, pavardė',
      'Familiyasi, ismi', 'Familiyasi, ismi, otasining ismi', 'F.I.Sh.', 'Ф.И.Ш.', 'Фамилияси, исми', 'Oppilaan nimi', 'Elevens navn', 'Elevens namn',
      'Naam leerling', 'Opiskelijan nimi', 'Pupil', "Pupil's name", 'Name of pupil', 'Learner', "Learner's name", 'სახელი, გვარი', 'სახელი და გვარი', 'Անուն, ազգանուն', 'Անուն ազգանուն', 'Овог, нэр', 'Суралцагчийн овог нэр',
    ],
    firstName: ['Όνομα', 'Нэр', 'Ismi', 'სახელი', 'Անուն'],
    lastName: ['Επώνυμο', 'Овог', 'Familiyasi', 'გვარი', 'Ազգանուն'],
    parentName: ['Πατρώνυμο', 'Όνομα πατέρα', 'Όνομα μητέρας', 'Otasining ismi', 'Эцэг/эхийн нэр', 'Эцгийн нэр', 'მამის სახელი', 'Հայրանուն'],
    dateOfBirth: [
      'Született', 'Születési dátum', 'Születési hely, idő', "Tug'ilgan sanasi", "Tug'ilgan yili", "Tug'ilgan kuni", 'Туғилган санаси',
      'დაბადების თარიღი', 'Ծննդյան ամսաթիվ', 'Ծննդյան տարեթիվ', 'Төрсөн он сар өдөр',
    ],
    qualification: [
      'Végzettség', 'Iskolai végzettség', 'Legmagasabb iskolai végzettség', 'Iegūtā izglītība', 'Izglītība', 'Iegūtā kvalifikācija',
      'Įgytas išsilavinimas', 'Išsilavinimas', 'Įgyta kvalifikacija', 'Omandatud haridus', 'Haridus', "Ma'lumoti", 'Маълумоти', 'Malakasi',
      'Боловсрол', 'Koulutus', 'Suoritettu koulutus', 'Utdanning', 'Uddannelse', 'განათლება', 'კვალიფიკაცია', 'Կրթություն', 'Որակավորում',
      '학력', '学歴', 'Education', 'Education obtained', 'Education completed', 'Educational attainment',
    ],
    level: [
      'Izglītības līmenis', 'Išsilavinimo lygis', 'Haridustase', 'Επίπεδο εκπαίδευσης', 'Боловсролын түвшин', "Ta'lim darajasi", 'Darajasi',
      'Koulutusaste', 'Utdanningsnivå', 'Uddannelsesniveau', 'Opleidingsniveau', 'Onderwijsniveau', 'Végzettségi szint',
      'განათლების საფეხური', 'Կրթական մակարդակ', 'Level of education', 'Education level', 'Educational level', 'Stage of education', 'Highest level of education',
    ],
    // The school that issued the certificate, where its form captions it.
    institution: ['Izglītības iestādes nosaukums', 'Izglītības iestāde', 'Mokyklos pavadinimas', 'Õppeasutuse nimi', 'Oppilaitoksen nimi', 'Name of school', 'Name of the school'],
    yearOfCompletion: [
      'Befejezés éve', 'Végzés éve', 'Bitirgan yili', 'Tamomlagan yili', 'Битирган йили', 'Төгссөн он', 'Lõpetamise aasta', 'Beigšanas gads',
      'Baigimo metai', 'Valmistumisvuosi', 'Afgangsår', 'დამთავრების წელი', 'Ավարտման տարեթիվ',
    ],
    dateOfIssue: [
      'Kelt', 'Izsniegšanas datums', 'Išdavimo data', 'Väljaandmise kuupäev', 'Berilgan sana', 'Berilgan sanasi', 'Берилган санаси', 'Олгосон огноо',
      'გაცემის თარიღი', 'Տրման ամսաթիվ',
    ],
  },
  // Year of completion captions of the European languages beside the Diploma Supplement's.
  eu: {
    // The holder's whole name under one caption; those that name the family name first are known to names.ts.
    fullName: [
      'Numele și prenumele', 'Nume și prenume', 'Prenumele și numele', 'Ime i prezime', 'Prezime i ime', 'Ime in priimek', 'Priimek in ime',
      'Meno a priezvisko', 'Priezvisko a meno', 'Hallgató neve', 'Név', 'Име, презиме, фамилия', 'Трите имена', 'Ονοματεπώνυμο',
      'Navn', 'Namn', 'Nimi', 'Vārds, uzvārds', 'Vardas, pavardė', 'Vardas ir pavardė', 'Studerende', 'Opiskelija', 'Üliõpilane',
    ],
    yearOfCompletion: [
      'Date d\'obtention du diplôme', 'Date de soutenance', 'Date du jury',
      'Datum des Studienabschlusses', 'Datum der letzten Prüfung', 'Tag der Abschlussprüfung',
      'Fecha de finalización de estudios', 'Fecha de fin de estudios', 'Data di conseguimento del titolo',
      'Data de conclusão do curso', 'Diplomadatum', 'Datum diploma', 'Datum van het examen',
      'Datum absolvování', 'Dátum ukončenia štúdia', 'Dátum absolvovania', 'Datum zaključka študija', 'Datum diplomiranja',
      'Datum završetka studija', 'Záróvizsga időpontja', 'Végzés dátuma', 'A záróvizsga időpontja', 'Data absolvirii', 'Anul absolvirii', 'Sesiunea',
      'Дата на дипломиране', 'Година на завършване', 'Ημερομηνία αποφοίτησης', 'Έτος αποφοίτησης', 'Ημερομηνία ορκωμοσίας',
      'Dato for afslutning', 'Afslutningsdato', 'Examensdatum', 'Datum för examen', 'Valmistumispäivä', 'Tutkinnon suorituspäivä',
      'Lõpetamise kuupäev', 'Absolvēšanas datums', 'Beigšanas datums', 'Baigimo data', 'Studijų baigimo data', 'Data tal-gradwazzjoni',
    ],
    // 7.1 "Date" of the supplement's certification, in the languages whose word the hand-written lexicon lacks.
    dateOfIssue: ['Date of the supplement', 'Date de délivrance du supplément', 'Datum der Ausstellung des Diploma Supplements', 'Data', 'Dátum', 'Datums', 'Dato', 'Päivämäärä', 'Kuupäev', 'Дата', 'Ημερομηνία'],
  },
  /**
   * The date or year the qualification was completed, captioned by its verbs in each language: graduation,
   * completion of studies, conferral or award of the degree, the final examination passed, and the issue of
   * the title itself (the title's date is its award). Registrar forms print them with "date" or "year".
   */
  completion: {
    yearOfCompletion: [
      // en
      'Conferral date', 'Date of conferral', 'Date of conferment of degree', 'Year of award', 'Date qualification awarded', 'Date of final examination',
      // de, fr, nl
      // The Austrian and German study office's "Studienabschluss: 26.10.2019" (the completion of the study, dated).
      'Studienabschluss', 'Abschluss des Studiums', 'Datum des Abschlusses',
      'Jahr des Abschlusses', 'Datum der Graduierung', 'Datum der Verleihung des Grades', "Date d'obtention du grade", "Année d'obtention du diplôme",
      'Date de diplomation', 'Date de fin des études', 'Date de la collation du grade', 'Datum diplomering', 'Datum van de graad',
      // es, pt, it
      'Fecha de terminación de estudios', 'Fecha de culminación', 'Fecha de culminación de estudios', 'Fecha de expedición del título', 'Fecha de colación',
      'Data de formatura', 'Ano de formatura', 'Anno di laurea', 'Data del conseguimento', 'Anno accademico di conseguimento',
      // Slavic languages in Latin script
      'Rok ukończenia studiów', 'Rok ukončení studia', 'Rok ukončenia štúdia', 'Datum státní závěrečné zkoušky', 'Dátum štátnej skúšky',
      'Datum završetka', 'Datum zaključka', 'Datum promocije', 'Datum zagovora', 'Godina završetka studija',
      // Slavic languages in Cyrillic script
      'Рік закінчення навчання', 'Дата завршетка студија', 'Датум дипломирања', 'Година завршетка', 'Датум завршетка', 'Дата на завършване',
      // Turkic languages in Latin script
      'Bitirmə tarixi', 'Məzun olma tarixi', 'Məzun olduğu il', 'Tamomlagan sanasi', 'Bitiren tarihi', 'Bitirgen jyly', 'Tamamlan tarihi',
      // Nordic languages, Hungarian, Greek, Romanian
      'Examensår', 'Eksamensdato', 'Dimissionsdato', 'Uddannelsen afsluttet', 'Tutkinnon suoritusvuosi', 'Ημερομηνία κτήσης πτυχίου', 'Έτος κτήσης πτυχίου',
      'Záróvizsga dátuma', 'Oklevél megszerzésének dátuma', 'Data finalizării studiilor',
      // Persian and Arabic
      'تاریخ فارغ التحصیلی', 'سال فارغ التحصیلی', 'تاریخ دانش آموختگی', 'تاریخ اتمام تحصیلات', 'تاریخ اخذ مدرک',
      'تاريخ الحصول على الدرجة', 'تاريخ الحصول على الشهادة', 'سنة الحصول على الشهادة',
      // Korean, Japanese, Chinese
      '졸업연월일', '학위취득일자', '学位取得年月日', '卒業年月', '获得学位日期', '畢業年月',
    ],
  },
};

/**
 * Titles of documents and of their sections in many languages ("Diploma Supplement",
 * "Supplément au diplôme", "Приложение к диплому"): a heading, never a person's name nor a
 * qualification.
 */
export const DOCUMENT_TITLES: string[] = [
  'Diploma Supplement', 'Supplément au diplôme', 'Diploma Supplement zum', 'Suplemento al título', 'Suplemento europeo al título',
  'Supplemento al diploma', 'Suplemento ao diploma', 'Diplomasupplement', 'Suplement do dyplomu', 'Dodatek k diplomu',
  'Dodatok k diplomu', 'Priloga k diplomi', 'Dopunska isprava o studiju', 'Oklevélmelléklet', 'Supliment la diplomă',
  'Приложение към диплома', 'Παράρτημα διπλώματος', 'Tillæg til eksamensbevis', 'Examensbevis', 'Bilaga till examensbevis', 'Tutkintotodistuksen liite',
  'Diplomi lisa', 'Diploma pielikums', 'Diplomo priedėlas', 'Suppliment tad-diploma', 'Forlíonadh dioplóma',
  'Приложение к диплому', 'Додаток до диплома', 'Додаток до диплому', 'Академическая справка', 'Академічна довідка',
  // Rule "A portal page's title is no person": "Academic History" heads a student portal's record as "Transcript" does.
  'Academic History',
  'Transcript of Records', 'Academic Transcript', 'Official Transcript', 'Statement of Marks', 'Statement of Results', 'Mark Sheet',
  'Marksheet', 'Grade Card', 'Provisional Certificate', 'Degree Certificate', 'Certificate of Graduation',
  'Not Döküm Belgesi', 'Transkript', 'Mezuniyet Belgesi', 'Geçici Mezuniyet Belgesi', 'Transkrip Nilai', 'Transkrip Akademik',
  'Surat Keterangan Lulus', 'Ijazah',
  '成绩单', '成績單', '毕业证书', '學位證書', '学位证书', '成績証明書', '卒業証明書', '学位記', '성적증명서', '졸업증명서', '학위증',
  'Histórico escolar', 'Histórico acadêmico', 'Certificado de estudios',
  'Relevé de notes', 'Attestation de réussite', 'Notenspiegel', 'Leistungsübersicht', 'Zeugnis', 'Urkunde',
  'بيان درجات', 'كشف الدرجات', 'شهادة تخرج', 'إفادة تخرج', 'अंकपत्र', 'अंक तालिका', 'प्रमाण पत्र',
];

/** The Diploma Supplement's own title in the EU languages (with the Russian and Ukrainian supplements). */
export const SUPPLEMENT_TITLES: string[] = [
  'Diploma Supplement', 'Supplément au diplôme', 'Diploma-Supplement', 'Suplemento europeo al título', 'Suplemento al título',
  'Supplemento al diploma', 'Suplemento ao diploma', 'Diplomasupplement', 'Suplement do dyplomu', 'Dodatek k diplomu',
  'Dodatok k diplomu', 'Priloga k diplomi', 'Dopunska isprava o studiju', 'Oklevélmelléklet', 'Supliment la diplomă',
  'Приложение към диплома', 'Παράρτημα διπλώματος', 'Tillæg til eksamensbevis', 'Bilaga till examensbevis', 'Tutkintotodistuksen liite',
  'Diplomi lisa', 'Diploma pielikums', 'Diplomo priedėlas', 'Suppliment tad-diploma', 'Forlíonadh dioplóma', 'Приложение к диплому',
  'Додаток до диплома', 'Додаток до диплому',
];

const foldTitle = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const TITLES = new Set(DOCUMENT_TITLES.map(foldTitle));
const SUPPLEMENTS = SUPPLEMENT_TITLES.map(foldTitle);

/** Whether a line names a Diploma Supplement, in any of the EU languages ("SUPLIMENT LA DIPLOMĂ / DIPLOMA SUPPLEMENT"). */
export function namesSupplement(text: string): boolean {
  const f = ` ${foldTitle(text)} `;
  return SUPPLEMENTS.some((t) => f.includes(` ${t} `));
}

/** Whether a text is a document's title of the list ("DIPLOMA SUPPLEMENT", "Supplément au diplôme"). */
export function isDocumentTitle(text: string): boolean {
  return TITLES.has(foldTitle(text));
}

/**
 * Plural and gender endings printed in parentheses after a word of a caption ("name(s)",
 * "Nom(s)", "Vorname(n)", "área(s)", "Principal(is)", "γνωστικό(ά)"): the label reader blanks them
 * in the text (folded: lowercase, no accents), and the phrases here are written without them.
 */
export const PLURAL_MARKERS = ['s', 'n', 'e', 'es', 'en', 'in', 'innen', 'a', 'as', 'os', 'ies', 'i', 'is', 'ele', 'ii', 'y', 'τα', 'α'];

const MARKERS = new RegExp(`(?<=\\p{L})\\((?:${PLURAL_MARKERS.join('|')}|ά)\\)|(?<=\\p{L})\\/(?:i|e|a)(?![\\p{L}])`, 'gu');

/** Every form of a caption the reader should know: its notes in parentheses kept or left out. */
export function captionPhrases(printed: string): string[] {
  const base = printed.replace(MARKERS, '');
  const notes = [...base.matchAll(/\s*\(([^()]*)\)/g)];
  const out = new Set<string>();
  const n = Math.min(notes.length, 3);
  for (let mask = 0; mask < 1 << n; mask++) {
    let s = base;
    // Replace from the last note so that earlier offsets stay valid.
    for (let k = n - 1; k >= 0; k--) {
      const m = notes[k];
      const keep = (mask >> k) & 1;
      s = s.slice(0, m.index) + (keep ? ` ${m[1]}` : '') + s.slice(m.index! + m[0].length);
    }
    const phrase = s
      .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
      .trim()
      .replace(/\s+/g, ' ');
    if (phrase) out.add(phrase);
  }
  return [...out];
}

/** The captions of every source, by field, as the label reader's phrases. */
export function captionLexicon(): Record<CaptionField, string[]> {
  const out = {} as Record<CaptionField, string[]>;
  for (const source of [DIPLOMA_SUPPLEMENT, NATIONAL_CAPTIONS]) {
    for (const captions of Object.values(source)) {
      for (const [field, list] of Object.entries(captions) as Array<[CaptionField, string[]]>) {
        out[field] ??= [];
        for (const c of list) out[field].push(...captionPhrases(c));
      }
    }
  }
  return out;
}
