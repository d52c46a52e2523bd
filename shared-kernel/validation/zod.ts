import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// Models and route schemas import zod from here so that `.openapi()` metadata is always available on
// them: one schema both validates and documents, and the extension must run before any schema is built.
extendZodWithOpenApi(z);

export { z };
