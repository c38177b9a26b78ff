// Shard 1 of the R4U property test (see property-run.ts; R4U_PROPERTY_GAMES sets the total).
import { propertyShard } from './property-run.js';

propertyShard(0);
