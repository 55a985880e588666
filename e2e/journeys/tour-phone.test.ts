import { describe } from 'vitest';
import { tourEveryScreen, tourVariants } from '../support/tour.js';

describe('every screen on a phone in the dark theme', () => tourEveryScreen(tourVariants.phone));
