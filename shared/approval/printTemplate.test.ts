import { describe, expect, it } from 'vitest';
import { renderPrintTemplate, sanitizePrintTemplate } from './printTemplate';
import type { PrintContent } from './printTemplate';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('print template cleaning', () => {
  it('removes scripts with their content, styles, frames and forms', () => {
    const html =
      '<p>A</p><script>alert(1)</script><SCRIPT src="//x.test/a.js"></SCRIPT><style>p{}</style>' +
      '<iframe src="https://x.test"></iframe><form action="https://x.test"><input name="a"></form><p>B</p>';
    expect(sanitizePrintTemplate(html)).toBe('<p>A</p><p>B</p>');
  });

  it('removes on* event handlers, whatever their case or quoting', () => {
    const html = `<div onclick="alert(1)" ONMOUSEOVER='x()' class="box" onload=go()>x</div><img src=x onerror=alert(1)>`;
    expect(sanitizePrintTemplate(html)).toBe('<div class="box">x</div><img>');
  });

  it('removes javascript: URLs, links and entity-encoded schemes', () => {
    const html =
      '<a href="javascript:alert(1)">a</a><img src="jav&#x61;script:alert(1)"><img src="JaVaScRiPt:alert(1)">' +
      '<span style="background:url(javascript:alert(1))">s</span>';
    expect(sanitizePrintTemplate(html)).toBe('a<img><img><span>s</span>');
  });

  it('removes remote URLs (images, styles) and keeps inline PNG images', () => {
    const html =
      `<img src="https://tracker.test/p.png"><img src="//cdn.test/x.gif"><img src="${PNG}" alt="sig">` +
      '<p style="color: red; background-image: url(https://x.test/a.png)">t</p><link rel="stylesheet" href="https://x.test/s.css">';
    expect(sanitizePrintTemplate(html)).toBe(
      `<img><img><img src="${PNG}" alt="sig"><p style="color: red">t</p>`,
    );
  });

  it('drops comments, doctype and broken tags; escapes stray angle brackets; keeps placeholders', () => {
    const html =
      '<!doctype html><!-- <script>x</script> --><h1>{{title}}</h1><img/src=x onerror=a()> 1 < 2 >';
    expect(sanitizePrintTemplate(html)).toBe('<h1>{{title}}</h1> 1 &lt; 2 &gt;');
  });
});

describe('print template rendering', () => {
  const content: PrintContent = {
    title: 'Trip <b>',
    processName: 'Travel',
    initiator: 'Ann',
    createTime: '2026-01-02 10:00',
    fields: [{ key: 'reason', label: 'Reason', value: '<img src=x onerror=alert(1)>"visit"' }],
    timelineHtml: '<table><tr><td>Boss</td></tr></table>',
    signaturesHtml: `<img src="${PNG}" alt="Boss">`,
  };

  it('fills placeholders with escaped values and the prepared blocks', () => {
    const html = renderPrintTemplate(
      '<h1>{{title}}</h1><p>{{ processName }} / {{initiator}} / {{createTime}}</p><p>{{field:reason}}</p>{{field:none}}{{timeline}}{{signatures}}',
      content,
    );
    expect(html).toBe(
      '<h1>Trip &lt;b&gt;</h1><p>Travel / Ann / 2026-01-02 10:00</p>' +
        '<p>&lt;img src=x onerror=alert(1)&gt;&quot;visit&quot;</p>' +
        `<table><tr><td>Boss</td></tr></table><img src="${PNG}" alt="Boss">`,
    );
  });

  it('cleans the template again when rendering (a template stored before cleaning)', () => {
    expect(renderPrintTemplate('<p onclick="x()">{{initiator}}</p><script>1</script>', content)).toBe(
      '<p>Ann</p>',
    );
  });
});
