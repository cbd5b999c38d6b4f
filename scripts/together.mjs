// Runs npm scripts at the same time and prints each one's output whole, in the order given, once it has finished;
// exits with the first failing script's code. `npm test` runs the type check, ESLint and Prettier with it: tsc (about
// 50 s) and Prettier (about 35 s) share a core while ESLint's type-aware rules (about 120 s) take the other; one
// after the other they took about 200 s, ESLint then Prettier beside tsc 160-190 s on these noisy 2-core machines.
//   node scripts/together.mjs typecheck lint:code lint:format
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const chunks = [];
      const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
      child.on('error', (error) => resolve({ name, code: 1, output: `${String(error)}\n` }));
      child.on('close', (code, signal) =>
        resolve({ name, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
      );
    }),
);

let failed = 0;
for (const run of runs) {
  const { name, code, output } = await run;
  console.log(`\n> npm run ${name}${code === 0 ? '' : ` (failed, exit ${code})`}`);
  if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  if (code !== 0 && failed === 0) failed = code;
}
process.exitCode = failed;
