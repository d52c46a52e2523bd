import type opentype from 'opentype.js';

interface Point {
  x: number;
  y: number;
}

/** Curves are halved until their control polygon is within this fraction of their chord: Gravesen's estimate is then exact far below 0.1 %, and a finer flatness only costs time. */
const FLATNESS = 1e-2;
const MAX_DEPTH = 20;

/**
 * The length of every contour of a path, in the path's units: straight segments exactly, quadratic and
 * cubic Béziers by adaptive subdivision, and each closed contour's way back to its start.
 */
export function outlineLength(commands: readonly opentype.PathCommand[]): number {
  let length = 0;
  let start: Point = { x: 0, y: 0 };
  let current: Point = start;
  for (const command of commands) {
    if (command.type === 'Z') {
      length += distance(current, start);
      current = start;
      continue;
    }
    const end = { x: command.x, y: command.y };
    if (command.type === 'M') start = end;
    else if (command.type === 'L') length += distance(current, end);
    else if (command.type === 'Q') length += bezierLength([current, { x: command.x1, y: command.y1 }, end]);
    else length += bezierLength([current, { x: command.x1, y: command.y1 }, { x: command.x2, y: command.y2 }, end]);
    current = end;
  }
  return length;
}

/**
 * Gravesen's estimate, (2·chord + (n−1)·polygon) / (n+1) for degree n, on pieces flat enough for it
 * to be far inside 0.1 %: a glyph's curves are short, so a few halvings suffice.
 */
function bezierLength(points: Point[], depth = 0): number {
  const chord = distance(points[0]!, points[points.length - 1]!);
  let polygon = 0;
  for (let i = 1; i < points.length; i += 1) polygon += distance(points[i - 1]!, points[i]!);
  if (polygon - chord <= FLATNESS * polygon || depth >= MAX_DEPTH) {
    const degree = points.length - 1;
    return (2 * chord + (degree - 1) * polygon) / (degree + 1);
  }
  const [left, right] = halves(points);
  return bezierLength(left, depth + 1) + bezierLength(right, depth + 1);
}

/** De Casteljau at t = ½: the two curves that together trace the same one. */
function halves(points: Point[]): [Point[], Point[]] {
  const left = [points[0]!];
  const right = [points[points.length - 1]!];
  let level = points;
  while (level.length > 1) {
    level = level.slice(1).map((point, i) => ({ x: (level[i]!.x + point.x) / 2, y: (level[i]!.y + point.y) / 2 }));
    left.push(level[0]!);
    right.unshift(level[level.length - 1]!);
  }
  return [left, right];
}

function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}
