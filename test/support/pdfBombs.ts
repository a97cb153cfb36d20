/**
 * PDF decompression bombs, built here (no outside file): small, valid PDFs whose streams inflate
 * to far more than any real document. Used by the PDF inflation budget's tests and by the fault
 * benchmark (scripts/bench/faults).
 *
 * A gigabyte of zeros is not deflated byte by byte: one MiB of zeros is deflated once, ending
 * with a full flush (so the block refers to nothing before it and ends on a byte boundary), and
 * that block is repeated; the zlib trailer's Adler-32 of n zero bytes is ((n mod 65521) << 16) | 1.
 * NUL is white space in PDF syntax, so the inflated content is a valid (empty) page.
 */
import { constants, deflateRawSync, deflateSync } from 'node:zlib';

const MiB = 1024 * 1024;

let zeroBlock: Buffer | null = null;

/** A zlib stream that inflates to `mib` MiB of zeros (about 1 KiB per MiB). */
export function zeroFlate(mib: number): Buffer {
  zeroBlock ??= deflateRawSync(Buffer.alloc(MiB), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const n = mib * MiB;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((n % 65521) << 16) | 1) >>> 0);
  const blocks: Buffer[] = [Buffer.from([0x78, 0xda])];
  for (let i = 0; i < mib; i++) blocks.push(zeroBlock);
  // A final, empty block with fixed codes.
  blocks.push(Buffer.from([0x03, 0x00]), adler);
  return Buffer.concat(blocks);
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

/** A PDF of `objects` (object 1 the catalog), with a correct cross-reference table. */
function assemble(objects: PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(offset);
    const body = o.stream
      ? Buffer.concat([Buffer.from(`${i + 1} 0 obj\n${o.dict.replace(/>>$/, ` /Length ${o.stream.length} >>`)}\nstream\n`, 'latin1'), o.stream, Buffer.from('\nendstream\nendobj\n')])
      : Buffer.from(`${i + 1} 0 obj\n${o.dict}\nendobj\n`, 'latin1');
    parts.push(body);
    offset += body.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)].join('\n');
  parts.push(Buffer.from(`${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** Pages (objects 3…) each with one content stream; object 2 is the page tree. */
function pagesPdf(contents: Array<{ filter: string; data: Buffer }>, extra: (pageIndex: number, firstFree: number) => { resources: string; objects: PdfObject[] } = () => ({ resources: '', objects: [] })): Buffer {
  const objects: PdfObject[] = [{ dict: '<< /Type /Catalog /Pages 2 0 R >>' }, { dict: '' }];
  const kids: string[] = [];
  for (const [i, c] of contents.entries()) {
    const pageNo = objects.length + 1;
    const contentNo = pageNo + 1;
    const more = extra(i, contentNo + 1);
    kids.push(`${pageNo} 0 R`);
    objects.push({ dict: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${contentNo} 0 R /Resources << ${more.resources} >> >>` });
    objects.push({ dict: `<< /Filter ${c.filter} >>`, stream: c.data });
    objects.push(...more.objects);
  }
  objects[1] = { dict: `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>` };
  return assemble(objects);
}

export interface PdfBomb {
  name: string;
  description: string;
  bytes: Buffer;
}

/** One page whose content stream inflates to `mib` MiB (1 GiB by default, in a ~1 MiB file). */
export function singleStreamBomb(mib = 1024): PdfBomb {
  return { name: 'single-stream', description: `one content stream inflating to ${mib} MiB`, bytes: pagesPdf([{ filter: '/FlateDecode', data: zeroFlate(mib) }]) };
}

/** `pages` pages, each inflating to `mibPerPage` MiB: every stream is small, the sum is not. */
export function manyPagesBomb(pages = 64, mibPerPage = 16): PdfBomb {
  const data = zeroFlate(mibPerPage);
  return {
    name: 'many-pages',
    description: `${pages} pages of ${mibPerPage} MiB each (${pages * mibPerPage} MiB)`,
    bytes: pagesPdf(Array.from({ length: pages }, () => ({ filter: '/FlateDecode', data }))),
  };
}

/** A stream deflated twice: the outer layer is a few KiB, the inner one inflates to `mib` MiB. */
export function nestedFlateBomb(mib = 1024): PdfBomb {
  const inner = zeroFlate(mib);
  return { name: 'nested-flate', description: `two FlateDecode layers inflating to ${mib} MiB`, bytes: pagesPdf([{ filter: '[/FlateDecode /FlateDecode]', data: deflateSync(inner, { level: 9 }) }]) };
}

/** An image XObject declaring `side` × `side` RGB pixels (its data inflating to `dataMib` MiB only). */
export function hugeImageBomb(side = 60_000, dataMib = 64): PdfBomb {
  const content = Buffer.from(`q ${side} 0 0 ${side} 0 0 cm /Im1 Do Q\n`);
  return {
    name: 'huge-image',
    description: `an image of ${side} × ${side} pixels`,
    bytes: pagesPdf([{ filter: '/FlateDecode', data: deflateSync(content) }], (_i, firstFree) => ({
      resources: `/XObject << /Im1 ${firstFree} 0 R >>`,
      objects: [{ dict: `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode >>`, stream: zeroFlate(dataMib) }],
    })),
  };
}

/** The four bombs of the fault benchmark. */
export function pdfBombs(): PdfBomb[] {
  return [singleStreamBomb(), manyPagesBomb(), nestedFlateBomb(), hugeImageBomb()];
}
