// The size check counts what a scenario page really loads: its island's chunks, its own scenario's
// chunk from the registry and the optional parts its host names, never another scenario's chunk.
// Built on a tiny dist/ of hand-written chunks shaped like Vite's minified output.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pageJs } from './page-js.ts';

function site(): string {
  const dist = mkdtempSync(join(tmpdir(), 'page-js-'));
  mkdirSync(join(dist, '_astro'));
  const chunk = (name: string, code: string) => writeFileSync(join(dist, '_astro', name), code);
  chunk('preload.js', 'export const p=(f)=>f();');
  chunk('mount.js', 'import{p as r}from"./preload.js";var I={player:()=>r(()=>import(`./Player.js`),__vite__mapDeps([0])),procedure:()=>r(()=>import(`./StepPanel.js`),[])};');
  chunk('StepPanel.js', 'export const s=1;');
  chunk('Player.js', 'import{p as r}from"./preload.js";var w={groups:()=>r(()=>import(`./Grouped.js`).then(e=>e.GroupedLayout),__vite__mapDeps([0]))};const c=()=>import(`./engine-client.js`);');
  chunk('engine-client.js', 'import{p as r}from"./preload.js";var R={"etcd-quorum":()=>r(()=>import(`./scenario.A.js`).then(e=>e.etcdQuorum),__vite__mapDeps([1])),"control-plane-outage":()=>r(()=>import(`./scenario.B.js`).then(e=>e.cpo),__vite__mapDeps([2]))};');
  chunk('scenario.A.js', 'export const etcdQuorum=1;');
  chunk('scenario.B.js', 'import"./k8s.js";export const cpo=1;');
  chunk('k8s.js', 'export const k=1;');
  chunk('Grouped.js', 'export const GroupedLayout=1;');
  chunk('page-script.js', 'import"./engine-client.js";');
  const page = (slug: string, host: string) => {
    mkdirSync(join(dist, slug), { recursive: true });
    writeFileSync(join(dist, slug, 'index.html'), `<html><body><script type="module" src="/_astro/mount.js"></script>${host}<div data-island="player"></div></body></html>`);
  };
  page('quorum', '<div data-scenario-host="etcd-quorum" data-island-parts="player">');
  page('outage', '<div data-scenario-host="control-plane-outage" data-island-parts="player groups">');
  page('both', '<div data-scenario-host="etcd-quorum" data-island-parts="player procedure"></div><div data-scenario-host="control-plane-outage" data-island-parts="player groups">');
  page('scripted', '<script type="module" src="/_astro/page-script.js"></script><div data-scenario-host="etcd-quorum" data-island-parts="player">');
  return dist;
}

test('a scenario page counts its own scenario and the parts it names, never another scenario', () => {
  const dist = site();
  const quorum = [...pageJs('/quorum/', dist).files].sort();
  assert.deepEqual(quorum, ['_astro/Player.js', '_astro/engine-client.js', '_astro/mount.js', '_astro/preload.js', '_astro/scenario.A.js']);
  const outage = [...pageJs('/outage/', dist).files].sort();
  assert.deepEqual(outage, ['_astro/Grouped.js', '_astro/Player.js', '_astro/engine-client.js', '_astro/k8s.js', '_astro/mount.js', '_astro/preload.js', '_astro/scenario.B.js']);
});

test('a chunk a page script already loads still has its scenario loaders followed for the island', () => {
  const files = pageJs('/scripted/', site()).files;
  assert.ok(files.has('_astro/scenario.A.js'), [...files].join(' '));
  assert.ok(!files.has('_astro/scenario.B.js'));
});

test('on a page with two scenarios each island counts its own scenario and parts, the page both', () => {
  const dist = site();
  const quorum = pageJs('/both/', dist, 'etcd-quorum').files;
  assert.ok(quorum.has('_astro/scenario.A.js'));
  assert.ok(!quorum.has('_astro/scenario.B.js') && !quorum.has('_astro/Grouped.js'), [...quorum].join(' '));
  assert.ok(quorum.has('_astro/StepPanel.js'), 'the island its host names');
  const outage = pageJs('/both/', dist, 'control-plane-outage').files;
  assert.ok(outage.has('_astro/scenario.B.js') && outage.has('_astro/Grouped.js'));
  assert.ok(!outage.has('_astro/StepPanel.js'), 'not an island only the other scenario has');
  assert.ok(!outage.has('_astro/scenario.A.js'), [...outage].join(' '));
  const page = pageJs('/both/', dist).files;
  assert.ok(page.has('_astro/scenario.A.js') && page.has('_astro/scenario.B.js'));
});

test('a page whose hosts name no island loads only the small mount script, none of the island', () => {
  const dist = site();
  mkdirSync(join(dist, 'plain'));
  writeFileSync(join(dist, 'plain', 'index.html'), '<html><body><script type="module" src="/_astro/mount.js"></script><p>text</p></body></html>');
  assert.deepEqual([...pageJs('/plain/', dist).files].sort(), ['_astro/mount.js', '_astro/preload.js']);
});
