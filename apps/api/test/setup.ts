import { afterAll } from 'vitest';
import { removeTempDirs } from './helpers/temp-dir';

// Each API test file leaves nothing in the temporary directory (scripts/test.sh checks it).
afterAll(removeTempDirs);
