// Adapters have always imported zod from here; the extended zod itself lives in the shared kernel,
// where models (modules/<module>/model/) can reach it too.
export { z } from '../../shared-kernel/validation/zod';
