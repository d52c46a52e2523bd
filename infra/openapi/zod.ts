import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// Route schemas import zod from here so that `.openapi()` metadata is always available on them.
extendZodWithOpenApi(z);

export { z };
