/**
 * National degree and school-leaving titles (docs/document-understanding.md, "Qualification"), as data:
 * the words every document of a language uses to name a qualification, with the level each names in the
 * families README's vocabulary. Written from the public descriptions of the national systems: the
 * national qualification frameworks and the EHEA cycles (first cycle: Bachelor; second: Master; third:
 * Doctorate; short cycle: Associate), ISCED 2011 levels 2 and 3 (lower secondary: Secondary; upper
 * secondary: Higher Secondary), and credential-evaluation country profiles (Eurydice, Nuffic, WES).
 *
 * A language is added whole (its bachelor, master, doctorate, short-cycle and school-leaving titles),
 * never one word for one document. Each title is listed in the forms documents print: masculine and
 * feminine ("licenciado", "licenciada"; "magistras", "magistrė"), the genitive that follows a document's
 * name or "title of" ("tytuł zawodowy licencjata", "diplom bakalavra", "bakalauro diplomas"), and the
 * romanised form beside the native script (Persian, Japanese, Korean, Chinese). Phrases are matched as
 * whole words on folded text (lowercase, accents removed), longer phrases first, so that a specific title
 * ("karshenasi arshad", "短期大学士", "전문학사") decides before the general one it contains.
 *
 * Left out on purpose: words whose level depends on the country or the faculty ("doctor en medicina",
 * Spanish "bachiller en", Greek "δίπλωμα", Dutch "ingenieur", Swedish "licentiatexamen").
 */

export type QualificationLevel = 'Secondary' | 'Higher Secondary' | 'Diploma' | 'Associate' | 'Bachelor' | 'Master' | 'Doctorate';

export const DEGREE_TITLES: Record<string, Partial<Record<QualificationLevel, string[]>>> = {
  // Latin titles of diplomas and their abbreviations (the Latin diplomas of old universities; US "A.B.", "S.M.", "J.D.").
  la: {
    Doctorate: ['philosophiae doctor', 'doctor philosophiae', 'doctor rerum naturalium', 'doctor scientiarum', 'doctor juris', 'juris doctor', 'doctor iuris', 'doctor medicinae', 'doctoris gradum', 'doctoris'],
    Master: ['artium magister', 'magister artium', 'scientiae magister', 'magister scientiae', 'magister scientiarum', 'magistri gradum', 'magistri'],
    Bachelor: ['artium baccalaureus', 'baccalaureus artium', 'scientiae baccalaureus', 'baccalaureus scientiae', 'baccalaureus', 'baccalaurea', 'baccalaurei gradum', 'baccalaurei'],
  },
  // English titles beside the "<Head> of" forms of the table.
  en: {
    // The English names of the ex-USSR degrees: the Candidate of Sciences is a doctorate, the five-year
    // Specialist a second-cycle degree, the Ukrainian Junior Bachelor a short cycle, the Junior Specialist a diploma.
    Doctorate: ['doctoral degree', 'doctor of philosophy', 'doctor of science', 'doctor of education', 'doctor of medicine', 'candidate of sciences', 'candidate of science', 'doctor of sciences'],
    Master: ['master of arts', 'master of science', 'postgraduate degree', 'taught masters', 'specialist degree', 'degree of specialist', 'diploma of specialist', 'specialist diploma', 'qualification of specialist'],
    Bachelor: ['first degree', 'undergraduate degree', 'honours degree', "bachelor's honours degree"],
    Associate: ['associate of arts', 'associate of science', 'associate of applied science', "associate's degree", 'junior bachelor', 'degree of junior bachelor'],
    Diploma: ['junior specialist', 'junior specialist diploma', 'diploma of junior specialist', 'higher national certificate', 'ordinary national diploma', 'nigeria certificate in education'],
    'Higher Secondary': ['high school graduation', 'secondary school diploma', 'senior high school diploma', 'upper secondary school leaving certificate'],
    Secondary: ['junior certificate', 'junior high school certificate', 'lower secondary school certificate'],
  },
  // French (France, Belgium, Switzerland, francophone Africa).
  fr: {
    Doctorate: ['diplome de doctorat', 'diplome de docteur', 'docteur', 'docteure'],
    Master: ['diplome de master', 'maitrise', 'mastere', 'master specialise', "diplome d'études approfondies", "diplome d'études superieures specialisees"],
    // Rule "A baccalauréat in a field is a first degree": the school-leaving baccalauréat is named by its series or
    // kind ("série D", "général", "de l'enseignement du second degré"); one joined to a field by "en" ("Baccalauréat en
    // génie civil", "Baccalauréat en Sciences de Gestion") is the first university degree of the systems that name it so.
    Bachelor: ['licence professionnelle', 'diplome de licence', 'bachelier', 'bacheliere', 'bachelor universitaire de technologie', 'baccalaureat en'],
    Associate: ["diplome d'études universitaires generales", 'deug'],
    'Higher Secondary': ['diplome du baccalaureat', 'baccalaureat general', 'baccalaureat technologique', 'baccalaureat professionnel', "certificat d'enseignement secondaire superieur", "diplome de fin d'études secondaires"],
    Secondary: ["brevet d'études du premier cycle"],
  },
  // German (Germany, Austria, Switzerland).
  de: {
    Doctorate: ['doktorgrad', 'doktorin', 'doktor der philosophie', 'promotionsurkunde'],
    Master: ['mastergrad', 'magistra', 'diplomingenieurin', 'diplom-ingenieurin', 'magisterin'],
    Bachelor: ['bachelorgrad', 'bachelorurkunde', 'bakkalaureus', 'bakkalaurea'],
    'Higher Secondary': ['reifeprufung', 'reifeprufungszeugnis', 'maturitat', 'maturitatszeugnis', 'berufsmaturitat', 'gymnasiale maturitat'],
    Secondary: ['hauptschulabschluss', 'erster schulabschluss', 'sekundarabschluss i', 'pflichtschulabschluss'],
  },
  // Dutch (Netherlands, Flanders).
  nl: {
    Doctorate: ['doctorsbul', 'doctor in de'],
    Master: ['meester in de rechten', 'ingenieursdiploma', 'masterdiploma', 'getuigschrift master'],
    Bachelor: ['bachelordiploma', 'getuigschrift bachelor', 'propedeuse bachelor'],
    Associate: ['graduaatsdiploma', 'gegradueerde', 'graduaat', 'graduaatsopleiding'],
    'Higher Secondary': ['diploma secundair onderwijs', 'havo-diploma', 'vwo-diploma', 'diploma havo', 'diploma vwo', 'gymnasiumdiploma'],
    Secondary: ['vmbo-diploma', 'diploma vmbo', 'mavo-diploma', 'diploma mavo'],
  },
  // Italian: the titles after the laurea ("Dottore magistrale"), the AFAM diplomas of the first and second level.
  it: {
    Doctorate: ['dottore di ricerca', 'dottoressa di ricerca', 'dottorato di ricerca'],
    Master: ['dottore magistrale', 'dottoressa magistrale', 'diploma accademico di secondo livello', 'master universitario di primo livello', 'master universitario di secondo livello'],
    Bachelor: ['dottore in', 'dottoressa in', 'diploma accademico di primo livello', 'diploma di laurea triennale', 'laurea di primo livello'],
    'Higher Secondary': ['diploma di esame di stato', 'diploma di istruzione secondaria superiore', 'diploma di liceo'],
    Secondary: ['diploma di scuola secondaria di primo grado', 'licenza di scuola secondaria di primo grado'],
  },
  // Spanish (Spain and Latin America): masculine and feminine titles.
  es: {
    Doctorate: ['doctora en ciencias', 'grado de doctor', 'grado de doctora', 'titulo de doctor', 'titulo de doctora', 'doctor por la', 'doctora por la'],
    Master: ['magister en', 'magistra en', 'maestra en ciencias', 'maestro en ciencias', 'master universitario', 'grado de maestro', 'grado de maestra', 'grado de magister'],
    Bachelor: ['licenciado en', 'licenciada en', 'titulo de licenciado', 'titulo de licenciada', 'grado academico de bachiller', 'profesor de educacion media', 'profesora de educacion media', 'ingeniera en', 'ingeniero en', 'diplomado en', 'diplomada en'],
    Diploma: ['tecnico superior universitario', 'tecnica superior universitaria', 'tecnico superior en', 'tecnica superior en', 'tecnico profesional', 'tecnica profesional'],
    'Higher Secondary': ['titulo de bachiller', 'bachiller en ciencias y humanidades', 'diploma de bachiller', 'educacion media superior', 'bachillerato general', 'bachillerato tecnico', 'educacion secundaria completa'],
    Secondary: ['educacion basica secundaria'],
  },
  // Portuguese (Portugal and Brazil).
  pt: {
    Doctorate: ['grau de doutor', 'titulo de doutor', 'doutorado em', 'doutora em', 'doutor em'],
    Master: ['grau de mestre', 'titulo de mestre', 'mestrado em', 'mestre em', 'mestra em'],
    Bachelor: ['grau de licenciado', 'licenciado em', 'licenciada em', 'licenciatura em', 'bacharel em', 'bacharela', 'bacharelado em', 'bacharelato'],
    Associate: ['tecnico superior profissional'],
    'Higher Secondary': ['ensino secundario', 'diploma de ensino secundario', 'certificado de conclusao do ensino medio', 'ensino medio completo'],
    Secondary: ['ensino basico', 'terceiro ciclo do ensino basico', 'ensino fundamental completo'],
  },
  // Romanian.
  ro: {
    Doctorate: ['diploma de doctor', 'doctor in'],
    Master: ['diploma de master', 'diploma de masterat', 'masterat'],
    Bachelor: ['diploma de licenta', 'diploma de inginer', 'licentiat in', 'licentiata in'],
    'Higher Secondary': ['diploma de bacalaureat', 'bacalaureat'],
    Secondary: ['certificat de absolvire a invatamantului gimnazial', 'evaluare nationala'],
  },
  // Polish: the professional titles in the genitive after "tytuł zawodowy", and the study cycles.
  pl: {
    Doctorate: ['stopień doktora', 'stopień naukowy doktora', 'doktora', 'studia trzeciego stopnia', 'szkola doktorska'],
    Master: ['tytuł zawodowy magistra', 'magistra inżyniera', 'magister inżynier', 'studia drugiego stopnia', 'jednolite studia magisterskie', 'studia magisterskie'],
    Bachelor: ['tytuł zawodowy licencjata', 'tytuł zawodowy inżyniera', 'licencjata', 'inżyniera', 'studia pierwszego stopnia', 'studia licencjackie', 'studia inzynierskie'],
    'Higher Secondary': ['świadectwo dojrzałości', 'egzamin maturalny', 'matura'],
    Secondary: ['świadectwo ukończenia szkoły podstawowej', 'egzamin ósmoklasisty', 'świadectwo ukończenia gimnazjum'],
  },
  // Czech and Slovak.
  cs: {
    Doctorate: ['doktor filozofie', 'doktorsky studijni program', 'doktorske studium'],
    Master: ['inzenyr', 'inzenyrka', 'inzinier', 'inzinierka', 'magisterka', 'magistersky studijni program', 'magisterske studium', 'inzinierske studium', 'navazujici magistersky'],
    Bachelor: ['bakalarka', 'bakalarsky studijni program', 'bakalarske studium', 'bakalar', 'bakalarka studia'],
    Diploma: ['diplomovany specialista'],
    'Higher Secondary': ['maturitni zkouska', 'maturitne vysvedcenie', 'maturitna skuska', 'maturitni vysvedceni', 'stredni vzdelani s maturitni zkouskou', 'uplne stredne vseobecne vzdelanie'],
    Secondary: ['zakladni vzdelani', 'nizsie stredne vzdelanie', 'zakladne vzdelanie'],
  },
  // Slovenian, Croatian, Bosnian, Serbian and Montenegrin in Latin script, with their feminine forms.
  sh: {
    Doctorate: ['doktor nauka', 'doktorica znanosti', 'doktor znanosti', 'doktorka nauka', 'doktor znanosti', 'doktorat znanosti', 'doktorske studije'],
    Master: ['magistrica', 'magistra', 'magistar struke', 'magistra struke', 'master inzenjer', 'master inzenjerka', 'diplomski sveucilisni studij', 'master akademske studije', 'strucni specijalist', 'strucna specijalistica', 'magister znanosti', 'magistrica znanosti'],
    Bachelor: ['sveucilisni prvostupnik', 'sveucilisna prvostupnica', 'prvostupnik', 'prvostupnica', 'diplomirani', 'diplomirana', 'osnovne akademske studije', 'preddiplomski sveucilisni studij', 'diplomirani inzenjer', 'diplomirana inzenjerka', 'strucni prvostupnik', 'strucna prvostupnica', 'visokosolski strokovni', 'univerzitetni diplomirani',
      // The Bosnian first-cycle academic title ("Bakalaureat ekonomije"), spelled with a k: never the Romanian school-leaving "bacalaureat".
      'bakalaureat', 'bakalaureata', 'bakalaureatka', 'bakalaureatkinja'],
    'Higher Secondary': ['drzavna matura', 'splosna matura', 'svjedodžba o državnoj maturi', 'zavrsni ispit srednje skole', 'srednja strucna sprema', 'srednje obrazovanje'],
    Secondary: ['osnovno obrazovanje', 'svjedodžba o završenoj osnovnoj školi'],
  },
  // Hungarian.
  hu: {
    Doctorate: ['doktori fokozat', 'doktori fokozatot', 'doktori oklevel', 'phd fokozat'],
    Master: ['mesterfokozat', 'mesterfokozatot', 'egyetemi oklevel', 'mesterkepzes'],
    Bachelor: ['alapfokozat', 'alapfokozatot', 'foiskolai oklevel', 'alapkepzes'],
    Associate: ['felsooktatasi szakkepzes', 'felsofoku szakkepzes'],
    'Higher Secondary': ['erettsegi', 'erettsegi bizonyitvany', 'erettsegi vizsga'],
  },
  // Swedish, Danish, Norwegian, Finnish, Icelandic.
  nordic: {
    Doctorate: ['doktorsexamen', 'filosofie doktor', 'ph.d.-grad', 'doktorgrad', 'tohtorin tutkinto', 'tohtorin tutkinnon', 'filosofian tohtori', 'doktorgraden', 'ph.d.-graden'],
    Master: ['masterexamen', 'magisterexamen', 'filosofie magister', 'filosofie master', 'civilingenjörsexamen', 'mastergrad', 'kandidatgrad', 'candidatus', 'candidata', 'ylempi korkeakoulututkinto', 'ylempi ammattikorkeakoulututkinto', 'filosofian maisteri', 'diplomi-insinoori', 'meistaragráða', 'maisterin tutkinnon', 'ylemman korkeakoulututkinnon', 'mastergraden', 'kandidatgraden', 'kandidatuddannelsen', 'masteruddannelsen', 'cand.scient.', 'cand.polit.', 'cand.jur.', 'cand.med.', 'cand.psych.', 'cand.oecon.', 'cand.merc.', 'cand.philol.', 'cand.real.', 'cand.theol.'],
    Bachelor: ['kandidatexamen', 'filosofie kandidat', 'högskoleingenjörsexamen', 'bachelorgrad', 'professionsbachelor', 'bachelorgrad', 'alempi korkeakoulututkinto', 'ammattikorkeakoulututkinto', 'kandidaatin tutkinto', 'kandidaatin tutkinnon', 'alemman korkeakoulututkinnon', 'bs-gráða', 'ba-gráða', 'bachelorgraden', 'bacheloruddannelsen', 'professionsbacheloruddannelsen', 'diplomingeniør', 'diplomingenior'],
    Associate: ['högskoleexamen', 'erhvervsakademiuddannelse', 'akademiuddannelse', 'høgskolekandidat', 'fagskoleutdanning'],
    Diploma: ['yrkeshögskoleexamen'],
    'Higher Secondary': ['gymnasieexamen', 'studentexamen', 'studentereksamen', 'hf-eksamen', 'stúdentspróf', 'vitnemål fra videregående', 'ylioppilastutkintotodistus', 'lukion paattotodistus'],
    Secondary: ['folkeskolens afgangsprøve', 'perusopetuksen paattotodistus', 'grunnskólapróf'],
  },
  // Estonian, Latvian, Lithuanian: nominative, feminine and genitive forms.
  baltic: {
    Doctorate: ['filosoofiadoktor', 'doktorikraad', 'doktora', 'doktora grads', 'doktora diploms', 'daktaras', 'daktare', 'daktaro', 'daktaro diplomas', 'mokslo daktaras', 'mokslo daktare'],
    Master: ['magistrikraad', 'magistriope', 'magistrs', 'magistra grads', 'magistra diploms', 'magistras', 'magistre', 'magistro', 'magistro diplomas', 'profesinis magistras'],
    Bachelor: ['bakalaureusekraad', 'bakalaureuseope', 'rakenduskorghariduse diplom', 'bakalaurs', 'bakalaura', 'bakalaura grads', 'bakalaura diploms', 'profesionalais bakalaurs', 'bakalauras', 'bakalaure', 'bakalauro', 'bakalauro diplomas', 'profesinis bakalauras'],
    Diploma: ['pirmā līmeņa profesionālā augstākā izglītība', 'koledzas diploms'],
    'Higher Secondary': ['gumnaasiumi loputunnistus', 'atestats par visparejo videjo izglitibu', 'brandos egzaminai'],
    Secondary: ['pohikooli loputunnistus', 'apliecība par vispārējo pamatizglītību', 'pagrindinio issilavinimo pazymejimas'],
  },
  // Greek.
  el: {
    Doctorate: ['διδακτορικό δίπλωμα', 'διδάκτωρ'],
    Master: ['δίπλωμα μεταπτυχιακών σπουδών', 'μεταπτυχιακό δίπλωμα ειδίκευσης', 'integrated master'],
    Bachelor: ['πτυχιούχος', 'πτυχίου', 'πτυχίο', 'ptychio', 'ptychiou', 'ptychion'],
    'Higher Secondary': ['απολυτήριο λυκείου', 'απολυτήριο γενικού λυκείου', 'απολυτήριο επαγγελματικού λυκείου'],
    Secondary: ['απολυτήριο γυμνασίου'],
  },
  // Russian, Ukrainian, Belarusian, Bulgarian, Serbian and Macedonian in Cyrillic, with the genitive after "диплом".
  cyrillic: {
    Doctorate: ['доктор наук', 'кандидат наук', 'kandidat nauk', 'доктор философии', 'доктор філософії', 'доктор на науките', 'образователна и научна степен доктор', 'доктор наука', 'доктора наук', 'кандидата наук'],
    Master: ['магистр', 'магистра', 'магістр', 'магістра', 'магістар', 'магистър', 'магистратура', 'магістратура', 'spetsialist', 'специалист', 'специалиста', 'спеціаліст', 'спеціаліста', 'спецыяліст', 'мастер инжењер', 'мастер академске студије', 'дипломиран магистер'],
    Bachelor: ['бакалавр', 'бакалавра', 'бакалаўр', 'бакалавър', 'бакалавриат', 'бакалаврат', 'професионален бакалавър', 'дипломирани', 'дипломирана', 'дипломиран', 'основне академске студије'],
    Diploma: ['младший специалист', 'младшего специалиста', 'молодший спеціаліст', 'молодшого спеціаліста', 'фахового молодшого бакалавра', 'фаховий молодший бакалавр', 'среднее профессиональное образование', 'фахова передвища освіта', 'професионален колеж'],
    Associate: ['молодший бакалавр', 'молодшого бакалавра'],
    'Higher Secondary': ['аттестат о среднем общем образовании', 'среднее общее образование', 'атестат про повну загальну середню освіту', 'повна загальна середня освіта', 'диплома за средно образование', 'средно образование', 'средње образовање', 'диплома за завршено средно образование', 'матура', 'државна матура'],
    Secondary: ['аттестат об основном общем образовании', 'основное общее образование', 'свідоцтво про базову середню освіту', 'базова середня освіта', 'основно образование', 'основно образовање'],
  },
  // Georgian and Armenian degrees in Latin transliteration (the native scripts' bachelor, master and doctor).
  kaHy: {
    Doctorate: ['doktoris xarisxi', 'doktoris akademiuri xarisxi'],
    Master: ['magistros', 'magistrosi', 'magistris xarisxi', 'magistris akademiuri xarisxi'],
    Bachelor: ['bakalavri', 'bakalavris xarisxi', 'bakalavris akademiuri xarisxi'],
  },
  // Turkish, Azerbaijani, Uzbek, Kazakh, Kyrgyz and Turkmen in Latin script.
  turkic: {
    Doctorate: ['doktora', 'doktora derecesi', 'felsefe doktoru', 'fəlsəfə doktoru', 'falsafa doktori', 'fan doktori', 'filosofiya doktory', 'ylymlaryn doktory', 'ilimlerdin doktoru'],
    Master: ['yuksek lisans', 'yuksek lisans derecesi', 'magistr', 'magistratura', 'magistr derecesi', 'magistr darajasi', 'magistrlik', 'magistr dərəcəsi', 'magistratura diplomu'],
    Bachelor: ['lisans', 'lisans derecesi', 'lisans diploması', 'bakalavr', 'bakalavr dərəcəsi', 'bakalavr darajasi', 'bakalavr diplomi', 'bakalavriat', 'bakalawr', 'bakalawriat'],
    Associate: ['on lisans', 'ön lisans diploması', 'onlisans'],
    Diploma: ['orta ixtisas təhsili', 'kichik mutaxassis'],
    'Higher Secondary': ['lise diploması', 'ortaöğretim diploması', 'tam orta təhsil', 'tam orta təhsil haqqında attestat', "o'rta ma'lumot to'g'risida attestat"],
    Secondary: ['ilköğretim diploması', 'ortaokul diploması', 'ümumi orta təhsil', 'ümumi orta təhsil haqqında attestat', 'esasy orta bilim', 'negizgi orta bilim'],
  },
  // Arabic (Mashriq and Maghreb): the Maghreb's "licence" (الإجازة) and "baccalauréat" (البكالوريا).
  ar: {
    Doctorate: ['الدكتوراه', 'دكتوراه الفلسفة', 'الدكتوراة'],
    Master: ['الماجستير', 'الماستر', 'ماستر', 'شهادة الماجستير'],
    Bachelor: ['البكالوريوس', 'الليسانس', 'الإجازة', 'الاجازة في', 'شهادة الإجازة', 'الإجازة الأساسية', 'الإجازة في الدراسات الأساسية'],
    Diploma: ['الدبلوم', 'دبلوم', 'الدبلوم المتوسط', 'دبلوم التقني', 'الدبلوم العالي', 'شهادة الدبلوم'],
    Associate: ['دبلوم الكلية المتوسطة', 'الدبلوم المشارك', 'دبلوم مشارك'],
    'Higher Secondary': ['البكالوريا', 'شهادة البكالوريا', 'الثانوية العامة', 'شهادة الثانوية', 'شهادة إتمام الدراسة الثانوية', 'التوجيهي', 'شهادة الدراسة الثانوية'],
    Secondary: ['الشهادة الإعدادية', 'شهادة التعليم الأساسي', 'الشهادة المتوسطة', 'شهادة التعليم المتوسط'],
  },
  // Persian (Iran, Afghanistan, Tajik in Cyrillic) and its romanisations.
  fa: {
    Doctorate: ['دکتری', 'دکترا', 'دکترای تخصصی', 'دکتری تخصصی', 'doktori', 'doktoraye takhassosi', 'dektori'],
    Master: ['کارشناسی ارشد', 'فوق لیسانس', 'karshenasi arshad', 'karshenasi-ye arshad', 'karshenasiye arshad', 'fogh-e lisans', 'foghe lisans', 'fogh lisans'],
    Bachelor: ['کارشناسی', 'لیسانس', 'karshenasi', 'karshenasi napeyvasteh', 'karshenasi-e napeyvasteh'],
    Associate: ['کاردانی', 'فوق دیپلم', 'kardani', 'fogh-e diplom', 'foghe diplom', 'fogh diplom'],
    'Higher Secondary': ['دیپلم متوسطه', 'دیپلم', 'پیش دانشگاهی', 'پیش‌دانشگاهی', 'diplom-e motevasseteh', 'diplome motevassete', 'pish-daneshgahi', 'pishdaneshgahi'],
    Secondary: ['سیکل', 'پایان دوره اول متوسطه', 'cycle-e rahnamaei'],
  },
  // Japanese, in the native script and in Hepburn romanisation.
  ja: {
    Doctorate: ['博士', 'hakushi', 'hakase'],
    Master: ['修士', '専門職学位', 'shushi', 'senmonshoku gakui'],
    Bachelor: ['学士', 'gakushi'],
    Associate: ['短期大学士', '準学士', 'tanki daigakushi', 'jun-gakushi', 'jungakushi'],
    Diploma: ['高度専門士', '専門士', 'kodo senmonshi', 'senmonshi'],
    'Higher Secondary': ['高等学校卒業'],
    Secondary: ['中学校卒業'],
  },
  // Korean, in Hangul and in romanisation.
  ko: {
    Doctorate: ['박사', '박사학위', 'baksa'],
    Master: ['석사', '석사학위', 'seoksa'],
    Bachelor: ['학사', '학사학위', 'haksa'],
    Associate: ['전문학사', '전문학사학위', 'jeonmunhaksa', 'jeonmun haksa'],
    'Higher Secondary': ['고등학교 졸업'],
    Secondary: ['중학교 졸업'],
  },
  // Chinese (simplified and traditional) and pinyin.
  zh: {
    Doctorate: ['博士学位', '博士學位', 'boshi xuewei'],
    Master: ['硕士学位', '碩士學位', 'shuoshi xuewei'],
    Bachelor: ['学士学位', '學士學位', '本科', 'xueshi xuewei', 'benke'],
    Associate: ['副学士', '副學士'],
    Diploma: ['专科', '專科', '大专', '大專', 'dazhuan', 'zhuanke'],
    'Higher Secondary': ['高中毕业'],
    Secondary: ['初中毕业'],
  },
};
