/**
 * The import direction of src/ (README "Layout"): api/ -> domain/ -> data/; jobs/, processing/,
 * reports/, webhooks/ and storage/ are peers of api/ that use domain/; bin/ wires everything and
 * nothing imports it; no import circles. Run by `npm run lint:deps` (a step of scripts/test.sh).
 * Type-only imports count: a circle of types is still a circle a reader has to untangle.
 */
const PEERS = '^src/(jobs|processing|reports|webhooks|storage)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import circles make module load order matter and hide which layer owns a type.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'data-imports-no-upper-layer',
      severity: 'error',
      comment: 'data/ stores records; it never knows the domain (but its vocabulary) or any adapter.',
      from: { path: '^src/data/' },
      // Except the domain's vocabulary (src/domain/vocabulary.ts: names and statuses, imports nothing), which data/ stores.
      to: { path: '^src/(domain|api|jobs|processing|reports|webhooks|storage|bin)/', pathNot: '^src/domain/vocabulary\\.ts$' },
    },
    {
      name: 'domain-imports-no-adapter',
      severity: 'error',
      comment: 'domain/ holds the rules; the adapters (api, jobs, processing, reports, webhooks, storage, bin) use it.',
      from: { path: '^src/domain/' },
      to: { path: '^src/(api|jobs|processing|reports|webhooks|storage|bin)/' },
    },
    {
      name: 'peers-import-no-api',
      severity: 'error',
      comment: 'jobs/, processing/, reports/, webhooks/ and storage/ are peers of api/ that use domain/.',
      from: { path: PEERS },
      to: { path: '^src/api/' },
    },
    {
      name: 'only-bin-imports-bin',
      severity: 'error',
      comment: 'bin/ holds the process entry points; shared wiring lives below it (src/runtime.ts).',
      from: { path: '^src/', pathNot: '^src/bin/' },
      to: { path: '^src/bin/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
