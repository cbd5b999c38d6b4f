/**
 * Writes migration 0025_design_templates.sql from src/server/designTemplates.ts (the ready-made design templates of
 * issue 19): `npx tsx scripts/designTemplatesSql.ts`. test/unit/server/designTemplates.test.ts fails while the file
 * and the generator differ.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { designTemplatesSql } from '../src/server/designTemplates.ts';

const target = fileURLToPath(new URL('../src/server/migrations/0025_design_templates.sql', import.meta.url));
writeFileSync(target, designTemplatesSql());
console.log(`wrote ${target}`);
