/**
 * Resolvers read GraphQL arguments through the generated types (src/generated/graphql.ts), so a
 * schema change breaks the build where they are read. This finds hand-written copies: any object
 * type in the server's source whose property names are exactly those of a schema input type or
 * of a field's arguments.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { schemaSdl } from '../src/schema.ts';

const srcDir = path.resolve(import.meta.dirname, '../src');

/** Name sets (sorted, joined) of every input type and argument list with two or more names. */
function schemaShapes(): Map<string, string> {
  const shapes = new Map<string, string>();
  const add = (names: string[], what: string) => {
    if (names.length >= 2) shapes.set([...names].sort().join(','), what);
  };
  // An input's fields with those its extensions (Vitryna's filters) add.
  const inputs = new Map<string, string[]>();
  for (const def of parse(schemaSdl).definitions) {
    if (def.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION || def.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION) {
      const names = inputs.get(def.name.value) ?? [];
      inputs.set(def.name.value, [...names, ...(def.fields ?? []).map((f) => f.name.value)]);
    }
    if (
      def.kind === Kind.OBJECT_TYPE_DEFINITION ||
      def.kind === Kind.OBJECT_TYPE_EXTENSION ||
      def.kind === Kind.INTERFACE_TYPE_DEFINITION
    ) {
      for (const field of def.fields ?? []) {
        add(
          (field.arguments ?? []).map((a) => a.name.value),
          `arguments of ${def.name.value}.${field.name.value}`,
        );
      }
    }
  }
  for (const [name, names] of inputs) add(names, `input ${name}`);
  return shapes;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(full);
    return /\.ts$/.test(e.name) && !/\.(test|d)\.ts$/.test(e.name) ? [full] : [];
  });
}

/** Property name sets of the interfaces and object type literals in a TypeScript source. */
function objectShapes(code: string): { names: string; line: number }[] {
  const file = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true);
  const found: { names: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node)) {
      const names = node.members
        .filter(ts.isPropertySignature)
        .map((m) => m.name.getText(file))
        .sort();
      found.push({
        names: names.join(','),
        line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function handWrittenCopies(files: string[]): string[] {
  const shapes = schemaShapes();
  return files.flatMap((f) =>
    objectShapes(readFileSync(f, 'utf8'))
      .filter((s) => shapes.has(s.names))
      .map((s) => `${path.relative(srcDir, f)}:${s.line} copies ${shapes.get(s.names)}`),
  );
}

describe('GraphQL arguments are typed by the generated types', () => {
  it('finds a hand-written copy of an input type or of a field’s arguments', () => {
    const shapes = schemaShapes();
    const copies = [
      'interface EqualFilter { eq?: string | null; in?: (string | null)[] | null }',
      'function page(args: { identifier?: string | null; id?: number | null }) {}',
    ].flatMap((code) => objectShapes(code).filter((s) => shapes.has(s.names)));
    expect(copies).toHaveLength(2);
  });

  it('has none in the server source', () => {
    expect(handWrittenCopies(sourceFiles(srcDir))).toEqual([]);
  });
});
