import { createJestConfig } from '../shared/jest/preset.mjs';

export default createJestConfig(import.meta.dirname);
