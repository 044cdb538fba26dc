// The first thing the script-tag entry runs (imported first by embed.ts): start loading what the
// first render needs from elsewhere, while the rest of the script is evaluated.
import { loadPageLanguages } from './i18n/early.js';

loadPageLanguages();
