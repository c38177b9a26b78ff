// Shard 2 of the SVE property test (see property-run.ts; SVE_PROPERTY_GAMES sets the total).
import { propertyShard } from './property-run.js';

propertyShard(1);
