import { expect } from 'chai';
import { In } from 'typeorm';
import type { Database } from '../../src/data/dataSource';
import { isUniqueViolation } from '../../src/data/dbErrors';
import { Case } from '../../src/data/entities/Case';
import { CaseNumberSequence } from '../../src/data/entities/CaseNumberSequence';
import { Credential } from '../../src/data/entities/Credential';
import { EvaluationAggregate } from '../../src/data/entities/EvaluationAggregate';
import { Organization } from '../../src/data/entities/Organization';
import { OrganizationCaseCountSlot } from '../../src/data/entities/OrganizationCaseCountSlot';
import { OutboxMessage } from '../../src/data/entities/OutboxMessage';
import { Upload } from '../../src/data/entities/Upload';
import { UploadFeature } from '../../src/data/entities/UploadFeature';
import { UploadFile } from '../../src/data/entities/UploadFile';
import { rawInsert } from '../../src/data/rawInsert';
import { tableOf } from '../../src/data/sqlNames';
import { inTransaction } from '../../src/data/transaction';
import { newId } from '../../src/domain/ids';
import { openTestDb } from '../support/cases';
import { createTestOrg } from '../support/fixtures';

/**
 * The write path of POST /cases without the insert builder (src/data/rawInsert.ts) stores what
 * TypeORM's `insert` stores: the same rows, written once each way, read back through `find` equal
 * value for value and type for type (dates with milliseconds, the 0/1 boolean transformer, NULLs,
 * text), on MariaDB and on SQLite, inside a transaction; auto-increment ids come back, and a
 * unique violation is still one.
 */
for (const backend of ['mariadb', 'sqlite'] as const) {
  describe(`raw inserts store what TypeORM's insert stores (${backend})`, () => {
    let db: Database;
    let orgId: string;
    const at = new Date('2026-11-28T12:34:56.789Z');

    before(async () => {
      db = backend === 'sqlite' ? await openTestDb('sqlite::memory:') : await openTestDb();
      orgId = (await createTestOrg(db, `raw inserts ${backend}`)).id;
    });
    after(async () => {
      if (db?.isInitialized) await db.destroy();
    });

    /** Own enumerable properties with their values' types, without the ids that differ on purpose. */
    const plain = (rows: object[], differing: string[]) =>
      rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k, v]) => v !== undefined && !differing.includes(k)).map(([k, v]) => [k, [v instanceof Date ? 'Date' : typeof v, v]])));

    it('a case, its upload (both classify values), features, files, credential, outbox record and aggregate', async () => {
      const caseRow = (id: string, externalId: string): Case => ({
        id, organizationId: orgId, externalId, externalIdHash: `${externalId}-hash`.padEnd(64, '0'), caseNumber: 0, origin: 'partner',
        linkedAt: null, metadata: JSON.stringify({ a: 1, b: 'é ✓', c: true }), deletedAt: null, createdAt: at, updatedAt: at,
      });
      const [viaOrm, viaRaw] = [newId(), newId()];
      const number = Math.floor(Math.random() * 1e9);
      await inTransaction(db, async (tx) => {
        await tx.getRepository(Case).insert({ ...caseRow(viaOrm, `orm-${viaOrm}`), caseNumber: number });
        await rawInsert(tx, Case, [{ ...caseRow(viaRaw, `raw-${viaRaw}`), caseNumber: number + 1 }]);
      });
      const cases = await db.getRepository(Case).find({ where: { id: In([viaOrm, viaRaw]) }, order: { caseNumber: 'ASC' } });
      expect(cases.map((c) => c.id)).to.deep.equal([viaOrm, viaRaw]);
      expect(plain([cases[1]!], ['id', 'externalId', 'externalIdHash', 'caseNumber'])).to.deep.equal(plain([cases[0]!], ['id', 'externalId', 'externalIdHash', 'caseNumber']));
      expect(cases[1]!.createdAt.toISOString()).to.equal(at.toISOString());

      for (const classify of [true, false]) {
        const upload = (id: string, caseId: string): Upload => ({
          id, caseId, organizationId: orgId, classify, classificationStatus: classify ? 'queued' : null, classificationError: null, fannedOutAt: null, createdAt: at, updatedAt: at,
        });
        const [u1, u2] = [newId(), newId()];
        await db.getRepository(Upload).insert(upload(u1, viaOrm));
        await rawInsert(db, Upload, [upload(u2, viaRaw)]);
        const uploads = await db.getRepository(Upload).find({ where: { id: In([u1, u2]) } });
        expect(uploads.find((u) => u.id === u2)!.classify).to.equal(classify);
        const [a, b] = [uploads.find((u) => u.id === u1)!, uploads.find((u) => u.id === u2)!];
        expect(plain([b], ['id', 'caseId'])).to.deep.equal(plain([a], ['id', 'caseId']));

        // Several rows in one statement.
        const features = (uploadId: string): UploadFeature[] =>
          ['extraction', 'forensics', 'translation'].map((name) => ({ uploadId, name, status: 'queued', error: null, createdAt: at, updatedAt: at }));
        await db.getRepository(UploadFeature).insert(features(u1));
        await rawInsert(db, UploadFeature, features(u2));
        const read = async (uploadId: string) => db.getRepository(UploadFeature).find({ where: { uploadId }, order: { name: 'ASC' } });
        expect(plain(await read(u2), ['uploadId'])).to.deep.equal(plain(await read(u1), ['uploadId']));
        expect(await read(u2)).to.have.length(3);

        const files = (uploadId: string, caseId: string): UploadFile[] =>
          [0, 1].map((position) => ({
            id: `${uploadId.slice(0, 23)}${position}`, uploadId, caseId, position, fileName: `naïve ${position}.pdf`, kind: position === 0 ? 'pdf' : null,
            mediaType: position === 0 ? 'application/pdf' : null, size: 204_800 + position, sha256: position === 0 ? 'a'.repeat(64) : null,
            storageKey: position === 0 ? `orgs/x/${uploadId}` : null, status: position === 0 ? 'queued' : 'unsupported', statusReason: position === 0 ? null : 'not a document', createdAt: at, updatedAt: at,
          }));
        await db.getRepository(UploadFile).insert(files(u1, viaOrm));
        await rawInsert(db, UploadFile, files(u2, viaRaw));
        const readFiles = async (uploadId: string) => db.getRepository(UploadFile).find({ where: { uploadId }, order: { position: 'ASC' } });
        const ignore = ['id', 'uploadId', 'caseId', 'storageKey'];
        expect(plain(await readFiles(u2), ignore)).to.deep.equal(plain(await readFiles(u1), ignore));
        expect((await readFiles(u2)).map((f) => f.storageKey)).to.deep.equal([`orgs/x/${u2}`, null]);

        const credential = (id: string, caseId: string, uploadId: string): Credential => ({ id, caseId, uploadId, credentialType: 'academic', status: 'queued', deletedAt: null, createdAt: at, updatedAt: at });
        const [c1, c2] = [newId(), newId()];
        await db.getRepository(Credential).insert(credential(c1, viaOrm, u1));
        await rawInsert(db, Credential, [credential(c2, viaRaw, u2)]);
        const creds = await db.getRepository(Credential).find({ where: { id: In([c1, c2]) } });
        const [x1, x2] = [creds.find((c) => c.id === c1)!, creds.find((c) => c.id === c2)!];
        expect(plain([x2], ['id', 'caseId', 'uploadId'])).to.deep.equal(plain([x1], ['id', 'caseId', 'uploadId']));
      }

      const outbox = (id: string, caseId: string): OutboxMessage => ({
        id, queue: 'upload.process', payload: JSON.stringify({ uploadId: 'u' }), caseId, createdAt: at, availableAt: at, dispatchedAt: null, attempts: 0, lastError: null,
      });
      const [o1, o2] = [newId(), newId()];
      await db.getRepository(OutboxMessage).insert(outbox(o1, viaOrm));
      await rawInsert(db, OutboxMessage, [outbox(o2, viaRaw)]);
      const messages = await db.getRepository(OutboxMessage).find({ where: { id: In([o1, o2]) } });
      const [m1, m2] = [messages.find((m) => m.id === o1)!, messages.find((m) => m.id === o2)!];
      expect(plain([m2], ['id', 'caseId'])).to.deep.equal(plain([m1], ['id', 'caseId']));

      await db.getRepository(EvaluationAggregate).insert({ caseId: viaOrm, status: 'queued', completedAt: null, updatedAt: at });
      await rawInsert(db, EvaluationAggregate, [{ caseId: viaRaw, status: 'queued', completedAt: null, updatedAt: at }]);
      const aggregates = await db.getRepository(EvaluationAggregate).find({ where: { caseId: In([viaOrm, viaRaw]) } });
      const [g1, g2] = [aggregates.find((g) => g.caseId === viaOrm)!, aggregates.find((g) => g.caseId === viaRaw)!];
      expect(plain([g2], ['caseId'])).to.deep.equal(plain([g1], ['caseId']));
    });

    it('answers the auto-increment id, one after the other', async () => {
      const first = (await rawInsert(db, CaseNumberSequence, [{ createdAt: at }])).insertId;
      const second = (await rawInsert(db, CaseNumberSequence, [{ createdAt: at }])).insertId;
      expect(first).to.be.a('number');
      expect(second).to.equal(first! + 1);
      const row = await db.getRepository(CaseNumberSequence).findOneBy({ id: second! });
      expect(row?.createdAt.toISOString()).to.equal(at.toISOString());
    });

    it('fails a duplicate key as a unique violation, and refuses rows that set different columns', async () => {
      const id = newId();
      const row: UploadFeature = { uploadId: id, name: 'extraction', status: 'queued', error: null, createdAt: at, updatedAt: at };
      const caseId = newId();
      await rawInsert(db, Case, [{ id: caseId, organizationId: orgId, externalId: null, externalIdHash: null, caseNumber: Math.floor(Math.random() * 1e9), origin: 'operator', linkedAt: null, metadata: '{}', deletedAt: null, createdAt: at, updatedAt: at }]);
      await rawInsert(db, Upload, [{ id, caseId, organizationId: orgId, classify: true, classificationStatus: 'queued', classificationError: null, fannedOutAt: null, createdAt: at, updatedAt: at }]);
      await rawInsert(db, UploadFeature, [row]);
      const err = await rawInsert(db, UploadFeature, [row]).then(() => null, (e: unknown) => e);
      expect(isUniqueViolation(err)).to.equal(true);
      const mixed = await rawInsert(db, UploadFeature, [{ ...row, name: 'forensics' }, { ...row, name: 'translation', error: undefined }]).then(() => null, (e: Error) => e);
      expect(mixed?.message).to.match(/error is set in the first row and not in another/);
      expect(await db.getRepository(UploadFeature).countBy({ uploadId: id })).to.equal(1);
    });

    it("names a table by its entity's metadata, escaped for the driver, in and out of a transaction", async () => {
      const quote = backend === 'sqlite' ? '"' : '`';
      expect(tableOf(db, OrganizationCaseCountSlot)).to.equal(`${quote}organization_case_count_slots${quote}`);
      await inTransaction(db, async (tx) => expect(tableOf(tx, Organization)).to.equal(`${quote}organizations${quote}`));
    });
  });
}
