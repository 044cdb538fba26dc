// The script-tag entry (dist/ticket-booking.js): bundles everything and registers the elements.
import { defineElements } from './define.js';

defineElements();
