import 'reflect-metadata';
import { configOrExit, fatal } from './runtime';
import { createDataSource, runMigrations } from '../data/dataSource';
import { redactUrl } from '../config';

/** `npm run migrate`: applies pending migrations and says which. */
async function main(): Promise<void> {
  const config = configOrExit();
  const db = createDataSource(config.databaseUrl);
  await db.initialize().catch((err: Error) => {
    throw new Error(`Cannot connect to the database at ${redactUrl(config.databaseUrl)}: ${err.message}`);
  });
  try {
    const applied = await runMigrations(db);
    process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : 'No pending migrations\n');
  } finally {
    await db.destroy();
  }
}

main().catch(fatal);
