// /downloads/etcd-alerts.<lang>.<form>.yaml: the alert rules with runbook links to this build's site
// (SITE and BASE), in each language (its summaries and descriptions too); readable and downloadable without JavaScript.
import type { APIRoute, GetStaticPaths } from 'astro';
import { FORMS, LANGS, fileName, render, siteRoot, type Form, type Lang } from '../../src/site/alerts/rules.ts';
import { annotationsFor, rulesSource } from '../../src/build/alerts/source.ts';

export const getStaticPaths = (() =>
  LANGS.flatMap((lang) => FORMS.map((form) => ({ params: { file: fileName(lang, form) }, props: { lang, form } })))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, site }) => {
  const { lang, form } = props as { lang: Lang; form: Form };
  const body = render(rulesSource(), siteRoot(String(site), import.meta.env.BASE_URL), lang, form, annotationsFor(lang));
  return new Response(body, { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
};
