import type express from 'express';

/** A route the Express app answers: its method (`all` for every method) and its path in OpenAPI form. */
export interface MountedRoute {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: string;
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/** Every route of the app, read from its router stack, nested routers included. */
export function mountedRoutes(app: express.Express): MountedRoute[] {
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  return walk(stack, '');
}

function walk(stack: Layer[], prefix: string): MountedRoute[] {
  return stack.flatMap((layer): MountedRoute[] => {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      const methods = Object.keys(layer.route.methods).map((method) => (method === '_all' ? 'all' : method));
      return paths.flatMap((path) => methods.map((method) => ({ method, path: openApiPath(prefix + path) })));
    }
    if (layer.handle.stack) return walk(layer.handle.stack, prefix + (layer.rawPath && layer.rawPath !== '/' ? layer.rawPath : ''));
    return [];
  });
}
