/**
 * The data of `npm run bench:api`, generated here (invented names and numbers):
 * - one organization and its partner key;
 * - the case of the GET routes: one upload of one 200 KB PDF, submitted through the domain as
 *   POST /cases submits it;
 * - the case of the extraction route: one upload, one completed academic credential whose
 *   extraction holds 60 courses;
 * - `growTo`: more cases in the same organization, each with one upload (three completed
 *   features), one file and one credential, written by INSERT … SELECT from MariaDB's sequence
 *   engine (seq_1_to_N) in chunks, so a million cases take minutes, not hours.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Connection } from 'mysql2/promise';
import type { Database } from '../../../src/data/dataSource';
import { createApiKey, createOrganization } from '../../../src/domain/apiKeys';
import { submitUpload } from '../../../src/domain/cases/submission';
import { newId } from '../../../src/domain/ids';
import { insertCredential } from '../../../src/data/repositories/credentials';
import { saveExtractionResult } from '../../../src/data/repositories/extractionResults';
import { CASE_NUMBER_OFFSET } from '../../../src/data/repositories/cases';
import type { StoredExtraction } from '../../../src/domain/results/stored';
import type { ObjectStorage } from '../../../src/storage/storage';

export interface Seeded {
  orgId: string;
  apiKey: string;
  keyId: string;
  caseId: string;
  caseNumber: number;
  externalId: string;
  extractionCaseId: string;
}

/** A file that passes the content check of POST /cases (a PDF by its magic bytes), `size` bytes. */
export function benchPdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n% bench document\n');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
}

async function submitOne(db: Database, storage: ObjectStorage, orgId: string, externalId: string, pdf: Buffer) {
  const tempKey = `tmp/uploads/${newId()}/0`;
  const { size, sha256 } = await storage.put(tempKey, Readable.from([pdf]));
  const { result } = await submitUpload(
    { db, files: storage },
    {
      organizationId: orgId,
      externalId,
      caseRef: null,
      features: ['extraction', 'forensics', 'translation'],
      classify: true,
      metadata: { round: 'bench', priority: 1 },
      files: [{ fileName: 'transcript.pdf', status: 'accepted', tempKey, size, sha256, kind: 'pdf' }],
      idempotency: null,
    },
  );
  return result;
}

const SUBJECTS = ['Calculus', 'Linear Algebra', 'Organic Chemistry', 'Microeconomics', 'Statistics', 'Thermodynamics', 'Data Structures', 'World History', 'Genetics', 'Philosophy of Mind'];

/** A transcript's extraction with `courses` rows (invented institution, person and courses). */
export function extractionWithCourses(courses: number): StoredExtraction {
  return {
    candidate: { fullName: 'Ilse Varnholt-Quaye', firstName: 'Ilse', lastName: 'Varnholt-Quaye', dateOfBirth: '1999-04-17' },
    institution: { name: 'Northmere Institute of Technology', country: 'Ghana', countryCode: 'GH', state: null, stateCode: null },
    qualification: {
      registrationNumber: 'NIT/2017/04412', name: 'Bachelor of Science', level: 'bachelor', program: 'Applied Physics',
      majorOrSpecialization: 'Applied Physics', status: 'completed', yearOfAdmission: 2017, yearOfCompletion: 2021,
      programDuration: '4 years', dateOfIssue: '2021-07-30', cgpa: '3.62', totalCreditsOrMarks: '180',
    },
    courses: Array.from({ length: courses }, (_, i) => ({
      id: newId(),
      courseNumber: `APH ${100 + i}`,
      courseName: `${SUBJECTS[i % SUBJECTS.length]} ${Math.floor(i / SUBJECTS.length) + 1}`,
      credit: 3,
      grade: ['A', 'B+', 'B', 'A-', 'C+'][i % 5]!,
      alternateGrade: null,
      marksScored: 60 + (i % 40),
      maximumMarks: 100,
      passStatus: 'pass',
      term: i % 2 === 0 ? 'First Semester' : 'Second Semester',
      session: `${2017 + Math.floor(i / 15)}/${2018 + Math.floor(i / 15)}`,
      year: 2017 + Math.floor(i / 15),
    })),
  };
}

export async function seedBase(db: Database, storage: ObjectStorage): Promise<Seeded> {
  const org = await createOrganization(db, 'Bench University of Eldermoor');
  const key = await createApiKey(db, { organizationId: org.id, type: 'partner' });
  const externalId = `BENCH-${randomBytes(4).toString('hex')}`;
  const main = await submitOne(db, storage, org.id, externalId, benchPdf(200 * 1024));
  const ex = await submitOne(db, storage, org.id, `${externalId}-X`, benchPdf(200 * 1024));
  const credential = await insertCredential(db, { id: newId(), caseId: ex.caseId, uploadId: ex.upload.uploadId, credentialType: 'academic', status: 'completed' });
  await saveExtractionResult(db, {
    credentialId: credential.id,
    caseId: ex.caseId,
    uploadId: ex.upload.uploadId,
    languageCode: 'en',
    language: 'English',
    result: extractionWithCourses(60),
    error: null,
  });
  const [row] = await db.query<{ caseNumber: number }[]>('SELECT caseNumber FROM cases WHERE id = ?', [main.caseId]);
  return { orgId: org.id, apiKey: key.apiKey, keyId: key.id, caseId: main.caseId, caseNumber: Number(row!.caseNumber), externalId, extractionCaseId: ex.caseId };
}

/** Number of cases of the organization, deleted or not. */
export async function countCases(conn: Connection, orgId: string): Promise<number> {
  const [rows] = await conn.query('SELECT COUNT(*) AS n FROM cases WHERE organizationId = ?', [orgId]);
  return Number((rows as { n: number }[])[0]!.n);
}

/**
 * Adds cases to the organization until it has `target`, each with an upload (classified, three
 * completed features), one file and one completed credential; externalIds `GROW-<n>`. Case
 * numbers are drawn from case_number_sequence like the service draws them, so later POSTs
 * never collide. Created in the past (one minute apart), so the seeded cases stay newest.
 */
export async function growTo(conn: Connection, orgId: string, target: number, log: (s: string) => void): Promise<void> {
  const CHUNK = 50_000;
  let have = await countCases(conn, orgId);
  while (have < target) {
    const n = Math.min(CHUNK, target - have);
    const t0 = Date.now();
    const [[{ maxId }]] = (await conn.query('SELECT COALESCE(MAX(id), 0) AS maxId FROM case_number_sequence')) as unknown as [[{ maxId: number }]];
    const base = Number(maxId);
    // ids: 'b' + 23 hex digits of the case's sequence number (hex ids, never a real ObjectId's time).
    const hexId = (prefix: string) => `CONCAT('${prefix}', LPAD(HEX(${base} + seq), 22, '0'))`;
    await conn.query('START TRANSACTION');
    await conn.query(`INSERT INTO case_number_sequence (id, createdAt) SELECT ${base} + seq, NOW(3) FROM seq_1_to_${n}`);
    await conn.query(
      `INSERT INTO cases (id, organizationId, externalId, externalIdHash, caseNumber, origin, linkedAt, metadata, deletedAt, createdAt, updatedAt)
       SELECT ${hexId('c0')}, ?, CONCAT('GROW-', ${base} + seq), SHA2(CONCAT('GROW-', ${base} + seq), 256), ${CASE_NUMBER_OFFSET} + ${base} + seq,
              'partner', NULL, '{}', NULL, TIMESTAMPADD(MINUTE, -(${base} + seq), '2026-01-01'), TIMESTAMPADD(MINUTE, -(${base} + seq), '2026-01-01')
       FROM seq_1_to_${n}`,
      [orgId],
    );
    await conn.query(
      `INSERT INTO uploads (id, caseId, organizationId, classify, classificationStatus, classificationError, createdAt, updatedAt, fannedOutAt)
       SELECT ${hexId('a0')}, ${hexId('c0')}, ?, 1, 'completed', NULL, '2026-01-01', '2026-01-01', '2026-01-01' FROM seq_1_to_${n}`,
      [orgId],
    );
    await conn.query(
      `INSERT INTO upload_features (uploadId, name, status, error, createdAt, updatedAt)
       SELECT ${hexId('a0')}, f.name, 'completed', NULL, '2026-01-01', '2026-01-01'
       FROM seq_1_to_${n} JOIN (SELECT 'extraction' AS name UNION ALL SELECT 'forensics' UNION ALL SELECT 'translation') f`,
    );
    await conn.query(
      `INSERT INTO upload_files (id, uploadId, caseId, position, fileName, kind, mediaType, size, sha256, storageKey, status, statusReason, createdAt, updatedAt)
       SELECT ${hexId('f0')}, ${hexId('a0')}, ${hexId('c0')}, 0, 'transcript.pdf', 'pdf', 'application/pdf', 204800, NULL, NULL, 'accepted', NULL, '2026-01-01', '2026-01-01'
       FROM seq_1_to_${n}`,
    );
    await conn.query(
      `INSERT INTO credentials (id, caseId, uploadId, credentialType, status, deletedAt, createdAt, updatedAt)
       SELECT ${hexId('e0')}, ${hexId('c0')}, ${hexId('a0')}, 'academic', 'completed', NULL, '2026-01-01', '2026-01-01' FROM seq_1_to_${n}`,
    );
    // The organization's count of active cases, as insertCase keeps it.
    await conn.query('UPDATE organizations SET activeCaseCount = activeCaseCount + ? WHERE id = ?', [n, orgId]);
    await conn.query('COMMIT');
    have += n;
    log(`  seeded ${have.toLocaleString('en')} cases (${n} in ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  }
}
