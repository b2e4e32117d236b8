import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { dropFunctionNames, type SyntaxNode } from '../../../integrations/drop-function-names.ts';

const parse = (code: string) => parseSync('module.js', code).program as unknown as SyntaxNode;
const drop = (code: string) => dropFunctionNames(code, parse);
/** Whitespace-insensitive comparison of two snippets. */
const squash = (code: string | null) => code?.replace(/\s+/g, ' ').trim();

describe('dropFunctionNames', () => {
  it.each([
    ['a statement naming a function', 'function f() {}\n__name(f, "f");', 'function f() {} ;'],
    [
      'a statement indented inside a function',
      'function outer() {\n  function use() {}\n  __name(use, "use");\n  return use;\n}',
      'function outer() { function use() {} ; return use; }',
    ],
    [
      'an arrow function wrapped where it is written',
      'const Provider = /* @__PURE__ */ __name((props) => props.children, "Provider");',
      'const Provider = /* @__PURE__ */ ((props) => props.children);',
    ],
    [
      'a function expression passed to another call',
      'const Tabs = forwardRef(/* @__PURE__ */ __name(function Tabs2(p, r) { return p; }, "Tabs2"));',
      'const Tabs = forwardRef(/* @__PURE__ */ (function Tabs2(p, r) { return p; }));',
    ],
    [
      'a class static block',
      'class OrderedDict extends Map { static { __name(this, "OrderedDict"); } }',
      'class OrderedDict extends Map { static { ; } }',
    ],
    [
      'named functions nested in a named function',
      'const a = __name(() => { const b = __name(() => 1, "b"); __name(c, "c"); return b; }, "a");',
      'const a = (() => { const b = (() => 1); ; return b; });',
    ],
  ])('%s', (_, input, expected) => {
    const output = drop(input);
    expect(squash(output)).toBe(squash(expected));
    expect(() => parse(output!)).not.toThrow();
  });

  it.each([
    ['code without the helper', 'const x = 1;'],
    ['a call with a name that is not a literal', 'f(); __name(g, name);'],
    ['another function of the same shape', 'setName(g, "g");'],
  ])('leaves %s alone', (_, input) => {
    expect(drop(input)).toBeNull();
  });

  it('keeps the helper definition (tree shaking drops it once nothing calls it)', () => {
    const input = 'var __name = (t, v) => t;\nfunction f() {}\n__name(f, "f");';
    expect(squash(drop(input))).toBe('var __name = (t, v) => t; function f() {} ;');
  });
});
