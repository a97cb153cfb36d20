/**
 * A perturbation for development (`--decoys`): lines that registrars, examination boards and
 * portals print beside the fields, but that are none of them, are put on each development
 * document, and the engines are asked again. Documents the engines were never written against
 * print such lines (a form's serial number, a verification code, the medium of instruction, a
 * printer's or a ministry's address, the holder's home address, a print date, a grading legend,
 * the signatory's title, a seal footnote); a reader that takes "the line that looks like the field"
 * invents a value from them. The measure counts, per field, values that a decoy CHANGED from the
 * undecoyed reading to something that is not the truth.
 *
 * The pool below is written from public descriptions of such conventions, in several languages;
 * no line is copied from a document. Values (numbers, codes, dates) are drawn from the seed, and a
 * decoy's dates lie after any award in the corpus (a print date, a validity), never at the award.
 * Addresses name places of one country and are put only on that country's documents: a home
 * address or a printer's address in another state of the same country is the realistic trap. A
 * home address is captioned as the holder's ("Permanent address", "Domicile", "Wohnanschrift"),
 * as registrars print it; a bare "Address" may be the issuer's own.
 *
 * Decoys are put where a block of a page ends (a gap wider than the page's usual line spacing, the
 * page's top right corner or its foot), never inside a table or between a caption and its value,
 * and everything under them moves down by one line.
 */
import { groupLines } from '../../src/processing/text';
import type { DocumentText, PageText, TextItem } from '../../src/processing/types';

/** A deterministic generator (mulberry32) from a seed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Decoy {
  /** What the line is (for the report's attribution). */
  kind: string;
  lang: string;
  /** The line's cells, left to right (a caption and its value, or one cell). Placeholders: see `fill`. */
  cells: string[];
  /** Only on documents of this country (ISO alpha-2): an address or a place. */
  country?: string;
}

const d = (kind: string, lang: string, ...cells: string[]): Decoy => ({ kind, lang, cells });
const at = (country: string, kind: string, lang: string, ...cells: string[]): Decoy => ({ kind, lang, cells, country });

/** The pool. `{n4}`..`{n9}` digits, `{code}` a verification code, `{date}` d/m/y, `{date.}` d.m.y, `{iso}` y-m-d, `{dt}` a date and time. */
export const DECOY_POOL: Decoy[] = [
  // Numbers of the paper, the form, the payment, the page; verification codes.
  d('serial', 'en', 'Serial No.', '{n7}'),
  d('serial', 'en', 'Certificate Sl. No.:', 'C {n6}'),
  d('serial', 'en', 'Form No. {n4}'),
  d('serial', 'en', 'Receipt No.:', 'R{n8}'),
  d('serial', 'en', 'Transaction ID:', 'TXN{n9}'),
  d('serial', 'en', 'Document ID:', '{code}-{n6}'),
  d('serial', 'fr', 'N° de série :', '{n7}'),
  d('serial', 'fr', 'Quittance n°', '{n6}'),
  d('serial', 'es', 'Folio:', '{n7}'),
  d('serial', 'es', 'N.º de serie del impreso:', '{n8}'),
  d('serial', 'pt', 'Número de série do formulário:', '{n8}'),
  d('serial', 'pt', 'Protocolo:', '{n9}'),
  d('serial', 'de', 'Formular-Nr.', '{n6}'),
  d('serial', 'de', 'Vorgangsnummer:', '{n8}'),
  d('serial', 'ru', 'Серия бланка:', '{n6}'),
  d('serial', 'ru', 'Номер квитанции:', '{n7}'),
  d('serial', 'ar', 'رقم الاستمارة:', '{n6}'),
  d('verify', 'en', 'Verification code:', '{code}'),
  d('verify', 'en', 'Scan the QR code to verify this document online'),
  d('verify', 'en', 'Verify at the portal with reference', '{code}'),
  d('verify', 'fr', 'Code de vérification :', '{code}'),
  d('verify', 'es', 'Código de verificación:', '{code}'),
  d('verify', 'es', 'CSV:', '{code}{n4}'),
  d('verify', 'pt', 'Código de autenticação:', '{code}'),
  d('verify', 'de', 'Prüfcode:', '{code}'),
  d('verify', 'ru', 'Код проверки:', '{code}'),
  d('verify', 'ar', 'رمز التحقق:', '{code}'),
  d('pages', 'en', 'Page 1 of 2'),
  d('pages', 'en', 'Total number of pages:', '2'),
  d('pages', 'fr', 'Nombre total de pages :', '2'),
  d('pages', 'es', 'Número total de hojas:', '2'),
  d('pages', 'pt', 'Folha 1 de 2'),
  d('pages', 'de', 'Seite 1 von 2'),
  d('pages', 'ru', 'Всего листов:', '2'),
  d('pages', 'ar', 'عدد الصفحات:', '2'),
  // How the study ran, and the status of something else.
  d('medium', 'en', 'Medium of Instruction:', 'English'),
  d('medium', 'fr', "Langue d'enseignement :", 'français'),
  d('medium', 'es', 'Idioma de instrucción:', 'español'),
  d('medium', 'pt', 'Língua de instrução:', 'português'),
  d('medium', 'de', 'Unterrichtssprache:', 'Deutsch'),
  d('medium', 'ru', 'Язык обучения:', 'русский'),
  d('medium', 'ar', 'لغة التدريس:', 'العربية'),
  d('mode', 'en', 'Mode of study:', 'Full-time'),
  d('mode', 'en', 'Attendance:', 'Regular'),
  d('mode', 'fr', "Régime d'études :", 'Formation initiale, temps plein'),
  d('mode', 'es', 'Modalidad:', 'Presencial'),
  d('mode', 'pt', 'Modalidade:', 'Presencial'),
  d('mode', 'de', 'Studienform:', 'Vollzeit'),
  d('mode', 'ru', 'Форма обучения:', 'очная'),
  d('mode', 'ar', 'نظام الدراسة:', 'انتظام'),
  d('status', 'en', 'Payment status:', 'Completed'),
  d('status', 'en', 'Fee status:', 'Paid'),
  d('status', 'en', 'Library clearance:', 'Cleared'),
  d('status', 'en', 'Account status:', 'Active'),
  d('status', 'fr', 'Statut du paiement :', 'Réglé'),
  d('status', 'es', 'Estado del trámite:', 'Finalizado'),
  d('status', 'pt', 'Situação do pagamento:', 'Concluído'),
  d('status', 'de', 'Zahlungsstatus:', 'abgeschlossen'),
  d('status', 'ru', 'Статус заявки:', 'выполнена'),
  d('status', 'ar', 'حالة الطلب:', 'مكتمل'),
  d('duration', 'en', 'Duration of examination:', '3 hours'),
  d('duration', 'fr', "Durée de l'épreuve :", '3 heures'),
  d('duration', 'es', 'Duración del examen:', '2 horas'),
  d('duration', 'de', 'Bearbeitungszeit:', '180 Minuten'),
  d('duration', 'ru', 'Продолжительность экзамена:', '3 часа'),
  // Dates that are not the award's.
  d('printed', 'en', 'Date of printing:', '{date}'),
  d('printed', 'en', 'Generated on {dt}'),
  d('printed', 'fr', 'Imprimé le {date}'),
  d('printed', 'es', 'Fecha de impresión:', '{date}'),
  d('printed', 'pt', 'Gerado em {date}'),
  d('printed', 'de', 'Druckdatum:', '{date.}'),
  d('printed', 'ru', 'Дата печати:', '{date.}'),
  d('printed', 'ar', 'تاريخ الطباعة:', '{iso}'),
  d('valid', 'en', 'Valid until:', '{date}'),
  d('valid', 'fr', "Valable jusqu'au {date}"),
  d('valid', 'es', 'Válido hasta:', '{date}'),
  d('valid', 'pt', 'Válido até {date}'),
  d('valid', 'de', 'Gültig bis:', '{date.}'),
  d('valid', 'ru', 'Действительно до {date.}'),
  d('valid', 'ar', 'صالح حتى:', '{iso}'),
  // Legends and footnotes.
  d('grading', 'en', 'Grading system: A = 90-100, B = 80-89, C = 70-79, D = 60-69, F = below 60'),
  d('grading', 'en', 'Grading scale: O Outstanding, A+ Excellent, A Very Good, B+ Good, P Pass, F Fail'),
  d('grading', 'fr', 'Barème de notation : 0 à 20, note de passage 10/20'),
  d('grading', 'es', 'Escala de calificaciones: 0 a 10; calificación mínima aprobatoria 6'),
  d('grading', 'pt', 'Escala de notas: 0 a 10; média mínima para aprovação 5'),
  d('grading', 'de', 'Notenskala: 1,0 sehr gut bis 4,0 ausreichend; 5,0 nicht bestanden'),
  d('grading', 'ru', 'Шкала оценок: 5 — отлично, 4 — хорошо, 3 — удовлетворительно'),
  d('grading', 'ar', 'سلم التقديرات: ممتاز 90-100، جيد جدا 80-89، جيد 70-79، مقبول 60-69'),
  d('scale', 'en', 'The minimum passing mark in each subject is 40 out of 100'),
  d('scale', 'en', 'One credit corresponds to fifteen hours of instruction'),
  d('scale', 'fr', 'La note minimale de validation est de 10 sur 20'),
  d('scale', 'es', 'La nota mínima para aprobar es cinco sobre diez'),
  d('scale', 'pt', 'A nota mínima para aprovação é cinco'),
  d('scale', 'de', 'Die schlechteste Note, mit der eine Prüfung bestanden ist, ist 4,0'),
  d('scale', 'ru', 'Минимальная положительная оценка — «удовлетворительно»'),
  d('footnote', 'en', 'This document is not valid without the seal of the issuing authority'),
  d('footnote', 'en', 'Any alteration or erasure renders this document invalid'),
  d('footnote', 'fr', "Ce relevé n'est valable que revêtu du cachet de l'établissement"),
  d('footnote', 'es', 'Este documento no es válido sin el sello de la institución'),
  d('footnote', 'pt', 'Este documento só é válido com o selo da instituição'),
  d('footnote', 'de', 'Nur gültig mit Dienstsiegel'),
  d('footnote', 'ru', 'Без печати недействительно'),
  d('footnote', 'ar', 'لا تعتبر هذه الوثيقة صالحة بدون الختم'),
  d('signatory', 'en', 'Controller of Examinations'),
  d('signatory', 'en', 'Deputy Registrar (Academic)'),
  d('signatory', 'en', 'Office of the Registrar'),
  d('signatory', 'fr', 'Le Chef du Service de la Scolarité'),
  d('signatory', 'es', 'Secretaría Académica'),
  d('signatory', 'pt', 'Secretaria de Registros Acadêmicos'),
  d('signatory', 'de', 'Der Vorsitzende des Prüfungsausschusses'),
  d('signatory', 'ru', 'Начальник учебного отдела'),
  d('signatory', 'ar', 'مسجل الكلية'),
  // Places: a printer's, an examination board's or a ministry's address, the holder's home, a birthplace.
  at('IN', 'address', 'en', 'Permanent address:', '14 Park Lane, Kochi, Kerala 682011'),
  at('IN', 'printer', 'en', 'Printed at Government Security Press, Nashik, Maharashtra'),
  at('IN', 'birthplace', 'en', 'Place of birth:', 'Jaipur, Rajasthan'),
  at('US', 'address', 'en', 'Student address:', '1420 Elm Street, Columbus, OH 43215'),
  at('US', 'printer', 'en', 'National Student Clearinghouse, 2300 Dulles Station Blvd, Herndon, VA 20171'),
  at('GB', 'address', 'en', 'Home address:', '12 Rosebery Road, Cardiff CF10 3AT, Wales'),
  at('BR', 'address', 'pt', 'Endereço residencial:', 'Rua das Flores, 120, Curitiba – PR'),
  at('BR', 'birthplace', 'pt', 'Naturalidade:', 'Campinas – SP'),
  at('BR', 'printer', 'pt', 'Ministério da Educação, Esplanada dos Ministérios, Brasília – DF'),
  at('DE', 'address', 'de', 'Wohnanschrift:', 'Hauptstraße 5, 80331 München, Bayern'),
  at('DE', 'birthplace', 'de', 'Geburtsort:', 'Köln, Nordrhein-Westfalen'),
  at('DE', 'printer', 'de', 'Kultusministerkonferenz, Taubenstraße 10, 10117 Berlin'),
  at('ES', 'address', 'es', 'Domicilio:', 'Calle Mayor 12, 47001 Valladolid, Castilla y León'),
  at('ES', 'birthplace', 'es', 'Lugar de nacimiento:', 'Sevilla, Andalucía'),
  at('FR', 'address', 'fr', 'Domicile :', '5 rue des Lilas, 69003 Lyon, Auvergne-Rhône-Alpes'),
  at('FR', 'birthplace', 'fr', 'Lieu de naissance :', 'Rennes (Ille-et-Vilaine), Bretagne'),
  at('IT', 'address', 'it', 'Residenza:', 'Via Roma 21, 10121 Torino, Piemonte'),
  at('MX', 'address', 'es', 'Domicilio:', 'Av. Juárez 45, Guadalajara, Jalisco'),
  at('MX', 'printer', 'es', 'Secretaría de Educación Pública, República de Argentina 28, Ciudad de México'),
  at('AR', 'birthplace', 'es', 'Lugar de nacimiento:', 'Rosario, Provincia de Santa Fe'),
  at('CO', 'address', 'es', 'Dirección de residencia:', 'Carrera 7 # 40-62, Medellín, Antioquia'),
  at('NG', 'address', 'en', 'Home address:', '7 Bello Road, Kano, Kano State'),
  at('NG', 'birthplace', 'en', 'State of origin:', 'Enugu'),
  at('RU', 'address', 'ru', 'Адрес места жительства:', 'г. Казань, ул. Баумана, д. 9, Республика Татарстан'),
  at('RU', 'birthplace', 'ru', 'Место рождения:', 'г. Самара, Самарская область'),
  at('UA', 'birthplace', 'uk', 'Місце народження:', 'м. Львів, Львівська область'),
  at('KZ', 'birthplace', 'ru', 'Место рождения:', 'г. Караганда, Карагандинская область'),
  at('EG', 'address', 'ar', 'محل الإقامة:', 'شارع الحرية، الإسكندرية'),
  at('EG', 'birthplace', 'ar', 'محل الميلاد:', 'أسيوط'),
  at('PK', 'address', 'en', 'Permanent address:', 'House 12, Street 4, Peshawar, Khyber Pakhtunkhwa'),
  at('BD', 'address', 'en', 'Present address:', 'Road 5, Chattogram, Chittagong Division'),
  at('PH', 'address', 'en', 'Home address:', '23 Mabini St., Cebu City, Cebu'),
  at('AU', 'address', 'en', 'Home address:', '8 Wattle Street, Brisbane QLD 4000'),
  at('MA', 'printer', 'fr', "Ministère de l'Éducation nationale, Rabat"),
];

/**
 * Lines that look like the programme, the registration number or the status but are none of them:
 * a fee, a scheme or stream, an exchange's or a scholarship's programme, a unit's or a centre's code,
 * an application's, a form's, a challan's, a letter's or a file's number, the status of the document,
 * of its verification, of a payment or of the publication of results (not the candidate's), and the
 * stamps of its copy ("ORIGINAL", "DUPLICATE", "PROVISIONAL"). They are put
 * by a second draw after the lines of `DECOY_POOL` (its own seed), so those stay where they were.
 */
export const FIELD_DECOY_POOL: Decoy[] = [
  // Like the programme: fees, schemes, streams, shifts, the kind of student.
  d('fee', 'en', 'Programme of study fees:', '{n5}.00'),
  d('fee', 'en', 'Course fee:', '{n4}.00'),
  d('fee', 'fr', 'Frais de formation :', '{n4} EUR'),
  d('fee', 'es', 'Costo del programa:', '{n5}'),
  d('fee', 'pt', 'Valor do curso:', 'R$ {n4},00'),
  d('fee', 'de', 'Studiengebühren:', '{n3},00 EUR'),
  d('fee', 'ru', 'Стоимость обучения:', '{n6} руб.'),
  d('fee', 'ar', 'رسوم البرنامج:', '{n4}'),
  d('scheme', 'en', 'Scheme of examination:', 'CBCS'),
  d('scheme', 'en', 'Stream:', 'Regular'),
  d('scheme', 'en', 'Student type:', 'International'),
  d('scheme', 'fr', "Type d'inscription :", 'Principale'),
  d('scheme', 'es', 'Tipo de alumno:', 'Internacional'),
  d('scheme', 'es', 'Turno:', 'Matutino'),
  d('scheme', 'pt', 'Forma de ingresso:', 'Vestibular'),
  d('scheme', 'pt', 'Turno:', 'Noturno'),
  d('scheme', 'de', 'Hochschulzugangsberechtigung erworben in:', 'Inland'),
  d('scheme', 'ru', 'Основа обучения:', 'бюджетная'),
  d('scheme', 'ru', 'Категория слушателя:', 'иностранный гражданин'),
  d('scheme', 'ar', 'نوع الطالب:', 'دولي'),
  // Like the registration number: codes of a unit, a centre or a school; an application's number.
  d('unitcode', 'en', 'Faculty code:', '{n4}'),
  d('unitcode', 'en', 'Institution code:', '{n4}'),
  d('unitcode', 'fr', 'Code de la composante :', '{n4}'),
  d('unitcode', 'es', 'Código de la facultad:', '{n4}'),
  d('unitcode', 'pt', 'Código da instituição:', '{n4}'),
  d('unitcode', 'de', 'Fachbereichsnummer:', '{n2}'),
  d('unitcode', 'ru', 'Код подразделения:', '{n4}'),
  d('unitcode', 'ar', 'رمز الكلية:', '{n3}'),
  d('centre', 'en', 'Enrolment No. of the centre:', '{n5}'),
  d('centre', 'en', 'Index No. of the school:', '{n5}'),
  d('centre', 'en', 'Examination centre code:', '{n4}'),
  d('centre', 'fr', "N° du centre d'examen :", '{n5}'),
  d('centre', 'es', 'Código del centro:', '{n8}'),
  d('centre', 'pt', 'Código da escola:', '{n8}'),
  d('centre', 'de', 'Schulnummer:', '{n6}'),
  d('centre', 'ru', 'Код пункта проведения экзамена:', '{n4}'),
  d('centre', 'ar', 'رقم المركز:', '{n4}'),
  d('application', 'en', 'Application ID:', 'APP{n7}'),
  d('application', 'en', 'Request No.:', '{n8}'),
  d('application', 'fr', 'N° de la demande :', '{n8}'),
  d('application', 'es', 'N.º de solicitud:', '{n8}'),
  d('application', 'pt', 'Número do requerimento:', '{n8}'),
  d('application', 'de', 'Antragsnummer:', '{n8}'),
  d('application', 'ru', 'Номер заявления:', '{n7}'),
  d('application', 'ar', 'رقم الطلب:', '{n7}'),
  // Like the status: of the document, a request, a payment, the publication of results.
  d('docstatus', 'en', 'Status of this document:', 'Provisional copy'),
  d('docstatus', 'en', 'Exam status:', 'Published'),
  d('docstatus', 'en', 'Result publication status:', 'Published'),
  d('docstatus', 'en', 'Request status:', 'Completed'),
  d('docstatus', 'en', 'Payment status:', 'Paid'),
  d('docstatus', 'fr', 'Statut du document :', 'Copie certifiée conforme'),
  d('docstatus', 'fr', 'Statut de la demande :', 'Traitée'),
  d('docstatus', 'es', 'Estado del documento:', 'Copia simple'),
  d('docstatus', 'es', 'Estado de la solicitud:', 'Aprobada'),
  d('docstatus', 'pt', 'Situação do documento:', 'Autenticado'),
  d('docstatus', 'pt', 'Status da solicitação:', 'Deferido'),
  d('docstatus', 'de', 'Dokumentstatus:', 'Zweitschrift'),
  d('docstatus', 'de', 'Status des Antrags:', 'genehmigt'),
  d('docstatus', 'ru', 'Статус документа:', 'дубликат'),
  d('docstatus', 'ru', 'Статус платежа:', 'оплачено'),
  d('docstatus', 'ar', 'حالة الوثيقة:', 'نسخة مصدقة'),
  d('docstatus', 'ar', 'حالة الدفع:', 'مدفوع'),
  // Like the programme: an exchange's or a scholarship's programme, the curriculum's year, the calendar's pattern
  // (the holder's programme of study is none of them).
  d('otherprogramme', 'en', 'Exchange programme:', 'Erasmus+'),
  d('otherprogramme', 'en', 'Scholarship programme:', 'Merit-cum-Means Scholarship'),
  d('otherprogramme', 'en', 'Examination pattern:', 'Annual'),
  d('otherprogramme', 'en', 'Programme type:', 'Undergraduate, full-time'),
  d('otherprogramme', 'fr', "Programme d'échange :", 'Erasmus+'),
  d('otherprogramme', 'fr', "Régime d'inscription :", 'Annuel'),
  d('otherprogramme', 'es', 'Programa de intercambio:', 'Erasmus+'),
  d('otherprogramme', 'es', 'Plan de estudios:', '{n4}'),
  d('otherprogramme', 'pt', 'Programa de bolsas:', 'ProUni'),
  d('otherprogramme', 'de', 'Förderprogramm:', 'BAföG'),
  d('otherprogramme', 'it', 'Programma di scambio:', 'Erasmus+'),
  d('otherprogramme', 'ru', 'Программа обмена:', 'Erasmus+'),
  d('otherprogramme', 'uk', 'Програма обміну:', 'Erasmus+'),
  d('otherprogramme', 'ar', 'برنامج المنحة:', 'منحة التفوق'),
  // Like the registration number: a form's, a challan's, a letter's or a file's number (no student's number).
  d('refno', 'en', 'Application Form No.:', '{n7}'),
  d('refno', 'en', 'Challan No.:', '{n8}'),
  d('refno', 'en', 'Ref. No.:', 'REG/{n4}/{n5}'),
  d('refno', 'en', 'Outward No.:', '{n4}/{n4}'),
  d('refno', 'en', 'Bank reference no.:', '{n9}'),
  d('refno', 'fr', 'N° de dossier :', '{n8}'),
  d('refno', 'fr', 'Référence du courrier :', '{code}'),
  d('refno', 'es', 'N.º de referencia:', '{n9}'),
  d('refno', 'es', 'Número de expedición:', '{n6}'),
  d('refno', 'pt', 'Número do protocolo:', '{n9}'),
  d('refno', 'de', 'Aktenzeichen:', '{code}'),
  d('refno', 'it', 'Numero di protocollo:', '{n6}'),
  d('refno', 'ru', 'Номер справки:', '{n5}'),
  d('refno', 'uk', 'Номер довідки:', '{n5}'),
  d('refno', 'hi', 'आवेदन संख्या:', '{n8}'),
  d('refno', 'ar', 'رقم المرجع:', '{n6}'),
  // Like the status: of the document's verification, its copy, a clearance; stamps on the paper.
  d('stamp', 'en', 'Verification status:', 'Verified'),
  d('stamp', 'en', 'Clearance status:', 'Completed'),
  d('stamp', 'en', 'ORIGINAL'),
  d('stamp', 'en', 'DUPLICATE'),
  d('stamp', 'en', 'PROVISIONAL'),
  d('stamp', 'en', 'Copy:', 'Original'),
  d('stamp', 'fr', 'Statut de vérification :', 'Vérifié'),
  d('stamp', 'fr', 'DUPLICATA'),
  d('stamp', 'es', 'Estado de verificación:', 'Verificado'),
  d('stamp', 'es', 'Estado del pago:', 'Completado'),
  d('stamp', 'es', 'DUPLICADO'),
  d('stamp', 'pt', 'Status da verificação:', 'Validado'),
  d('stamp', 'pt', 'Status da emissão:', 'Emitido'),
  d('stamp', 'de', 'Prüfstatus:', 'geprüft'),
  d('stamp', 'it', 'Stato del pagamento:', 'Completato'),
  d('stamp', 'ru', 'Статус проверки:', 'проверено'),
  d('stamp', 'ru', 'ДУБЛИКАТ'),
  d('stamp', 'uk', 'Статус перевірки:', 'перевірено'),
  d('stamp', 'ar', 'حالة التحقق:', 'تم التحقق'),
];

function pad(n: number, w: number): string {
  return String(n).padStart(w, '0');
}

/** A decoy's cells with its placeholders filled from `r`. Dates fall in 2025-2027 (after any award). */
export function fill(cells: string[], r: () => number): string[] {
  const day = 1 + Math.floor(r() * 28);
  const month = 1 + Math.floor(r() * 12);
  const year = 2025 + Math.floor(r() * 3);
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const code = Array.from({ length: 8 }, () => letters[Math.floor(r() * letters.length)]).join('');
  const digits = (w: number) => pad(Math.floor(r() * 10 ** w), w);
  return cells.map((c) =>
    c
      .replace(/\{n(\d)\}/g, (_, w: string) => digits(Number(w)))
      .replace(/\{code\}/g, code)
      .replace(/\{date\}/g, `${pad(day, 2)}/${pad(month, 2)}/${year}`)
      .replace(/\{date\.\}/g, `${pad(day, 2)}.${pad(month, 2)}.${year}`)
      .replace(/\{iso\}/g, `${year}-${pad(month, 2)}-${pad(day, 2)}`)
      .replace(/\{dt\}/g, `${pad(day, 2)}/${pad(month, 2)}/${year} ${pad(8 + Math.floor(r() * 10), 2)}:${digits(1)}${digits(1)}`),
  );
}

/** The decoys fit for a document: of its languages or English, and places of its country only. */
export function poolFor(languages: string[], country: string): Decoy[] {
  const langs = new Set([...languages, 'en']);
  return DECOY_POOL.filter((x) => (x.country ? x.country === country : langs.has(x.lang)));
}

/** The field-like decoys (`FIELD_DECOY_POOL`) fit for a document: of its languages or English. */
export function fieldPoolFor(languages: string[]): Decoy[] {
  const langs = new Set([...languages, 'en']);
  return FIELD_DECOY_POOL.filter((x) => langs.has(x.lang));
}

export interface Inserted {
  page: number;
  kind: string;
  text: string;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
};

/** The most common font (name and size) of a page's items: the body's type. */
function bodyFont(page: PageText): { fontName: string | null; fontSize: number } {
  const count = new Map<string, number>();
  for (const it of page.items) count.set(`${it.fontName}\u0000${it.fontSize}`, (count.get(`${it.fontName}\u0000${it.fontSize}`) ?? 0) + 1);
  const best = [...count.entries()].sort((a, b) => b[1] - a[1])[0];
  if (!best) return { fontName: null, fontSize: 10 };
  const [name, size] = best[0].split('\u0000');
  return { fontName: name === 'null' ? null : name, fontSize: Number(size) || 10 };
}

/**
 * Places on a page where a decoy line may go, as y of the line it goes before (`Infinity`: the foot,
 * `-Infinity`: the top right corner): after a line followed by a gap wider than 1.6 times the page's
 * median line gap, unless that line ends with a caption's colon.
 */
export function slots(page: PageText): number[] {
  const lines = groupLines(page);
  if (!lines.length) return [];
  const out: number[] = [-Infinity, Infinity];
  const gaps: number[] = [];
  const top = (l: (typeof lines)[number]) => Math.min(...l.items.map((it) => it.y));
  const bottom = (l: (typeof lines)[number]) => Math.max(...l.items.map((it) => it.y + it.height));
  for (let i = 1; i < lines.length; i++) gaps.push(top(lines[i]) - bottom(lines[i - 1]));
  const usual = Math.max(2, median(gaps));
  for (let i = 1; i < lines.length; i++) {
    const prev = lines[i - 1].items.map((it) => it.text).join(' ').trim();
    if (/[:：]$/.test(prev)) continue;
    if (gaps[i - 1] > 1.6 * usual) out.push(top(lines[i]));
  }
  return out;
}

/** One decoy line put on a page at a slot; everything under it moves down by one line. */
function insertLine(page: PageText, slot: number, cells: string[]): PageText {
  const { fontName, fontSize } = bodyFont(page);
  const step = Math.round(fontSize * 1.8);
  const xs = page.items.map((it) => it.x);
  const left = xs.length ? Math.min(...xs) : 50;
  const width = (s: string) => s.length * fontSize * 0.5;
  const total = cells.reduce((a, c) => a + width(c), 0) + 12 * (cells.length - 1);
  const items = page.items.map((it) => it);
  let y: number;
  let x: number;
  if (slot === -Infinity) {
    // The top right corner, above everything (which moves down by one line).
    y = Math.min(...page.items.map((it) => it.y));
    x = Math.max(left, page.width - left - total);
    for (let k = 0; k < items.length; k++) items[k] = { ...items[k], y: items[k].y + step };
  } else if (slot === Infinity) {
    y = Math.max(0, ...page.items.map((it) => it.y + it.height)) + Math.round(fontSize * 0.8);
    x = left;
  } else {
    y = slot;
    x = left;
    for (let k = 0; k < items.length; k++) if (items[k].y >= slot - 0.5) items[k] = { ...items[k], y: items[k].y + step };
  }
  const added: TextItem[] = [];
  for (const c of cells) {
    added.push({ text: c, x, y, width: width(c), height: fontSize, fontName, fontSize, confidence: null });
    x += width(c) + 12;
  }
  const all = [...items, ...added];
  const height = Math.max(page.height, ...all.map((it) => it.y + it.height + 20));
  return { ...page, height, items: all };
}

/**
 * The document with `count` decoy lines from the pool, chosen and placed from the seed (at most one
 * of a kind, at most one per slot). Returns the lines put, for attribution.
 */
export function withDecoys(
  text: DocumentText,
  seed: number,
  opts: { languages: string[]; country: string; count?: number; fieldCount?: number },
): { text: DocumentText; inserted: Inserted[] } {
  const pages = [...text.pages];
  const inserted: Inserted[] = [];
  const usedKinds = new Set<string>();
  const usedSlots = new Set<string>();
  place(pages, rng(seed), poolFor(opts.languages, opts.country), opts.count ?? 4, inserted, usedKinds, usedSlots);
  // The field-like lines by a draw of their own, after the others (which stay where they were).
  place(pages, rng((seed ^ 0x5bd1e995) >>> 0), fieldPoolFor(opts.languages), opts.fieldCount ?? 2, inserted, usedKinds, usedSlots);
  return { text: { pages }, inserted };
}

function place(pages: PageText[], r: () => number, pool: Decoy[], count: number, inserted: Inserted[], usedKinds: Set<string>, usedSlots: Set<string>): void {
  for (let n = 0, tries = 0; n < count && tries < 40 && pages.length && pool.length; tries++) {
    const decoy = pool[Math.floor(r() * pool.length)];
    if (usedKinds.has(decoy.kind)) continue;
    const p = Math.floor(r() * pages.length);
    const s = slots(pages[p]);
    if (!s.length) continue;
    const slot = s[Math.floor(r() * s.length)];
    if (usedSlots.has(`${p}/${slot}`)) continue;
    const cells = fill(decoy.cells, r);
    pages[p] = insertLine(pages[p], slot, cells);
    usedKinds.add(decoy.kind);
    // Slots of a page move when a line is put: the ones used are kept by their place before it.
    usedSlots.add(`${p}/${slot}`);
    inserted.push({ page: p, kind: decoy.kind, text: cells.join(' ') });
    n++;
  }
}
