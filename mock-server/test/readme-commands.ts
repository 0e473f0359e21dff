/**
 * The commands the READMEs show, read from their ```bash blocks, so that
 * readme-commands.test.ts runs what a reader would type (and fails for a new command it
 * does not know how to run or why it skips).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReadmeCommand {
  /** The README, relative to the repository root. */
  file: string;
  /** The command as shown, its trailing comment removed. */
  command: string;
}

/** `npm run sim -- <these>` words start a simulator command (for the `pause | resume | step` shorthand). */
const SIM_COMMANDS = [
  'list',
  'run',
  'digest',
  'status',
  'reset',
  'pause',
  'resume',
  'step',
  'load',
  'speed',
  'advance',
  'seek',
  'trigger',
  'journal',
  'export',
  'replay',
  '--help',
];

export const SIM_PREFIX = 'npm run sim -- ';

/** Every README.md the repository tracks. */
export function readmeFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '*README.md', 'README.md'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
}

/** The code blocks of one language in a markdown text. */
export function codeBlocks(markdown: string, languages: string[]): string[] {
  const blocks: string[] = [];
  const fence = /^```(\w*)\n([\s\S]*?)^```/gm;
  for (const [, language, body] of markdown.matchAll(fence)) {
    if (languages.includes(language ?? '') && body !== undefined) blocks.push(body);
  }
  return blocks;
}

/** `npm run sim -- pause | resume | speed 10` lists alternatives; `... | tail -1` is a real pipe. */
function expandShorthand(command: string): string[] {
  if (!command.startsWith(SIM_PREFIX) || !command.includes(' | ')) return [command];
  const [first, ...rest] = command.slice(SIM_PREFIX.length).split(' | ');
  const alternatives = [first ?? '', ...rest];
  if (!alternatives.every((part) => SIM_COMMANDS.includes(part.trim().split(' ')[0] ?? ''))) return [command];
  return alternatives.map((part) => `${SIM_PREFIX}${part.trim()}`);
}

export function commandsOf(file: string, markdown: string): ReadmeCommand[] {
  const commands: ReadmeCommand[] = [];
  for (const block of codeBlocks(markdown, ['bash', 'sh', 'shell'])) {
    const lines = block.replace(/\\\n\s*/g, ' ').split('\n');
    for (const line of lines) {
      const command = line.replace(/\s{2,}#.*$/, '').trim();
      if (command === '' || command.startsWith('#')) continue;
      for (const one of expandShorthand(command)) commands.push({ file, command: one });
    }
  }
  return commands;
}

/** Commands named in the first column of a table (`| \`npm run docs\` | what it does |`). */
export function tableCommandsOf(file: string, markdown: string): ReadmeCommand[] {
  const commands: ReadmeCommand[] = [];
  for (const [, command] of markdown.matchAll(/^\|\s*`((?:npm|npx) [^`]+)`\s*\|/gm)) {
    if (command) commands.push({ file, command });
  }
  return commands;
}

export function readmeCommands(root: string): ReadmeCommand[] {
  return readmeFiles(root).flatMap((file) => {
    const markdown = readFileSync(join(root, file), 'utf8');
    return [...commandsOf(file, markdown), ...tableCommandsOf(file, markdown)];
  });
}
