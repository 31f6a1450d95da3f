import type { ConsentRequest } from './simulated-ebay-auth';
import { DEFAULT_SIMULATED_SELLER } from './simulated-ebay-auth';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The simulator's "Grant application access" page: it names itself as the simulator, signs the
 * seller in by name and sends the browser, on Allow, to the approve path, which redirects to the
 * accept URL with the code and the state.
 */
export function consentPage(request: ConsentRequest, query: URLSearchParams, approvePath: string): string {
  const hidden = [...query.entries()]
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>eBay (simulator)</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; }
      .note { background: #fff4ce; padding: 0.5rem 0.75rem; border-radius: 4px; }
      button { font-size: 1rem; min-height: 44px; padding: 0 1.5rem; }
      input[type='text'] { font-size: 1rem; min-height: 44px; width: 100%; box-sizing: border-box; }
    </style>
  </head>
  <body>
    <h1>eBay (simulator)</h1>
    <p class="note">This is the local eBay simulator, not eBay: nothing is listed or sold for real.</p>
    <p>Grant application access: the application asks to list, reprice and end your listings, read
      your orders and cancel them, and see your policies and your eBay user name.</p>
    <p>You will return to <code>${escape(request.acceptUrl)}</code>.</p>
    <form method="get" action="${escape(approvePath)}">
      ${hidden}
      <label>eBay user name <input type="text" name="username" value="${DEFAULT_SIMULATED_SELLER}"></label>
      <p><button type="submit">Allow</button></p>
    </form>
  </body>
</html>
`;
}
