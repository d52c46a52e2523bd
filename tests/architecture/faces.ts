import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * What a module's face (`modules/<m>/index.ts`) exports, judged by name through every re-export (`export …
 * from`, `export *`, an import exported again, a chain through the container or a model file), with the
 * type checker: the rule dependency-cruiser cannot state, since it sees files, not names. A face exports
 * no wire shape: nothing declared in a `*.schemas.ts` file or in an HTTP, connector or web adapter (a wire
 * schema, a record mapper, their types, the words that document them), no zod schema (a schema, a
 * record of schemas, a function that builds one) wherever it was declared, and nothing named as a wire
 * record or schema (`…Record`, `…Resource`, `…Schema`). Each presenter maps the read models a face
 * exports into its own wire shape.
 */

/** A name a face still exports although it is a wire shape, and the one folder whose files may import it. */
export interface Loan {
  face: string;
  name: string;
  to: string;
}

export interface FacesVerdict {
  /** `<face> exports <name>, <why> (<where it is declared>)` */
  exports: string[];
  /** `<file> imports <name> from <face>, lent to <folder> only` */
  imports: string[];
  /** A loan that is no longer exported, or that its borrower no longer imports: the loan and its line in the face go. */
  staleLoans: string[];
}

const WIRE_FILE = /(\.schemas\.ts$|^modules\/[^/]+\/adapters\/(http|connector|web)\/)/;
/** A name that says it is a wire record or schema (`productRecord`, `uploadRecordSchema`, `PRICE_LIST_SCHEMAS`), wherever it was declared. */
const WIRE_NAME = /(Record|Resource|Schemas?|SCHEMAS)$/;

export function judgeFaces(root: string, loans: readonly Loan[]): FacesVerdict {
  const files = [...sourceFiles(root, 'modules'), ...sourceFiles(root, 'apps')];
  const options = compilerOptions(root);
  const program = ts.createProgram(files, options, compilerHost(options));
  const checker = program.getTypeChecker();
  const path = (file: string) => relative(root, file).split(sep).join('/');
  const loanOf = (face: string, name: string) => loans.find((loan) => loan.face === face && loan.name === name);

  const verdict: FacesVerdict = { exports: [], imports: [], staleLoans: [] };
  const exported = new Set<Loan>();
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
            : undefined;
      if (!why) continue;
      const loan = loanOf(face, name);
      if (loan) exported.add(loan);
      else verdict.exports.push(`${face} exports ${name}, ${why} (${declaredIn.join(', ')})`);
    }
  }

  const borrowed = new Set<Loan>();
  for (const file of files) {
    const importer = path(file);
    const own = /^modules\/([^/]+)\//.exec(importer)?.[1];
    const source = program.getSourceFile(file);
    for (const statement of source?.statements ?? []) {
      if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const face = faceNamed(root, importer, statement.moduleSpecifier.text);
      if (!face || face === `modules/${own}/index.ts`) continue;
      for (const name of namesTaken(statement, loans.filter((loan) => loan.face === face).map((loan) => loan.name))) {
        const loan = loanOf(face, name);
        if (!loan) continue;
        if (importer.startsWith(loan.to)) borrowed.add(loan);
        else verdict.imports.push(`${importer} imports ${name} from ${face}, lent to ${loan.to} only`);
      }
    }
  }

  for (const loan of loans) {
    if (!exported.has(loan)) verdict.staleLoans.push(`${loan.face} no longer exports ${loan.name} as a wire shape`);
    else if (!borrowed.has(loan)) verdict.staleLoans.push(`${loan.to} no longer imports ${loan.name} from ${loan.face}: remove it from the face and the loan`);
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

/** The face `specifier` names from `importer`, if it names one: `modules/<m>/index.ts`. */
function faceNamed(root: string, importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = relative(root, resolve(root, dirname(importer), specifier)).split(sep).join('/').replace(/(\/index)?(\.[jt]s)?$/, '');
  return /^modules\/[^/]+$/.test(target) ? `${target}/index.ts` : undefined;
}

/** The names an import or re-export takes from a module; all of `candidates` for `* as` and `export *`. */
function namesTaken(statement: ts.ImportDeclaration | ts.ExportDeclaration, candidates: readonly string[]): string[] {
  if (ts.isExportDeclaration(statement)) {
    const clause = statement.exportClause;
    if (!clause || ts.isNamespaceExport(clause)) return [...candidates];
    return clause.elements.map((element) => (element.propertyName ?? element.name).text);
  }
  const bindings = statement.importClause?.namedBindings;
  if (!bindings) return [];
  if (ts.isNamespaceImport(bindings)) return [...candidates];
  return bindings.elements.map((element) => (element.propertyName ?? element.name).text);
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
