import { z } from 'zod';

// zod compiles fast parsers with `new Function` when it may. The site's Content-Security-Policy
// forbids eval, and even zod's probe for it is reported as a violation, so it runs jitless.
z.config({ jitless: true });

export { z };
