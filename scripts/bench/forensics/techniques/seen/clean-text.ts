/**
 * Clean text PDFs as the producers registrars and diploma designers use write them: Word,
 * Illustrator or InDesign, LibreOffice (their Info and, for Adobe's, XMP of one save), and pdfkit
 * as the kits write it. The content is never changed: any verdict but `clean` is a false alarm.
 */
import { DESIGN_PRODUCERS, LIBREOFFICE_PRODUCERS, OFFICE_PRODUCERS, anyDocument, someDate, withProducer, type ProducerIdentity } from '../../kit';
import type { BenchCase, MakeContext, Technique } from '../../model';

function producerSet(ids: ProducerIdentity[] | null) {
  return async ({ rng, index }: MakeContext): Promise<BenchCase> => {
    const doc = await anyDocument(rng);
    const id = ids ? rng.pick(ids) : null;
    const bytes = id ? withProducer(doc.pdf, id, someDate(rng)) : doc.pdf;
    return {
      file: { name: `clean-text-${index}.pdf`, kind: 'pdf', bytes },
      planted: [],
      cleanSource: null,
      sameCase: null,
      description: `${doc.layout}: text PDF${id ? ` as ${id.label} writes it` : ' (pdfkit)'}`,
    };
  };
}

export const techniques: Technique[] = [
  { id: 'clean-text-word', truth: 'clean', description: 'text PDFs with Microsoft Word metadata', make: producerSet(OFFICE_PRODUCERS) },
  { id: 'clean-text-adobe', truth: 'clean', description: 'text PDFs with Illustrator / InDesign metadata and XMP', make: producerSet(DESIGN_PRODUCERS) },
  { id: 'clean-text-libreoffice', truth: 'clean', description: 'text PDFs with LibreOffice metadata', make: producerSet(LIBREOFFICE_PRODUCERS) },
  { id: 'clean-text-pdfkit', truth: 'clean', description: 'text PDFs as pdfkit writes them', make: producerSet(null) },
];
