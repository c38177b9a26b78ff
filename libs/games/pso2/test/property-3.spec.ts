// Shard 3 of the PSO2 property test (see property-run.ts; PSO2_PROPERTY_GAMES sets the total).
import { propertyShard } from './property-run.js';

propertyShard(2);
