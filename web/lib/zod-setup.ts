import { z } from 'zod';

// zod probes `Function('')` for its JIT, which a strict CSP refuses (STACK-NOTES trap 8).
z.config({ jitless: true });
