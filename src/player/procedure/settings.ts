// A step's command as it ran: its `{@name}` settings (src/model/engine/procedure.ts) filled from the
// steps taken so far, so that after a wrong-turn option the panel, the no-JS table and the runbook show
// and copy the command the narration says ran, not the default one. Pure: the island and the build use it.
import type { ResolvedCommand, Setting } from '../../model/engine/procedure.ts';

const SETTING = /\{@([A-Za-z][\w.-]*)\}/g;

/** `text` with each `{@name}` replaced by the setting's text for the latest token of `tokens` it knows. */
export function fillSettings(text: string, settings: Readonly<Record<string, Setting>> | undefined, tokens: readonly string[]): string {
  if (!settings || !text.includes('{@')) return text;
  const chosen = (name: string) => {
    const s = settings[name];
    if (!s) return undefined;
    for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i] in s.tokens) return s.tokens[tokens[i]];
    return s.initial;
  };
  return text
    .split('\n')
    .flatMap((line) => {
      if (!line.includes('{@')) return [line];
      const filled = line.replace(SETTING, (whole, name: string) => chosen(name) ?? whole);
      // A setting that is off (an omitted flag) takes its whole line with it.
      return filled.trim() === '' ? [] : [filled];
    })
    .join('\n');
}

/** The command of the last of `tokens`, as it ran after the earlier ones. */
export function commandAt(commands: Readonly<Record<string, ResolvedCommand>>, settings: Readonly<Record<string, Setting>> | undefined, tokens: readonly string[]): ResolvedCommand | undefined {
  const command = commands[tokens[tokens.length - 1] ?? ''];
  if (!command) return undefined;
  return {
    ...command,
    etcd36: fillSettings(command.etcd36, settings, tokens),
    ...(command.etcd35 !== undefined ? { etcd35: fillSettings(command.etcd35, settings, tokens) } : {}),
  };
}
