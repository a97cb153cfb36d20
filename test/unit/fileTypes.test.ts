import { expect } from 'chai';
import { cleanDisplayName, detectFileKind, MEDIA_TYPES, SNIFF_BYTES, type FileKind } from '../../src/domain/fileTypes';

const bytes = (...parts: (string | number[])[]): Buffer =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('fileTypes: detectFileKind (decision "Errors": the content decides)', () => {
  const cases: [string, { given: Buffer; want: FileKind | null }][] = [
    ['PDF header at the start', { given: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), want: 'pdf' }],
    ['PDF header after leading junk within 1024 bytes', { given: bytes(' '.repeat(1000), '%PDF-1.4'), want: 'pdf' }],
    ['PDF header straddling byte 1024 is not found', { given: bytes(' '.repeat(1022), '%PDF-1.4'), want: null }],
    ['PDF header after 1024 bytes is not a PDF', { given: bytes(' '.repeat(1100), '%PDF-1.4'), want: null }],
    ['PNG signature', { given: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), want: 'png' }],
    ['PNG signature cut short', { given: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]), want: null }],
    ['JPEG SOI + marker', { given: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), want: 'jpeg' }],
    ['JPEG SOI only two bytes', { given: bytes([0xff, 0xd8]), want: null }],
    ['WebP RIFF container', { given: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), want: 'webp' }],
    ['RIFF that is not WebP (WAV)', { given: bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), want: null }],
    ['ZIP local file header', { given: bytes('PK', [3, 4, 20, 0, 0, 0]), want: 'zip' }],
    ['empty ZIP (end of central directory only)', { given: bytes('PK', [5, 6], Array(18).fill(0)), want: 'zip' }],
    ['ZIP whose first member is a PDF is still a ZIP', { given: bytes('PK', [3, 4], 'a.pdf%PDF-1.4'), want: 'zip' }],
    ['spanned-ZIP marker is not accepted', { given: bytes('PK', [7, 8]), want: null }],
    ['plain text', { given: bytes('hello, this is not a PDF'), want: null }],
    ['GIF', { given: bytes('GIF89a'), want: null }],
    ['empty buffer', { given: Buffer.alloc(0), want: null }],
  ];
  for (const [name, { given, want }] of cases) {
    it(name, () => expect(detectFileKind(given)).to.equal(want));
  }

  it('SNIFF_BYTES covers the PDF search window', () => expect(SNIFF_BYTES).to.equal(1024));

  it('MEDIA_TYPES names every kind', () =>
    expect(MEDIA_TYPES).to.deep.equal({
      pdf: 'application/pdf',
      png: 'image/png',
      jpeg: 'image/jpeg',
      webp: 'image/webp',
      zip: 'application/zip',
    }));
});

describe('fileTypes: cleanDisplayName', () => {
  const cases: [string, { given: [string, number]; want: string }][] = [
    ['keeps a plain name', { given: ['transcript.pdf', 255], want: 'transcript.pdf' }],
    ['keeps UTF-8 letters', { given: ['Zeugnis-Müller-日本.pdf', 255], want: 'Zeugnis-Müller-日本.pdf' }],
    ['removes control characters', { given: ['a\u0000b\r\n\u001bc\u007f.pdf', 255], want: 'abc.pdf' }],
    ['removes bidi overrides', { given: ['invoice\u202efdp.exe', 255], want: 'invoicefdp.exe' }],
    ['trims blanks', { given: ['  a.pdf  ', 255], want: 'a.pdf' }],
    ['caps the length', { given: ['x'.repeat(300), 255], want: 'x'.repeat(255) }],
    ['never splits a surrogate pair', { given: ['😀😀😀', 2], want: '😀😀' }],
  ];
  for (const [name, { given, want }] of cases) {
    it(name, () => expect(cleanDisplayName(...given)).to.equal(want));
  }
});
