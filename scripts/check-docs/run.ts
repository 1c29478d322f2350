import type { DocsCheck, DocsContext } from './context.ts';
import type { Problem } from './types.ts';

export interface NamedCheck {
  /** Shown when the check itself crashes. */
  name: string;
  run: DocsCheck;
}

/** Runs the checks one after another; a check that throws becomes a problem instead of a crash. */
export async function runChecks(ctx: DocsContext, checks: NamedCheck[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const check of checks) {
    try {
      problems.push(...(await check.run(ctx)));
    } catch (error) {
      const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
      problems.push({ file: 'docs', message: `the ${check.name} check crashed: ${reason}` });
    }
  }
  return problems;
}

/**
 * `<file>: <message>` lines, sorted by file, then by the line a message starts with (`line 12: ...`;
 * problems about the whole file first), then in the order the checks found them.
 */
export function formatProblems(problems: Problem[]): string {
  const lineOf = (problem: Problem) => Number(/^line (\d+):/.exec(problem.message)?.[1] ?? 0);
  return problems
    .map((problem, order) => ({ problem, order, line: lineOf(problem) }))
    .sort(
      (a, b) =>
        a.problem.file.localeCompare(b.problem.file) || a.line - b.line || a.order - b.order,
    )
    .map(({ problem }) => `${problem.file}: ${problem.message}`)
    .join('\n');
}
