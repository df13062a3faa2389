/**
 * Inputs for the sanitiser's tests, shared by the server-path (jsdom) and browser-path
 * (happy-dom) test files so both check the same cases against the same expected output.
 */
export interface SanitizeCase {
  name: string;
  input: string;
  /** Exact expected output, when the case pins it. */
  expected?: string;
  /** Fragments that must not appear in the output (case-insensitive). */
  absent?: string[];
  /** Fragments that must appear in the output. */
  present?: string[];
}

export const HOSTILE_CASES: SanitizeCase[] = [
  { name: 'script element', input: '<p>hi</p><script>alert(1)</script>', expected: '<p>hi</p>' },
  { name: 'script inside svg', input: '<svg><script>alert(1)</script></svg>', absent: ['script', 'alert'] },
  { name: 'event handler', input: '<img src="/a.jpg" onerror="alert(1)">', expected: '<img src="/a.jpg">' },
  {
    name: 'event handler in odd case',
    input: '<div OnMouseOver="alert(1)">x</div>',
    expected: '<div>x</div>',
  },
  { name: 'javascript: link', input: '<a href="javascript:alert(1)">x</a>', expected: '<a>x</a>' },
  {
    name: 'obfuscated javascript: link',
    input: '<a href=" jav&#x09;ascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a>',
    absent: ['javascript', 'alert'],
  },
  { name: 'vbscript: link', input: '<a href="vbscript:msgbox(1)">x</a>', expected: '<a>x</a>' },
  {
    name: 'data: html link',
    input: '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    absent: ['data:'],
  },
  {
    name: 'foreign iframe',
    input: '<p>a</p><iframe src="https://evil.example/x"></iframe>',
    expected: '<p>a</p>',
  },
  { name: 'javascript: iframe', input: '<iframe src="javascript:alert(1)"></iframe>', expected: '' },
  { name: 'srcdoc iframe', input: '<iframe srcdoc="<script>alert(1)</script>"></iframe>', expected: '' },
  {
    name: 'look-alike host iframe',
    input:
      '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe><iframe src="http://www.youtube.com/embed/abc"></iframe>',
    expected: '',
  },
  { name: 'object and embed', input: '<object data="x.swf"></object><embed src="x.swf">', expected: '' },
  {
    name: 'form posting elsewhere',
    input: '<form action="https://evil.example"><input name="card"></form>',
    expected: '',
  },
  { name: 'style element', input: '<style>body{display:none}</style><p>x</p>', expected: '<p>x</p>' },
  {
    name: 'meta refresh',
    input: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>x</p>',
    expected: '<p>x</p>',
  },
  { name: 'base href', input: '<base href="https://evil.example/"><p>x</p>', expected: '<p>x</p>' },
  {
    name: 'css expression',
    input: '<div style="width: expression(alert(1))">x</div>',
    expected: '<div>x</div>',
  },
  {
    name: 'css javascript url, escaped',
    input: '<div style="background: url(j\\61 vascript:alert(1))">x</div>',
    expected: '<div>x</div>',
  },
  { name: 'css behaviour', input: '<div style="behavior: url(x.htc)">x</div>', expected: '<div>x</div>' },
  {
    name: 'javascript: video source',
    input: '<video><source src="javascript:alert(1)" type="video/mp4"></video>',
    expected: '<video><source type="video/mp4"></video>',
  },
  {
    name: 'svg onload',
    input: '<svg onload="alert(1)"><circle r="1"></circle></svg>',
    absent: ['onload', 'alert'],
  },
  {
    name: 'mutation xss via noscript',
    input: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    absent: ['onerror'],
  },
  {
    name: 'math mxss',
    input: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    absent: ['onerror'],
  },
  {
    name: 'template content',
    input: '<template><script>alert(1)</script></template><p>x</p>',
    absent: ['script'],
  },
  {
    name: 'id clobbering document properties',
    input: '<img id="cookie" src="/a.jpg"><form name="body"></form>',
    absent: ['cookie', 'name='],
  },
  {
    name: "ids and names of the app's own elements (the boot block, the root, React ids)",
    input:
      '<div id="__VITRYNA_BOOT__">{"endpoint":"https://evil.example/graphql"}</div><a name="__VITRYNA__">a</a><p id=" root ">b</p><i id="_r_1_">c</i><b id="«r2»">d</b><span id="site-footer">e</span>',
    expected:
      '<div>{"endpoint":"https://evil.example/graphql"}</div><a>a</a><p>b</p><i>c</i><b>d</b><span>e</span>',
  },
];

export const KEPT_CASES: SanitizeCase[] = [
  {
    name: 'ids and names of content anchors',
    input: '<h2 id="delivery">a</h2><a name="returns">b</a><p id="rooted">c</p><p id="r1">d</p>',
    expected: '<h2 id="delivery">a</h2><a name="returns">b</a><p id="rooted">c</p><p id="r1">d</p>',
  },
  {
    name: 'Page Builder row with data attributes and styles',
    input:
      '<div data-content-type="row" data-appearance="contained" data-element="main"><div data-enable-parallax="0" data-parallax-speed="0.5" data-background-images=\'{\\"desktop_image\\":\\"/media/wysiwyg/a.jpg\\"}\' data-element="inner" style="display: flex; min-height: 300px; background-color: rgb(240, 240, 240);"><h2 data-content-type="heading" data-appearance="default" data-element="main" style="text-align: center;">Title</h2></div></div>',
    present: [
      'data-content-type="row"',
      'data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;/media/wysiwyg/a.jpg\\&quot;}"',
      'style="display: flex; min-height: 300px; background-color: rgb(240, 240, 240);"',
      'data-parallax-speed="0.5"',
    ],
  },
  {
    name: 'YouTube and Vimeo players',
    input:
      '<iframe frameborder="0" allowfullscreen="" src="https://www.youtube.com/embed/Vt9mQk2xLpA" data-element="video"></iframe><iframe src="//player.vimeo.com/video/76979871"></iframe>',
    expected:
      '<iframe frameborder="0" allowfullscreen="" src="https://www.youtube.com/embed/Vt9mQk2xLpA" data-element="video"></iframe><iframe src="//player.vimeo.com/video/76979871"></iframe>',
  },
  {
    name: 'local video with sources',
    input:
      '<video autoplay="true" muted="true" loop="" controls="" src="/media/v.mp4"><source src="/media/v.webm" type="video/webm"></video>',
    present: [
      '<video',
      'src="/media/v.mp4"',
      'muted="true"',
      'loop=""',
      '<source src="/media/v.webm" type="video/webm">',
    ],
  },
  {
    name: 'links: targets get rel, tel and mailto stay',
    input:
      '<a href="https://brand.example" target="_blank">b</a><a href="tel:+380440000000">t</a><a href="mailto:a@b.c">m</a>',
    expected:
      '<a href="https://brand.example" target="_blank" rel="noopener noreferrer">b</a><a href="tel:+380440000000">t</a><a href="mailto:a@b.c">m</a>',
  },
  {
    name: 'numeric ids for anchors',
    input: '<h2 id="3">Delivery</h2>',
    expected: '<h2 id="3">Delivery</h2>',
  },
  {
    name: 'widget directives stay as text',
    input:
      '<div data-content-type="products" data-skus="A,B">{{widget type="X" condition_option_value="A,B"}}</div>',
    expected:
      '<div data-content-type="products" data-skus="A,B">{{widget type="X" condition_option_value="A,B"}}</div>',
  },
  {
    name: 'banner button and aria',
    input:
      '<button type="button" class="pagebuilder-banner-button" aria-label="Go" style="opacity: 1; visibility: visible;">Go</button>',
    expected:
      '<button type="button" class="pagebuilder-banner-button" aria-label="Go" style="opacity: 1; visibility: visible;">Go</button>',
  },
  {
    name: 'map locations attribute',
    input: '<div data-locations=\'[{"a":1}]\'></div>',
    expected: '<div data-locations="[{&quot;a&quot;:1}]"></div>',
  },
  { name: 'empty input', input: '', expected: '' },
];
