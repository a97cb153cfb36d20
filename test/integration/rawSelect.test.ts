import { expect } from 'chai';
import { In, IsNull } from 'typeorm';
import type { Database } from '../../src/data/dataSource';
import { ApiKey } from '../../src/data/entities/ApiKey';
import { Case } from '../../src/data/entities/Case';
import { Credential } from '../../src/data/entities/Credential';
import { Upload } from '../../src/data/entities/Upload';
import { UploadFeature } from '../../src/data/entities/UploadFeature';
import { UploadFile } from '../../src/data/entities/UploadFile';
import { rawSelect } from '../../src/data/rawSelect';
import { findFeaturesOfCases, findFeaturesOfUploads, findFilesOfCase, findFilesOfUploads } from '../../src/data/repositories/uploads';
import { inTransaction } from '../../src/data/transaction';
import { submitUpload } from '../../src/domain/cases/submission';
import { openTestDb, submission, tempStorage, uniqueExternalId, type TempStorage } from '../support/cases';
import { createTestOrg } from '../support/fixtures';

/**
 * The hot reads without the query builder (src/data/rawSelect.ts) return what TypeORM's `find`
 * returns, value for value and type for type (dates, booleans through transformers, JSON,
 * nullable columns), in the same order, on MariaDB and on SQLite, inside a transaction and out.
 */
for (const backend of ['mariadb', 'sqlite'] as const) {
  describe(`raw reads equal TypeORM's find (${backend})`, () => {
    let db: Database;
    let ts: TempStorage;
    let orgId: string;
    let caseId: string;

    before(async () => {
      db = backend === 'sqlite' ? await openTestDb('sqlite::memory:') : await openTestDb();
      ts = await tempStorage();
      orgId = (await createTestOrg(db, `raw reads ${backend}`)).id;
      const externalId = uniqueExternalId('Raw');
      const deps = { db, files: ts.storage };
      caseId = (await submitUpload(deps, await submission(ts.storage, orgId, { externalId, metadata: { a: 1, b: true, c: 'x' } }))).result.caseId;
      await submitUpload(deps, await submission(ts.storage, orgId, { externalId, classify: false, features: ['extraction'] }));
    });
    after(async () => {
      await ts?.cleanup();
      if (db?.isInitialized) await db.destroy();
    });

    /** Own enumerable properties (set ones) with their values' types, so a Date or a boolean read as a string fails. */
    const plain = (rows: object[]) => rows.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined).map(([k, v]) => [k, [v instanceof Date ? 'Date' : typeof v, v]])));

    it('reads a case by id and by number, and nothing for a deleted-only filter miss', async () => {
      const viaFind = await db.getRepository(Case).findOneBy({ organizationId: orgId, id: caseId, deletedAt: IsNull() });
      const [viaRaw] = await rawSelect(db, Case, {
        where: [
          { column: 'organizationId', equals: orgId },
          { column: 'id', equals: caseId },
          { column: 'deletedAt', isNull: true },
        ],
        limit: 1,
      });
      expect(viaFind).not.to.equal(null);
      expect(plain([viaRaw!])).to.deep.equal(plain([viaFind!]));
      expect((viaRaw as Case).createdAt).to.be.instanceOf(Date);
      const byNumber = await rawSelect(db, Case, { where: [{ column: 'caseNumber', equals: viaFind!.caseNumber }, { column: 'organizationId', equals: orgId }] });
      expect(byNumber.map((c) => c.id)).to.deep.equal([caseId]);
      expect(await rawSelect(db, Case, { where: [{ column: 'id', equals: caseId }, { column: 'organizationId', equals: 'f'.repeat(24) }] })).to.deep.equal([]);
    });

    it('reads uploads, features, files and credentials in find order, in a transaction', async () => {
      await inTransaction(db, async (tx) => {
        const uploads = await tx.getRepository(Upload).find({ where: { caseId: In([caseId]) }, order: { createdAt: 'ASC', id: 'ASC' } });
        const rawUploads = await rawSelect(tx, Upload, { where: [{ column: 'caseId', in: [caseId] }], orderBy: [['createdAt', 'ASC'], ['id', 'ASC']] });
        expect(uploads).to.have.length(2);
        expect(plain(rawUploads)).to.deep.equal(plain(uploads));
        expect(rawUploads.map((u) => u.classify)).to.deep.equal([true, false]);
        const ids = uploads.map((u) => u.id);
        const features = await tx.getRepository(UploadFeature).find({ where: { uploadId: In(ids) }, order: { uploadId: 'ASC', name: 'ASC' } });
        expect(plain(await rawSelect(tx, UploadFeature, { where: [{ column: 'uploadId', in: ids }], orderBy: [['uploadId', 'ASC'], ['name', 'ASC']] }))).to.deep.equal(plain(features));
        const files = await tx.getRepository(UploadFile).find({ where: { uploadId: In(ids) }, order: { uploadId: 'ASC', position: 'ASC' } });
        expect(files.length).to.be.greaterThan(0);
        expect(plain(await rawSelect(tx, UploadFile, { where: [{ column: 'uploadId', in: ids }], orderBy: [['uploadId', 'ASC'], ['position', 'ASC']] }))).to.deep.equal(plain(files));
        const credentials = await tx.getRepository(Credential).find({ where: { caseId, deletedAt: IsNull() }, order: { createdAt: 'ASC', id: 'ASC' } });
        expect(credentials.length).to.be.greaterThan(0);
        const rawCredentials = await rawSelect(tx, Credential, { where: [{ column: 'caseId', equals: caseId }, { column: 'deletedAt', isNull: true }], orderBy: [['createdAt', 'ASC'], ['id', 'ASC']] });
        expect(plain(rawCredentials)).to.deep.equal(plain(credentials));
      });
    });

    it('reads the features and files of a case by its id (a subquery on its uploads) as by its upload ids', async () => {
      const ids = (await rawSelect(db, Upload, { where: [{ column: 'caseId', equals: caseId }] })).map((u) => u.id);
      expect(ids).to.have.length(2);
      const other = (await submitUpload({ db, files: ts.storage }, await submission(ts.storage, orgId))).result.caseId;
      expect(await findFeaturesOfCases(db, [caseId])).to.deep.equal(await findFeaturesOfUploads(db, ids));
      expect(await findFilesOfCase(db, caseId)).to.deep.equal(await findFilesOfUploads(db, ids));
      const both = await findFeaturesOfCases(db, [caseId, other]);
      expect(new Set(both.map((f) => f.uploadId)).size).to.equal(3);
      expect(await findFeaturesOfCases(db, [])).to.deep.equal([]);
      // An empty list inside the subquery matches nothing, as at the top.
      expect(await rawSelect(db, UploadFeature, { where: [{ column: 'uploadId', inSelect: { entity: Upload, column: 'id', where: [{ column: 'caseId', in: [] }] } }] })).to.deep.equal([]);
    });

    it('pages like the query builder: limit and offset after the order', async () => {
      const byBuilder = await db
        .getRepository(Upload)
        .createQueryBuilder('u')
        .where('u.caseId = :caseId', { caseId })
        .orderBy('u.createdAt', 'DESC')
        .addOrderBy('u.id', 'DESC')
        .limit(1)
        .offset(1)
        .getMany();
      const raw = await rawSelect(db, Upload, { where: [{ column: 'caseId', equals: caseId }], orderBy: [['createdAt', 'DESC'], ['id', 'DESC']], limit: 1, offset: 1 });
      expect(byBuilder).to.have.length(1);
      expect(plain(raw)).to.deep.equal(plain(byBuilder));
    });

    it('reads an API key, and matches nothing for an empty IN list', async () => {
      const key = await db.getRepository(ApiKey).findOneBy({ organizationId: orgId });
      expect(key).not.to.equal(null);
      const [raw] = await rawSelect(db, ApiKey, { where: [{ column: 'id', equals: key!.id }], limit: 1 });
      expect(plain([raw!])).to.deep.equal(plain([key!]));
      expect(await rawSelect(db, Upload, { where: [{ column: 'caseId', in: [] }] })).to.deep.equal([]);
    });
  });
}
