import 'reflect-metadata';
import { configOrExit, fatal, openDatabase } from './runtime';
import { runMigrations } from '../data/dataSource';

/** `npm run migrate`: applies pending migrations and says which. */
async function main(): Promise<void> {
  const config = configOrExit();
  const db = await openDatabase(config);
  try {
    const applied = await runMigrations(db);
    process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : 'No pending migrations\n');
  } finally {
    await db.destroy();
  }
}

main().catch(fatal);
