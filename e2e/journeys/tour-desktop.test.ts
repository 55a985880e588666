import { describe } from 'vitest';
import { tourEveryScreen, tourVariants } from '../support/tour.js';

describe('every screen on a desktop in the light theme', () => tourEveryScreen(tourVariants.desktop));
