import type { AnyRoute } from './route';

/**
 * Routes in the order Express must try them: two paths that can match one URL differ first where one has
 * a fixed word and the other a parameter, and the fixed word goes first, so `/customisers/copy` is never
 * taken for a customiser id. Sorting by the shape of each path (word or parameter, segment by segment)
 * gives that order whatever order the modules declare their use cases in; equal shapes keep theirs.
 */
export function mountOrder(routes: readonly AnyRoute[]): AnyRoute[] {
  const shapeOf = (route: AnyRoute) => route.path.split('/').map((segment) => (segment.startsWith('{') ? 1 : 0));
  return [...routes].sort((first, second) => {
    const [a, b] = [shapeOf(first), shapeOf(second)];
    for (let index = 0; index < Math.min(a.length, b.length); index++) if (a[index] !== b[index]) return a[index]! - b[index]!;
    return a.length - b.length;
  });
}
