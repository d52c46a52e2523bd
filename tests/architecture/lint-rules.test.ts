import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';

/**
 * The project's ESLint config keeps wire documentation out of model/: a model file that calls .openapi(),
 * .describe() or .meta() fails lint, the same code in an HTTP adapter passes. ESLint is run as `make lint`
 * runs it, on text handed to it under the path it would have.
 */
const ROOT = resolve(__dirname, '../..');
const ESLINT = join(ROOT, 'node_modules/eslint/bin/eslint.js');

interface Message {
  ruleId: string | null;
  line: number;
}

function lintAs(path: string, text: string): Promise<Message[]> {
  return new Promise((done, fail) => {
    const child = execFile(process.execPath, [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', path], { cwd: ROOT }, (_error, stdout, stderr) => {
      try {
        done((JSON.parse(stdout) as Array<{ messages: Message[] }>)[0]!.messages);
      } catch {
        fail(new Error(`eslint gave no report: ${stderr}`));
      }
    });
    child.stdin!.end(text);
  });
}

const DOCUMENTING = [
  "import { z } from '../../../shared-kernel/validation/zod';",
  "export const name = z.string().min(1).openapi({ description: 'The name.' });",
  "export const title = z.string().describe('The title.');",
  "export const size = z.number().meta({ description: 'The size.' });",
  'export const shape = z.strictObject({ name, title, size });',
  '',
].join('\n');

describe('the lint rules (make lint)', () => {
  it('fail wire documentation in a model file, call by call', async () => {
    const messages = await lintAs('modules/catalogue/model/planted-shape.ts', DOCUMENTING);
    expect(messages.map(({ ruleId, line }) => `${ruleId}:${line}`)).toEqual(['no-restricted-syntax:2', 'no-restricted-syntax:3', 'no-restricted-syntax:4']);
  });

  it('pass the same documentation in the HTTP adapter, and the model without it', async () => {
    expect(await lintAs('modules/catalogue/adapters/http/planted.schemas.ts', DOCUMENTING.replace('../../../shared-kernel/validation/zod', '../../../../infra/openapi/zod'))).toEqual([]);
    expect(await lintAs('modules/catalogue/model/planted-shape.ts', DOCUMENTING.replace(/\.(openapi|describe|meta)\([^)]*\)/g, ''))).toEqual([]);
  });

  it('fail a transaction begun in a module, and pass the same writes left to the pipeline’s', async () => {
    const service = (body: string) =>
      [
        "import type { UnitOfWork } from '../../../shared-kernel/unit-of-work';",
        'export class RecordNote {',
        '  constructor(private readonly unitOfWork: UnitOfWork, private readonly database: { run<T>(work: () => Promise<T>): Promise<T>; root: { transaction(): unknown } }) {}',
        `  async record(): Promise<unknown> { ${body} }`,
        '}',
        '',
      ].join('\n');
    const begun = await lintAs('modules/orders/application/record-note.service.ts', service('await this.unitOfWork.run(async () => 1); await this.database.run(async () => 2); return this.database.root.transaction();'));
    expect(begun.map(({ ruleId, line }) => `${ruleId}:${line}`)).toEqual(['no-restricted-syntax:4', 'no-restricted-syntax:4', 'no-restricted-syntax:4']);
    expect(await lintAs('modules/orders/application/record-note.service.ts', service('await this.unitOfWork.afterCommit(async () => undefined); return 1;'))).toEqual([]);
  });
});
