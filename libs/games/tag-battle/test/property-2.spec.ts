// Shard 2 of the tag-battle property test (see property-run.ts; TAG_PROPERTY_GAMES sets the total).
import { propertyShard } from './property-run.js';

propertyShard(1);
