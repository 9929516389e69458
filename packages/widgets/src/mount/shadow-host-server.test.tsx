// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShadowHost } from './shadow-host';

const CSS = '.jh-root > p { color: red }';

describe('ShadowHost on the server', () => {
  it('renders the bare host by default, as before (real-time widgets stay client-only)', () => {
    const html = renderToString(
      <ShadowHost css={CSS} styleId="test" className="slot" theme={{ primary: '#e11d48' }}>
        <p>inside</p>
      </ShadowHost>,
    );
    expect(html).toBe('<div class="slot" data-jh-host="" style="--jh-color-primary:#e11d48"></div>');
  });

  it('renders the CSS and the children in a declarative open shadow root with renderOnServer', () => {
    const html = renderToString(
      <ShadowHost css={CSS} styleId="test" renderOnServer>
        <p>inside</p>
      </ShadowHost>,
    );
    expect(html).toBe(
      '<div data-jh-host=""><template shadowrootmode="open"><style data-jh-ssr="">.jh-root > p { color: red }</style>' +
        '<div class="jh-root" data-jh-ssr=""><p>inside</p></div></template></div>',
    );
  });
});
