import fc from 'fast-check';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('nestsDeeperThan', () => {
  it('accepts documents nested exactly to the limit', () => {
    expect(nestsDeeperThan(bytes(nestedArrays(MAX_JSON_DEPTH)))).toBe(false);
    expect(nestsDeeperThan(bytes(nestedObjects(MAX_JSON_DEPTH)))).toBe(false);
  });

  it('finds arrays and objects nested one level deeper than the limit', () => {
    expect(nestsDeeperThan(bytes(nestedArrays(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(nestsDeeperThan(bytes(nestedObjects(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(nestsDeeperThan(bytes(`[{"a":${nestedArrays(MAX_JSON_DEPTH - 1)}}]`))).toBe(true);
  });

  it('counts depth, not how many containers there are', () => {
    expect(nestsDeeperThan(bytes(JSON.stringify(Array.from({ length: 10_000 }, () => ({ a: [1] })))))).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(bytes(JSON.stringify({ text: '['.repeat(1000) })))).toBe(false);
    expect(nestsDeeperThan(bytes(JSON.stringify({ text: `\\"${'{'.repeat(1000)}` })))).toBe(false);
    expect(nestsDeeperThan(bytes(JSON.stringify({ [`key"${'['.repeat(100)}`]: 'ünïcødé ✓ 🎉' })))).toBe(false);
  });

  it('ends a string at a quote after an even run of backslashes, and counts the brackets after it', () => {
    expect(nestsDeeperThan(bytes(`[${JSON.stringify('ends in a backslash \\')},${nestedArrays(MAX_JSON_DEPTH)}]`))).toBe(true);
    expect(nestsDeeperThan(bytes(`[${JSON.stringify('\\\\"[[[')},${nestedArrays(MAX_JSON_DEPTH - 1)}]`))).toBe(false);
  });

  it('tells the depth of any JSON text as parsing it would', () => {
    const depthOf = (value: unknown): number =>
      value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), (value, limit) => {
        expect(nestsDeeperThan(bytes(JSON.stringify(value)), limit)).toBe(depthOf(value) > limit);
      }),
    );
  });

  it('reads 50,000 nested arrays without exhausting the stack', () => {
    expect(nestsDeeperThan(bytes(nestedArrays(50_000)))).toBe(true);
  });
});
