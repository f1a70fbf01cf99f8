import { describeBadInputSweep } from './helpers/sweep-suite';

// The sweep is split in parts that run in parallel, each on its own database.
describeBadInputSweep(3, 4);
