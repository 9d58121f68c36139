import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addTabCaptions } from './captions.ts';

test('each tab item gets its own label as a caption, first in the panel', () => {
  const html =
    '<starlight-tab-item data-label="kubeadm"><p>a</p></starlight-tab-item>' +
    '<starlight-tab-item data-icon="x" data-label="systemd &amp; external"><p>b</p></starlight-tab-item>';
  assert.equal(
    addTabCaptions(html),
    '<starlight-tab-item data-label="kubeadm"><p class="kb-tab-caption">kubeadm</p><p>a</p></starlight-tab-item>' +
      '<starlight-tab-item data-icon="x" data-label="systemd &amp; external"><p class="kb-tab-caption">systemd &amp; external</p><p>b</p></starlight-tab-item>',
  );
});

test('already processed (nested) panels are left alone', () => {
  const html = '<div role="tabpanel" id="tab-panel-0-1" hidden><p>x</p></div>';
  assert.equal(addTabCaptions(html), html);
});
