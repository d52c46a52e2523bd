import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// Models and route schemas import zod from here: one zod, extended with `.openapi()` before any schema is
// built. A model's schemas stay plain (ESLint refuses documentation in model/); the HTTP adapter that
// publishes one documents a copy of it (`documented()`, infra/openapi/documented.ts).
extendZodWithOpenApi(z);

export { z };
