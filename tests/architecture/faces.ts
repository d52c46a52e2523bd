import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * What a module's face (`modules/<m>/index.ts`) exports, judged by name through every re-export (`export …
 * from`, `export *`, an import exported again, a chain through the container or a model file), with the
 * type checker: the rule dependency-cruiser cannot state, since it sees files, not names. A face exports
 * no wire shape: nothing declared in a `*.schemas.ts` file or in an HTTP, connector or web adapter (a wire
 * schema, a record mapper, their types, the words that document them), no zod schema (a schema, a
 * record of schemas, a function that builds one) wherever it was declared, and nothing named as a wire
 * record or schema (`…Record`, `…Resource`, `…Schema`). Each presenter maps the read models a face
 * exports into its own wire shape. Nor does a face export a service: no class of `application/` or
 * `use-cases/`, as a value or as a type. It offers its operations (by id, in the operation directory), its
 * read models (`read-models/`), the interfaces it offers other contexts, its tokens and domain types.
 */

export interface FacesVerdict {
  /** `<face> exports <name>, <why> (<where it is declared>)` */
  exports: string[];
}

const WIRE_FILE = /(\.schemas\.ts$|^modules\/[^/]+\/adapters\/(http|connector|web)\/)/;
/** A name that says it is a wire record or schema (`productRecord`, `uploadRecordSchema`, `PRICE_LIST_SCHEMAS`), wherever it was declared. */
const WIRE_NAME = /(Record|Resource|Schemas?|SCHEMAS)$/;
/** Where a module keeps the classes that do its work: its application services and use cases. */
const SERVICE_FILE = /^modules\/[^/]+\/(application|use-cases)\//;

export function judgeFaces(root: string): FacesVerdict {
  const files = [...sourceFiles(root, 'modules'), ...sourceFiles(root, 'apps')];
  const options = compilerOptions(root);
  const program = ts.createProgram(files, options, compilerHost(options));
  const checker = program.getTypeChecker();
  const path = (file: string) => relative(root, file).split(sep).join('/');

  const verdict: FacesVerdict = { exports: [] };
  for (const file of files.filter((file) => /^modules\/[^/]+\/index\.ts$/.test(path(file)))) {
    const face = path(file);
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    for (const symbol of module ? checker.getExportsOfModule(module) : []) {
      const name = symbol.getName();
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declaredIn = [...new Set((target.declarations ?? []).map((declaration) => path(declaration.getSourceFile().fileName)))];
      const why = declaredIn.some((where) => WIRE_FILE.test(where))
        ? 'a wire shape'
        : target.flags & ts.SymbolFlags.Value && holdsZod(checker, checker.getTypeOfSymbol(target))
          ? 'a zod schema'
          : WIRE_NAME.test(name)
            ? 'named as a wire record or schema'
            : target.flags & ts.SymbolFlags.Class && declaredIn.some((where) => SERVICE_FILE.test(where))
              ? 'an application service'
              : undefined;
      if (why) verdict.exports.push(`${face} exports ${name}, ${why} (${declaredIn.join(', ')})`);
    }
  }

  return verdict;
}

/** A zod schema, a record of them, or a function that builds one. */
function holdsZod(checker: ts.TypeChecker, type: ts.Type): boolean {
  const isZod = (candidate: ts.Type) => candidate.getProperty('_zod') !== undefined;
  if (isZod(type)) return true;
  if (type.getCallSignatures().some((signature) => isZod(signature.getReturnType()))) return true;
  return type.getProperties().some((property) => isZod(checker.getTypeOfSymbol(property)));
}

/** Every TypeScript source of `folder` but tests, test support and declarations. */
function sourceFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'test-support') walk(full);
      else if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) found.push(full);
    }
  };
  walk(join(root, folder));
  return found;
}

// The libraries' declarations (TypeScript's lib, zod) are parsed once for every tree judged in a process.
const libraries = new Map<string, ts.SourceFile | undefined>();

function compilerHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, fresh) => {
    if (!fileName.includes(`${sep}node_modules${sep}`)) return read(fileName, language, onError, fresh);
    const key = `${JSON.stringify(language)} ${fileName}`;
    if (!libraries.has(key)) libraries.set(key, read(fileName, language, onError, fresh));
    return libraries.get(key);
  };
  return host;
}

function compilerOptions(root: string): ts.CompilerOptions {
  const file = join(root, 'tsconfig.check.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return { ...ts.parseJsonConfigFileContent(config, ts.sys, root).options, noEmit: true, types: [] };
}
