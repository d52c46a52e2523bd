import { Router, type Response } from 'express';
import { readProjectFile } from '../project-files';

const ASSETS = { 'admin.css': 'text/css; charset=utf-8', 'admin.js': 'text/javascript; charset=utf-8' } as const;

/** The admin's stylesheet and script, read once from `infra/admin/assets/` and served as they are written. */
export function adminAssetsRouter(): Router {
  const router = Router();
  const bodies = new Map<string, string>();
  for (const [name, type] of Object.entries(ASSETS)) {
    router.get(`/admin/assets/${name}`, (_request, response: Response) => {
      response.locals.routeTemplate = `/admin/assets/${name}`;
      if (!bodies.has(name)) bodies.set(name, readProjectFile('infra', 'admin', 'assets', name));
      response.set({ 'Content-Type': type, 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' }).send(bodies.get(name));
    });
  }
  return router;
}
