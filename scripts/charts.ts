/**
 * `npm run charts`: writes docs/statecharts/<machine id>.md (and <machine id>.stately.json, the machine for Stately's
 * editor) for every machine of machines/catalogue.ts, and the
 * index docs/statecharts/README.md. Charts of machines no longer in the catalogue are removed.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue } from '../machines/catalogue.ts';
import { CHARTS_DIR, STATELY_SUFFIX, UI_FLOORS_FILE, chartFiles, type UiFloors } from './mermaid.ts';

const files = chartFiles(catalogue, JSON.parse(readFileSync(UI_FLOORS_FILE, 'utf8')) as UiFloors);
mkdirSync(CHARTS_DIR, { recursive: true });
for (const name of readdirSync(CHARTS_DIR)) {
  if ((name.endsWith('.md') || name.endsWith(STATELY_SUFFIX)) && !files.has(name)) {
    rmSync(join(CHARTS_DIR, name));
    console.log(`removed ${join(CHARTS_DIR, name)}`);
  }
}
for (const [name, content] of files) {
  writeFileSync(join(CHARTS_DIR, name), content);
  console.log(`wrote ${join(CHARTS_DIR, name)}`);
}
