// Shard 1 of the GBF property test (see property-run.ts; GBF_PROPERTY_GAMES sets the total).
import { propertyShard } from './property-run.js';

propertyShard(0);
