/** Whether a path is a skill or command of a coding tool, by where it is (cheap: a stat or two, no format module). */
import { statSync } from "node:fs";
import { join } from "node:path";
import {
  commandFormatName,
  commandToolOfPath,
  ignoreFormatName,
  ignoreToolOfPath,
  skillFormatName,
  skillToolOfPath,
  subagentFormatName,
  subagentStyleOfPath,
} from "../../../ir/dialects/setup/tools.js";

/** The setup format of a path (a skill folder or SKILL.md, a skills folder, a command file or folder), or undefined. */
export function setupFormatNameOfPath(path: string): string | undefined {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st) return undefined;
  const dir = st.isDirectory();
  const skill = skillToolOfPath(
    path,
    dir,
    dir && Boolean(statSync(join(path, "SKILL.md"), { throwIfNoEntry: false })?.isFile()),
  );
  if (skill) return skillFormatName(skill);
  const command = commandToolOfPath(path, dir);
  if (command) return commandFormatName(command);
  const agents = dir ? undefined : subagentStyleOfPath(path);
  if (agents) return subagentFormatName(agents);
  const ignore = dir ? undefined : ignoreToolOfPath(path);
  return ignore ? ignoreFormatName(ignore) : undefined;
}
