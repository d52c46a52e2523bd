import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Container, ContainerModule } from 'inversify';
import { HTTP_ROUTES, type RouteSource } from '../http/route';
import { OPERATIONS } from './operation';
import { bindUseCases, useCasesIn } from './use-cases';

/** A module folder of plain JavaScript use cases, as `make run`'s build emits them. */
async function moduleWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'use-cases-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, 'use-cases', path, '..'), { recursive: true });
    await writeFile(join(dir, 'use-cases', path), text);
  }
  return dir;
}

const USE_CASE = (name: string) => `exports.default = class ${name} { routes() { return []; } };\n`;

describe('a module’s use cases, found in its use-cases/ folder rather than listed by hand', () => {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('are the default-exported classes of every <verb>-<thing>.use-case file, in the folder’s order, tests and helpers left out', async () => {
    const dir = await moduleWith({
      'send-test-event/send-test-event.use-case.js': USE_CASE('SendTestEvent'),
      'send-test-event/send-test-event.use-case.test.js': 'throw new Error("a test is never loaded as a use case");\n',
      'add-note/add-note.use-case.js': USE_CASE('AddNote'),
      'add-note/note-shape.js': 'throw new Error("a helper is loaded by its use case, not by discovery");\n',
    });
    made.push(dir);
    expect(useCasesIn(dir).map((useCase) => useCase.name)).toEqual(['AddNote', 'SendTestEvent']);
  });

  it('are bound where their presenters look: a route source’s routes to HTTP_ROUTES, an operator’s or a person’s operations to OPERATIONS', async () => {
    const dir = await moduleWith({
      'add-note/add-note.use-case.js': 'exports.default = class AddNote { routes() { return [{ operationId: "addNote" }]; } };\n',
      'reset-notes/reset-notes.use-case.js': 'exports.default = class ResetNotes { operations() { return [{ operationId: "resetNotes", auth: "operator" }]; } };\n',
    });
    made.push(dir);
    const container = new Container({ autobind: true });
    await container.load(new ContainerModule(({ bind }) => bindUseCases(bind, dir)));
    expect(container.getAll<RouteSource>(HTTP_ROUTES).flatMap((source) => source.routes())).toEqual([{ operationId: 'addNote' }]);
    expect(container.getAll(OPERATIONS).flat()).toEqual([{ operationId: 'resetNotes', auth: 'operator' }]);
  });

  it('are none for a module without the folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'use-cases-'));
    made.push(dir);
    expect(useCasesIn(dir)).toEqual([]);
  });

  it('refuse a use-case file that exports no use case, so the service does not start without it', async () => {
    const dir = await moduleWith({ 'add-note/add-note.use-case.js': 'exports.addNote = () => undefined;\n' });
    made.push(dir);
    expect(() => useCasesIn(dir)).toThrow(/add-note\.use-case\.js must default-export its use case: a class with routes\(\) or operations\(\)/);
  });

  it('find the webhooks module’s own (the worked example of docs/architecture.md)', () => {
    expect(useCasesIn(resolve(__dirname, '../../modules/webhooks')).map((useCase) => useCase.name)).toContain('SendTestEvent');
  });
});
