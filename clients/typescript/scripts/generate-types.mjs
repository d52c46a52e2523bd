/* global console, process, fetch */
// Regenerates src/schema.d.ts from the service's OpenAPI document with openapi-typescript.
//   node generate-types.mjs                      the document of this checkout (`bin/signwright openapi`, embedded database)
//   node generate-types.mjs --document FILE|URL  a document saved or served elsewhere
//   add --check to compare instead of write: exits 1 when the committed types are stale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { storeApiDocument } from './store-api-document.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repository = join(here, '..', '..', '..');
const target = join(here, '..', 'src', 'schema.d.ts');
const BANNER = '// Generated from the Store API v3 OpenAPI document by openapi-typescript: do not edit.\n// Regenerate with `npm run client:generate`; a test fails while this file is stale.\n\n';

function argument(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function readDocument(source) {
  if (source && /^https?:\/\//.test(source)) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`GET ${source} answered ${response.status}`);
    return response.json();
  }
  if (source) return JSON.parse(readFileSync(source, 'utf8'));
  // A throwaway embedded database: the document depends on the code only, not on any data.
  const dataDir = mkdtempSync(join(tmpdir(), 'signwright-openapi-'));
  try {
    const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    // migrate makes the database: the other commands refuse a DATA_DIR that holds none.
    execFileSync(join(repository, 'bin', 'signwright'), ['migrate', '--json'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const output = execFileSync(join(repository, 'bin', 'signwright'), ['openapi', '--json'], { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(output);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function generateTypes(document) {
  // A request field with a default may be left out: only `required` makes a property required.
  return BANNER + astToString(await openapiTS(storeApiDocument(document), { defaultNonNullable: false }));
}

const document = await readDocument(argument('--document'));
const types = await generateTypes(document);
if (process.argv.includes('--check')) {
  const committed = readFileSync(target, 'utf8');
  if (committed !== types) {
    console.error(`${target} is stale: run \`npm run client:generate\` and commit it.`);
    process.exit(1);
  }
} else {
  writeFileSync(target, types);
  console.error(`wrote ${target}`);
}
