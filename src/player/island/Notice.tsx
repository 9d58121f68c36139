// A step link that stopped fitting: what was replayed, and why the rest was not. It stays until dismissed, so the reader can read it while stepping on.
import { type PlayerNotice } from '../machine.ts';
import { type UiStrings, fill } from '../ui.ts';
import { PlayerActor, useProps } from './context.ts';

export function noticeText(n: PlayerNotice, ui: UiStrings, lang = 'en'): string {
  const kept = n.problem.step - 1;
  if (n.problem.kind === 'tooMany') return fill(ui.linkTooMany, { max: kept }, lang);
  if (n.problem.kind === 'unknownVersion') return ui.linkUnknownVersion;
  const reason = {
    syntax: ui.reasonSyntax,
    unknownEvent: ui.reasonUnknownEvent,
    badParam: ui.reasonBadParam,
    notPossible: ui.reasonNotPossible,
  }[n.problem.kind];
  return fill(ui.linkNoLonger, { n: n.problem.step, token: n.problem.token, reason, kept }, lang);
}

export function Notice() {
  const { ui, lang } = useProps();
  const notice = PlayerActor.useSelector((s) => s.context.notice);
  const actor = PlayerActor.useActorRef();
  if (!notice) return null;
  return (
    <div class="kb-player__notice" role="alert" data-notice={notice.problem.kind}>
      <p>{noticeText(notice, ui, lang)}</p>
      <button type="button" class="kb-player__small" onClick={() => actor.send({ type: 'dismiss' })}>
        {ui.dismiss}
      </button>
    </div>
  );
}
