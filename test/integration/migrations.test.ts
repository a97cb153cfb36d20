import { expect } from 'chai';
import {
  createDataSource,
  hasPendingMigrations,
  MIGRATIONS,
  runMigrations,
  type Database,
} from '../../src/data/dataSource';
import { insertApiKey } from '../../src/data/repositories/apiKeys';
import { drawCaseNumber, insertCase } from '../../src/data/repositories/cases';
import { insertUpload } from '../../src/data/repositories/uploads';
import { insertOrganization } from '../../src/data/repositories/organizations';
import { newId } from '../../src/domain/ids';

const MARIADB_URL = process.env.DATABASE_URL ?? 'mysql://credeval:credeval@127.0.0.1:3306/credeval_test';

/*
 * On MariaDB the suite needs an empty schema, so it works in a scratch database of its own,
 * `<test database>_migrations`, created and dropped here: reverting the migrations of the
 * shared test database would pull the tables from under any suite running at the same time.
 * The test user needs rights on it (e.g. GRANT ALL ON `credeval\_test\_%`.* TO 'credeval').
 */
function scratchUrl(url: string): { url: string; database: string } {
  const u = new URL(url);
  const database = `${decodeURIComponent(u.pathname.slice(1))}_migrations`;
  u.pathname = `/${database}`;
  return { url: u.toString(), database };
}

async function recreateScratchDatabase(baseUrl: string, database: string, drop = false): Promise<void> {
  const base = createDataSource(baseUrl);
  await base.initialize();
  try {
    await base.query(`DROP DATABASE IF EXISTS \`${database}\``);
    if (!drop) await base.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`);
  } catch (err) {
    throw new Error(
      `cannot ${drop ? 'drop' : 'create'} the scratch database ${database} (${(err as Error).message}); grant the test user ALL on it`,
    );
  } finally {
    await base.destroy();
  }
}

/** The SQL the schema builder would run to make the database match the entities. */
async function schemaDiff(db: Database): Promise<string[]> {
  const sql = await db.driver.createSchemaBuilder().log();
  return sql.upQueries.map((q) => q.query);
}

async function executedCount(db: Database): Promise<number> {
  const qr = db.createQueryRunner();
  try {
    if (!(await qr.hasTable('migrations'))) return 0;
  } finally {
    await qr.release();
  }
  const [row] = (await db.query('SELECT COUNT(*) AS n FROM migrations')) as { n: number | string }[];
  return Number(row?.n ?? 0);
}

async function undoAll(db: Database): Promise<void> {
  for (let n = await executedCount(db); n > 0; n = await executedCount(db)) await db.undoLastMigration({ transaction: 'each' });
}

async function tableExists(db: Database, table: string): Promise<boolean> {
  const qr = db.createQueryRunner();
  try {
    return await qr.hasTable(table);
  } finally {
    await qr.release();
  }
}

const migrationNames = MIGRATIONS.map((m) => m.name);

/**
 * The schema is made by migrations only (never `synchronize`), so the migrations must build
 * exactly what the entities describe, on MariaDB and on SQLite (the embedded default), and
 * applying them again must do nothing.
 */
const scratch = scratchUrl(MARIADB_URL);

for (const [backend, url] of [
  ['MariaDB', scratch.url],
  ['SQLite in memory', 'sqlite::memory:'],
] as const) {
  const mariadb = backend === 'MariaDB';

  describe(`migrations on ${backend}`, () => {
    let db: Database;
    const entityTables = () => db.entityMetadatas.map((m) => m.tableName);

    before(async () => {
      if (mariadb) await recreateScratchDatabase(MARIADB_URL, scratch.database);
      db = createDataSource(url);
      await db.initialize();
    });
    after(async () => {
      if (db?.isInitialized) await db.destroy();
      if (mariadb) await recreateScratchDatabase(MARIADB_URL, scratch.database, true);
    });

    it('starts from an empty schema with every migration pending', async () => {
      for (const table of entityTables()) expect(await tableExists(db, table), table).to.equal(false);
      expect(await hasPendingMigrations(db)).to.equal(true);
    });

    it('applies every migration, in order', async () => {
      expect(await runMigrations(db)).to.deep.equal(migrationNames);
      expect(await hasPendingMigrations(db)).to.equal(false);
      for (const table of entityTables()) expect(await tableExists(db, table), table).to.equal(true);
    });

    it('leaves no difference between the schema and the entities', async () => {
      expect(await schemaDiff(db)).to.deep.equal([]);
    });

    it('is a no-op when run again', async () => {
      expect(await runMigrations(db)).to.deep.equal([]);
      expect(await executedCount(db)).to.equal(MIGRATIONS.length);
      expect(await schemaDiff(db)).to.deep.equal([]);
    });

    it('enforces the api_keys → organizations foreign key', async () => {
      const err = await insertApiKey(db, {
        id: newId(),
        organizationId: newId(),
        type: 'partner',
        status: 'active',
        secretHash: '0'.repeat(64),
        expiresAt: null,
      }).catch((e: unknown) => e);
      expect(err).to.be.instanceOf(Error);
      expect(String((err as Error).message)).to.match(/foreign key/i);
    });

    it('enforces the foreign keys of cases and uploads', async () => {
      const noOrg = await insertCase(db, { id: newId(), organizationId: newId(), externalId: 'x', caseNumber: 1, origin: 'partner', metadata: {} }).catch(
        (e: unknown) => e,
      );
      expect(String((noOrg as Error).message)).to.match(/foreign key/i);
      const noCase = await insertUpload(db, { id: newId(), caseId: newId(), organizationId: newId(), classify: true }).catch((e: unknown) => e);
      expect(String((noCase as Error).message)).to.match(/foreign key/i);
    });

    it('keeps externalId unique per organization, exactly, and lets operator cases have none', async () => {
      const org = await insertOrganization(db, { id: newId(), name: 'unique test' });
      const insert = async (externalId: string | null) =>
        insertCase(db, { id: newId(), organizationId: org.id, externalId, caseNumber: await drawCaseNumber(db), origin: 'partner', metadata: {} });
      await insert('APP-1');
      await insert('app-1');
      await insert('APP-1 ');
      await insert(null);
      await insert(null);
      const dup = await insert('APP-1').catch((e: unknown) => e);
      expect(dup).to.be.instanceOf(Error);
    });

    it('draws case numbers from 100001 on, never twice', async () => {
      const first = await drawCaseNumber(db);
      const second = await drawCaseNumber(db);
      expect(first).to.be.at.least(100001);
      expect(second).to.be.greaterThan(first);
      // Even when the newest number's row is gone, the next one is new (AUTOINCREMENT / InnoDB counter).
      await db.query('DELETE FROM case_number_sequence WHERE id = ?', [second - 100000]);
      expect(await drawCaseNumber(db)).to.be.greaterThan(second);
    });

    it('reverts cleanly and applies again', async () => {
      await undoAll(db);
      for (const table of entityTables()) expect(await tableExists(db, table), table).to.equal(false);
      expect(await runMigrations(db)).to.deep.equal(migrationNames);
      expect(await schemaDiff(db)).to.deep.equal([]);
    });
  });
}
