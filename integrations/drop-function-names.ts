/**
 * Radix's builds name every function with esbuild's keep-names helper: `__name(fn, "fn")` as a
 * statement, or wrapped around the function where it is written (`/* @__PURE__ *\/ __name((props) =>
 * …, "Tabs")`), and `static { __name(this, "X"); }` in classes. The names only help debuggers, yet
 * each call costs bytes on every page that uses Radix, and a statement that touches a function keeps
 * it in the bundle even when nothing else uses it (Radix Tabs carried a second, unused collection
 * implementation). This transform replaces every such call by the function it names, so the helper
 * and the unused functions fall away in tree shaking.
 */
import type { Plugin } from 'vite';

/** The syntax tree nodes this transform reads (ESTree, as the bundler's parser returns them). */
export interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as SyntaxNode).type === 'string';

/** A call `__name(target, "literal")`: the helper esbuild adds under keep-names. */
function isNameCall(node: SyntaxNode): node is SyntaxNode & { arguments: SyntaxNode[] } {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee as SyntaxNode;
  const args = node.arguments as SyntaxNode[];
  return (
    callee.type === 'Identifier' &&
    callee.name === '__name' &&
    args.length === 2 &&
    args[1]!.type === 'Literal' &&
    typeof args[1]!.value === 'string'
  );
}

/**
 * The code with every `__name(target, "name")` call replaced by `target` (and a call standing alone
 * as a statement removed). `parse` turns the code into an ESTree program; offsets are string indices.
 * Returns null when the code has no such call.
 */
export function dropFunctionNames(code: string, parse: (code: string) => SyntaxNode): string | null {
  if (!code.includes('__name(')) return null;
  // Edits never overlap: an unwrapped call loses the text before and after its target, so calls
  // inside the target (a named function within a named function) are edited on their own.
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: SyntaxNode, parent: SyntaxNode | undefined): void => {
    if (isNameCall(node)) {
      if (parent?.type === 'ExpressionStatement') {
        edits.push({ start: parent.start, end: parent.end, text: ';' });
        return;
      }
      const target = node.arguments[0]!;
      edits.push({ start: node.start, end: target.start, text: '(' });
      edits.push({ start: target.end, end: node.end, text: ')' });
      visit(target, node);
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) if (isNode(child)) visit(child, node);
      if (isNode(value)) visit(value, node);
    }
  };
  visit(parse(code), undefined);
  if (edits.length === 0) return null;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** The Vite plugin: applies `dropFunctionNames` to Radix's modules. */
export default function dropRadixFunctionNames(): Plugin {
  return {
    name: 'drop-radix-function-names',
    transform(code, id) {
      if (!id.includes('/node_modules/@radix-ui/')) return null;
      const stripped = dropFunctionNames(code, (source) => this.parse(source) as unknown as SyntaxNode);
      return stripped === null ? null : { code: stripped, map: null };
    },
  };
}
